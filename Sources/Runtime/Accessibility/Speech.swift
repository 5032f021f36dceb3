/// What VoiceOver reads for an element, in AccessibilitySnapshot's format (§7).
public enum Speech {
  /// Combines label, value, traits and hint by the six rules of §7:
  /// `"Checkout. Dimmed. Button."`, `"Selected: In Stock Only. Button."`.
  public static func describe(label: String, value: String, traits: TraitSet, hint: String) -> String {
    pieces(label: label, value: value, traits: traits, hint: hint).joined
  }

  /// The up to seven pieces the rules give, in order: `Selected: `, label,
  /// `: `, value, the hint standing in (rule 5), `. `, trait words. They are
  /// joined once at the end, or written straight into a longer text (a
  /// rendered transition), so that no intermediate string is built.
  static func pieces(label: String, value: String, traits: TraitSet, hint: String) -> Pieces {
    let hasCore = !label.isEmpty || !value.isEmpty
    let selected = traits.contains(.selected) ? (hasCore ? "Selected: " : "Selected.") : ""
    let separator = !label.isEmpty && !value.isEmpty ? ": " : ""
    // Rule 5: the hint stands in for an empty description.
    let stand = !hasCore && selected.isEmpty ? hint : ""
    let words = traitWords(traits)
    let last = !stand.isEmpty ? stand : !value.isEmpty ? value : !label.isEmpty ? label : selected
    // `hasSuffix` compares Characters; a last byte other than "." rules it out without that work.
    let endsInPeriod = last.utf8.last == UInt8(ascii: ".") && last.hasSuffix(".")
    let period = words.isEmpty || last.isEmpty ? "" : endsInPeriod ? " " : ". "
    return Pieces(
      selected: selected, label: label, separator: separator, value: value, stand: stand, period: period,
      words: words)
  }

  /// A description as its pieces (see ``pieces(label:value:traits:hint:)``).
  struct Pieces {
    var selected, label, separator, value, stand, period, words: String

    /// The description's length in UTF-8 bytes.
    var count: Int {
      selected.utf8.count + label.utf8.count + separator.utf8.count + value.utf8.count + stand.utf8.count
        + period.utf8.count + words.utf8.count
    }

    /// Writes the description after what `writer` has written.
    func write(to writer: inout TextWriter) {
      // One call per piece: an array of them would cost an allocation.
      writer.write(selected)
      writer.write(label)
      writer.write(separator)
      writer.write(value)
      writer.write(stand)
      writer.write(period)
      writer.write(words)
    }

    /// The description, written with one allocation.
    var joined: String { TextWriter.string(count: count) { write(to: &$0) } }
  }

  /// Whether an element reads the same with traits `a` as with `b`, its
  /// label, value and hint being the same, decided without building either
  /// description in the cases events meet: equal traits, and a flip of
  /// `.selected` alone (a toggle tap). "Selected: " then comes before a label
  /// or value, or "Selected." replaces the hint, which reads the same only
  /// when the hint is "Selected." itself. Other changes compare the texts.
  static func speaksAlike(label: String, value: String, hint: String, _ a: TraitSet, _ b: TraitSet) -> Bool {
    if a == b { return true }
    if a.symmetricDifference(b) == .selected {
      return label.isEmpty && value.isEmpty && hint == "Selected."
    }
    return describe(label: label, value: value, traits: a, hint: hint)
      == describe(label: label, value: value, traits: b, hint: hint)
  }

  /// Rule 4's trait words, `Dimmed. Button. Heading.` as the traits have them.
  static func traitWords(_ traits: TraitSet) -> String {
    let key =
      (traits.contains(.notEnabled) ? 1 : 0) | (traits.contains(.button) ? 2 : 0) | (traits.contains(.header) ? 4 : 0)
    return wordsByKey[key]
  }

  /// Every combination of rule 4's words, by the key of ``traitWords(_:)``.
  static let wordsByKey = [
    "", "Dimmed.", "Button.", "Dimmed. Button.", "Heading.", "Dimmed. Heading.", "Button. Heading.",
    "Dimmed. Button. Heading.",
  ]
}
