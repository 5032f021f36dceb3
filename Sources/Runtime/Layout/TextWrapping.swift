/// Greedy word wrapping, as a multi-line `UILabel` (`numberOfLines = 0`) breaks a button's title.
///
/// Each line break of the text starts a line (an empty paragraph is an empty line). Within a paragraph, a line
/// takes as many words as fit the width; the spaces where a line breaks belong to no line, and trailing spaces are
/// not measured. A word is a run of characters other than spaces and tabs, except that a CJK or emoji character
/// is a word of its own (text in those scripts may break between any two characters). A word wider than a whole
/// line breaks between characters, each line taking as many as fit (at least one, so that wrapping always ends).
/// A text fits a width when its measured width, rounded up to whole points, is at most the width.
///
/// ```swift
/// let font = DynamicFont(.headline, size: .large)      // a character is 9.35 pt
/// TextWrapping.lines(of: "Save this recipe", width: 100, font: font, measurement: DefaultTextMeasurement())
/// // ["Save this", "recipe"]: "Save this recipe" would be 150 pt
/// ```
enum TextWrapping {
  /// The lines of `text` wrapped at `width`, as ranges of the text; an empty text has none. `byCharacters`
  /// (`.byCharWrapping`) breaks between any two characters, each line taking as many as fit (at least one),
  /// spaces included; each line break of the text still starts a line.
  static func lines(
    of text: String, width: Double, font: DynamicFont, measurement: some TextMeasurement, byCharacters: Bool = false
  ) -> [Range<String.Index>] {
    var lines: [Range<String.Index>] = []
    for paragraph in TextLines(text) {
      var wrapper = Wrapper(paragraph: paragraph, width: width, font: font, measurement: measurement)
      if byCharacters { wrapper.runByCharacters() } else { wrapper.run() }
      lines += wrapper.lines
    }
    return lines
  }

  /// Whether a character separates words (and is dropped at a break).
  static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }

  /// Whether a character may break from its neighbours without a space: CJK and emoji.
  static func breaksAlone(_ character: Character) -> Bool { DefaultTextMeasurement.isWide(character) }

  /// The state of wrapping one paragraph.
  struct Wrapper<Measurement: TextMeasurement> {
    let paragraph: Substring
    let width: Double
    let font: DynamicFont
    let measurement: Measurement
    /// The lines finished so far.
    var lines: [Range<String.Index>] = []
    /// The start of the line being filled, and the end of its last word; nil before the first word.
    var line: Range<String.Index>?

    init(paragraph: Substring, width: Double, font: DynamicFont, measurement: Measurement) {
      (self.paragraph, self.width, self.font, self.measurement) = (paragraph, width, font, measurement)
    }

    func fits(_ range: Range<String.Index>) -> Bool {
      roundedUpToPoints(measurement.width(of: paragraph[range], in: font)) <= width
    }

    /// Places every word, then finishes the last line (an empty paragraph gives one empty line).
    mutating func run() {
      var index = paragraph.startIndex
      // Leading spaces of a paragraph stay on its first line, as a label shows them.
      let firstStart = index
      while index < paragraph.endIndex {
        while index < paragraph.endIndex && isSpace(paragraph[index]) { index = paragraph.index(after: index) }
        guard index < paragraph.endIndex else { break }
        let word = index..<wordEnd(from: index)
        place(word, lineStart: line == nil ? firstStart : nil)
        index = word.upperBound
      }
      lines.append(line ?? paragraph.startIndex..<paragraph.startIndex)
    }

    /// Breaks the paragraph between characters alone, then finishes the last line (an empty paragraph gives one
    /// empty line).
    mutating func runByCharacters() {
      if !paragraph.isEmpty {
        startLine(with: paragraph.startIndex..<paragraph.endIndex, from: paragraph.startIndex)
      }
      lines.append(line ?? paragraph.startIndex..<paragraph.startIndex)
    }

    /// The end of the word that starts at `start`.
    func wordEnd(from start: String.Index) -> String.Index {
      if breaksAlone(paragraph[start]) { return paragraph.index(after: start) }
      var end = paragraph.index(after: start)
      while end < paragraph.endIndex && !isSpace(paragraph[end]) && !breaksAlone(paragraph[end]) {
        end = paragraph.index(after: end)
      }
      return end
    }

    /// Adds a word to the current line when it fits there, else starts a new line with it.
    mutating func place(_ word: Range<String.Index>, lineStart: String.Index?) {
      if let current = line {
        let extended = current.lowerBound..<word.upperBound
        if fits(extended) {
          line = extended
          return
        }
        lines.append(current)
      }
      startLine(with: word, from: lineStart ?? word.lowerBound)
    }

    /// Starts a line with a word, breaking the word between characters while it is wider than a line.
    mutating func startLine(with word: Range<String.Index>, from start: String.Index) {
      var start = start
      // Each pass measures one line's worth of characters, so a long word costs what its lines do.
      while true {
        let end = longestFittingEnd(from: start, within: word.upperBound)
        if end == word.upperBound {
          line = start..<end
          return
        }
        lines.append(start..<end)
        start = end
      }
    }

    /// The end of the longest run from `start` that fits, at least one character long.
    func longestFittingEnd(from start: String.Index, within limit: String.Index) -> String.Index {
      var end = paragraph.index(after: start)
      while end < limit {
        let next = paragraph.index(after: end)
        guard fits(start..<next) else { break }
        end = next
      }
      return end
    }
  }
}
