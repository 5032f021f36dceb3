import DialChecker
import DialParser

/// The functions a host implements in place of their bodies (``Program/implement(_:_:)``), by the function's
/// index: for localisation, formatting or the app's data.
struct HostFunctions: Sendable {
  /// A host's implementation: the arguments in parameter order, the result of the function's return type.
  typealias Body = @Sendable ([Value]) throws -> Value

  /// Per function, the host's body, or nil for the function's own.
  var bodies: [Body?]

  /// No function implemented by the host.
  init(count: Int) { bodies = Array(repeating: nil, count: count) }

  /// The host's body of function `index`, if it gave one.
  subscript(index: Int) -> Body? {
    bodies.indices.contains(index) ? bodies[index] : nil
  }
}

extension Program {
  /// Replaces the body of function `name` with `body`, called with the arguments in declaration order; sessions
  /// made from this program afterwards call it (docs/language.md §13, "The library"). A body that throws, or
  /// returns a value of another type than the function's, is a runtime error at the call: the statement is
  /// rolled back. Throws when the program declares no function of that name.
  ///
  /// ```swift
  /// try program.implement("itemsLabel") { arguments in
  ///   .string(String(localized: "\(arguments[0].intValue ?? 0) items"))
  /// }
  /// ```
  public mutating func implement(_ name: String, _ body: @escaping @Sendable ([Value]) throws -> Value)
    throws(RuntimeError)
  {
    let index = try functionIndex(named: name)
    hostFunctions.bodies[index] = body
  }

  /// The index of function `name`, or a did-you-mean error.
  func functionIndex(named name: String) throws(RuntimeError) -> Int {
    guard let index = checked.functions.firstIndex(where: { $0.name == name }) else {
      throw unknownName(name, kind: .function, among: checked.functions.map(\.name))
    }
    return index
  }
}
