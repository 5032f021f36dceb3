/// The contextual words that begin a statement or a declaration (docs/language.md §11, §3): the one table the
/// parser, the formatter, the REPL's completer and help, the language server's semantic tokens and the editor
/// grammar are built from or tested against, so that a word added here and missing from one of them fails a test.
///
/// They are not reserved: `cancel.title`, `var open = false` and `print = 1` use them as names (the parser
/// decides by what follows).
public enum Verb: String, Sendable, CaseIterable {
  /// An event on a component (``EventVerb``).
  case tap, press, release, cancel, select, open, close, longPress
  /// Moves the VoiceOver cursor.
  case focus
  /// A double tap on the element under the VoiceOver cursor.
  case activate
  /// A spec's expectation.
  case expect
  /// Prints a value.
  case print
  /// Sends a host event.
  case emit
  /// What VoiceOver announces.
  case announce
  /// Declares a property of every state.
  case invariant
  /// Declares a host event.
  case event
  /// Declares a function.
  case function = "func"

  /// What a word begins.
  public enum Role: Sendable, Equatable {
    /// An event statement: `tap b`.
    case event(EventVerb)
    /// Another statement: `expect …`, `print …`, `emit …`.
    case statement
    /// A declaration: `invariant …`, `event …`, `func …`.
    case declaration
  }

  /// What the word begins.
  public var role: Role {
    if let event = EventVerb(rawValue: rawValue) { return .event(event) }
    switch self {
    case .invariant, .event, .function: return .declaration
    default: return .statement
    }
  }

  /// The words that begin a statement, events first, in declaration order.
  public static let statementWords: [String] = allCases.filter { $0.role != .declaration }.map(\.rawValue)

  /// The words that begin a declaration without a reserved keyword.
  public static let declarationWords: [String] = allCases.filter { $0.role == .declaration }.map(\.rawValue)

  /// The reserved keywords that begin a declaration, which the lexer recognizes: with ``declarationWords``,
  /// every word a declaration starts with.
  public static let declarationKeywords = ["var", "style", "button", "menu", "header", "use"]
}

/// The event verbs that take a target (docs/language.md §11), with what each one takes: the checker, the
/// runtime's host events and the completer read the target from here.
public enum EventVerb: String, Sendable, Equatable, CaseIterable {
  case tap, press, release, cancel, select, open, close
  /// A long press: presents a button's menu as a context menu (a `.toggle`'s, whose tap toggles).
  case longPress

  /// What an event verb acts on.
  public enum Target: Sendable, Equatable {
    /// Any button.
    case button
    /// A button that shows a menu.
    case buttonWithMenu
    /// A menu, a submenu (by its path) or a button with a menu.
    case presenter
    /// A menu action, by its path.
    case action

    /// The target as a message names it: `a button`, `a menu action`.
    public var description: String {
      switch self {
      case .button: return "a button"
      case .buttonWithMenu: return "a button with a menu"
      case .presenter: return "a menu, a submenu or a button with a menu"
      case .action: return "a menu action"
      }
    }
  }

  /// What the verb acts on.
  public var target: Target {
    switch self {
    case .tap, .press, .release, .cancel: return .button
    case .longPress: return .buttonWithMenu
    case .open, .close: return .presenter
    case .select: return .action
    }
  }
}
