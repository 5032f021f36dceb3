import DialLexer
import DialParser

/// A type-checked statement, with its targets resolved.
public struct CheckedStatement: Sendable, Equatable {
  /// What the statement does.
  public var kind: CheckedStatementKind
  /// The whole statement.
  public var range: SourceRange

  /// Makes a checked statement.
  public init(_ kind: CheckedStatementKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// The resolved forms of statements (docs/language.md §11).
public enum CheckedStatementKind: Sendable, Equatable {
  /// `tap b`, `select more["Sort By"]["Date"]`, `open more`, …
  case event(EventVerb, EventTarget)
  /// `x = e`, `x += e`, `x -= e`; the value's type matches the target (an Int value is
  /// wrapped in `toDouble` for a Double target).
  case assignment(AssignmentTarget, AssignmentOperator, CheckedExpression)
  /// `if c { … } else { … }`.
  case ifElse(condition: CheckedExpression, then: [CheckedStatement], otherwise: [CheckedStatement]?)
  /// `expect c`, c a Bool.
  case expect(CheckedExpression)
  /// `print e`.
  case print(CheckedExpression)
  /// `focus …`.
  case focus(CheckedFocusTarget)
  /// `activate`.
  case activate
  /// `emit name(…)`: the event, by its index in ``CheckedProgram/events``, and its arguments in parameter order.
  case emit(Int, [CheckedExpression])
  /// `announce text`, text a String.
  case announce(CheckedExpression)
}

/// What an event acts on.
public enum EventTarget: Hashable, Sendable {
  /// `tap b`, `press b`, `release b`, `cancel b`; `open b`, `close b` for a button with a menu.
  case button(Int)
  /// `open more`, `close more`.
  case menu(Int)
  /// `select more["Sort By"]["Date"]` (always an action); `open more["Sort By"]` (always a submenu).
  ///
  /// `through` is the button the path starts from (`select b["Date"]`, `b` a button with a menu), or nil
  /// for a path by the menu's own name (`select more["Date"]`). An event through a disabled button is
  /// ignored (docs/language.md §11, Decision 62), and opening a submenu through a button presents the menu
  /// from it (docs/language.md §7).
  case item(MenuItemReference, through: Int? = nil)
}

/// What an assignment writes.
public enum AssignmentTarget: Hashable, Sendable {
  /// A `var`, by its index in ``CheckedProgram/variables``.
  case variable(Int)
  /// `textSize`, `screenWidth`.
  case builtin(BuiltinVariable)
}

/// Where `focus` moves the VoiceOver cursor.
public enum CheckedFocusTarget: Hashable, Sendable {
  /// `focus first`, `focus next`, `focus previous`: navigation in accessibility order.
  case first, next, previous
  /// A button.
  case button(Int)
  /// A header's title.
  case headerTitle(Int)
  /// An item of a menu, focusable while the menu is open.
  case item(MenuItemReference)
}
