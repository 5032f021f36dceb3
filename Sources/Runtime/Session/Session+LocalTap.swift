import DialParser

// MARK: - Taps whose effect stays inside their button

extension Session {
  /// Taps a button whose tap is local (``Program/tapIsLocal``) without a
  /// journal: flips `selected`, updates traits and speech in place, and lists
  /// the same transitions the general path would. Returns nil, changing
  /// nothing, when the tap needs the general path: a button that is not
  /// local, is disabled or pressed (the tap is ignored with a note), or a
  /// session listing layout.
  ///
  /// Such a tap cannot fail, so there is nothing to roll back and no undo log
  /// to keep: this is what makes a toggle tap cost about what hand-written
  /// code pays (see `dial-bench events`).
  mutating func tapLocally(_ index: Int) -> [Transition]? {
    guard specializesTaps, !listsLayout, program.tapIsLocal.indices.contains(index), program.tapIsLocal[index],
      buttons[index].resolved.enabled, !buttons[index].highlighted
    else { return nil }
    return buttons.modify(index) { state in
      let name = state.name
      let (selected, old) = (state.selected, state.resolved.speech)
      state.selected.toggle()
      Self.setSelectedTrait(&state.resolved, selected: state.selected)
      let new = state.resolved.speech
      var transitions: [Transition] = []
      transitions.reserveCapacity(2)
      transitions.append(Transition(subject: name, member: "selected", old: .bool(selected), new: .bool(!selected)))
      if new != old {
        transitions.append(Transition(subject: name, member: "speech", old: .string(old), new: .string(new)))
      }
      return transitions
    }
  }
}
