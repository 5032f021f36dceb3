/// Every button's state, with a dense copy of the few bits a tap on a toggle reads.
///
/// A button's state is one 64-byte line (``ButtonState``), so a program of 100 000 buttons keeps 6.4 MB of
/// them: more than a processor core's own caches, and more pages than its address translation keeps at hand.
/// A tap on a toggle reads whether it may tap locally, `selected` and the traits, and writes the last two back.
/// Kept here in 2 bytes per button (200 KB for 100 000 buttons), what the tap reads stays in the core's cache,
/// and its writes to the state need no read of the state's line first: the processor goes on to the next
/// event while the line comes, instead of waiting for it (`per_event_100k_over_1k` in `dial-bench events`).
///
/// Every write to a state goes through ``modify(_:_:)`` or the subscript's setter, which refresh that
/// button's copy: the copy follows the states, and equality compares the states alone.
struct ButtonStates: Sendable, Equatable {
  /// The states, by button index, each tagged with its ``TapBits``.
  private(set) var states: ChunkedArray<ButtonState>

  init(_ states: [ButtonState]) {
    self.states = ChunkedArray(states) { TapBits($0).rawValue }
  }

  var indices: Range<Int> { states.indices }
  var count: Int { states.count }

  subscript(index: Int) -> ButtonState {
    // An address, as the chunked array lends it: reading one field copies nothing else.
    unsafeAddress { states.address(of: index) }
    set { modify(index) { $0 = newValue } }
  }

  /// Changes one state in place, then refreshes its tap bits, whether `body` completes or throws. Inlined, as
  /// the chunked array's own: `body` is then inlined into its caller (a field patch's, per reader of a change).
  @inline(__always)
  mutating func modify<Result>(_ index: Int, _ body: (inout ButtonState) throws -> Result) rethrows -> Result {
    try states.modify(index, tagging: { TapBits($0).rawValue }, body)
  }

  /// A button's tap bits.
  @inline(__always)
  func tapBits(_ index: Int) -> TapBits {
    TapBits(rawValue: states.tag(at: index))
  }

  /// Whether a tap on button `index` may take the local path, as far as its state tells
  /// (``Session/tapsLocally(_:)``).
  func tapsLocally(_ index: Int) -> Bool {
    tapBits(index).tapsLocally
  }

  /// Flips `selected` and the `.selected` trait of a button that taps locally, returning what changed; nil,
  /// changing nothing, for any other. Reads the button's tap bits alone, and writes its state without reading it.
  @inline(__always)
  mutating func flipLocally(_ index: Int) -> LocalTap? {
    let bits = tapBits(index)
    guard bits.tapsLocally else { return nil }
    let flipped = bits.flipped
    states.modifyTagged(index) { state, tag in
      state.selected = flipped.selected
      state.resolved.traits = flipped.traits
      tag = flipped.rawValue
    }
    return LocalTap(
      button: index, selected: bits.selected, old: bits.traits, new: flipped.traits,
      speechChanged: bits.flipChangesSpeech)
  }

  /// Whether every button's tap bits are those of its state: what ``modify(_:_:)`` keeps true (tests check it).
  var tapBitsFollowStates: Bool {
    indices.allSatisfy { tapBits($0) == TapBits(states[$0]) }
  }
}

/// What a tap on a toggle reads of its button's state (see ``ButtonStates``): whether it taps locally,
/// `selected`, the traits, and whether flipping `selected` changes what VoiceOver reads.
struct TapBits: Equatable, Sendable {
  private var flags: UInt8
  /// The button's traits.
  private(set) var traits: TraitSet

  private static let tapsLocallyFlag: UInt8 = 1
  private static let selectedFlag: UInt8 = 2
  private static let speechFlag: UInt8 = 4

  /// The two bytes a chunked array keeps as the state's tag: the flags, then the traits.
  var rawValue: UInt16 { UInt16(flags) | UInt16(traits.rawValue) << 8 }

  init(rawValue: UInt16) {
    flags = UInt8(truncatingIfNeeded: rawValue)
    traits = TraitSet(rawValue: UInt8(truncatingIfNeeded: rawValue >> 8))
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
    flags = (local ? Self.tapsLocallyFlag : 0) | (state.selected ? Self.selectedFlag : 0)
    if local && Self.flipChangesSpeech(state) { flags |= Self.speechFlag }
  }

  /// A local button, enabled and not pressed (``Program/tapIsLocal``).
  var tapsLocally: Bool { flags & Self.tapsLocallyFlag != 0 }
  var selected: Bool { flags & Self.selectedFlag != 0 }
  /// Whether flipping `selected` changes the button's speech; known for a button that taps locally only.
  var flipChangesSpeech: Bool { flags & Self.speechFlag != 0 }

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
