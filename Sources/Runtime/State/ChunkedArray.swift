/// An array stored in fixed-size chunks, so that a copy is a snapshot and a
/// write after a copy copies one chunk (and the short array of chunk
/// references), not the whole array.
///
/// A ``Session`` keeps its per-button state here: copying a session of
/// 100 000 buttons and then tapping one copies 256 button states and about
/// 400 references, not 100 000 states.
struct ChunkedArray<Element: Equatable & Sendable>: Sendable, Equatable {
  /// The elements per chunk: a power of two, so indexing is a shift and a mask.
  static var chunkShift: Int { 8 }
  static var chunkMask: Int { (1 << chunkShift) - 1 }

  final class Chunk: @unchecked Sendable {
    // Written only through `ChunkedArray`'s mutating members after a uniqueness
    // check, so a shared chunk is never mutated: that is what makes it Sendable.
    var elements: [Element]

    init(_ elements: [Element]) { self.elements = elements }
  }

  private var chunks: [Chunk] = []
  /// The number of elements.
  private(set) var count = 0

  init() {}

  /// `count` copies of one element, built chunk by chunk.
  init(repeating element: Element, count: Int) {
    var remaining = count
    while remaining > 0 {
      let size = min(remaining, 1 << Self.chunkShift)
      chunks.append(Chunk(Array(repeating: element, count: size)))
      remaining -= size
    }
    self.count = max(count, 0)
  }

  init(_ elements: [Element]) {
    var start = 0
    while start < elements.count {
      let end = min(start + (1 << Self.chunkShift), elements.count)
      chunks.append(Chunk(Array(elements[start..<end])))
      start = end
    }
    count = elements.count
  }

  var indices: Range<Int> { 0..<count }

  subscript(index: Int) -> Element {
    // `_read` lends the element instead of copying it, so reading one field of
    // a large state costs no retains of the others.
    _read { yield chunks[index >> Self.chunkShift].elements[index & Self.chunkMask] }
    set { modify(index) { $0 = newValue } }
  }

  /// Changes one element in place, copying its chunk first if it is shared.
  mutating func modify<Result>(_ index: Int, _ body: (inout Element) throws -> Result) rethrows -> Result {
    let chunk = index >> Self.chunkShift
    if !isKnownUniquelyReferenced(&chunks[chunk]) {
      chunks[chunk] = Chunk(chunks[chunk].elements)
    }
    return try body(&chunks[chunk].elements[index & Self.chunkMask])
  }

  mutating func append(_ element: Element) {
    if count & Self.chunkMask == 0 {
      chunks.append(Chunk([element]))
    } else {
      modify(count - 1) { _ in }
      chunks[chunks.count - 1].elements.append(element)
    }
    count += 1
  }

  static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs.chunks, rhs.chunks) where left !== right && left.elements != right.elements {
      return false
    }
    return true
  }
}
