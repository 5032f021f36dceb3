import DialLexer

/// A statement with its range.
public struct Statement: Sendable, Equatable {
  /// What the statement does.
  public var kind: StatementKind
  /// The whole statement.
  public var range: SourceRange

  /// Makes a statement.
  public init(_ kind: StatementKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// The forms of statement (docs/language.md §11).
public enum StatementKind: Sendable, Equatable {
  /// `tap b`, `select more["Sort By"]["Date"]`, `open m`, …
  case event(EventVerb, Expression)
  /// `name = value`, `name += value`, `name -= value`
  case assignment(Identifier, AssignmentOperator, Expression)
  /// `if condition { … } else { … }`; `else if` is an `if` alone in the else branch.
  case ifElse(IfStatement)
  /// `expect condition`
  case expect(Expression)
  /// `print value`
  case print(Expression)
  /// `focus first|next|previous|name`
  case focus(FocusTarget)
  /// `activate`: a double tap on the focused element.
  case activate
  /// `emit name(label: value, …)`: a host event sent to the host when the statement completes.
  case emit(Identifier, [Argument])
  /// `announce text`: what VoiceOver announces (`UIAccessibility.post(notification: .announcement, …)`).
  case announce(Expression)
}

/// `=`, `+=`, `-=`
public enum AssignmentOperator: String, Sendable, Equatable {
  case assign = "="
  case add = "+="
  case subtract = "-="
}

/// `if condition { then } else { otherwise }`
public struct IfStatement: Sendable, Equatable {
  /// The condition, a Bool.
  public var condition: Expression
  /// Statements run when it holds.
  public var thenBody: [Statement]
  /// Statements run otherwise; nil when there is no `else`.
  public var elseBody: [Statement]?

  /// Makes an `if` statement.
  public init(condition: Expression, thenBody: [Statement], elseBody: [Statement]?) {
    self.condition = condition
    self.thenBody = thenBody
    self.elseBody = elseBody
  }
}

/// Where `focus` moves the VoiceOver cursor.
public enum FocusTarget: Sendable, Equatable {
  case first
  case next
  case previous
  /// A named element: a button, or a header's title (`nav.title`).
  case element(Expression)
}
