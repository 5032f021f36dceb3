/// An array stored in fixed-size chunks, so that a copy is a snapshot and a
/// write after a copy copies one chunk (and the short array of chunk
/// references), not the whole array.
///
/// A ``Session`` keeps its per-button state here: copying a session of
/// 100 000 buttons and then pressing one copies 256 button states and about
/// 400 references, not 100 000 states. A chunk's elements start on a 64-byte
/// boundary, so a 64-byte ``ButtonState`` sits in exactly one cache line.
struct ChunkedArray<Element: Equatable & Sendable>: Sendable, Equatable {
  /// The elements per chunk, a power of two (indexing is a shift and a mask): as many as fill 16 KB with the
  /// element's size rounded up to a power of two, so that a write after a copy copies at most 16 KB whatever the
  /// element. A chunk holds 256 button states of 64 bytes, or
  /// 8 192 tap bits of 2 (``ButtonStates``): the 13 chunks of tap bits of 100 000 buttons stay in the
  /// processor's cache, where the 400 chunks of their states would not.
  static var chunkShift: Int {
    let stride = MemoryLayout<Element>.stride
    return max(0, 14 - (Int.bitWidth - (stride - 1).leadingZeroBitCount))
  }
  static var chunkSize: Int { 1 << chunkShift }
  static var chunkMask: Int { chunkSize - 1 }

  /// A fixed number of elements in cache-line-aligned memory.
  final class Chunk: @unchecked Sendable {
    // Written only through `ChunkedArray`'s mutating members after a uniqueness
    // check, so a shared chunk is never mutated: that is what makes it Sendable.
    let count: Int
    let base: UnsafeMutablePointer<Element>

    /// `count` elements, written by `initialize` into the new memory.
    init(count: Int, _ initialize: (UnsafeMutablePointer<Element>) -> Void) {
      (self.count, self.base) = (count, Self.allocate(count))
      initialize(base)
    }

    /// Uninitialized memory for `count` elements, on a 64-byte boundary.
    static func allocate(_ count: Int) -> UnsafeMutablePointer<Element> {
      let bytes = max(1, count * MemoryLayout<Element>.stride)
      let alignment = max(64, MemoryLayout<Element>.alignment)
      return UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: alignment)
        .bindMemory(to: Element.self, capacity: count)
    }

    /// A copy of another chunk's elements.
    convenience init(copying other: Chunk) {
      self.init(count: other.count) { $0.initialize(from: other.base, count: other.count) }
    }

    deinit {
      base.deinitialize(count: count)
      UnsafeMutableRawPointer(base).deallocate()
    }

    /// The element at `offset`, which must be below ``count``.
    func pointer(at offset: Int) -> UnsafeMutablePointer<Element> {
      // Indexes come from the program's own tables, never from input. They are
      // checked as an Array's subscript checks them, so a bug traps instead of
      // corrupting memory.
      precondition(offset >= 0 && offset < count, "ChunkedArray index out of range")
      return base + offset
    }

    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
  }

  private(set) var chunks: [Chunk] = []
  /// The number of elements.
  private(set) var count = 0

  init() {}

  /// `count` copies of one element, built chunk by chunk.
  init(repeating element: Element, count: Int) {
    var remaining = count
    while remaining > 0 {
      let size = min(remaining, Self.chunkSize)
      chunks.append(Chunk(count: size) { $0.initialize(repeating: element, count: size) })
      remaining -= size
    }
    self.count = max(count, 0)
  }

  /// The elements, chunk by chunk.
  init(_ elements: [Element]) {
    for start in stride(from: 0, to: elements.count, by: Self.chunkSize) {
      let slice = elements[start..<min(start + Self.chunkSize, elements.count)]
      chunks.append(
        Chunk(count: slice.count) {
          _ = UnsafeMutableBufferPointer(start: $0, count: slice.count).initialize(from: slice)
        })
    }
    count = elements.count
  }

  var indices: Range<Int> { 0..<count }

  subscript(index: Int) -> Element {
    // An address, not a copy: reading one field of a large state, or calling a method on it, costs no
    // retains of the others. The chunk stays alive while `self` is borrowed for the access, which holds for a
    // stored property or a local (every use); an address into a temporary array would not outlive it.
    unsafeAddress { address(of: index) }
    set { modify(index) { $0 = newValue } }
  }

  /// Where the element at `index` lies, for a subscript that lends it (see above).
  func address(of index: Int) -> UnsafePointer<Element> {
    UnsafePointer(chunks[index >> Self.chunkShift].pointer(at: index & Self.chunkMask))
  }

  /// Changes one element in place, copying its chunk first if it is shared.
  @inline(__always)
  mutating func modify<Result>(_ index: Int, _ body: (inout Element) throws -> Result) rethrows -> Result {
    let chunk = index >> Self.chunkShift
    if !isKnownUniquelyReferenced(&chunks[chunk]) {
      chunks[chunk] = Chunk(copying: chunks[chunk])
    }
    return try body(&chunks[chunk].pointer(at: index & Self.chunkMask).pointee)
  }

  /// Whether the element at `index` lies in a chunk that `other` shares: then it is the same in both.
  func sharesChunk(of index: Int, with other: ChunkedArray) -> Bool {
    let chunk = index >> Self.chunkShift
    return chunks.indices.contains(chunk) && other.chunks.indices.contains(chunk)
      && chunks[chunk] === other.chunks[chunk]
  }

  static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs.chunks, rhs.chunks)
    where left !== right && !left.elements.elementsEqual(right.elements) {
      return false
    }
    return true
  }
}
