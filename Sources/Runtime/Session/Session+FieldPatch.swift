import DialParser

// MARK: - Field patches: one property stored in place, its undo record field by field
//
// A patch plan of one binding of a text or state property (``FieldUndo/isPatchable(_:)``)
// stores the new value in the button as it lies, re-derives the label, value, traits and
// state colors, and keeps a ``FieldUndo`` of what it overwrote instead of a copy of the
// whole button. Nothing is copied, and the configuration box, which a whole copy would
// share, is written in place: `variable_change_per_s` in `dial-bench events`. Transitions
// and rollback read the records (``appendFieldChanges(of:to:)``, ``revertFields()``);
// `RuntimePatchTests` holds the result to a whole resolution.

extension Session {
  /// Whether a change of `property` in `button` can be patched field by field: a statement is
  /// recording, the button is not kept whole already, is not pressed (a disabled button loses its
  /// highlight, which a resolution handles) and is not a capsule (whose radius follows its text).
  func canPatchFields(_ property: Property, in button: Int) -> Bool {
    journal.recordsUndo && FieldUndo.isPatchable(property) && !journal.undo.buttons.contains(button)
      && !buttons[stored: button].highlighted && !buttons[stored: button].resolved.radiusFollowsLayout
  }

  /// Stores `value` in `property` of `button` in place, keeping what it overwrites, and marks its readers.
  mutating func patchFields(_ button: Int, _ property: Property, _ value: Value) {
    let position = journal.undo.fields.count
    journal.undo.fields.append(fieldUndo(button, property))
    journal.undo.fieldButtons.record(button, at: position)
    buttons.modify(button) { state in
      _ = state.resolved.store(value, in: property)
      // Only what the property feeds is derived again: `enabled` changes the traits and colors alone.
      if ButtonRows.patch[property.ordinal] == .inPlace(.traitsAndColors) {
        Self.describeTraits(&state.resolved, selected: state.selected)
        Self.adjustColors(&state.resolved)
      } else {
        Self.describe(&state.resolved, selected: state.selected)
      }
    }
    markDependents(of: .button(button))
  }

  /// What a patch of `property` in `button` is about to overwrite, read field by field where it lies: handed
  /// the whole resolved button, the record's initializer was given a copy of it (its strings and box retained).
  func fieldUndo(_ button: Int, _ property: Property) -> FieldUndo {
    FieldUndo(
      button: button, property: property, old: storedValue(of: property, in: button),
      derived: (buttons[stored: button].resolved.value, buttons.traits(button)),
      states: (buttons[stored: button].resolved.enabled, buttons[stored: button].resolved.loading),
      colors: (buttons[stored: button].resolved.background, buttons[stored: button].resolved.foreground))
  }

  /// The state colors of a button that is not pressed and has no `when` blocks, as ``finish`` sets them.
  static func adjustColors(_ resolved: inout ResolvedButton) {
    var (background, foreground) = (resolved.configuredBackground, resolved.configuredForeground)
    if !resolved.enabled && resolved.automaticStateColors {
      (background, foreground) = (ColorMath.halfOpacity(background), ColorMath.halfOpacity(foreground))
    }
    if resolved.background != background { resolved.background = background }
    if resolved.foreground != foreground { resolved.foreground = foreground }
  }

  /// A button as it was before its field patches: `state` with every record of the button undone, last first.
  func unpatched(_ button: Int, _ state: ButtonState) -> ButtonState {
    guard let span = journal.undo.fieldButtons[button] else { return state }
    var original = state
    for position in stride(from: span.last, through: span.first, by: -1)
    where journal.undo.fields[position].button == button {
      journal.undo.fields[position].revert(&original.resolved)
    }
    return original
  }

  /// Undoes every field patch, last first (a failed statement; buttons kept whole are restored after).
  mutating func revertFields() {
    for record in journal.undo.fields.reversed() {
      buttons.modify(record.button) { record.revert(&$0.resolved) }
    }
  }

