/// An array stored in fixed-size chunks, so that a copy is a snapshot and a
/// write after a copy copies one chunk (and the short array of chunk
/// references), not the whole array.
///
/// A ``Session`` keeps its per-button state here: copying a session of
/// 100 000 buttons and then tapping one copies 256 button states and about
/// 400 references, not 100 000 states. A chunk's elements start on a 64-byte
/// boundary, so a 64-byte ``ButtonState`` sits in exactly one cache line.
struct ChunkedArray<Element: Equatable & Sendable>: Sendable, Equatable {
  /// The elements per chunk: a power of two, so indexing is a shift and a mask.
  static var chunkShift: Int { 8 }
  static var chunkMask: Int { (1 << chunkShift) - 1 }

  /// A fixed number of elements in cache-line-aligned memory, and for an array that keeps them, a tag of two
  /// bytes per element in memory of its own (see ``init(_:tag:)``).
  final class Chunk: @unchecked Sendable {
    // Written only through `ChunkedArray`'s mutating members after a uniqueness
    // check, so a shared chunk is never mutated: that is what makes it Sendable.
    let count: Int
    let base: UnsafeMutablePointer<Element>
    /// The elements' tags, or nil in an array without them.
    let tags: UnsafeMutablePointer<UInt16>?

    /// `count` elements, written by `initialize` into the new memory.
    convenience init(count: Int, _ initialize: (UnsafeMutablePointer<Element>) -> Void) {
      self.init(count: count, base: Self.allocate(count), tags: nil)
      initialize(base)
    }

    /// Takes over memory from ``allocate(_:)`` whose `count` elements are initialized, and as many tags.
    init(count: Int, base: UnsafeMutablePointer<Element>, tags: UnsafeMutablePointer<UInt16>?) {
      (self.count, self.base, self.tags) = (count, base, tags)
    }

    /// Uninitialized memory for `count` elements, on a 64-byte boundary.
    static func allocate(_ count: Int) -> UnsafeMutablePointer<Element> {
      let bytes = max(1, count * MemoryLayout<Element>.stride)
      let alignment = max(64, MemoryLayout<Element>.alignment)
      return UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: alignment)
        .bindMemory(to: Element.self, capacity: count)
    }

    /// A copy of another chunk's elements and tags.
    convenience init(copying other: Chunk) {
      let tags = other.tags.map { source in
        let tags = UnsafeMutablePointer<UInt16>.allocate(capacity: max(1, other.count))
        tags.initialize(from: source, count: other.count)
        return tags
      }
      self.init(count: other.count, base: Self.allocate(other.count), tags: tags)
      base.initialize(from: other.base, count: other.count)
    }

    deinit {
      base.deinitialize(count: count)
      UnsafeMutableRawPointer(base).deallocate()
      tags?.deallocate()
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
      let size = min(remaining, 1 << Self.chunkShift)
      chunks.append(Chunk(count: size) { $0.initialize(repeating: element, count: size) })
      remaining -= size
    }
    self.count = max(count, 0)
  }

  /// The elements, and with `tag`, each one's tag as `tag` makes it (``modify(_:tagging:_:)`` keeps it so).
  ///
  /// Every chunk's memory is allocated first, then every chunk's tags, then the chunk objects: the tags of all
  /// elements lie side by side (two bytes an element, where the elements take a line each), and so do the
  /// objects, whose reference counts each write checks.
  init(_ elements: [Element], tag: ((Element) -> UInt16)? = nil) {
    let sizes = stride(from: 0, to: elements.count, by: 1 << Self.chunkShift).map {
      min(1 << Self.chunkShift, elements.count - $0)
    }
    let bases = sizes.map(Chunk.allocate)
    let tagBuffers = tag == nil ? [] : sizes.map { UnsafeMutablePointer<UInt16>.allocate(capacity: max(1, $0)) }
    var start = 0
    for (chunk, size) in sizes.enumerated() {
      let slice = elements[start..<(start + size)]
      _ = UnsafeMutableBufferPointer(start: bases[chunk], count: size).initialize(from: slice)
      if let tag {
        for (offset, element) in slice.enumerated() { (tagBuffers[chunk] + offset).initialize(to: tag(element)) }
      }
      chunks.append(Chunk(count: size, base: bases[chunk], tags: tagBuffers.isEmpty ? nil : tagBuffers[chunk]))
      start += size
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

  /// The tag of the element at `index`; 0 in an array without tags, or outside the array (a tag that says
  /// nothing: a button whose tap is not local, which the general path then checks).
  @inline(__always)
  func tag(at index: Int) -> UInt16 {
    guard indices.contains(index), let tags = chunks[index >> Self.chunkShift].tags else { return 0 }
    return tags[index & Self.chunkMask]
  }

  /// Changes one element in place as ``modify(_:_:)`` does, then sets its tag to what `tagging` makes of it,
  /// whether `body` completes or throws.
  @inline(__always)
  mutating func modify<Result>(
    _ index: Int, tagging tag: (Element) -> UInt16, _ body: (inout Element) throws -> Result
  ) rethrows -> Result {
    try modifyTagged(index) { element, elementTag in
      defer { elementTag = tag(element) }
      return try body(&element)
    }
  }

  /// Changes one element and its tag in place, copying their chunk first if it is shared (a tag of an array
  /// without tags is written nowhere).
  @inline(__always)
  mutating func modifyTagged<Result>(
    _ index: Int, _ body: (inout Element, inout UInt16) throws -> Result
  ) rethrows -> Result {
    let chunk = index >> Self.chunkShift
    if !isKnownUniquelyReferenced(&chunks[chunk]) {
      chunks[chunk] = Chunk(copying: chunks[chunk])
    }
    let offset = index & Self.chunkMask
    let element = chunks[chunk].pointer(at: offset)
    guard let tags = chunks[chunk].tags else {
      var spare: UInt16 = 0
      return try body(&element.pointee, &spare)
    }
    return try body(&element.pointee, &tags[offset])
  }

  /// Whether the element at `index` lies in a chunk that `other` shares: then it is the same in both.
  func sharesChunk(of index: Int, with other: ChunkedArray) -> Bool {
    let chunk = index >> Self.chunkShift
    return chunks.indices.contains(chunk) && other.chunks.indices.contains(chunk) && chunks[chunk] === other.chunks[chunk]
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
