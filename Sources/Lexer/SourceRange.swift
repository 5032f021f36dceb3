/// A half-open range of UTF-8 byte offsets in one source file.
///
/// Offsets are stored as 32-bit values: sources are limited to
/// ``Limits/maxSourceBytes``, far below 4 GiB.
public struct SourceRange: Hashable, Sendable {
  /// The file the range lies in.
  public var file: FileID
  /// The UTF-8 byte offset of the first byte.
  public var startOffset: UInt32
  /// The UTF-8 byte offset just past the last byte.
  public var endOffset: UInt32

  /// Makes a range of byte offsets in `file`.
  public init(file: FileID, start: Int, end: Int) {
    self.file = file
    self.startOffset = UInt32(truncatingIfNeeded: max(start, 0))
    self.endOffset = UInt32(truncatingIfNeeded: max(end, start, 0))
  }

  /// The UTF-8 byte offset of the first byte.
  public var start: Int { Int(startOffset) }
  /// The UTF-8 byte offset just past the last byte.
  public var end: Int { Int(endOffset) }
  /// The offsets as a Swift range.
  public var bytes: Range<Int> { start..<end }

  /// The smallest range covering both `self` and `other` (same file assumed).
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
  }

  /// An empty range at the start of `self`.
  public var startPoint: SourceRange { SourceRange(file: file, start: start, end: start) }
  /// An empty range at the end of `self`.
  public var endPoint: SourceRange { SourceRange(file: file, start: end, end: end) }
}