  /// The transitions of a button changed by field patches only, as ``buttonChanges(_:_:_:to:)`` lists them
  /// between the button before and now: each patched property in the table's order, then the speech. Records
  /// are read in place: a copy of one retains its strings.
  func appendFieldChanges(of button: Int, to changes: inout TransitionLog) {
    guard let span = journal.undo.fieldButtons[button] else { return }
    // One patch of the button in the statement is the common case: its record holds every value before.
    guard span.first != span.last else {
      let property = journal.undo.fields[span.first].property
      // A patch is made only of a value other than the one held: the one patch of a title, subtitle or `enabled`
      // changed it, with no comparison.
      if property == .title || property == .subtitle || property == .enabled {
        changes.append(field: FieldTransition(button: button, span, property: property))
      } else {
        appendFieldChange(of: button, property, first: span.first, to: &changes)
      }
      guard let changed = subtitleChangesSpeech(of: button, only: span.first) else {
        return appendFieldSpeechChange(of: button, span, to: &changes)
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
        let first = (span.first...span.last).first(where: { journal.undo.fields[$0].isRecord(of: property, in: button) }
        )
      else { continue }
      appendFieldChange(of: button, property, first: first, to: &changes)
    }
    appendFieldSpeechChange(of: button, span, to: &changes)
  }

  /// The transition of one patched property, its value before kept by the record at `first`; none when it is
  /// back where it was. Records and the button are read in place: a copy of either retains its strings.
  func appendFieldChange(of button: Int, _ property: Property, first: Int, to changes: inout TransitionLog) {
    guard fieldChanged(property, of: button, first: first) else { return }
    changes.append(field: FieldTransition(button: button, FieldSpan(first: first, last: first), property: property))
  }

  /// Whether a patched property holds a value other than its record's: the common ones compared where they lie,
  /// with no value made of either side.
  func fieldChanged(_ property: Property, of button: Int, first: Int) -> Bool {
    let old = journal.undo.fields[first].old
    if property == .title, case .string(let text) = old { return text != buttons[stored: button].resolved.title }
    if property == .subtitle, case .string(let text) = old { return text != buttons[stored: button].resolved.subtitle }
    if property == .enabled, case .bool(let flag) = old { return flag != buttons[stored: button].resolved.enabled }
    guard let after = patchedValue(of: property, in: button) else { return false }
    return old != after
  }

  /// The value a field patch stored, as transitions list it; nil for a property they do not list.
  func patchedValue(of property: Property, in button: Int) -> Value? {
    // The common patches, listed as stored, without a look at the table.
    if property == .title || property == .subtitle || property == .enabled || property == .loading {
      return storedValue(of: property, in: button)
    }
    return buttons[stored: button].resolved.listedValue(of: property, as: ButtonRows.listing[property.ordinal])
  }

  /// The value `button` holds for a patchable `property`, one field read where it lies: a method of the
  /// resolved button would be handed a copy of it (its strings and configuration box retained).
  @inline(__always)
  func storedValue(of property: Property, in button: Int) -> Value {
    // The common patches read in place; every other property through the table's subscript.
    if property == .title { return .string(buttons[stored: button].resolved.title) }
    if property == .subtitle { return .string(buttons[stored: button].resolved.subtitle) }
    if property == .enabled { return .bool(buttons[stored: button].resolved.enabled) }
    if property == .loading { return .bool(buttons[stored: button].resolved.loading) }
    return buttons[stored: button].resolved[property] ?? .none
  }

  /// The speech's transition of a button changed by field patches only, its parts before kept by its records.
  func appendFieldSpeechChange(of button: Int, _ span: FieldSpan, to changes: inout TransitionLog) {
    guard fieldSpeechChanged(of: button, span) else { return }
    changes.append(field: FieldTransition(button: button, span, property: nil))
  }

  /// Whether the speech changed, when the button's only patch stored its subtitle and it is labelled by a title
  /// and the subtitle: nil for any other patch, or when the lengths cannot tell.
  ///
  /// A subtitle changes the label alone, and the speech reads the label and then what its value, traits and last
  /// character give. Two labels differ in speech unless one is the other with a period the speech adds anyway:
  /// labels whose lengths differ by other than one byte never read alike. This decides a subtitle that follows a
  /// variable from the two subtitles, without the labels (`variable_change_per_s` in `dial-bench events`).
  func subtitleChangesSpeech(of button: Int, only record: Int) -> Bool? {
    guard journal.undo.fields[record].property == .subtitle, case .string(let old) = journal.undo.fields[record].old,
      buttons[stored: button].resolved.accessibilityLabel.isEmpty, !buttons[stored: button].resolved.title.isEmpty,
      journal.undo.fields[record].traits == buttons.traits(button),
      journal.undo.fields[record].value == buttons[stored: button].resolved.value
    else { return nil }
    let (oldCount, newCount) = (old.utf8.count, buttons[stored: button].resolved.subtitle.utf8.count)
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
  func fieldSpeechChanged(of button: Int, _ span: FieldSpan) -> Bool {
    let first = span.first
    let (oldTraits, newTraits) = (journal.undo.fields[first].traits, buttons.traits(button))
    // No labelling text patched and the same value (an `enabled` flip): the traits decide, and "Dimmed." joining
    // or leaving the words always reads differently; no label is made.
    if !patchesLabel(of: button, span) && journal.undo.fields[first].value == buttons[stored: button].resolved.value
      && oldTraits.symmetricDifference(newTraits) == .notEnabled
    {
      return true
    }
    let label = buttons[stored: button].resolved.labelText
    let labelBefore = FieldUndo.label(
      before: journal.undo.fields, of: button, first: first, last: span.last,
      now: (
        buttons[stored: button].resolved.accessibilityLabel, buttons[stored: button].resolved.title,
        buttons[stored: button].resolved.subtitle
      ))
    let sameValue = journal.undo.fields[first].value == buttons[stored: button].resolved.value
    let sameLabel = labelBefore == label
    if sameValue && sameLabel {
      // The same parts (a hint is never patched): the traits decide.
      let hint =
        label.isEmpty && buttons[stored: button].resolved.value.isEmpty
        ? buttons[stored: button].resolved.accessibilityHint : ""
      return !Speech.speaksAlike(
        label: label, value: buttons[stored: button].resolved.value, hint: hint, oldTraits, newTraits)
    }
    // A label that changed by more than a period, with the same traits and value, reads differently.
    if oldTraits == newTraits && sameValue && !sameLabel {
      let (oldCount, newCount) = (labelBefore.count, label.count)
      if oldCount > 0 && newCount > 0 && abs(oldCount - newCount) != 1 { return true }
    }
    let before = SpeechParts(
      label: labelBefore, value: journal.undo.fields[first].value,
      hint: buttons[stored: button].resolved.accessibilityHint)
    return !before.speaksAlike(oldTraits, buttons[stored: button].resolved.speechParts, newTraits)
  }
}

extension Session {
  /// Whether any of `button`'s records in `span` patched a text its label follows.
  func patchesLabel(of button: Int, _ span: FieldSpan) -> Bool {
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
