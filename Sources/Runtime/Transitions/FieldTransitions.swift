import DialChecker
import DialParser

/// The transitions of buttons changed by field patches only (``FieldPatcher``), as
/// ``TransitionRecorder/buttonChanges(_:_:_:to:)`` would list them between the button before and now: each
/// patched property in the table's order, then the speech. Records and buttons are read in place, from a
/// session these functions only read: a copy of either retains its strings.
enum FieldTransitions {
  /// The transitions of a button changed by field patches only, as ``TransitionRecorder/buttonChanges(_:_:_:to:)`` lists them
  /// between the button before and now: each patched property in the table's order, then the speech. Records
  /// are read in place: a copy of one retains its strings.
  static func appendFieldChanges(
    of button: Int, _ state: SessionState, _ journal: Journal, to changes: inout TransitionLog
  ) {
    guard let span = journal.undo.fieldButtons[button] else { return }
    // One patch of the button in the statement is the common case: its record holds every value before.
    guard span.first != span.last else {
      let property = journal.undo.fields[span.first].property
      // A patch is made only of a value other than the one held: the one patch of a title, subtitle or `enabled`
      // changed it, with no comparison.
      if property == .title || property == .subtitle || property == .enabled {
        changes.append(field: FieldTransition(button: button, span, property: property))
      } else {
        appendFieldChange(of: button, property, first: span.first, state, journal, to: &changes)
      }
      guard let changed = subtitleChangesSpeech(of: button, only: span.first, state, journal) else {
        return appendFieldSpeechChange(of: button, span, state, journal, to: &changes)
      }
      if changed {
        changes.append(field: FieldTransition(button: button, span, property: nil))
      }
      return
    }
    var patched: UInt64 = 0
    for position in span.first...span.last where journal.undo.fields[position].button == button {
      patched |= 1 << UInt64(journal.undo.fields[position].property.ordinal)
    }
    for (property, _) in ButtonRows.listed where patched & (1 << UInt64(property.ordinal)) != 0 {
      // The property's value before the statement is kept by its first record.
      guard
        let first = (span.first...span.last).first(where: {
          journal.undo.fields[$0].isRecord(of: property, in: button)
        }
        )
      else { continue }
      appendFieldChange(of: button, property, first: first, state, journal, to: &changes)
    }
    appendFieldSpeechChange(of: button, span, state, journal, to: &changes)
  }

  /// The transition of one patched property, its value before kept by the record at `first`; none when it is
  /// back where it was. Records and the button are read in place: a copy of either retains its strings.
  static func appendFieldChange(
    of button: Int, _ property: Property, first: Int, _ state: SessionState, _ journal: Journal,
    to changes: inout TransitionLog
  ) {
    guard fieldChanged(property, of: button, first: first, state, journal) else { return }
    changes.append(field: FieldTransition(button: button, FieldSpan(first: first, last: first), property: property))
  }

  /// Whether a patched property holds a value other than its record's: the common ones compared where they lie,
  /// with no value made of either side.
  static func fieldChanged(_ property: Property, of button: Int, first: Int, _ state: SessionState, _ journal: Journal)
    -> Bool
  {
    let old = journal.undo.fields[first].old
    if property == .title, case .string(let text) = old {
      return text != state.buttons[stored: button].resolved.title
    }
    if property == .subtitle, case .string(let text) = old {
      return text != state.buttons[stored: button].resolved.subtitle
    }
    if property == .enabled, case .bool(let flag) = old {
      return flag != state.buttons[stored: button].resolved.enabled
    }
    guard let after = patchedValue(of: property, in: button, state, journal) else { return false }
    return old != after
  }

  /// The value a field patch stored, as transitions list it; nil for a property they do not list.
  static func patchedValue(of property: Property, in button: Int, _ state: SessionState, _ journal: Journal) -> Value? {
    // The common patches, listed as stored, without a look at the table.
    if property == .title || property == .subtitle || property == .enabled || property == .loading {
      return storedValue(of: property, in: button, state)
    }
    return state.buttons[stored: button].resolved.listedValue(of: property, as: ButtonRows.listing[property.ordinal])
  }

  /// The value `button` holds for a patchable `property`, one field read where it lies: a method of the
  /// resolved button would be handed a copy of it (its strings and configuration box retained).
  @inline(__always)
  static func storedValue(of property: Property, in button: Int, _ state: SessionState) -> Value {
    // The common patches read in place; every other property through the table's subscript.
    if property == .title { return .string(state.buttons[stored: button].resolved.title) }
    if property == .subtitle { return .string(state.buttons[stored: button].resolved.subtitle) }
    if property == .enabled { return .bool(state.buttons[stored: button].resolved.enabled) }
    if property == .loading { return .bool(state.buttons[stored: button].resolved.loading) }
    return state.buttons[stored: button].resolved[property] ?? .none
  }

  /// The speech's transition of a button changed by field patches only, its parts before kept by its records.
  static func appendFieldSpeechChange(
    of button: Int, _ span: FieldSpan, _ state: SessionState, _ journal: Journal, to changes: inout TransitionLog
  ) {
    guard fieldSpeechChanged(of: button, span, state, journal) else { return }
    changes.append(field: FieldTransition(button: button, span, property: nil))
  }

