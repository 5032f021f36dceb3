import Dial
import Testing

@_spi(Tools) @testable import DialRuntime

/// `Speech.describe` writes the description in one allocation from up to seven pieces. These tests hold it to a
/// plain reference written straight from the six rules of §9, over every combination of a table of labels, values
/// and hints (empty, plain, ending in ".", non-ASCII) and every subset of the traits a button or heading has.
struct SpeechBuilderTests {
  /// §9, rule by rule, built the obvious way.
  static func reference(label: String, value: String, traits: TraitSet, hint: String) -> String {
    // 1. `d` = the label.
    var description = label
    // 2. If the value is non-empty: `d = d.isEmpty ? value : "\(d): \(value)"`.
    if !value.isEmpty { description = description.isEmpty ? value : "\(description): \(value)" }
    // 3. If selected: `d = d.isEmpty ? "Selected." : "Selected: \(d)"`.
    if traits.contains(.selected) { description = description.isEmpty ? "Selected." : "Selected: \(description)" }
    // 4. Trait words, in this order, each ending in a period.
    var words: [String] = []
    if traits.contains(.notEnabled) { words.append("Dimmed.") }
    if traits.contains(.button) { words.append("Button.") }
    if traits.contains(.header) { words.append("Heading.") }
    // 5. If `d` is still empty, the hint takes its place.
    if description.isEmpty { description = hint }
    // 6. `d`, plus "." unless it ends in ".", plus " " and the words; just the words when `d` is empty; just `d`
    // when there are none.
    if words.isEmpty { return description }
    if description.isEmpty { return words.joined(separator: " ") }
    return description + (description.hasSuffix(".") ? "" : ".") + " " + words.joined(separator: " ")
  }

  /// Texts for each of label, value and hint.
  static let texts = [
    "", "Bold", "Wait.", "...", ".", "Forgot Password?", "Café ☕️", "名前", "🇫🇷", "👩‍👩‍👧",
    // A period with a combining mark is not a period; an ellipsis character is not one either.
    "Done.\u{301}", "Etc…", "e\u{301}",
    // Longer than a small string's inline storage.
    "A much longer label that does not fit in a small string's inline storage.",
    String(repeating: "ü", count: 40),
  ]

  /// Every subset of the four traits.
  static let traitSets: [TraitSet] = (0..<16).map { TraitSet(rawValue: UInt8($0)) }

  @Test(arguments: traitSets)
  func describeMatchesTheRules(_ traits: TraitSet) {
    var mismatches: [String] = []
    for label in Self.texts {
      for value in Self.texts {
        for hint in Self.texts {
          let built = Speech.describe(label: label, value: value, traits: traits, hint: hint)
          let expected = Self.reference(label: label, value: value, traits: traits, hint: hint)
          // Bytes, not Strings: `==` would accept a canonically equivalent but differently written result.
          if !built.utf8.elementsEqual(expected.utf8) {
            mismatches.append("\([label, value, hint]): \(built.debugDescription) != \(expected.debugDescription)")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first \(mismatches.prefix(5))")
  }

  // MARK: - The pieces

  @Test(arguments: traitSets)
  func traitWordsFollowRuleFour(_ traits: TraitSet) {
    var words: [String] = []
    if traits.contains(.notEnabled) { words.append("Dimmed.") }
    if traits.contains(.button) { words.append("Button.") }
    if traits.contains(.header) { words.append("Heading.") }
    #expect(Speech.traitWords(traits).description == words.joined(separator: " "))
  }

  /// Static pieces and strings, large and small, written one after the other.
  @Test func aWriterJoinsPieces() {
    let long = String(repeating: "long ", count: 20)
    let written = TextWriter.string(count: long.utf8.count * 2 + 11) { writer in
      writer.write("a")
      writer.write(long)
      writer.write(": " as StaticString)
      writer.write("名🙂")
      writer.write("" as StaticString)
      writer.write(long)
      writer.write("." as StaticString)
    }
    #expect(written == "a" + long + ": 名🙂" + long + ".")
  }

  /// A piece larger than the room left is cut at the room, not written past it.
  @Test func aWriterWritesOnlyWhatFits() {
    let cut = TextWriter.string(count: 4) { writer in
      writer.write("abcdef")
      writer.write("gh")
    }
    #expect(cut == "abcd")
    let long = String(repeating: "x", count: 40)
    #expect(TextWriter.string(count: 3) { $0.write(long) } == "xxx")
    #expect(TextWriter.string(count: 0) { $0.write("") } == "")
  }

  // MARK: - Deciding without building

  /// `speaksAlike` decides a flip of `.selected` without building either description: it must agree with
  /// comparing the descriptions, for every text and every pair of trait sets.
  @Test(arguments: traitSets)
  func speaksAlikeAgreesWithTheDescriptions(_ traits: TraitSet) {
    var mismatches: [String] = []
    let hints = Self.texts + ["Selected."]
    for label in Self.texts {
      for value in ["", "On"] {
        for hint in hints {
          for other in Self.traitSets {
            let alike = Speech.speaksAlike(label: LabelText(label), value: value, hint: hint, traits, other)
            let expected =
              Speech.describe(label: label, value: value, traits: traits, hint: hint)
              == Speech.describe(label: label, value: value, traits: other, hint: hint)
            if alike != expected { mismatches.append("\([label, value, hint]) \(traits) \(other)") }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first \(mismatches.prefix(5))")
  }
}

/// Two speeches are compared without building them (`SpeechParts.speaksAlike`): the answer is always that of
/// comparing the built strings.
struct SpeechComparisonTests {
  static let texts = ["", "A", "A.", "Add", "Add, 1 in cart", "Café ☕️", "Selected.", "x\ny"]
  static let traitSets: [TraitSet] = [[], .button, [.button, .selected], [.button, .notEnabled], .header, .selected]

  @Test(arguments: texts)
  func comparingPartsAgreesWithComparingSpeeches(_ label: String) {
    for value in ["", "On", "In progress"] {
      for hint in ["", "Hint."] {
        let parts = SpeechParts(label: label, value: value, hint: hint)
        for other in Self.texts {
          let others = SpeechParts(label: other, value: value, hint: hint)
          for a in Self.traitSets {
            for b in Self.traitSets {
              #expect(parts.speaksAlike(a, others, b) == (parts.speech(a) == others.speech(b)))
            }
          }
        }
      }
    }
  }
}
