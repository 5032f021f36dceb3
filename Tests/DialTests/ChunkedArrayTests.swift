import Testing

@_spi(Tools) @testable import DialRuntime

/// The chunked storage behind a session's per-component state: an array whose
/// copies are snapshots, written a chunk at a time, in cache-line-aligned memory.
struct ChunkedArrayTests {
  /// Sizes around the chunk boundary of strings (1 024 elements of 16 bytes).
  static let sizes = [0, 1, 2, 1_023, 1_024, 1_025, 2_047, 2_048, 3_000]

  /// A chunk holds 16 KB of elements, whatever their size: 256 button states, 8 192 tap bits.
  @Test func aChunkHoldsSixteenKilobytes() {
    #expect(ChunkedArray<ButtonState>.chunkSize == 256)
    #expect(ChunkedArray<TapBits>.chunkSize == 8_192)
    #expect(ChunkedArray<String>.chunkSize == 1_024)
    #expect(ChunkedArray<UInt8>.chunkSize == 16_384)
    #expect(ChunkedArray<Int32>.chunkSize == 4_096)
  }

  @Test(arguments: sizes)
  func holdsWhatItWasGiven(_ count: Int) {
    let elements = (0..<count).map { "element \($0) with a string too long to be small" }
    let array = ChunkedArray(elements)
    #expect(array.count == count)
    #expect(array.indices.map { array[$0] } == elements)
    let repeated = ChunkedArray(repeating: "same", count: count)
    #expect(repeated.indices.allSatisfy { repeated[$0] == "same" })
  }

  @Test(arguments: sizes.filter { $0 > 0 })
  func aCopyIsASnapshot(_ count: Int) {
    let original = ChunkedArray((0..<count).map { "value \($0)" })
    var copy = original
    copy[count - 1] = "written"
    copy.modify(0) { $0 += "!" }
    #expect(original[count - 1] == "value \(count - 1)")
    #expect(original[0] == "value 0")
    #expect(count == 1 ? copy[0] == "written!" : copy[count - 1] == "written" && copy[0] == "value 0!")
    #expect(copy != original)
  }

  @Test func aWriteCopiesOnlyItsChunk() {
    let original = ChunkedArray((0..<4_000).map { "value \($0)" })
    var copy = original
    copy[1_300] = "written"
    let shared = zip(original.chunks, copy.chunks).map { $0 === $1 }
    #expect(shared == [true, false, true, true])
  }

  @Test func equalityLooksThroughChunks() {
    let elements = (0..<1_500).map { "value \($0)" }
    var written = ChunkedArray(elements)
    written[1_499] = "other"
    written[1_499] = "value 1499"
    #expect(written == ChunkedArray(elements))
    #expect(ChunkedArray(elements) != ChunkedArray(Array(elements.dropLast())))
  }

  @Test func chunksStartOnACacheLine() {
    let states = ChunkedArray(repeating: ButtonState(), count: 600)
    for chunk in states.chunks {
      #expect(UInt(bitPattern: chunk.base) % 64 == 0)
    }
  }

  /// Elements hold references: copies, writes and frees keep their counts right, and nothing leaks.
  @Test func elementsAreFreedWithTheirChunks() {
    weak var first: Tracked?
    weak var second: Tracked?
    do {
      let a = Tracked()
      first = a
      var array = ChunkedArray(repeating: a, count: 1_300)
      let copy = array
      let b = Tracked()
      second = b
      array[1_299] = b
      #expect(copy[1_299] === a)
      #expect(array[1_299] === b)
    }
    #expect(first == nil)
    #expect(second == nil)
  }
}

/// An element whose lifetime a test can watch.
private final class Tracked: Equatable, Sendable {
  static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs === rhs }
}
