import DialParser

/// A transition of a button changed by field patches, recorded by where its values lie rather than as the
/// values: the statement's first field record of the property (or of the button, for its speech) keeps what it
/// was before, and the button what it is now.
///
/// A variable read by a hundred subtitles changes a hundred buttons per event. Recorded as values, each change
/// copied its old and new text and speech parts into the log, and released them at the next event. Recorded
/// this way, a change copies no string and forgetting it releases none; ``TransitionList`` writes out the values
/// when they are read (`variable_change_per_s` in `dial-bench events`).
struct FieldTransition: Sendable {
  /// The button.
  var button: Int32
  /// The position in ``Session/fieldLog`` of the record that keeps the value before.
  var record: Int32
  /// The patched property, or nil for the button's speech.
  var property: Property?

  /// The change as values: the record's value before, and the button's now.
  func change(records: [FieldUndo], buttons: ChunkedArray<ButtonState>) -> TransitionChange {
    let (index, position) = (Int(button), Int(record))
    guard records.indices.contains(position), buttons.indices.contains(index) else {
      // Only a bug can get here (a list is made with the records its changes point into); a test build says so.
      assertionFailure("a field transition without its record")
      return .named(subject: "", member: "", old: .none, new: .none)
    }
    guard let property else { return speechChange(records[position], buttons[index].resolved) }
    let new = buttons[index].resolved.listedValue(of: property, as: ButtonRows.listing[property.ordinal]) ?? .none
    return .member(.button(index), member: property.rawValue, old: records[position].old, new: new)
  }

  /// The speech's change, from its parts before (the record) to its parts now (the button).
  private func speechChange(_ record: FieldUndo, _ now: ResolvedButton) -> TransitionChange {
    let before = SpeechParts(label: record.label, value: record.value, hint: now.accessibilityHint)
    let after = now.speechParts
    if before == after { return .speech(.button(Int(button)), after, old: record.traits, new: now.traits) }
    return .reworded(.button(Int(button)), old: before, record.traits, new: after, now.traits)
  }
}