  /// Whether the speech changed, when the button's only patch stored its subtitle and it is labelled by a title
  /// and the subtitle: nil for any other patch, or when the lengths cannot tell.
  ///
  /// A subtitle changes the label alone, and the speech reads the label and then what its value, traits and last
  /// character give. Two labels differ in speech unless one is the other with a period the speech adds anyway:
  /// labels whose lengths differ by other than one byte never read alike. This decides a subtitle that follows a
  /// variable from the two subtitles, without the labels (`variable_change_per_s` in `dial-bench events`).
  static func subtitleChangesSpeech(of button: Int, only record: Int, _ state: SessionState, _ journal: Journal)
    -> Bool?
  {
    guard journal.undo.fields[record].property == .subtitle,
      case .string(let old) = journal.undo.fields[record].old,
      state.buttons[stored: button].resolved.accessibilityLabel.isEmpty,
      !state.buttons[stored: button].resolved.title.isEmpty,
      journal.undo.fields[record].traits == state.buttons.traits(button),
      journal.undo.fields[record].value == state.buttons[stored: button].resolved.value
    else { return nil }
    let (oldCount, newCount) = (old.utf8.count, state.buttons[stored: button].resolved.subtitle.utf8.count)
    // An empty subtitle adds no ", ": the labels then differ by the subtitle and ", ", at least three bytes.
    if (oldCount == 0) != (newCount == 0) { return true }
    // The one patch stored a subtitle other than the one it replaced: of the same length, the labels differ
    // other than by a period.
    if oldCount == newCount { return true }
    return abs(oldCount - newCount) == 1 ? nil : true
  }

  /// Whether the speech of a button changed by field patches reads differently from its parts before, kept by
  /// its records. The common changes are decided from the pieces, without writing either speech: a label
  /// that changed alone (a subtitle that follows a variable), traits that changed alone (`enabled`).
  static func fieldSpeechChanged(of button: Int, _ span: FieldSpan, _ state: SessionState, _ journal: Journal) -> Bool {
    let first = span.first
    let (oldTraits, newTraits) = (journal.undo.fields[first].traits, state.buttons.traits(button))
    // No labelling text patched and the same value (an `enabled` flip): the traits decide, and "Dimmed." joining
    // or leaving the words always reads differently; no label is made.
    if !patchesLabel(of: button, span, state, journal)
      && journal.undo.fields[first].value == state.buttons[stored: button].resolved.value
      && oldTraits.symmetricDifference(newTraits) == .notEnabled
    {
      return true
    }
    let label = state.buttons[stored: button].resolved.labelText
    let labelBefore = FieldUndo.label(
      before: journal.undo.fields, of: button, first: first, last: span.last,
      now: (
        state.buttons[stored: button].resolved.accessibilityLabel, state.buttons[stored: button].resolved.title,
        state.buttons[stored: button].resolved.subtitle
      ))
    let sameValue = journal.undo.fields[first].value == state.buttons[stored: button].resolved.value
    let sameLabel = labelBefore == label
    if sameValue && sameLabel {
      // The same parts (a hint is never patched): the traits decide.
      let hint =
        label.isEmpty && state.buttons[stored: button].resolved.value.isEmpty
        ? state.buttons[stored: button].resolved.accessibilityHint : ""
      return !Speech.speaksAlike(
        label: label, value: state.buttons[stored: button].resolved.value, hint: hint, oldTraits, newTraits)
    }
    // A label that changed by more than a period, with the same traits and value, reads differently.
    if oldTraits == newTraits && sameValue && !sameLabel {
      let (oldCount, newCount) = (labelBefore.count, label.count)
      if oldCount > 0 && newCount > 0 && abs(oldCount - newCount) != 1 { return true }
    }
    let before = SpeechParts(
      label: labelBefore, value: journal.undo.fields[first].value,
      hint: state.buttons[stored: button].resolved.accessibilityHint)
    return !before.speaksAlike(oldTraits, state.buttons[stored: button].resolved.speechParts, newTraits)
  }

  /// Whether any of `button`'s records in `span` patched a text its label follows.
  static func patchesLabel(of button: Int, _ span: FieldSpan, _ state: SessionState, _ journal: Journal) -> Bool {
    let fields = journal.undo.fields
    let (low, high) = (max(span.first, 0), min(span.last, fields.count - 1))
    return stride(from: low, through: high, by: 1).contains { position in
      fields[position].button == button && FieldUndo.isLabelling(fields[position].property)
    }
  }
}

extension FieldUndo {
  /// Whether the label follows from `property`.
  static func isLabelling(_ property: Property) -> Bool {
    ButtonRows.patch[property.ordinal] == .inPlace(.label)
  }

  /// Whether this records a patch of `property` in `button`.
  func isRecord(of property: Property, in button: Int) -> Bool {
    self.button == button && self.property == property
  }
}
