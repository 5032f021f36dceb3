extension DefaultTextMeasurement {
  /// Whether a character advances a full em in the default model: CJK (East Asian wide and fullwidth characters)
  /// and emoji. A character is wide when any of its scalars is; a combining mark does not make "é" wide, and a
  /// keycap ("1️⃣") or an emoji-style variation selector makes its sequence an emoji.
  static func isWide(_ character: Character) -> Bool {
    for scalar in character.unicodeScalars where isWide(scalar) { return true }
    return false
  }

  /// Whether a scalar is East Asian wide or fullwidth, or shown as an emoji by default, or turns its sequence into
  /// an emoji (U+FE0F VARIATION SELECTOR-16, U+20E3 COMBINING ENCLOSING KEYCAP).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return false }
    if isEastAsianWide(scalar.value) { return true }
    return scalar.value == 0xFE0F || scalar.value == 0x20E3 || scalar.properties.isEmojiPresentation
  }

  /// The East Asian wide and fullwidth blocks: Hangul Jamo, CJK radicals, symbols and punctuation, kana, Bopomofo,
  /// Hangul, the CJK ideographs of every extension, compatibility forms and fullwidth forms (not the halfwidth
  /// katakana, which are narrow).
  static func isEastAsianWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
