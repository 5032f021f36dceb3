import Testing

@testable import DialRuntime

/// The chunked storage behind a session's per-component state: an array whose
/// copies are snapshots, written a chunk at a time, in cache-line-aligned memory.
struct ChunkedArrayTests {
  /// Sizes around the chunk boundary (256 elements).
  static let sizes = [0, 1, 2, 255, 256, 257, 511, 512, 1_000]

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

  /// Tags (two bytes per element, kept apart from the elements) are made with the array, follow each tagged
  /// write, whether it completes or throws, and are copied with their chunk, so a copy's tags are a snapshot too.
  @Test(arguments: sizes)
  func tagsFollowTheirElements(_ count: Int) {
    let tag = { (text: String) in UInt16(text.utf8.count) }
    let original = ChunkedArray((0..<count).map { String(repeating: "x", count: $0 % 7) }, tag: tag)
    #expect(original.indices.allSatisfy { original.tag(at: $0) == tag(original[$0]) })
    #expect(original.tag(at: -1) == 0 && original.tag(at: count) == 0)
    guard count > 0 else { return }
    var copy = original
    copy.modify(count - 1, tagging: tag) { $0 = "a longer text" }
    #expect(copy.tag(at: count - 1) == 13 && original.tag(at: count - 1) == tag(original[count - 1]))
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try copy.modify(0, tagging: tag) { element in
        element = "half"
        throw Failure()
      }
    }
    #expect(copy[0] == "half" && copy.tag(at: 0) == 4)
    copy.modifyTagged(0) { element, elementTag in (element, elementTag) = ("", 9) }
    #expect(copy.tag(at: 0) == 9 && original.tag(at: 0) == 0)
    #expect(ChunkedArray(["untagged"]).tag(at: 0) == 0)
  }

  @Test func aWriteCopiesOnlyItsChunk() {
    let original = ChunkedArray((0..<1_000).map { "value \($0)" })
    var copy = original
    copy[300] = "written"
    let shared = zip(original.chunks, copy.chunks).map { $0 === $1 }
    #expect(shared == [true, false, true, true])
  }

  @Test func equalityLooksThroughChunks() {
    let elements = (0..<600).map { "value \($0)" }
    var written = ChunkedArray(elements)
    written[599] = "other"
    written[599] = "value 599"
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
      var array = ChunkedArray(repeating: a, count: 300)
      let copy = array
      let b = Tracked()
      second = b
      array[299] = b
      #expect(copy[299] === a)
      #expect(array[299] === b)
    }
    #expect(first == nil)
    #expect(second == nil)
  }
}

/// An element whose lifetime a test can watch.
private final class Tracked: Equatable, Sendable {
  static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs === rhs }
}
