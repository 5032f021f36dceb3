import DialLexer

/// What people coming from Swift, SwiftUI, UIKit, JavaScript and Python type, and what Dial wants instead: the one
/// table of "their spelling → Dial's" that the parser and the checker read, each rule with its message (docs/
/// language.md §14, "Habits from other languages"; each rule has a program in the invalid-program corpus).
public enum Habits {
  /// Where a spelling is caught.
  public enum Place: String, Sendable, CaseIterable {
    /// A word that starts a statement or declaration in another language (`for`, `function`, `class`).
    case statement
    /// A word that continues an `if` in another language (`elif`).
    case elseIf
    /// A body item that is a handler in another framework (`action: { … }`, `onTap: { … }`).
    case handlerProperty
    /// An event name of another framework (`on click`).
    case event
    /// An operator word or spelling of another language (`and`, `===`).
    case logicalOperator
    /// A literal of another language where a name is read (`null`, `None`, `True`).
    case literal
  }

  /// One rule: their spelling, where it is caught, and the message that names Dial's.
  public struct Rule: Sendable {
    /// What they type.
    public let theirs: String
    /// Where it is caught.
    public let place: Place
    /// The error, naming what Dial wants.
    public let message: String
    /// Dial's spelling, where a rule replaces a word with one (`nil` for `null`); empty otherwise.
    public var dial = ""
  }

  /// Every rule, in the order of the reference's table.
  public static let rules: [Rule] = statements + elseIfs + handlers + events + operators + literals

  static let loop =
    "Dial has no loops: a spec lists its steps one by one, so that each one's transitions can be read; "
    + "write the statements, or compute a value with a 'func'"

  static let statements: [Rule] = [
    Rule(theirs: "for", place: .statement, message: "'for' loops are not Dial. " + loop),
    Rule(theirs: "while", place: .statement, message: "'while' loops are not Dial. " + loop),
    Rule(theirs: "repeat", place: .statement, message: "'repeat' loops are not Dial. " + loop),
    Rule(
      theirs: "function", place: .statement,
      message: "'function' is not Dial; declare a pure 'func name(label: Type) -> Type { expression }', "
        + "or put the statements in a button's 'on tap { … }'"),
    Rule(
      theirs: "def", place: .statement,
      message: "'def' is not Dial; declare a pure 'func name(label: Type) -> Type { expression }', "
        + "or put the statements in a button's 'on tap { … }'"),
    Rule(
      theirs: "class", place: .statement,
      message: "Dial has no classes; declare a 'style' for a look that buttons share, or a 'button'"),
    Rule(
      theirs: "struct", place: .statement,
      message: "Dial has no structs; declare a 'style' for a look that buttons share, or a 'button'"),
    Rule(theirs: "const", place: .statement, message: "'const' is not Dial; declare state with 'var'"),
    Rule(
      theirs: "switch", place: .statement, message: "Dial has no 'switch'; write 'if … { … } else if … { … }'"),
  ]

  static let elseIfs: [Rule] = ["elif", "elsif", "elseif"].map {
    Rule(theirs: $0, place: .elseIf, message: "'\($0)' is not Dial; write 'else if'")
  }

  static let handlers: [Rule] = ["action", "onTap", "onClick", "onPress", "handler"].map {
    Rule(
      theirs: $0, place: .handlerProperty,
      message: "a button's handler is written 'on tap { … }', not '\($0): { … }'")
  }

  static let events: [Rule] = ["click", "touchUpInside", "primaryActionTriggered", "pressed", "tapped", "onTap"].map {
    Rule(theirs: $0, place: .event, message: "unknown event '\($0)'; a button's event is 'tap': write 'on tap { … }'")
  }

  static let operators: [Rule] = [
    Rule(theirs: "and", place: .logicalOperator, message: "'and' is not Dial; write '&&'"),
    Rule(theirs: "or", place: .logicalOperator, message: "'or' is not Dial; write '||'"),
    Rule(theirs: "not", place: .logicalOperator, message: "'not' is not Dial; write '!'"),
  ]

  static let literals: [Rule] = [
    ("null", "nil"), ("None", "nil"), ("undefined", "nil"), ("True", "true"), ("False", "false"), ("YES", "true"),
    ("NO", "false"),
  ].map { theirs, dial in
    Rule(theirs: theirs, place: .literal, message: "unknown name '\(theirs)'; Dial writes '\(dial)'", dial: dial)
  }

  /// Another language's statement or declaration word where a statement starts (`for item in items {`,
  /// `function f() {`, `class Cart {`), followed by `next`: its rule. Such a word followed by `=`, `.`, `[` or
  /// nothing is a name.
  static func statementRule(_ word: String, before next: TokenKind) -> Rule? {
    switch next {
    case .identifier, .leftParen, .leftBrace, .intLiteral, .kwTrue, .kwFalse: return rule(word, at: .statement)
    default: return nil
    }
  }

  /// Python's `and` and `or` as the token kind Dial spells them with (`&&`, `||`); nil for any other word.
  static func operatorKind(_ word: String) -> TokenKind? {
    guard let rule = rule(word, at: .logicalOperator), rule.theirs != "not" else { return nil }
    return rule.theirs == "and" ? .andAnd : .orOr
  }

  /// Whether a name followed by `next` starts a property written without its `:` (`title = "Add"`,
  /// `title "Add"`); `spaced` says whether a `.` after it is apart from it (`size .large`, not `size.large`).
  static func startsPropertyWithoutColon(before next: TokenKind, spaced: Bool) -> Bool {
    switch next {
    case .assign, .stringStart, .intLiteral, .doubleLiteral, .color, .kwTrue, .kwFalse: return true
    case .dot: return spaced
    default: return false
    }
  }

  /// The rule for `word` caught at `place`, if there is one.
  public static func rule(_ word: String, at place: Place) -> Rule? {
    rules.first { $0.place == place && $0.theirs == word }
  }
}
