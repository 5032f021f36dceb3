/// Decodes the escapes of a string segment that the lexer has already checked.
public enum StringEscapes {
  /// The text of a ``TokenKind/stringSegment``'s bytes with `\n`, `\u{…}` and
  /// the other escapes of docs/language.md §2 decoded. A malformed escape (already reported by
  /// the lexer) is dropped.
  public static func decode(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < bytes.endIndex else {
        out.append(byte)
        continue
      }
      let next = bytes[index]
      index += 1
      switch next {
      case UInt8(ascii: "n"): out.append(10)
      case UInt8(ascii: "t"): out.append(9)
      case UInt8(ascii: "r"): out.append(13)
      case UInt8(ascii: "0"): out.append(0)
      case UInt8(ascii: "\\"), UInt8(ascii: "\""): out.append(next)
      case UInt8(ascii: "u"): index = unicode(bytes, from: index, into: &out)
      default: break
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Decodes `{XXXX}` after `\u`, appending its UTF-8; returns the index after it.
  static func unicode(_ bytes: ArraySlice<UInt8>, from start: Int, into out: inout [UInt8]) -> Int {
    guard start < bytes.endIndex, bytes[start] == UInt8(ascii: "{") else { return start }
    var index = start + 1
    var value: UInt32 = 0
    while index < bytes.endIndex, bytes[index] != UInt8(ascii: "}"), index - start <= 9 {
      guard let digit = UInt32(String(UnicodeScalar(bytes[index])), radix: 16) else { break }
      value = value &* 16 &+ digit
      index += 1
    }
    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "}") else { return index }
    if let scalar = Unicode.Scalar(value) { out.append(contentsOf: Array(String(Character(scalar)).utf8)) }
    return index + 1
  }
}
