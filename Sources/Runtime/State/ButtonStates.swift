/// Every button's state, with a dense copy of the few bits a tap on a toggle reads and writes.
///
/// A button's state is one 64-byte line (``ButtonState``), so a program of 100 000 buttons keeps 6.4 MB of
/// them: more than a processor core's own caches. A tap on a toggle reads whether it may tap locally,
/// `selected` and the traits, and changes the last two. Kept here in 2 bytes per button (200 KB for 100 000
/// buttons) as the button's ``TapBits``, all of that stays in the core's cache: a local tap writes the bits
/// alone, and the state's line is not touched (`per_event_100k_over_1k` in `dial-bench events`).
///
/// So for a button whose taps are local, the bits are the truth of `selected` and the traits, and its state's
/// own copies of them may lag behind, until the next write to the state brings them up to date. Nobody sees
/// them lag: the subscript reads a state whose copies are current, and ``modify(_:_:)`` brings them up to date
/// before it changes anything. Only ``subscript(stored:)`` lends the state as stored, for fields a tap never
/// changes, without looking at the bits.
struct ButtonStates: Sendable, Equatable {
  /// The states, by button index.
  private var states: ChunkedArray<ButtonState>
  /// Each state's ``TapBits``, by button index: in chunks of their own, 8 192 to a chunk where the states have
  /// 256, so that a tap at any of 100 000 buttons finds its chunk in the processor's cache (see
  /// ``ChunkedArray/chunkShift``), and a copy of a session that a tap then writes copies at most 16 KB of bits only.
  private var bits: ChunkedArray<TapBits>

  init(_ states: [ButtonState]) {
    self.states = ChunkedArray(states)
    bits = ChunkedArray(states.map(TapBits.init))
  }

  var indices: Range<Int> { states.indices }
  var count: Int { states.count }

  /// The state of button `index`, up to date: a copy, which retains the strings it holds. Where that costs,
  /// read a field that a tap never changes from ``subscript(stored:)``, and `selected` from ``selected(_:)``.
  subscript(index: Int) -> ButtonState {
    get {
      let (bits, state) = (tapBits(index), states.address(of: index))
      return bits.lagsBehind(state.pointee) ? bits.broughtUpToDate(state.pointee) : state.pointee
    }
    set { modify(index) { $0 = newValue } }
  }

  /// The state of button `index` as stored, lent in place: reading one field copies nothing else. Its
  /// `selected` and traits may lag behind a local tap's (see the type's comment), so it is for the fields a tap
  /// never changes: the name, the configuration, the other states.
  subscript(stored index: Int) -> ButtonState {
    unsafeAddress { states.address(of: index) }
  }

  /// Changes one state in place, once its `selected` and traits are up to date, then refreshes its tap bits,
  /// whether `body` completes or throws. Inlined, as the chunked array's own: `body` is then inlined into its
  /// caller (a field patch's, per reader of a change).
  @inline(__always)
  mutating func modify<Result>(_ index: Int, _ body: (inout ButtonState) throws -> Result) rethrows -> Result {
    let old = tapBits(index)
    defer {
      // Written only when they change, which most writes leave alone: a copy of the session then shares them.
      let new = TapBits(states[index])
      if new != old { bits[index] = new }
    }
    return try states.modify(index) { state in
      if old.lagsBehind(state) { old.bringUpToDate(&state) }
      return try body(&state)
    }
  }

  /// Calls `body` with the state of button `index`, up to date, lent where it lies: no copy, unless it lags
  /// behind its tap bits.
  @inline(__always)
  func read<Result>(_ index: Int, _ body: (ButtonState) throws -> Result) rethrows -> Result {
    let (bits, stored) = (tapBits(index), states.address(of: index))
    return try bits.lagsBehind(stored.pointee) ? body(bits.broughtUpToDate(stored.pointee)) : body(stored.pointee)
  }

  /// Whether button `index` is in `state`, compared where it lies: no copy, unless it lags behind its tap bits.
  func matches(_ state: ButtonState, at index: Int) -> Bool {
    read(index) { $0 == state }
  }

  /// Whether button `index` is selected, read from its tap bits when they hold it (no state is copied).
  @inline(__always)
  func selected(_ index: Int) -> Bool {
    let bits = tapBits(index)
    return bits.holdsSelection ? bits.selected : states[index].selected
  }

  /// The traits of button `index`, read from its tap bits when they hold them (no state is copied).
  @inline(__always)
  func traits(_ index: Int) -> TraitSet {
    let bits = tapBits(index)
    return bits.holdsSelection ? bits.traits : states[index].resolved.traits
  }

  /// A button's tap bits.
  @inline(__always)
  func tapBits(_ index: Int) -> TapBits {
    bits.indices.contains(index) ? bits[index] : TapBits()
  }

  /// Whether a tap on button `index` may take the local path, as far as its state tells
  /// (``Session/tapsLocally(_:)``).
  func tapsLocally(_ index: Int) -> Bool {
    tapBits(index).tapsLocally
  }

  /// Flips `selected` and the `.selected` trait of a button that taps locally, returning what changed; nil,
  /// changing nothing, for any other. Reads and writes the button's tap bits alone.
  @inline(__always)
  mutating func flipLocally(_ index: Int) -> LocalTap? {
    let old = tapBits(index)
    guard old.tapsLocally else { return nil }
    let flipped = old.flipped
    bits[index] = flipped
    return LocalTap(
      button: index, selected: old.selected, old: old.traits, new: flipped.traits,
      speechChanged: old.flipChangesSpeech)
  }

  /// Whether every button's tap bits are those of its state: what ``modify(_:_:)`` keeps true (tests check it).
  var tapBitsFollowStates: Bool {
    indices.allSatisfy { tapBits($0) == TapBits(self[$0]) }
  }

  /// Whether two sessions' buttons are in the same states, as their subscripts read them: a state that lags
  /// behind its tap bits equals the same state up to date.
  static func == (lhs: ButtonStates, rhs: ButtonStates) -> Bool {
    lhs.count == rhs.count
      && lhs.indices.allSatisfy { index in
        (lhs.states.sharesChunk(of: index, with: rhs.states) && lhs.bits.sharesChunk(of: index, with: rhs.bits))
          || lhs.read(index) { rhs.matches($0, at: index) }
      }
  }
}
