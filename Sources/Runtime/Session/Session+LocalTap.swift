import DialParser

// MARK: - Taps whose effect stays inside their button

extension Session {
  /// Taps a button whose tap is local (``Program/tapIsLocal``) without a
  /// journal: flips `selected` and the `.selected` trait in place, and records
  /// the transitions the general path would list in the session's log
  /// (``lastTransitions``). Returns false, changing nothing, when the tap needs
  /// the general path: a button that is not local, is disabled or pressed
  /// (the tap is ignored with a note), or a session listing layout.
  ///
  /// Such a tap cannot fail, so there is nothing to roll back and no undo log
  /// to keep. What it skips beyond that is text: it records the flip as two
  /// Bools and the speech as its parts and the traits before and after, so no
  /// path or speech string is built unless someone reads the transitions
  /// (`toggle_taps_per_s` in `dial-bench events`; `RuntimeLocalTapTests`
  /// holds it to the general path).
  mutating func tapLocally(_ index: Int) -> Bool {
    guard specializesTaps, !listsLayout, program.tapIsLocal.indices.contains(index), program.tapIsLocal[index],
      buttons[index].resolved.enabled, !buttons[index].highlighted
    else { return false }
    log.removeAll(keepingCapacity: true)
    let (selected, parts, old, new) = buttons.modify(index) { state in
      let (selected, old) = (state.selected, state.resolved.traits)
      state.selected.toggle()
      Self.setSelectedTrait(&state.resolved, selected: state.selected)
      let resolved = state.resolved
      let parts = SpeechParts(label: resolved.label, value: resolved.value, hint: resolved.accessibilityHint)
      return (selected, parts, old, resolved.traits)
    }
    log.append(.member(.button(index), member: "selected", old: .bool(selected), new: .bool(!selected)))
    if !parts.speaksAlike(old, new) { log.append(.speech(.button(index), parts, old: old, new: new)) }
    return true
  }
}
