import Testing

@_spi(Tools) @testable import DialRuntime

/// A session's button states and their tap bits: a local tap writes the bits alone, so a local button's stored
/// `selected` and traits may lag behind them, and every way of reading a state sees it up to date.
struct ButtonStatesTests {
  /// A toggle whose taps are local: titled, enabled, not selected.
  static func localToggle(_ name: String) -> ButtonState {
    var state = ButtonState(name: name, tapIsLocal: true)
    state.resolved.title = name.uppercased()
    state.resolved.hasLabel = true
    return state
  }

  /// Two local toggles and a button whose taps are not local.
  static func states() -> ButtonStates {
    ButtonStates([localToggle("a"), localToggle("b"), ButtonState(name: "push")])
  }

  @Test func aFlipWritesTheBitsAndEveryReadSeesIt() throws {
    var buttons = Self.states()
    let flip = buttons.flipLocally(0)
    let tap = try #require(flip)
    #expect(!tap.selected && tap.old == .button && tap.new == [.button, .selected] && tap.speechChanged)
    // As stored, the state lags behind; read any other way, it does not.
    #expect(!buttons[stored: 0].selected && buttons[stored: 0].resolved.traits == .button)
    #expect(buttons[0].selected && buttons[0].resolved.traits == [.button, .selected])
    #expect(buttons.selected(0) && buttons.traits(0) == [.button, .selected])
    #expect(buttons.read(0) { $0.selected && $0.resolved.traits.contains(.selected) })
    #expect(buttons.matches(buttons[0], at: 0) && !buttons.matches(buttons[stored: 0], at: 0))
    #expect(buttons.tapBitsFollowStates)
  }

  @Test func aWriteBringsTheStoredStateUpToDateFirst() {
    var buttons = Self.states()
    _ = buttons.flipLocally(1)
    buttons.modify(1) { $0.highlighted = true }
    #expect(buttons[stored: 1].selected && buttons[stored: 1].resolved.traits == [.button, .selected])
    // Pressed, it no longer taps locally, and its bits say so.
    let flipped = buttons.flipLocally(1) != nil
    #expect(!buttons.tapsLocally(1) && !flipped && buttons.tapBitsFollowStates)
  }

  @Test func aWriteThatThrowsStillRefreshesTheBits() {
    struct Failure: Error {}
    var buttons = Self.states()
    #expect(throws: Failure.self) {
      try buttons.modify(0) { state in
        state.resolved.enabled = false
        throw Failure()
      }
    }
    #expect(!buttons.tapsLocally(0) && buttons.tapBitsFollowStates)
  }

  @Test func equalityComparesStatesUpToDate() {
    let original = Self.states()
    var flipped = original
    _ = flipped.flipLocally(0)
    #expect(flipped != original)
    // The same flip by a write of the state, as the general path makes it: equal, though one lags.
    var written = original
    written.modify(0) { state in
      state.selected = true
      state.resolved.traits.insert(.selected)
    }
    #expect(written == flipped)
    _ = flipped.flipLocally(0)
    #expect(flipped == original)
  }

  /// A stored state lags behind its bits when its `selected` or its traits differ from theirs: either alone too,
  /// as a statement may leave them until its bindings settle.
  @Test func aStateLagsWhenSelectedOrTheTraitsDiffer() {
    let state = Self.localToggle("a")
    let bits = TapBits(state)
    var traits = state
    traits.resolved.traits.insert(.selected)
    var selected = state
    selected.selected = true
    #expect(!bits.lagsBehind(state) && bits.lagsBehind(traits) && bits.lagsBehind(selected))
    #expect(bits.broughtUpToDate(traits) == state && bits.broughtUpToDate(selected) == state)
  }

  @Test func aButtonWhoseTapsAreNotLocalHasBitsThatSayNothing() {
    var buttons = Self.states()
    let flipped = buttons.flipLocally(2) != nil
    #expect(buttons.tapBits(2) == TapBits() && !flipped)
    buttons.modify(2) { $0.selected = true }
    #expect(buttons.tapBits(2) == TapBits() && buttons.selected(2) && buttons[2].selected)
    // Outside the buttons, too: the general path then checks the index.
    #expect(buttons.tapBits(-1) == TapBits() && buttons.tapBits(3) == TapBits() && !buttons.tapsLocally(3))
  }
}
