import DialChecker
import DialParser

/// A transition of a button changed by field patches, recorded by where its values lie rather than as the
/// values: the statement's first field record of the property keeps what it was before (for the speech, the
/// button's records from its first to its last), and the button what it is now.
///
/// A variable read by a hundred subtitles changes a hundred buttons per event. Recorded as values, each change
/// copied its old and new text and speech parts into the log, and released them at the next event. Recorded
/// this way, a change copies no string and forgetting it releases none; ``TransitionList`` writes out the values
/// when they are read (`variable_change_per_s` in `dial-bench events`).
struct FieldTransition: Sendable {
  /// The button.
  var button: Int32
  /// The position in ``Session/fieldLog`` of the record that keeps the value before: the property's first, or
  /// for the speech, the button's first.
  var record: Int32
  /// For the speech, the position of the button's last record, up to which its records keep its labelling texts.
  var last: Int32
  /// The patched property, or nil for the button's speech.
  var property: Property?

  /// The transition of `property` (nil for the speech) of `button`, whose records lie in `span`.
  init(button: Int, _ span: FieldSpan, property: Property?) {
    (self.button, record, last) = (Int32(button), Int32(span.first), Int32(span.last))
    self.property = property
  }

  /// The change as values: the record's value before, and the button's now.
  func change(records: [FieldUndo], buttons: ButtonStates) -> TransitionChange {
    let (index, position) = (Int(button), Int(record))
    guard records.indices.contains(position), buttons.indices.contains(index) else {
      // Only a bug can get here (a list is made with the records its changes point into); a test build says so.
      assertionFailure("a field transition without its record")
      return .named(subject: "", member: "", old: .none, new: .none)
    }
    guard let property else { return buttons.read(index) { speechChange(records, $0.resolved) } }
    // As stored: a patched property is never `selected` (``FieldUndo/isPatchable(_:)``), which a tap may change.
    let listing = ButtonRows.listing[property.ordinal]
    let new = buttons[stored: index].resolved.listedValue(of: property, as: listing) ?? .none
    return .member(.button(index), member: property.rawValue, old: records[position].old, new: new)
  }

  /// The speech's change, from its parts before (the records) to its parts now (the button).
  private func speechChange(_ records: [FieldUndo], _ now: ResolvedButton) -> TransitionChange {
    let record = records[Int(self.record)]
    let label = FieldUndo.label(
      before: records, of: Int(button), first: Int(self.record), last: Int(last),
      now: (now.accessibilityLabel, now.title, now.subtitle))
    let before = SpeechParts(label: label, value: record.value, hint: now.accessibilityHint)
    let after = now.speechParts
    if before == after { return .speech(.button(Int(button)), after, old: record.traits, new: now.traits) }
    return .reworded(.button(Int(button)), old: before, record.traits, new: after, now.traits)
  }
}
