/// Base64 decoding (RFC 4648): the built-in fonts are stored as base64 text (decoded, skipping line breaks).
enum Base64 {
  /// The bytes of base64 `text`; characters outside the alphabet (line breaks, padding) are skipped.
  static func decode(_ text: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count * 3 / 4)
    var group: UInt32 = 0
    var count = 0
    for byte in text.utf8 {
      let value: UInt32
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
      case UInt8(ascii: "+"): value = 62
      case UInt8(ascii: "/"): value = 63
      default: continue
      }
      group = group << 6 | value
      count += 1
      if count == 4 {
        out += [
          UInt8(truncatingIfNeeded: group >> 16), UInt8(truncatingIfNeeded: group >> 8),
          UInt8(truncatingIfNeeded: group),
        ]
        (group, count) = (0, 0)
      }
    }
    // "=" padding: the last group's two or three characters give one or two bytes.
    if count == 2 { out.append(UInt8(truncatingIfNeeded: group >> 4)) }
    if count == 3 { out += [UInt8(truncatingIfNeeded: group >> 10), UInt8(truncatingIfNeeded: group >> 2)] }
    return out
  }
}
