import DialLexer

/// Copies pieces of text into a string measured beforehand: the string is
/// allocated once, at its final size, and filled piece by piece.
///
/// What VoiceOver reads and the lines `dial run` prints are made of a few
/// pieces each, built on every toggle and every rendered transition; joining
/// them with `+` would allocate once per piece (see ``Speech`` and
/// ``TransitionLine``).
struct TextWriter {
  /// The string's bytes, not yet all written.
  let buffer: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes are written.
  private(set) var written = 0
  /// How many more bytes fit.
  var remaining: Int { buffer.count - written }

  /// Writes `pieces` into a new string of `count` bytes, the sum of their UTF-8 lengths.
  static func string(count: Int, _ pieces: (inout TextWriter) -> Void) -> String {
    String(unsafeUninitializedCapacity: count) { buffer in
      var writer = TextWriter(buffer: buffer)
      pieces(&writer)
      return writer.written
    }
  }

  /// Copies a piece's UTF-8 after what is written, as much as fits.
  ///
  /// Disfavored, so that a literal piece (`": "`) is written as a `StaticString`, which needs no retain and
  /// no check of how the string is stored.
  @inline(__always) @_disfavoredOverload
  mutating func write(_ piece: String) {
    guard !piece.isEmpty else { return }
    // Lends a small string's bytes from the stack, a large one's in place; never nil for a native string.
    let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { copy(UnsafeRawBufferPointer($0)) }
    guard copied == nil else { return }
    // Not contiguous (a bridged string, which Linux does not have): byte by byte.
    for byte in piece.utf8 where written < buffer.count {
      buffer[written] = byte
      written += 1
    }
  }

  /// Copies static text, which needs no retain.
  @inline(__always)
  mutating func write(_ piece: StaticString) {
    guard piece.hasPointerRepresentation else {
      // Text kept as one scalar: `withUTF8Buffer` encodes it.
      return piece.withUTF8Buffer { copy(UnsafeRawBufferPointer($0)) }
    }
    guard piece.utf8CodeUnitCount > 0 else { return }
    copy(UnsafeRawBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
  }

  /// Writes an integer's decimal digits, with a minus sign when negative; false, writing nothing, when they do
  /// not fit. What `String(value)` gives, without making that string.
  mutating func writeDigits(_ value: Int64) -> Bool {
    var (rest, digits) = (value.magnitude, 0)
    repeat {
      digits += 1
      rest /= 10
    } while rest > 0
    let count = digits + (value < 0 ? 1 : 0)
    guard count <= remaining, let base = buffer.baseAddress else { return false }
    if value < 0 { base[written] = UInt8(ascii: "-") }
    rest = value.magnitude
    // From the last digit back to the first: a plain loop, which the optimizer keeps tighter than a stride.
    var offset = written + count
    repeat {
      offset -= 1
      base[offset] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest > 0
    written += count
    return true
  }

  /// Copies bytes already written, at `range`, after what is written: a piece that a line repeats is
  /// measured and written once (see ``LocalTap/writeBothLines(parts:name:frame:to:)``).
  mutating func copyWritten(_ range: Range<Int>) {
    guard range.lowerBound >= 0, range.upperBound <= written else { return }
    copy(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[range])))
  }

  /// Whether the bytes written at `range` satisfy `predicate`: written text checked where it lies.
  func writtenBytes(in range: Range<Int>, satisfy predicate: (UnsafeRawBufferPointer) -> Bool) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= written else { return false }
    return predicate(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[range])))
  }

  /// Takes back everything written, leaving the writer empty: a sink then keeps none of it.
  mutating func discardAll() {
    written = 0
  }

  /// Copies 1 to 16 bytes: as two 8-byte moves from either end when there are 8 or more, two 4-byte ones from 4,
  /// else byte by byte. The moves overlap in the middle, which copies those bytes twice and the same.
  @inline(__always)
  private static func copySmall(_ from: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
    if count >= 8 {
      let (head, tail) = (
        from.loadUnaligned(as: UInt64.self), from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      )
      target.storeBytes(of: head, as: UInt64.self)
      target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      let (head, tail) = (
        from.loadUnaligned(as: UInt32.self), from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      )
      target.storeBytes(of: head, as: UInt32.self)
      target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    } else {
      for offset in 0..<count {
        target.storeBytes(of: from.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
      }
    }
  }

  // Inlined into each write: a line is a dozen or so short pieces, and a call per piece cost more than its copy.
  @inline(__always)
  private mutating func copy(_ source: UnsafeRawBufferPointer) {
    let count = min(source.count, buffer.count - written)
    guard count > 0, let from = source.baseAddress, let to = buffer.baseAddress else { return }
    let target = UnsafeMutableRawPointer(to + written)
    if count <= 16 {
      // Most pieces are a few bytes ("Button.", ": "): two overlapping word moves cost less than a call to
      // `memmove`, or than a loop over the bytes.
      Self.copySmall(from, to: target, count: count)
    } else if count <= 32 {
      // A title or a whole speech ("Option 42. Button."): the first 16 bytes and the last 16, overlapping.
      Self.copySmall(from, to: target, count: 16)
      Self.copySmall(from + (count - 16), to: target + (count - 16), count: 16)
    } else {
      target.copyMemory(from: from, byteCount: count)
    }
    written += count
  }
}
