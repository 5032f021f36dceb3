/// What VoiceOver reads for an element, in AccessibilitySnapshot's format (docs/language.md §9).
public enum Speech {
  /// Combines label, value, traits and hint by the six rules of docs/language.md §9:
  /// `"Checkout. Dimmed. Button."`, `"Selected: In Stock Only. Button."`.
  public static func describe(label: String, value: String, traits: TraitSet, hint: String) -> String {
    SpeechParts(label: label, value: value, hint: hint).speech(traits)
  }

  /// What the rules choose for one description, apart from the element's
  /// own text: the fixed pieces, in order `Selected: `, `: ` between label
  /// and value, `. `, the trait words, and whether the hint stands in for an
  /// empty description (rule 5). Static text, so choosing and writing them
  /// copies no string (see ``SpeechParts/write(_:to:)``).
  struct Shape {
    var selected: StaticString = ""
    var separator: StaticString = ""
    var hintStandsIn = false
    var period: StaticString = ""
    var words: StaticString = ""
  }

  static func shape(label: LabelText, value: String, traits: TraitSet, hint: String) -> Shape {
    var shape = Shape()
    let hasCore = !label.isEmpty || !value.isEmpty
    if traits.contains(.selected) { shape.selected = hasCore ? "Selected: " : "Selected." }
    if !label.isEmpty && !value.isEmpty { shape.separator = ": " }
    shape.hintStandsIn = !hasCore && !traits.contains(.selected) && !hint.isEmpty
    shape.words = traitWords(traits)
    // The piece that ends the description says whether it ends in a period already. Each is read where it
    // lies: choosing one into a local would retain and release it.
    let endsInPeriod: Bool
    if shape.hintStandsIn {
      endsInPeriod = Self.endsInPeriod(hint)
    } else if !value.isEmpty {
      endsInPeriod = Self.endsInPeriod(value)
    } else if !label.isEmpty {
      endsInPeriod = label.endsInPeriod
    } else if shape.selected.utf8CodeUnitCount > 0 {
      endsInPeriod = true  // "Selected."
    } else {
      return shape  // Nothing before the words: no period.
    }
    if shape.words.utf8CodeUnitCount > 0 { shape.period = endsInPeriod ? " " : ". " }
    return shape
  }

  /// Whether a piece of text ends in a period, so that none is added after it.
  static func endsInPeriod(_ text: String) -> Bool {
    // `hasSuffix` compares Characters; a last byte other than "." rules it out without that work. The last
    // byte is read in place (a small string's from a copy on the stack; `utf8.last` walks one generically).
    let lastByte = text.utf8.withContiguousStorageIfAvailable { $0.last } ?? text.utf8.last
    return lastByte == UInt8(ascii: ".") && text.hasSuffix(".")
  }

  /// Whether an element reads the same with traits `a` as with `b`, its
  /// label, value and hint being the same, decided without building either
  /// description in the cases events meet: equal traits, and a flip of
  /// `.selected` alone (a toggle tap). "Selected: " then comes before a label
  /// or value, or "Selected." replaces the hint, which reads the same only
  /// when the hint is "Selected." itself. Other changes compare the texts.
  static func speaksAlike(label: LabelText, value: String, hint: String, _ a: TraitSet, _ b: TraitSet) -> Bool {
    if a == b { return true }
    // "Dimmed." joins or leaves the trait words, and the rest stays: never the same words.
    if a.symmetricDifference(b) == .notEnabled { return false }
    if a.symmetricDifference(b) == .selected {
      // Rule 3 speaks "Selected." for an empty label and value; without the trait, rule 5 speaks the hint,
      // with a period added unless it has one: the same words exactly when the hint is "Selected" or "Selected.".
      return label.isEmpty && value.isEmpty && (hint == "Selected." || hint == "Selected")
    }
    let parts = SpeechParts(label: label, value: value, hint: hint)
    return parts.speech(a) == parts.speech(b)
  }

  /// Rule 4's trait words, `Dimmed. Button. Heading.` as the traits have them.
  static func traitWords(_ traits: TraitSet) -> StaticString {
    let key =
      (traits.contains(.notEnabled) ? 1 : 0) | (traits.contains(.button) ? 2 : 0) | (traits.contains(.header) ? 4 : 0)
    return wordsByKey[key]
  }

  /// Every combination of rule 4's words, by the key of ``traitWords(_:)``.
  static let wordsByKey: [StaticString] = [
    "", "Dimmed.", "Button.", "Dimmed. Button.", "Heading.", "Dimmed. Heading.", "Button. Heading.",
    "Dimmed. Button. Heading.",
  ]
}
