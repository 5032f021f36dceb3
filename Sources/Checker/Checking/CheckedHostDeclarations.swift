import DialLexer
import DialParser

/// A host event (`event addedToCart(count: Int, sku: String)`), checked: what `emit` sends to the host.
public struct CheckedEvent: Sendable, Equatable {
  /// The event's name.
  public var name: String
  /// Where the name was written.
  public var range: SourceRange
  /// Its parameters, in order.
  public var parameters: [CheckedParameter]
  /// When the program reads the event's count only by comparing it with Int constants (`emitted <= 1`), one
  /// more than the largest of them: every count from there on compares the same, so an exploration may treat
  /// them as one. Nil when the count is read any other way, or not at all.
  public var countBound: Int64?

  /// Makes a checked event.
  public init(name: String, range: SourceRange, parameters: [CheckedParameter]) {
    (self.name, self.range, self.parameters) = (name, range, parameters)
  }
}

/// A function (`func itemsLabel(n: Int) -> String = …`), checked: a pure function of its parameters, which a
/// host may implement instead.
public struct CheckedFunction: Sendable, Equatable {
  /// The function's name.
  public var name: String
  /// Where the name was written.
  public var range: SourceRange
  /// Its parameters, in order.
  public var parameters: [CheckedParameter]
  /// What it returns.
  public var returnType: DialType
  /// Its body, reading only `parameter`s and calling functions; nil when it did not check.
  public var body: CheckedExpression?

  /// Makes a checked function.
  public init(
    name: String, range: SourceRange, parameters: [CheckedParameter], returnType: DialType, body: CheckedExpression?
  ) {
    (self.name, self.range, self.parameters, self.returnType, self.body) = (name, range, parameters, returnType, body)
  }
}

/// A parameter of an event or a function: its label and type.
public struct CheckedParameter: Sendable, Equatable {
  /// The label calls and emissions name it by, and scripts read an emission's value by (`addedToCart.count`).
  public var name: String
  /// Its type: a type a `var` may hold.
  public var type: DialType

  /// Makes a parameter.
  public init(name: String, type: DialType) {
    (self.name, self.type) = (name, type)
  }
}
