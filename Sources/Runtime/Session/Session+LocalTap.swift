import DialParser

// MARK: - Taps whose effect stays inside their button

extension Session {
  /// Whether a tap on button `index` can take the local path now: a local button (``Program/tapIsLocal``),
  /// enabled and not pressed, in a session that does not list layout. What ``tapLocally(_:)`` and
  /// exploration's ``flipLocally(_:)`` require.
  func tapsLocally(_ index: Int) -> Bool {
    specializesTaps && !listsLayout && buttons.indices.contains(index) && buttons[index].tapIsLocal
      && buttons[index].resolved.enabled && !buttons[index].highlighted
  }

  /// Taps a button whose tap is local (``Program/tapIsLocal``) without a
  /// journal: flips `selected` and the `.selected` trait in place, and keeps
  /// what changed as a ``LocalTap``, from which ``lastTransitions`` lists the
  /// transitions the general path would. Returns false, changing nothing, when the tap needs
  /// the general path: a button that is not local, is disabled or pressed
  /// (the tap is ignored with a note), or a session listing layout.
  ///
  /// Such a tap cannot fail, so there is nothing to roll back and no undo log
  /// to keep. What it skips beyond that is text and references: it records the
  /// flip and the traits before and after, so no path or speech string is
  /// built, and no string retained, unless someone reads the transitions
  /// (`toggle_taps_per_s` in `dial-bench events`; `RuntimeLocalTapTests`
  /// holds it to the general path).
  mutating func tapLocally(_ index: Int) -> Bool {
    guard specializesTaps && !listsLayout && buttons.indices.contains(index) else { return false }
    // The button is read and written in one access, which checks that it taps locally: a tap is a few dozen
    // instructions around one line of memory, so that taps on buttons all over a large program overlap their
    // waits for memory (`per_event_100k_over_1k` in `dial-bench events`). A tap that does not tap locally
    // (rare: a disabled or pressed button) changes nothing, though it may copy a shared chunk first.
    guard let tap = buttons.modify(index, { Self.flipLocally(&$0, button: index) }) else { return false }
    if !log.isEmpty { log.removeAll() }
    localTap = tap
    return true
  }

  /// Flips a button that taps locally (``tapsLocally(_:)``), returning what changed; nil, changing nothing,
  /// for any other button.
  @inline(__always)
  static func flipLocally(_ state: inout ButtonState, button: Int) -> LocalTap? {
    guard state.tapIsLocal && state.resolved.enabled && !state.highlighted else { return nil }
    let (selected, old) = (state.selected, state.resolved.traits)
    state.selected = !selected
    Self.setSelectedTrait(&state.resolved, selected: !selected)
    // Flipping `selected` changes the speech of an element with a label or a value ("Selected: " comes
    // first); without either, the hint decides (see ``Speech/speaksAlike(label:value:hint:_:_:)``).
    let alike =
      !state.resolved.hasLabel && state.resolved.value.isEmpty
      && Speech.speaksAlike(
        label: LabelText(""), value: "", hint: state.resolved.accessibilityHint, old, state.resolved.traits)
    return LocalTap(button: button, selected: selected, old: old, new: state.resolved.traits, speechChanged: !alike)
  }

  /// The parts of a button's speech as they are now: a local tap leaves them as they were.
  func speechParts(ofButton index: Int) -> SpeechParts {
    // Field by field, in place: a copy of the resolved button would retain its whole configuration.
    SpeechParts(
      label: buttons[index].resolved.labelText, value: buttons[index].resolved.value,
      hint: buttons[index].resolved.accessibilityHint)
  }
}
