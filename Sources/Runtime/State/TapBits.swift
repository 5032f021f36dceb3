/// What a tap on a toggle reads of its button's state (see ``ButtonStates``): whether it taps locally,
/// `selected`, the traits, and whether flipping `selected` changes what VoiceOver reads. For a button whose taps
/// are local, the bits are the truth of `selected` and the traits, which its state's copies may lag behind.
struct TapBits: Equatable, Sendable {
  private var flags: UInt8
  /// The button's traits.
  private(set) var traits: TraitSet

  private static let tapsLocallyFlag: UInt8 = 1
  private static let selectedFlag: UInt8 = 2
  private static let speechFlag: UInt8 = 4
  private static let holdsSelectionFlag: UInt8 = 8

  /// The bits of a button whose taps are never local: they say nothing.
  init() {
    (flags, traits) = (0, [])
  }

  /// The bits of a state; those of a button whose taps are never local (``Program/tapIsLocal``) say only that,
  /// whatever else its state holds, so that a write to such a state leaves them alone.
  init(_ state: ButtonState) {
    guard state.tapIsLocal else {
      (flags, traits) = (0, [])
      return
    }
    let local = state.resolved.enabled && !state.highlighted
    traits = state.resolved.traits
    flags = Self.holdsSelectionFlag | (local ? Self.tapsLocallyFlag : 0) | (state.selected ? Self.selectedFlag : 0)
    if local && Self.flipChangesSpeech(state) { flags |= Self.speechFlag }
  }

  /// A local button, enabled and not pressed (``Program/tapIsLocal``).
  var tapsLocally: Bool { flags & Self.tapsLocallyFlag != 0 }
  var selected: Bool { flags & Self.selectedFlag != 0 }
  /// Whether these bits are the truth of `selected` and the traits: a button whose taps are local.
  var holdsSelection: Bool { flags & Self.holdsSelectionFlag != 0 }
  /// Whether flipping `selected` changes the button's speech; known for a button that taps locally only.
  var flipChangesSpeech: Bool { flags & Self.speechFlag != 0 }

  /// Whether `state`, this button's, lags behind a local tap: its `selected` or its traits are not the bits'.
  /// Both, though a tap flips them together: a statement may set one before its bindings settle the other, and
  /// the traits lie on the line the state's `selected` does, so checking them costs nothing more.
  @inline(__always)
  func lagsBehind(_ state: ButtonState) -> Bool {
    holdsSelection && (state.selected != selected || state.resolved.traits != traits)
  }

  /// Sets `state`'s `selected` and traits to the bits', and the colors shown to what its selection gives
  /// (``StateColors``): the one thing of the configuration that a tap changes, computed here rather than at the
  /// tap, which touches the bits alone.
  func bringUpToDate(_ state: inout ButtonState) {
    let flipped = state.selected != selected
    state.selected = selected
    state.resolved.traits = traits
    if flipped { state.showStateColors() }
  }

  /// A copy of `state` with `selected` and the traits of the bits.
  func broughtUpToDate(_ state: ButtonState) -> ButtonState {
    var state = state
    bringUpToDate(&state)
    return state
  }

  /// The bits after a tap: `selected` flipped, and the `.selected` trait with it.
  var flipped: TapBits {
    var bits = self
    bits.flags ^= Self.selectedFlag
    if bits.selected { bits.traits.insert(.selected) } else { bits.traits.remove(.selected) }
    return bits
  }

  /// Flipping `selected` changes the speech of an element with a label or a value ("Selected: " comes first);
  /// without either, the hint decides (see ``Speech/speaksAlike(label:value:hint:_:_:)``).
  private static func flipChangesSpeech(_ state: ButtonState) -> Bool {
    guard !state.resolved.hasLabel && state.resolved.value.isEmpty else { return true }
    let old = state.resolved.traits
    let new = state.selected ? old.subtracting(.selected) : old.union(.selected)
    return !Speech.speaksAlike(label: LabelText(""), value: "", hint: state.resolved.accessibilityHint, old, new)
  }
}
