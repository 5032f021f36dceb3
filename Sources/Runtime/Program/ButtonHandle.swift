/// A button of one program, found once by name (``Program/button(_:)``) and
/// then sent with events (`.tap(handle)`) without looking the name up again.
///
/// ```swift
/// let addToCart = program.button("addToCart")!
/// var session = try Session(program)
/// try session.send(.tap(addToCart))
/// ```
///
/// A handle belongs to the program that made it: a session of another program
/// refuses it with an error, as it refuses an unknown name.
public struct ButtonHandle: Hashable, Sendable {
  /// The button's index in ``DialParser/CheckedProgram/buttons``.
  public let index: Int
  /// The identity of the program that made the handle (``SharedProgram``).
  let program: ObjectIdentifier
}
