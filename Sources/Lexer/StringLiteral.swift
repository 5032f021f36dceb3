/// Writes text back as a Dial string literal: the inverse of ``StringEscapes``.
public enum StringLiteral {
  /// `"text"` with `\\ \" \n \t \r \0` escaped and other control characters as `\u{…}`,
  /// so that printed text can be pasted back into a program.
  public static func quoted(_ text: String) -> String {
    // Most text needs no escape: then it is copied whole between the quotes.
    guard needsEscapes(text) else { return "\"" + text + "\"" }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\0": out += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Whether ``quoted(_:)`` escapes anything in `text`: a backslash, a quote,
  /// or a control character (every one is below 0x20 or 0x7F, so bytes tell).
  @inlinable public static func needsEscapes(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    // A plain loop over the bytes where they lie: this runs on every string a transition line prints.
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where isEscaped(byte) { return true }
      return false
    }
    return found ?? text.utf8.contains(where: isEscaped)
  }

  /// Whether ``quoted(_:)`` escapes this byte of UTF-8 (a byte of a multi-byte scalar never is).
  @inlinable public static func isEscaped(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"")
  }
}
