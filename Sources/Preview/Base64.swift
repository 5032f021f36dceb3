/// Base64 encoding (RFC 4648), with padding: a preview embeds its fonts as `data:` URLs.
enum Base64 {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` as base64 text, padded with "=".
  static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = 0
      for offset in 0..<3 { group = group << 8 | Int(offset < count ? bytes[index + offset] : 0) }
      for position in 0..<4 {
        out.append(position <= count ? alphabet[(group >> (18 - 6 * position)) & 0x3F] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
