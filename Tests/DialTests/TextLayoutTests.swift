import Foundation
import Testing

@_spi(Tools) @testable import DialRuntime

/// Text layout: computed bad values, a width smaller than the insets, and the wrapping model's properties over
/// random input (the `.dial` specs of wrapping, fonts and headers run in ``SpecTests``).
struct TextLayoutTests {
  struct Failure: Sendable, CustomTestStringConvertible {
    var statement: String
    var message: String
    var testDescription: String { statement }
  }

  /// Values that are checked statically when literal are runtime errors when computed, and roll back.
  static let failures: [Failure] = [
    .init(statement: "n = -1", message: "lines cannot be -1.0; it must be a finite number of 0 or more"),
    .init(statement: "w = 0", message: "width cannot be 0.0; it must be a number greater than 0"),
    .init(statement: "w = 5", message: "maxWidth cannot be -5.0; it must be a number greater than 0"),
    .init(statement: "points = 0", message: "a font size cannot be 0.0; it must be a number greater than 0"),
  ]

  @Test(arguments: failures)
  func aComputedBadValueIsARuntimeErrorThatChangesNothing(_ example: Failure) throws {
    var session = try Session(
      dial: """
        var n = 1
        var w = 100.0
        var points = 14.0
        button lined { title: "L"; lines: n }
        button fixed { title: "F"; width: w }
        button capped { title: "C"; maxWidth: w - 10 }
        button sized { title: "S"; font: .system(size: points, weight: .bold) }
        """)
    let before = session
    let outcome = try #require(try session.run(source: example.statement).first)
    #expect(outcome.error?.message == example.message)
    #expect(outcome.error?.range != nil)
    #expect(session == before)
  }

  /// A width smaller than the insets leaves the text no room: the frame is that width, never negative, and the
  /// layout says it overflows (which `dial audit` reports).
  @Test func aWidthSmallerThanTheInsetsOverflowsWithoutANegativeFrame() throws {
    var session = try Session(dial: #"button b { title: "Save"; width: 10 }"#)
    #expect(try session.evaluate("b.frame.width").literal == "10.0")
    #expect(try session.holds("b.frame.height > 0"))
    _ = try session.transitions("screenWidth = 1")
    #expect(try session.holds("b.frame.width >= 0"))
    let narrow = ButtonLayout(ButtonLayout.Input(title: "Save", availableWidth: 10), textSize: .large)
    #expect(narrow.overflows)
    #expect(narrow.width == 10)
  }

  // MARK: - Wrapping, over random input

  /// Words of random lengths (some CJK, some emoji, some longer than a line), widths and text sizes.
  @Test func wrappingFitsLosesNothingAndIsGreedy() {
    var generator = SplitMix64(seed: 0x5EED)
    let measurement = DefaultTextMeasurement()
    for _ in 0..<400 {
      let text = Self.randomTitle(using: &generator)
      let width = Double(Int.random(in: 20...360, using: &generator))
      let size = DynamicTypeSize.allCases.randomElement(using: &generator) ?? .large
      let font = DynamicFont(.headline, size: size)
      let lines = TextWrapping.lines(of: text, width: width, font: font, measurement: measurement)
      Self.checkFits(lines, text, width: width, font: font)
      Self.checkNothingLost(lines, text)
      Self.checkGreedy(lines, text, width: width, font: font)
    }
  }

  /// Every line fits, unless it is a single character wider than the line (which must go somewhere).
  static func checkFits(_ lines: [Range<String.Index>], _ text: String, width: Double, font: DynamicFont) {
    let measurement = DefaultTextMeasurement()
    for line in lines where text[line].count > 1 {
      let measured = roundedUpToPoints(measurement.width(of: text[line], in: font))
      #expect(measured <= width, "\"\(text[line])\" is \(measured) pt in \(width)")
    }
  }

  /// The lines, in order, are the text with only spaces between them.
  static func checkNothingLost(_ lines: [Range<String.Index>], _ text: String) {
    var index = text.startIndex
    for line in lines {
      #expect(line.lowerBound >= index)
      #expect(text[index..<line.lowerBound].allSatisfy { $0 == " " }, "text lost before \"\(text[line])\"")
      index = line.upperBound
    }
    #expect(text[index...].allSatisfy { $0 == " " }, "text lost at the end of \"\(text)\"")
  }

  /// No line could have taken the next line's first word (or, for a broken word, its first character).
  static func checkGreedy(_ lines: [Range<String.Index>], _ text: String, width: Double, font: DynamicFont) {
    let measurement = DefaultTextMeasurement()
    for (line, next) in zip(lines, lines.dropFirst()) {
      let gap = text[line.upperBound..<next.lowerBound]
      let nextText = text[next]
      let joinsWord =
        gap.isEmpty && !(nextText.first.map(TextWrapping.breaksAlone) ?? false)
        && !(text[line].last.map(TextWrapping.breaksAlone) ?? false)
      // A word broken between characters: the line could not take one more character.
      let firstWord = joinsWord ? nextText.prefix(1) : nextText.prefix { !TextWrapping.isSpace($0) }
      let unit = firstWord.first.map(TextWrapping.breaksAlone) == true ? nextText.prefix(1) : firstWord
      let extended = text[line.lowerBound..<text.index(next.lowerBound, offsetBy: unit.count)]
      #expect(
        roundedUpToPoints(measurement.width(of: extended, in: font)) > width,
        "\"\(text[line])\" could have taken \"\(unit)\" within \(width)")
    }
  }

  static let syllables = ["sa", "ve", "re", "ci", "pe", "to", "col", "lec", "tion", "a"]
  static let wide = ["日", "本", "語", "👍", "保", "存"]

  static func randomTitle(using generator: inout SplitMix64) -> String {
    var words: [String] = []
    for _ in 0..<Int.random(in: 1...12, using: &generator) {
      let isWide = Int.random(in: 0..<4, using: &generator) == 0
      let parts = isWide ? wide : syllables
      let count = Int.random(in: 1...(isWide ? 8 : 14), using: &generator)
      words.append((0..<count).map { _ in parts.randomElement(using: &generator) ?? "a" }.joined())
    }
    return words.joined(separator: Int.random(in: 0..<5, using: &generator) == 0 ? "  " : " ")
  }
}
