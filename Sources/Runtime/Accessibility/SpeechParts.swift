import DialLexer

/// The text an element's speech is made of: its label, value and hint
/// (docs/language.md §9). With its traits, they give what VoiceOver reads.
///
/// Kept apart from the traits because a tap on a toggle changes only the
/// traits: a transition records these parts once, with the traits before and
/// after, and builds either speech only when read (`toggle_taps_per_s` in
/// `dial-bench events`), or writes it straight into a transition's line.
struct SpeechParts: Sendable, Equatable {
  /// The label, as the pieces it is made of (a button's title and subtitle).
  var label: LabelText
  var value: String
  /// The hint, kept only when label and value are empty: only then is it spoken (rule 5).
  var hint: String

  /// The parts of an element; `hint` is read only when label and value are empty.
  init(label: LabelText, value: String, hint: @autoclosure () -> String) {
    self.label = label
    self.value = value
    self.hint = label.isEmpty && value.isEmpty ? hint() : ""
  }

  /// The parts of an element whose label is one text.
  init(label: String, value: String, hint: @autoclosure () -> String) {
    self.init(label: LabelText(label), value: value, hint: hint())
  }

  /// What the rules choose for these parts and traits.
  func shape(_ traits: TraitSet) -> Speech.Shape {
    Speech.shape(label: label, value: value, traits: traits, hint: hint)
  }

  /// The speech's length in UTF-8 bytes.
  func count(_ shape: Speech.Shape) -> Int {
    shape.selected.utf8CodeUnitCount + label.count + shape.separator.utf8CodeUnitCount + value.utf8.count
      + (shape.hintStandsIn ? hint.utf8.count : 0) + shape.period.utf8CodeUnitCount + shape.words.utf8CodeUnitCount
  }

  /// Writes the speech after what `writer` has written.
  func write(_ shape: Speech.Shape, to writer: inout TextWriter) {
    // One call per piece: an array of them would cost an allocation.
    writer.write(shape.selected)
    label.write(to: &writer)
    writer.write(shape.separator)
    writer.write(value)
    if shape.hintStandsIn { writer.write(hint) }
    writer.write(shape.period)
    writer.write(shape.words)
  }

  /// What VoiceOver reads with these traits, written with one allocation.
  func speech(_ traits: TraitSet) -> String {
    speech(shape(traits))
  }

  /// What VoiceOver reads with the traits that give `shape`.
  func speech(_ shape: Speech.Shape) -> String {
    TextWriter.string(count: count(shape)) { write(shape, to: &$0) }
  }

  /// Whether the element reads the same with either traits, decided without
  /// building either description when it can be (see ``Speech/speaksAlike(label:value:hint:_:_:)``).
  func speaksAlike(_ old: TraitSet, _ new: TraitSet) -> Bool {
    Speech.speaksAlike(label: label, value: value, hint: hint, old, new)
  }

  /// Whether the speech would need escapes in a string literal: only the element's own text can.
  var needsEscapes: Bool {
    label.needsEscapes || StringLiteral.needsEscapes(value) || StringLiteral.needsEscapes(hint)
  }
}

extension SpeechParts {
  /// Whether these parts with `traits` speak as `other` with `otherTraits` do, compared without building
  /// either speech: lengths first, then both written side by side into one temporary buffer on the stack.
  func speaksAlike(_ traits: TraitSet, _ other: SpeechParts, _ otherTraits: TraitSet) -> Bool {
    if differsInLabelOnly(traits, other, otherTraits) { return false }
    let (mine, theirs) = (shape(traits), other.shape(otherTraits))
    let count = self.count(mine)
    guard count == other.count(theirs) else { return false }
    guard count > 0 else { return true }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * count) { buffer in
      var first = TextWriter(buffer: UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
      write(mine, to: &first)
      var second = TextWriter(buffer: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
      other.write(theirs, to: &second)
      return first.written == second.written && buffer[..<count].elementsEqual(buffer[count...])
    }
  }

  /// Whether the two speeches are the same pieces around two different labels, so that they cannot read
  /// alike: same traits, value and hint, both labels written, and the same period after them (a period
  /// follows the value when there is one, else the label, unless it ends in one). A subtitle that follows a
  /// variable changes speeches this way (`variable_change_per_s` in `dial-bench events`).
  func differsInLabelOnly(_ traits: TraitSet, _ other: SpeechParts, _ otherTraits: TraitSet) -> Bool {
    guard traits == otherTraits, !label.isEmpty, !other.label.isEmpty, value == other.value, hint == other.hint,
      label != other.label
    else { return false }
    // Two labels can read alike only when one is the other with a period, which the speech adds anyway.
    guard value.isEmpty && abs(label.count - other.label.count) == 1 else { return true }
    return label.endsInPeriod == other.label.endsInPeriod
  }
}
