/// How each visited state was first reached: per state, in visiting order, the state it was reached from and
/// the event sent. Eight bytes a state, and all an exploration keeps of a state besides its key: a state is
/// rebuilt by replaying its events from the start (``Replayer``), and a counterexample is read from it.
///
/// Stored in chunks of a fixed size, so that growing never copies what is there (an array that doubles would
/// hold both copies at its peak).
struct ParentLog: Sendable {
  /// One state's entry.
  struct Link: Sendable {
    /// The state it was reached from; -1 for the start.
    var parent: Int32
    /// The event that reached it; -1 for the start.
    var event: Int32
  }

  /// Entries per chunk: 64 Ki, half a megabyte.
  static let chunkBits = 16
  private var chunks: [[Link]] = []
  /// How many states are logged.
  private(set) var count = 0

  /// Logs the next state.
  mutating func append(parent: Int, event: Int) {
    if count & ((1 << Self.chunkBits) - 1) == 0 {
      chunks.append([])
      chunks[chunks.count - 1].reserveCapacity(1 << Self.chunkBits)
    }
    chunks[chunks.count - 1].append(Link(parent: Int32(truncatingIfNeeded: parent), event: Int32(event)))
    count += 1
  }

  /// The entry of state `id` (`0..<count`).
  subscript(id: Int) -> Link {
    chunks[id >> Self.chunkBits][id & ((1 << Self.chunkBits) - 1)]
  }

  /// The events from the start to state `id`, first event first.
  func events(to id: Int) -> [Int] {
    var events: [Int] = []
    var current = id
    while current > 0 {
      let link = self[current]
      events.append(Int(link.event))
      current = Int(link.parent)
    }
    return events.reversed()
  }
}
