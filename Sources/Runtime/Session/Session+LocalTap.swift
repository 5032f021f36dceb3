import DialChecker
import DialParser

// MARK: - Taps whose effect stays inside their button

extension Session {
  /// Whether a tap on button `index` can take the local path now: a local button (``Program/tapIsLocal``),
  /// enabled and not pressed, in a session that does not list layout. What ``tapLocally(_:)`` and
  /// exploration's ``flipLocally(_:)`` require.
  func tapsLocally(_ index: Int) -> Bool {
    options.specializesTaps && !options.listsLayout && state.buttons.indices.contains(index)
      && state.buttons.tapsLocally(index)
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
  @inline(__always)
  mutating func tapLocally(_ index: Int) -> Bool {
    // The button's tap bits decide, and only they are written: the state is not touched (see ``ButtonStates``),
    // so a tap in a program of 100 000 buttons costs what it does in one of 1 000 (`per_event_100k_over_1k` in
    // `dial-bench events`). Inlined into `perform`, with what it calls: every call saves registers.
    guard options.specializesTaps && !options.listsLayout && state.buttons.indices.contains(index),
      let tap = state.buttons.flipLocally(index)
    else { return false }
    if !history.log.isEmpty { history.log.removeAll() }
    state.hostEvents.clearDelivered()
    history.localTap = tap
    return true
  }
}
