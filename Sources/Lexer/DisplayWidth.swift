/// How many terminal columns text takes, as a terminal draws it: per grapheme
/// cluster (what a person sees as one character), by East Asian width.
///
/// - Wide and fullwidth characters (CJK ideographs, kana, Hangul, fullwidth
///   forms) take 2 columns: `"日本語"` is 6.
/// - Emoji shown as emoji take 2: those with default emoji presentation (`👍`),
///   any followed by the variation selector U+FE0F (`❤️`), and flags (two
///   regional indicators). A whole cluster counts once, so `👍🏽` and a
///   zero-width-joined family are 2 as well.
/// - A cluster that is only combining marks or zero-width characters, and
///   control characters, take 0; everything else 1 (`é` written as `e` plus
///   U+0301 is one cluster of 1).
///
/// Ambiguous-width characters (Greek, Cyrillic, box drawing) count 1, as
/// terminals outside East Asian locales draw them.
public enum DisplayWidth {
  /// The columns of a string: the sum over its grapheme clusters.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns of one grapheme cluster: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) || isRegionalIndicator(first) { return 2 }
    if first.properties.isEmojiPresentation || isWide(first.value) { return 2 }
    if scalars.allSatisfy(isZeroWidth) { return 0 }
    return 1
  }

  /// Whether a scalar takes no column of its own: a combining mark, a format
  /// character (zero-width joiner and space), a variation selector, or a control.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }
  }

  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Whether a code point is East Asian Wide or Fullwidth (Unicode's EastAsianWidth.txt, W and F).
  static func isWide(_ value: UInt32) -> Bool {
    wideRanges.contains { $0.contains(value) }
  }

  /// The Wide and Fullwidth blocks, in order.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B, 0x2329...0x232A,  // watch, hourglass, angle brackets
    0x2E80...0x303E,  // CJK radicals, symbols and punctuation
    0x3041...0x33FF,  // kana, bopomofo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical and small forms
    0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
    0x1F300...0x1F64F, 0x1F900...0x1F9FF,  // pictographs and emoticons
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
  ]
}
