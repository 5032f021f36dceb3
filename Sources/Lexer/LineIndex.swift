/// Where the lines of one file start, and how many Unicode scalars precede
/// each block of bytes, so that a diagnostic's line and column cost a binary
/// search and a walk of at most one block, however long the line.
///
/// Built once per file by ``DiagnosticRenderer``; without it, a file of many
/// diagnostics on one long line would take time quadratic in its length.
struct LineIndex: Sendable {
  /// The bytes per block of ``scalarsBeforeBlock``.
  static let blockBytes = 256

  /// The byte offset of each line's start; the first is 0. 32 bits, as in ``SourceRange``, to halve the
  /// memory of a file of many short lines.
  let lineStarts: [UInt32]
  /// The number of Unicode scalars that start before each block of ``blockBytes`` bytes.
  let scalarsBeforeBlock: [Int]
  /// The file's length in bytes.
  let count: Int

  init(_ bytes: [UInt8]) {
    var starts: [UInt32] = [0]
    var blocks = [0]
    var scalars = 0
    for (offset, byte) in bytes.enumerated() {
      if offset > 0 && offset % Self.blockBytes == 0 { blocks.append(scalars) }
      if byte == UInt8(ascii: "\n") { starts.append(UInt32(truncatingIfNeeded: offset + 1)) }
      if byte & 0xC0 != 0x80 { scalars += 1 }
    }
    lineStarts = starts
    scalarsBeforeBlock = blocks
    count = bytes.count
  }

  /// The 0-based index of the line that contains byte `offset`.
  func line(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The byte range of a 0-based line, without its newline (nor a `\r` before it).
  func range(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
    let start = Int(lineStarts[line])
    var end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) - 1 : count
    if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return start..<end
  }

  /// The number of Unicode scalars that start before byte `offset`.
  func scalars(before offset: Int, in bytes: [UInt8]) -> Int {
    let clamped = min(max(offset, 0), count)
    let block = min(clamped / Self.blockBytes, scalarsBeforeBlock.count - 1)
    var scalars = scalarsBeforeBlock[block]
    for index in (block * Self.blockBytes)..<clamped where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
    return scalars
  }
}
