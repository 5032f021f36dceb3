/// How each visited state was first reached: per state, in visiting order, the state it was reached from and
/// the event sent. Eight bytes a state, and all an exploration keeps of a state besides its key: a state is
/// rebuilt by replaying its events from the start (``Replayer``), and a counterexample is read from it.
///
/// Stored in chunks of a fixed size, so that growing never copies what is there (an array that doubles would
/// hold both copies at its peak). Past a memory limit, the oldest full chunks are written to a ``SpillFile``
/// and read back a link at a time: a level's states mostly need the links of the level before, which are the
/// newest.
struct ParentLog: Sendable {
  /// One state's entry.
  struct Link: Sendable {
    /// The state it was reached from; -1 for the start.
    var parent: Int32
    /// The event that reached it; -1 for the start.
    var event: Int32
  }

  /// A chunk of links, in memory or in the spill file.
  enum Chunk: Sendable {
    case resident([Link])
    /// Written to the spill file at this byte offset.
    case spilled(Int)
  }

  /// Entries per chunk: 2^chunkBits, by default 64 Ki (half a megabyte).
  let chunkBits: Int
  /// Bytes per chunk.
  var chunkBytes: Int { (1 << chunkBits) * MemoryLayout<Link>.stride }
  private(set) var chunks: [Chunk] = []
  /// How many states are logged.
  private(set) var count = 0
  /// Where chunks go past ``residentLimit``.
  var spill: (any SpillFile)?
  /// How many bytes of chunks may stay in memory; nil for no limit.
  var residentLimit: Int?
  /// How many chunks are in memory, and how many bytes were written to the spill file.
  private(set) var (residentChunks, spilledBytes) = (0, 0)
  /// Whether writing to the spill file failed (the chunk then stayed in memory).
  private(set) var spillFailed = false
  /// Chunks before it are all spilled.
  private var firstResident = 0
  /// The storage of spilled chunks, emptied, for the next chunks.
  private var spare: [[Link]] = []

  /// An empty log of chunks of 2^`chunkBits` entries.
  init(chunkBits: Int = 16) { self.chunkBits = chunkBits }

  /// Logs the next state.
  mutating func append(parent: Int, event: Int) {
    if count & ((1 << chunkBits) - 1) == 0 {
      spillIfOverLimit()
      // A spilled chunk's storage is used again: freed, it would stay in the allocator's heap, and the process
      // would hold as much as with nothing spilled.
      var chunk = spare.popLast() ?? []
      chunk.reserveCapacity(1 << chunkBits)
      chunks.append(.resident(chunk))
      residentChunks += 1
    }
    let link = Link(parent: Int32(truncatingIfNeeded: parent), event: Int32(truncatingIfNeeded: event))
    let last = chunks.count - 1
    guard case .resident(var chunk) = chunks[last] else { return }
    // Taken out while appended to, so that the array is not copied.
    chunks[last] = .spilled(-1)
    chunk.append(link)
    chunks[last] = .resident(chunk)
    count += 1
  }

  /// The entry of state `id` (`0..<count`); nil when its chunk cannot be read back from the spill file.
  subscript(id: Int) -> Link? {
    switch chunks[id >> chunkBits] {
    case .resident(let links): return links[id & ((1 << chunkBits) - 1)]
    case .spilled(let offset):
      guard let spill else { return nil }
      var link = Link(parent: -1, event: -1)
      let position = offset + (id & ((1 << chunkBits) - 1)) * MemoryLayout<Link>.stride
      return withUnsafeMutableBytes(of: &link) { spill.read(into: $0, at: position) } ? link : nil
    }
  }

  /// The events from the start to state `id`, first event first; nil when the log cannot be read back.
  func events(to id: Int) -> [Int]? {
    var events: [Int] = []
    var current = id
    while current > 0 {
      guard let link = self[current] else { return nil }
      events.append(Int(link.event))
      current = Int(link.parent)
    }
    return events.reversed()
  }

  /// Writes the oldest chunks in memory to the spill file while more than ``residentLimit`` bytes are.
  private mutating func spillIfOverLimit() {
    guard let limit = residentLimit, let spill, !spillFailed else { return }
    while residentChunks * chunkBytes > limit, firstResident < chunks.count - 1 {
      let index = firstResident
      firstResident += 1
      guard case .resident(var links) = chunks[index] else { continue }
      chunks[index] = .spilled(spilledBytes)
      guard links.withUnsafeBytes({ spill.write($0, at: spilledBytes) }) else {
        chunks[index] = .resident(links)
        spillFailed = true
        return
      }
      links.removeAll(keepingCapacity: true)
      spare.append(links)
      spilledBytes += chunkBytes
      residentChunks -= 1
    }
  }
}
