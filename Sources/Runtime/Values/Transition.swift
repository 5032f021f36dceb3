/// One net change made by a statement: `path: old -> new` (docs/language.md §12).
public struct Transition: Equatable, Sendable, CustomStringConvertible {
  /// The variable, component or item that changed: `itemCount`, `addToCart`, `more["Sort By"]`.
  public var subject: String
  /// The property of ``subject`` that changed (`subtitle`, `selection`), or empty for a variable.
  public var member: String
  /// The value before the statement.
  public var old: Value
  /// The value after it.
  public var new: Value

  /// What changed: `itemCount`, `addToCart.subtitle`, `more["Sort By"].selection`.
  ///
  /// Built when asked for: an event's transitions are often counted or
  /// filtered by subject without their paths ever being printed.
  public var path: String { member.isEmpty ? subject : subject + "." + member }

  /// Makes a transition of a whole path (a variable, or a path already joined).
  public init(path: String, old: Value, new: Value) {
    self.init(subject: path, member: "", old: old, new: new)
  }

  /// Makes a transition of one member of a subject.
  public init(subject: String, member: String, old: Value, new: Value) {
    self.subject = subject
    self.member = member
    self.old = old
    self.new = new
  }

  /// `path: old -> new`, values as Dial literals.
  public var description: String { "\(path): \(old.literal) -> \(new.literal)" }

  /// Two transitions are equal when their paths and values are, however the path is split.
  public static func == (lhs: Transition, rhs: Transition) -> Bool {
    guard lhs.old == rhs.old, lhs.new == rhs.new else { return false }
    if lhs.subject == rhs.subject && lhs.member == rhs.member { return true }
    return lhs.path == rhs.path
  }
}
