import DialLexer

/// `event name(label: Type, …)`: a host event a program emits to its host (docs/language.md §4). Without
/// parameters, the parentheses may be left out: `event checkoutRequested`.
public struct EventDeclaration: Sendable, Equatable {
  /// The event's name.
  public var name: Identifier
  /// Its parameters, in order.
  public var parameters: [Parameter]
  /// Whether its parameter list had a syntax error (reported): the parameters are those read before it.
  public var isIncomplete = false

  /// Makes an event declaration.
  public init(name: Identifier, parameters: [Parameter], isIncomplete: Bool = false) {
    self.name = name
    self.parameters = parameters
    self.isIncomplete = isIncomplete
  }
}

/// `func name(label: Type, …) -> Type = body`: a pure function of its parameters (docs/language.md §4), whose
/// body a host may replace.
public struct FunctionDeclaration: Sendable, Equatable {
  /// The function's name.
  public var name: Identifier
  /// Its parameters, in order.
  public var parameters: [Parameter]
  /// The type after `->`.
  public var returnType: Identifier
  /// The expression after `=`.
  public var body: Expression
  /// Whether its parameter list had a syntax error (reported): the parameters are those read before it.
  public var isIncomplete = false

  /// Makes a function declaration.
  public init(
    name: Identifier, parameters: [Parameter], returnType: Identifier, body: Expression, isIncomplete: Bool = false
  ) {
    (self.name, self.parameters, self.returnType, self.body) = (name, parameters, returnType, body)
    self.isIncomplete = isIncomplete
  }
}

/// `label: Type`, a parameter of an event or a function.
public struct Parameter: Sendable, Equatable {
  /// The parameter's label, by which calls and emissions name it.
  public var name: Identifier
  /// Its type, by name (`Int`, `String`, an enum type).
  public var type: Identifier

  /// Makes a parameter.
  public init(name: Identifier, type: Identifier) {
    self.name = name
    self.type = type
  }
}
