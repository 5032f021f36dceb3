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
    let found = text.utf8.withContiguousStorageIfAvailable { anyEscaped(UnsafeRawBufferPointer($0)) }
    return found ?? text.utf8.contains(where: isEscaped)
  }

  /// Whether ``quoted(_:)`` escapes any of `bytes` (UTF-8): ``isEscaped(_:)`` of each, eight at a time.
  ///
  /// Every transition line that quotes text asks this of it. Each word of eight bytes is tested at once
  /// (a byte below 0x20, or one equal to 0x7F, `\\` or `"`), by the bit tricks that find a zero byte: a byte
  /// below `n` leaves its top bit set in `(x - n·0x01…01) & ~x`, and only such a byte can (a borrow moves only
  /// towards higher bytes, after a byte that was below `n` already). The last word is read ending at the last
  /// byte, overlapping the one before it, which tests a few bytes twice and none outside.
  @inlinable public static func anyEscaped(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count >= 8, let base = bytes.baseAddress else { return bytes.contains(where: isEscaped) }
    var offset = 0
    while true {
      if wordHasEscape(base.loadUnaligned(fromByteOffset: min(offset, bytes.count - 8), as: UInt64.self)) {
        return true
      }
      offset += 8
      if offset >= bytes.count { return false }
    }
  }

  /// Whether any byte of `word` is one ``isEscaped(_:)`` accepts.
  @inlinable static func wordHasEscape(_ word: UInt64) -> Bool {
    let (ones, highs): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
    // A byte below 0x20 sets its top bit in `word - 0x20…20` where `word` had none; a byte equal to `c` is a
    // zero byte of `word ^ c…c`, which sets its top bit in `(word ^ c…c) - 0x01…01` in the same way.
    let control = word &- 0x20 &* ones
    let (delete, backslash, quote) = (word ^ 0x7F &* ones, word ^ 0x5C &* ones, word ^ 0x22 &* ones)
    let equal = (delete &- ones) & ~delete | (backslash &- ones) & ~backslash | (quote &- ones) & ~quote
    return (control & ~word | equal) & highs != 0
  }

  /// Whether ``quoted(_:)`` escapes this byte of UTF-8 (a byte of a multi-byte scalar never is).
  @inlinable public static func isEscaped(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"")
  }
}
