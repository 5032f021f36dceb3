/// One net change made by a statement: `path: old -> new` (§9).
public struct Transition: Equatable, Sendable, CustomStringConvertible {
  /// What changed: `itemCount`, `addToCart.subtitle`, `more["Sort By"].selection`.
  public var path: String
  /// The value before the statement.
  public var old: Value
  /// The value after it.
  public var new: Value

  /// Makes a transition.
  public init(path: String, old: Value, new: Value) {
    self.path = path
    self.old = old
    self.new = new
  }

  /// `path: old -> new`, values as Dial literals.
  public var description: String { "\(path): \(old.literal) -> \(new.literal)" }
}
