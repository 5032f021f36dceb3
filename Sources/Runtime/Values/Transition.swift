/// One net change made by a statement: `path: old -> new` (docs/language.md §12).
///
/// A transition is kept as the session recorded it (what changed, by index,
/// and its values) and written out only when read: ``path`` joins names,
/// ``old`` and ``new`` build a speech string, ``description`` writes the line
/// `dial run` prints, each when asked for. A host that only counts or filters
/// an event's transitions builds none of that text.
public struct Transition: Equatable, Sendable, CustomStringConvertible {
  /// What changed, as recorded.
  let change: TransitionChange
  /// The program that names what changed; nil when the change carries its names.
  let program: SharedProgram?

  /// A recorded change of a program.
  init(_ change: TransitionChange, in program: SharedProgram?) {
    self.change = change
    self.program = program
  }

  /// Makes a transition of a whole path (a variable, or a path already joined).
  public init(path: String, old: Value, new: Value) {
    self.init(subject: path, member: "", old: old, new: new)
  }

  /// Makes a transition of one member of a subject.
  public init(subject: String, member: String, old: Value, new: Value) {
    self.init(.named(subject: subject, member: member, old: old, new: new), in: nil)
  }

  /// The variable, component or item that changed: `itemCount`, `addToCart`, `more["Sort By"]`.
  public var subject: String {
    get { change.subject(in: program) }
    set { self = Transition(subject: newValue, member: member, old: old, new: new) }
  }

  /// The property of ``subject`` that changed (`subtitle`, `selection`), or empty for a variable.
  public var member: String {
    get { change.member }
    set { self = Transition(subject: subject, member: newValue, old: old, new: new) }
  }

  /// The value before the statement.
  public var old: Value {
    get { change.old }
    set { self = Transition(subject: subject, member: member, old: newValue, new: new) }
  }

  /// The value after it.
  public var new: Value {
    get { change.new }
    set { self = Transition(subject: subject, member: member, old: old, new: newValue) }
  }

  /// What changed: `itemCount`, `addToCart.subtitle`, `more["Sort By"].selection`.
  public var path: String {
    let (subject, member) = (self.subject, self.member)
    guard !member.isEmpty else { return subject }
    return TextWriter.string(count: subject.utf8.count + 1 + member.utf8.count) { writer in
      writer.write(subject)
      writer.write(".")
      writer.write(member)
    }
  }

  /// `path: old -> new`, values as Dial literals, written with one allocation.
  public var description: String {
    var sink = StringSink()
    change.write(in: program, frame: .bare, to: &sink)
    return sink.text
  }

  /// Appends ``description``'s UTF-8 to `bytes`, written in place: a host or a printer that gathers its
  /// output in a buffer renders the line without making a string of it.
  public func write(to bytes: inout [UInt8]) {
    change.write(in: program, frame: .bare, to: &bytes)
  }

  /// Two transitions are equal when their paths and values are, however the path is split.
  public static func == (lhs: Transition, rhs: Transition) -> Bool {
    guard lhs.old == rhs.old, lhs.new == rhs.new else { return false }
    let (left, right) = ((lhs.subject, lhs.member), (rhs.subject, rhs.member))
    if left == right { return true }
    return lhs.path == rhs.path
  }
}
