import DialChecker
import DialParser

/// Field patches: one property stored in place, its undo record field by field.
///
/// A patch plan of one binding of a property its row stores in place (``PatchClass/inPlace(_:)``: a text or
/// state property) stores the new value in the button as it lies, re-derives what the property feeds (the
/// label, value, traits and state colors), and keeps a ``FieldUndo`` of what it overwrote instead of a copy
/// of the whole button. Nothing is copied, and the configuration box, which a whole copy would share, is
/// written in place: `variable_change_per_s` in `dial-bench events`. Transitions and rollback read the records
/// (``FieldTransitions``, ``UndoLog/restore(_:)``); `RuntimePatchTests` holds the result to a whole resolution.
enum FieldPatcher {
  /// Whether a change of `property` in `button` can be patched field by field: a statement is
  /// recording, the button is not kept whole already, is not pressed (a disabled button loses its
  /// highlight, which a resolution handles) and its radius does not follow its layout (a capsule's).
  static func canPatchFields(_ property: Property, in button: Int, _ state: SessionState, _ journal: Journal) -> Bool {
    journal.recordsUndo && FieldUndo.isPatchable(property)
      && !journal.undo.buttons.contains(button) && !state.buttons[stored: button].highlighted
      && !state.buttons[stored: button].resolved.radiusFollowsLayout
  }

  /// Stores `value` in `property` of `button` in place, keeping what it overwrites, and marks its readers.
  static func patchFields(
    _ button: Int, _ property: Property, _ value: Value, in state: inout SessionState, _ journal: inout Journal
  ) {
    let position = journal.undo.fields.count
    journal.undo.fields.append(fieldUndo(button, property, in: state))
    journal.undo.fieldButtons.record(button, at: position)
    let feedsTraitsAlone = ButtonRows.patch[property.ordinal] == .inPlace(.traitsAndColors)
    state.buttons.modify(button) { state in
      _ = state.resolved.store(value, in: property)
      // Only what the property feeds is derived again: `enabled` changes the traits and colors alone.
      if feedsTraitsAlone {
        state.resolved.describeTraits(selected: state.selected)
        state.showStateColors()
      } else {
        state.resolved.describe(selected: state.selected)
      }
    }
    Writer.markDependents(of: .button(button), in: state, &journal)
  }

  /// What a patch of `property` in `button` is about to overwrite, read field by field where it lies: handed
  /// the whole resolved button, the record's initializer was given a copy of it (its strings and box retained).
  static func fieldUndo(_ button: Int, _ property: Property, in state: SessionState) -> FieldUndo {
    FieldUndo(
      button: button, property: property, old: FieldTransitions.storedValue(of: property, in: button, state),
      derived: (state.buttons[stored: button].resolved.value, state.buttons.traits(button)),
      states: (state.buttons[stored: button].resolved.enabled, state.buttons[stored: button].resolved.loading),
      // Read up to date: a local tap that flipped `selected` may have changed the colors shown.
      colors: state.buttons.read(button) { ($0.resolved.background, $0.resolved.foreground) })
  }

  /// A button as it was before its field patches: `patched` with every record of the button undone, last first.
  static func unpatched(_ button: Int, _ patched: ButtonState, in journal: Journal) -> ButtonState {
    guard let span = journal.undo.fieldButtons[button] else { return patched }
    var original = patched
    for position in stride(from: span.last, through: span.first, by: -1)
    where journal.undo.fields[position].button == button {
      journal.undo.fields[position].revert(&original.resolved)
    }
    return original
  }

}
