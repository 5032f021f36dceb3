/// Where measured text is written: a new string, or the end of a byte buffer.
///
/// A transition's line is measured, then written once by a ``TextWriter``. Into a string that is one
/// allocation per line (``Transition/description``); into a buffer a printer keeps and empties, it is
/// none (``TransitionList/write(to:indent:)``, which `dial run` prints from).
protocol TextSink {
  /// Writes `count` bytes, the sum of what `pieces` write, after what the sink holds.
  mutating func write(count: Int, _ pieces: (inout TextWriter) -> Void)
}

extension Array: TextSink where Element == UInt8 {
  /// Writes straight into the array's new capacity: nothing is zeroed first, nothing copied after.
  mutating func write(count: Int, _ pieces: (inout TextWriter) -> Void) {
    append(addingCapacity: count) { span in
      span.withUnsafeMutableBufferPointer { buffer, initialized in
        var writer = TextWriter(buffer: UnsafeMutableBufferPointer(rebasing: buffer[initialized...]))
        pieces(&writer)
        initialized += writer.written
      }
    }
  }
}

/// A sink that makes one string of what is written to it.
struct StringSink: TextSink {
  /// What was written; a second write replaces the first.
  var text = ""

  mutating func write(count: Int, _ pieces: (inout TextWriter) -> Void) {
    text = TextWriter.string(count: count, pieces)
  }
}
