import DialLexer

/// A name as written in the source, with where it was written.
public struct Identifier: Sendable, Equatable {
  /// The name's text.
  public var name: String
  /// Where the name stands.
  public var range: SourceRange

  /// Makes an identifier.
  public init(_ name: String, _ range: SourceRange) {
    self.name = name
    self.range = range
  }
}

/// An expression and its source range.
public struct Expression: Sendable, Equatable {
  /// What the expression is.
  public var kind: ExpressionKind
  /// The bytes it spans, including parentheses that belong to it.
  public var range: SourceRange

  /// Makes an expression.
  public init(_ kind: ExpressionKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// The forms of Dial expressions (docs/language.md §3, §5), as parsed: names are not resolved yet.
public enum ExpressionKind: Sendable, Equatable {
  /// `42`
  case integer(Int64)
  /// `4.5`
  case double(Double)
  /// `true`, `false`
  case boolean(Bool)
  /// `"Total: \(count)"`: literal parts and interpolated expressions, in order.
  case string([StringPart])
  /// `"Total"`: a literal of one piece of text, with no interpolation. Most literals are: stored without an
  /// array of parts, each saves an allocation of 64 bytes, 6.4 MB of the syntax of a 100 000-button program,
  /// alive until its buttons are checked, when memory peaks.
  case text(String)
  /// `#FF9500`, stored as 0xRRGGBBAA.
  case color(UInt32)
  /// `nil`, the value of a single menu's `.selection` when nothing is selected.
  case nilLiteral
  /// `itemCount`, `addToCart`
  case name(String)
  /// `.trailing`: an enum case whose type comes from its context.
  case enumCase(String)
  /// `base.member`
  indirect case member(Expression, Identifier)
  /// `base["Title"]`: a menu item path.
  indirect case subscriptItem(Expression, Expression)
  /// `callee(arguments)`, where the callee is a member such as `title.contains` or a case such as `.system`.
  indirect case call(Expression, [Argument])
  /// `!x`, `-x`
  indirect case unary(UnaryOperator, Expression)
  /// `a + b`, `a && b`, …
  indirect case binary(BinaryOperator, Expression, Expression)
  /// `condition ? whenTrue : whenFalse`
  indirect case ternary(Expression, Expression, Expression)
  /// `(x)`
  indirect case parenthesized(Expression)
  /// `(7, 12, 7, 12)`
  case tuple([Expression])
  /// `[.button, .selected]`, `[]`: a set of accessibility traits, whose elements take their type
  /// (`Trait`) from the set, and the set its type from the context (docs/language.md §5).
  case traitSet([Expression])
  /// A placeholder where parsing failed; its error is already reported.
  case invalid
}

/// An argument of a call: `x` in `title.contains(x)`, `size: 14` in `.system(size: 14, weight: .bold)`.
public struct Argument: Sendable, Equatable {
  /// The label before the colon, or nil for an unlabelled argument.
  public var label: Identifier?
  /// The argument's value.
  public var value: Expression

  /// Makes an argument.
  public init(label: Identifier?, value: Expression) {
    self.label = label
    self.value = value
  }
}

/// A piece of a string literal.
public enum StringPart: Sendable, Equatable {
  /// Literal text, escapes decoded.
  case text(String)
  /// `\(expression)`
  case interpolation(Expression)
}

/// Prefix operators.
public enum UnaryOperator: String, Sendable, Equatable {
  case not = "!"
  case negate = "-"
}

/// Infix operators, with Swift's precedence (see ``BinaryOperator/bindingPower``).
public enum BinaryOperator: String, Sendable, Equatable, CaseIterable {
  case or = "||"
  case and = "&&"
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessEqual = "<="
  case greater = ">"
  case greaterEqual = ">="
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"

  /// Whether the operator compares its operands (Swift's ComparisonPrecedence, non-associative).
  public var isComparison: Bool {
    switch self {
    case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: return true
    default: return false
    }
  }
}

extension Expression {
  /// The literal text of a string without interpolations, or nil.
  public var plainString: String? {
    if case .text(let text) = kind { return text }
    guard case .string(let parts) = kind else { return nil }
    var text = ""
    for part in parts {
      guard case .text(let piece) = part else { return nil }
      text += piece
    }
    return text
  }
}

extension Expression {
  /// The expression inside any parentheses.
  package var withoutParentheses: Expression {
    var current = self
    while case .parenthesized(let inner) = current.kind { current = inner }
    return current
  }
}
