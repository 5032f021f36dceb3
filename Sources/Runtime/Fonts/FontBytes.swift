/// A bounds-checked, big-endian view of a font file's bytes (OpenType is big-endian throughout). Every read
/// checks its range and throws ``FontError`` past the end, so a truncated or lying file cannot trap.
struct FontBytes {
  let bytes: [UInt8]

  /// The number of bytes.
  var count: Int { bytes.count }

  /// The unsigned 8-bit value at `offset`.
  func uint8(_ offset: Int) throws(FontError) -> UInt8 {
    guard offset >= 0, offset < bytes.count else { throw Self.outside(offset, 1) }
    return bytes[offset]
  }

  /// The unsigned 16-bit value at `offset`.
  func uint16(_ offset: Int) throws(FontError) -> UInt16 {
    guard offset >= 0, offset <= bytes.count - 2 else { throw Self.outside(offset, 2) }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  /// The signed 16-bit value at `offset` (an FWORD, or a kerning value).
  func int16(_ offset: Int) throws(FontError) -> Int16 { Int16(bitPattern: try uint16(offset)) }

  /// The unsigned 32-bit value at `offset`.
  func uint32(_ offset: Int) throws(FontError) -> UInt32 {
    guard offset >= 0, offset <= bytes.count - 4 else { throw Self.outside(offset, 4) }
    return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  /// The signed 32-bit value at `offset` (a Fixed 16.16).
  func int32(_ offset: Int) throws(FontError) -> Int32 { Int32(bitPattern: try uint32(offset)) }

  /// The four-letter tag at `offset`: `head`, `GPOS`.
  func tag(_ offset: Int) throws(FontError) -> String {
    let value = try uint32(offset)
    let scalars = [24, 16, 8, 0].map { Unicode.Scalar(UInt8(truncatingIfNeeded: value >> UInt32($0))) }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Checks that `length` bytes from `offset` lie inside the file.
  func require(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String) throws(FontError) {
    guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
      throw FontError("\(what()) lies outside the file")
    }
  }

  static func outside(_ offset: Int, _ length: Int) -> FontError {
    FontError("the file ends before the \(length) bytes at offset \(offset) it refers to")
  }
}
