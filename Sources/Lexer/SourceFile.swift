/// Identifies one source file within a ``SourceFiles`` collection.
///
/// Ranges carry a file identifier instead of a name so that a range stays
/// twelve bytes and diagnostics from `use`d files point at the right file.
public struct FileID: Hashable, Sendable, Comparable {
  /// The index of the file in its ``SourceFiles`` collection.
  public let index: Int32

  /// Makes an identifier for the file at `index`.
  public init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }

  /// Orders files by the order in which they were added.
  public static func < (lhs: FileID, rhs: FileID) -> Bool { lhs.index < rhs.index }
}

/// One file of Dial source: the name shown in diagnostics and its UTF-8 bytes.
public struct SourceFile: Sendable {
  /// The path or label printed in diagnostics, such as `cart.dial` or `<repl>`.
  public let name: String
  /// The file's bytes exactly as read; they need not be valid UTF-8.
  public let bytes: [UInt8]

  /// Makes a source file from raw bytes.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// Makes a source file from text, stored as UTF-8.
  public init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  /// The 1-based line and column of a UTF-8 byte offset.
  ///
  /// Columns count Unicode scalars, not bytes, so a caret lines up under
  /// non-ASCII text. This walks the file, which is fine because it is only
  /// called when a diagnostic is printed.
  public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    var index = 0
    while index < end {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return (line, scalarCount(from: lineStart, to: end) + 1)
  }

  /// The number of Unicode scalars that start in `start..<end`.
  public func scalarCount(from start: Int, to end: Int) -> Int {
    var count = 0
    var index = max(start, 0)
    let stop = min(end, bytes.count)
    while index < stop {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// The offset `scalars` Unicode scalars before `offset`, stopping at `limit`.
  func offset(movingBack scalars: Int, from offset: Int, notBefore limit: Int) -> Int {
    var position = offset
    var left = scalars
    while position > limit && left > 0 {
      position -= 1
      if bytes[position] & 0xC0 != 0x80 { left -= 1 }
    }
    return position
  }

  /// The offset `scalars` Unicode scalars after `offset`, stopping at `limit`.
  func offset(movingForward scalars: Int, from offset: Int, notAfter limit: Int) -> Int {
    var position = offset
    var left = scalars
    while position < limit && left > 0 {
      position += 1
      while position < limit && bytes[position] & 0xC0 == 0x80 { position += 1 }
      left -= 1
    }
    return position
  }

  /// The text of a byte range, with invalid UTF-8 repaired.
  public func text(_ range: Range<Int>) -> String {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}

/// The files of one program: the entry script and every file it `use`s.
public struct SourceFiles: Sendable {
  /// The files in the order they were added; a ``FileID`` indexes this array.
  public private(set) var files: [SourceFile] = []

  /// Makes an empty collection.
  public init() {}

  /// Adds a file and returns its identifier.
  public mutating func add(_ file: SourceFile) -> FileID {
    files.append(file)
    return FileID(files.count - 1)
  }

  /// The file with an identifier, or nil if it does not belong here.
  public subscript(id: FileID) -> SourceFile? {
    let index = Int(id.index)
    return files.indices.contains(index) ? files[index] : nil
  }
}
