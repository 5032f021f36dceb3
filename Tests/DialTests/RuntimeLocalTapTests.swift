import Dial
import Testing

@_spi(Tools) @testable import DialRuntime

/// A tap on a toggle that nothing else depends on skips the journal (`Session.tapLocally`): it flips `selected`,
/// updates traits and speech in place and lists the transitions itself. These tests hold it to the general path:
/// for each program, a session that takes the shortcut and one that does not (`specializesTaps = false`) list the
/// same transitions and notes, tap after tap, and end in equal states.
struct RuntimeLocalTapTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    /// Statements run in both sessions before the taps (`press t`).
    var setup = ""
    /// What `Program.tapIsLocal` says of button `t`.
    var tapIsLocal: Bool
    /// Whether a tap then takes the local path (a local button that is enabled, not pressed, no layout listed).
    var takesLocalPath: Bool
    var listsLayout = false
    /// Whether taps on `t` are ignored (disabled, or already pressed), so that they list nothing.
    var ignored = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "a plain toggle", source: #"button t { title: "Bold"; behavior: .toggle }"#, tapIsLocal: true,
      takesLocalPath: true),
    .init(
      name: "a toggle selected at first", source: #"button t { title: "Bold"; behavior: .toggle; selected: true }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle with a subtitle",
      source: #"button t { title: "Bold"; subtitle: "Body text"; behavior: .toggle }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle with an accessibility label and value",
      source: #"button t { title: "B"; accessibilityLabel: "Bold"; accessibilityValue: "Off"; behavior: .toggle }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle spoken by its hint (rule 5)",
      source: #"button t { image: "bold"; accessibilityHint: "Makes the text bold"; behavior: .toggle }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle whose title ends in a period", source: #"button t { title: "Wait."; behavior: .toggle }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle with a non-ASCII title", source: #"button t { title: "Café ☕️"; behavior: .toggle }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle whose title needs escapes", source: #"button t { title: "Say \"hi\"\\now"; behavior: .toggle }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle whose hint reads Selected.",
      source: #"button t { image: "x"; accessibilityHint: "Selected."; behavior: .toggle }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a loading toggle", source: #"button t { title: "Sync"; loading: true; behavior: .toggle }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle whose selected is bound to a variable",
      source: "var isBold = true\n" + #"button t { title: "Bold"; behavior: .toggle; selected: isBold }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle that reads its own highlight",
      source: #"button t { title: "Bold"; behavior: .toggle; when highlighted { subtitle: "down" } }"#,
      tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle read only by another button's handler",
      source: """
        var seen = false
        button t { title: "Bold"; behavior: .toggle }
        button u { title: "Read"; on tap { seen = t.selected } }
        """, tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a toggle under the VoiceOver cursor", source: #"button t { title: "Bold"; behavior: .toggle }"#,
      setup: "focus t", tapIsLocal: true, takesLocalPath: true),
    .init(
      name: "a disabled toggle (ignored, with a note)",
      source: #"button t { title: "Bold"; behavior: .toggle; enabled: false }"#, tapIsLocal: true,
      takesLocalPath: false, ignored: true),
    .init(
      name: "a pressed toggle (ignored, with a note)", source: #"button t { title: "Bold"; behavior: .toggle }"#,
      setup: "press t", tapIsLocal: true, takesLocalPath: false, ignored: true),
    .init(
      name: "a session listing layout", source: #"button t { title: "Bold"; behavior: .toggle }"#, tapIsLocal: true,
      takesLocalPath: false, listsLayout: true),
    .init(
      name: "a toggle with a when selected block",
      source: #"button t { title: "Off"; behavior: .toggle; when selected { title: "On" } }"#, tapIsLocal: false,
      takesLocalPath: false),
    .init(
      name: "a toggle whose style reads selected",
      source: """
        style onOff { when selected { subtitle: "on" } }
        button t: onOff { title: "Bold"; behavior: .toggle }
        """, tapIsLocal: false, takesLocalPath: false),
    .init(
      name: "a toggle that reads itself by name",
      source: #"button t { title: t.selected ? "On" : "Off"; behavior: .toggle }"#, tapIsLocal: false,
      takesLocalPath: false),
    .init(
      name: "a toggle with a tap handler",
      source: "var n = 0\n" + #"button t { title: "Bold"; behavior: .toggle; on tap { n += 1 } }"#,
      tapIsLocal: false, takesLocalPath: false),
    .init(
      name: "a toggle read by another button's binding",
      source: """
        button t { title: "Bold"; behavior: .toggle }
        button s { title: "State"; subtitle: t.selected ? "on" : "off" }
        """, tapIsLocal: false, takesLocalPath: false),
    .init(
      name: "a toggle read by a menu item",
      source: """
        button t { title: "Bold"; behavior: .toggle }
        menu m { action "Bold" { selected: t.selected } }
        """, tapIsLocal: false, takesLocalPath: false),
    .init(
      name: "a toggle placed in a header",
      source: #"header nav { leading: button t { title: "Bold"; behavior: .toggle }; title: "Edit" }"#,
      tapIsLocal: false, takesLocalPath: false),
    .init(
      name: "a push button", source: "var n = 0\n" + #"button t { title: "Go"; on tap { n += 1 } }"#,
      tapIsLocal: false, takesLocalPath: false),
  ]

  /// Two sessions of a case's program, one taking local taps and one not, after the case's setup.
  static func sessions(_ example: Case) throws -> (local: Session, general: Session) {
    var local = try Session(dial: example.source)
    local.listsLayout = example.listsLayout
    var general = local
    general.options.specializesTaps = false
    if !example.setup.isEmpty {
      _ = try local.run(source: example.setup)
      _ = try general.run(source: example.setup)
    }
    return (local, general)
  }

  /// The index of the button `name`.
  static func index(of name: String, in session: Session) -> Int? {
    guard case .button(let index)? = HostEvents.symbol(named: name, in: session.state) else { return nil }
    return index
  }

  /// A transition as printed and as split, so that both the text and the split are compared.
  static func parts(_ transitions: [Transition]) -> [String] {
    transitions.map { "\($0.description) [\($0.subject)|\($0.member)]" }
  }

  @Test(arguments: cases)
  func theProgramSaysWhetherTheTapIsLocal(_ example: Case) throws {
    let session = try Session(dial: example.source)
    let index = try #require(Self.index(of: "t", in: session))
    #expect(session.program.tapIsLocal[index] == example.tapIsLocal)
    #expect(session.program.tapIsLocal.count == session.program.checked.buttons.count)
  }

  @Test(arguments: cases)
  func aTapTakesTheLocalPathOnlyWhenItMay(_ example: Case) throws {
    var (local, general) = try Self.sessions(example)
    let index = try #require(Self.index(of: "t", in: local))
    let before = local
    let tookShortcut = local.tapLocally(index)
    #expect(tookShortcut == example.takesLocalPath)
    let unchanged = local == before
    #expect(tookShortcut || unchanged, "a tap refused by the local path changed the session")
    // The general session never takes it.
    let generalBefore = general
    let generalTookShortcut = general.tapLocally(index)
    #expect(!generalTookShortcut)
    let generalUnchanged = general == generalBefore
    #expect(generalUnchanged)
  }

  @Test(arguments: cases)
  func sentTapsMatchTheGeneralPath(_ example: Case) throws {
    var (local, general) = try Self.sessions(example)
    let startEqual = local == general
    #expect(startEqual)
    for tap in 1...2 {
      let fast = try local.send(.tap("t"))
      let slow = try general.send(.tap("t"))
      #expect(fast.isEmpty == example.ignored, "tap \(tap)")
      #expect(Self.parts(fast) == Self.parts(slow), "tap \(tap)")
      #expect(fast == slow, "tap \(tap)")
      let equal = local == general  // a Bool, so that a failure does not print both sessions whole
      #expect(equal, "tap \(tap)")
    }
    #expect(try local.literal("t.selected") == general.literal("t.selected"))
    #expect(try local.text("t.speech") == general.text("t.speech"))
    #expect(try local.literal("t.traits") == general.literal("t.traits"))
  }

  /// A tap performed by handle records its transitions without rendering them: counted, then read from
  /// `lastTransitions`, they are those the general path lists, path, values and line alike.
  @Test(arguments: cases)
  func performedTapsMatchTheGeneralPath(_ example: Case) throws {
    var (local, general) = try Self.sessions(example)
    let handle = try #require(local.program.button("t"))
    for tap in 1...2 {
      let count = try local.perform(.tap(handle))
      let slow = try general.send(.tap("t"))
      let fast = Array(local.lastTransitions)
      #expect(count == slow.count && fast.count == count, "tap \(tap)")
      #expect(Self.parts(fast) == Self.parts(slow), "tap \(tap)")
      #expect(fast.map(\.path) == slow.map(\.path), "tap \(tap)")
      #expect(fast.map(\.old) == slow.map(\.old) && fast.map(\.new) == slow.map(\.new), "tap \(tap)")
      let equal = local == general
      #expect(equal, "tap \(tap)")
    }
  }

  @Test(arguments: cases)
  func scriptedTapsMatchTheGeneralPath(_ example: Case) throws {
    var (local, general) = try Self.sessions(example)
    for tap in 1...2 {
      let fast = try local.run(source: "tap t")
      let slow = try general.run(source: "tap t")
      try #require(fast.count == 1 && slow.count == 1)
      #expect(fast[0].error == nil && slow[0].error == nil)
      #expect(fast[0].transitions.isEmpty == example.ignored, "tap \(tap)")
      #expect(fast[0].notes.isEmpty != example.ignored, "tap \(tap)")
      #expect(Self.parts(fast[0].transitions) == Self.parts(slow[0].transitions), "tap \(tap)")
      #expect(fast[0].notes == slow[0].notes, "tap \(tap)")
      #expect(fast[0].output == slow[0].output, "tap \(tap)")
      #expect(fast[0].expectations == slow[0].expectations, "tap \(tap)")
      let equal = local == general  // a Bool, so that a failure does not print both sessions whole
      #expect(equal, "tap \(tap)")
    }
  }

  /// Two taps in one line are two statements: each lists its own flip.
  @Test(arguments: cases)
  func tapsInOneLineMatchTheGeneralPath(_ example: Case) throws {
    var (local, general) = try Self.sessions(example)
    let fast = try local.run(source: "tap t; tap t")
    let slow = try general.run(source: "tap t; tap t")
    #expect(fast.map { Self.parts($0.transitions) } == slow.map { Self.parts($0.transitions) })
    #expect(fast.map(\.notes) == slow.map(\.notes))
    let equal = local == general
    #expect(equal)
  }

  // MARK: - What the local path lists

  @Test func aLocalTapListsTheFlipThenTheSpeech() throws {
    var session = try Session(dial: #"button t { title: "Bold"; behavior: .toggle }"#)
    let transitions = try session.send(.tap("t"))
    #expect(
      transitions.map(\.description) == [
        "t.selected: false -> true", #"t.speech: "Bold. Button." -> "Selected: Bold. Button.""#,
      ])
    #expect(transitions.map(\.subject) == ["t", "t"])
    #expect(transitions.map(\.member) == ["selected", "speech"])
    #expect(transitions.map(\.path) == ["t.selected", "t.speech"])
  }

  /// A local tap keeps its transitions apart from the log of other events: they are listed until the next
  /// event, whichever path that takes, and an event that fails lists none.
  @Test func aLocalTapsTransitionsLastUntilTheNextEvent() throws {
    var session = try Session(dial: "var n = 0\n" + #"button t { title: "Bold"; behavior: .toggle }"#)
    let t = try #require(session.program.button("t"))
    #expect(try session.perform(.tap(t)) == 2)
    #expect(
      session.lastTransitions.map(\.description) == [
        "t.selected: false -> true", #"t.speech: "Bold. Button." -> "Selected: Bold. Button.""#,
      ])
    #expect(try session.perform(.set("n", .int(1))) == 1)
    #expect(session.lastTransitions.map(\.description) == ["n: 0 -> 1"])
    _ = try session.perform(.tap(t))
    #expect(throws: RuntimeError.self) { try session.perform(.tap("nothing")) }
    #expect(session.lastTransitions.isEmpty)
    _ = try session.perform(.tap(t))
    _ = try session.run(source: "n = 2")
    #expect(session.lastTransitions.map(\.description) == ["n: 1 -> 2"])
    _ = try session.run(source: "tap t")
    #expect(session.lastTransitions.map(\.path) == ["t.selected", "t.speech"])
  }

  /// Rule 5: a toggle spoken by its hint says "Selected." instead once selected, and its hint again after.
  @Test func aHintSpokenToggleSwapsItsHintForSelected() throws {
    var session = try Session(dial: #"button t { image: "bold"; accessibilityHint: "Bolds"; behavior: .toggle }"#)
    #expect(try session.text("t.speech") == "Bolds. Button.")
    _ = try session.send(.tap("t"))
    #expect(try session.text("t.speech") == "Selected. Button.")
    _ = try session.send(.tap("t"))
    #expect(try session.text("t.speech") == "Bolds. Button.")
  }

  @Test func ignoredTapsSayWhy() throws {
    var disabled = try Session(dial: #"button t { title: "Bold"; behavior: .toggle; enabled: false }"#)
    #expect(try disabled.notes("tap t") == ["ignored: t is disabled"])
    #expect(try disabled.send(.tap("t")) == [])
    var pressed = try Session(dial: #"button t { title: "Bold"; behavior: .toggle }"#)
    _ = try pressed.run(source: "press t")
    #expect(try pressed.notes("tap t") == ["ignored: t is already pressed"])
    #expect(try !pressed.holds("t.selected"))
  }

  /// A local tap between failing and succeeding statements leaves nothing behind in the journal.
  @Test func aLocalTapLeavesTheJournalClosedAndEmpty() throws {
    var session = try Session(
      dial: "var zero = 0\nvar n = 1\n" + #"button t { title: "Bold"; behavior: .toggle }"#)
    _ = try session.run(source: "n = n / zero")
    _ = try session.send(.tap("t"))
    #expect(!session.journal.isOpen)
    #expect(session.journal.undo.buttons.isEmpty && session.journal.undo.variables.isEmpty)
    #expect(session.journal.notes.isEmpty && session.journal.output.isEmpty && session.journal.expectations.isEmpty)
    #expect(try session.transitions("n += 1") == ["n: 1 -> 2"])
  }

  /// A local tap writes its button's tap bits alone: the stored state keeps the old `selected` until the next
  /// write to it, and every read (members, elements, equality, a later event) sees the tap.
  @Test func aLocalTapWritesTheTapBitsAndEveryReadSeesThem() throws {
    let source = #"button t { title: "Bold"; behavior: .toggle }"# + "\nvar n = 0"
    var local = try Session(dial: source)
    var general = local
    general.options.specializesTaps = false
    _ = try local.send(.tap("t"))
    _ = try general.send(.tap("t"))
    #expect(
      !local.state.buttons[stored: 0].selected && !local.state.buttons[stored: 0].resolved.traits.contains(.selected))
    #expect(local.state.buttons[0].selected && local.state.buttons[0].resolved.traits == [.button, .selected])
    #expect(local.state.buttons.selected(0) && general.state.buttons[stored: 0].selected)
    #expect(local == general)
    #expect(local.accessibilityElements == general.accessibilityElements)
    for member in ["t.selected", "t.traits", "t.speech", "t.accessibilityLabel"] {
      #expect(try local.evaluate(member) == general.evaluate(member), "\(member)")
    }
    // A general-path write brings the stored state up to date before it changes anything.
    _ = try local.send(.press("t"))
    #expect(
      local.state.buttons[stored: 0].selected && local.state.buttons[stored: 0].resolved.traits.contains(.selected))
    #expect(
      try local.transitions("release t") == [
        "t.selected: true -> false", "t.highlighted: true -> false",
        #"t.speech: "Selected: Bold. Button." -> "Bold. Button.""#,
      ])
  }

  // MARK: - Mixed sequences

  /// Local toggles (t0–t3) among toggles that are not (t4–t7), a button that taps toggles from its handler, and
  /// variables the local ones read: taps mixed with touches, focus, text size and failing statements.
  static let mixedSource = """
    var off = false
    var isOn = false
    var n = 0
    var zero = 0
    button t0 { title: "T0"; behavior: .toggle }
    button t1 { title: "T1"; behavior: .toggle; enabled: !off }
    button t2 { title: "T2"; subtitle: "Two"; behavior: .toggle; selected: isOn; loading: off }
    button t3 { image: "star"; accessibilityHint: "Stars"; behavior: .toggle }
    button t4 { title: "T4"; behavior: .toggle; when selected { subtitle: "on" } }
    button t5 { title: "T5"; behavior: .toggle; on tap { n += 1 } }
    button t6 { title: "T6"; behavior: .toggle }
    button reader { title: "Reader"; subtitle: t6.selected ? "on" : "off" }
    button all { title: "All"; on tap { tap t0; tap t3; n += 1 } }
    header nav { leading: button t7 { title: "T7"; behavior: .toggle }; title: "Nav" }
    """

  static let toggles = (0...7).map { "t\($0)" }

  /// A statement of the mix, in Dial.
  static func statement(_ random: inout SplitMix64) -> String {
    let toggle = toggles.randomElement(using: &random)!
    let choices = [
      "tap \(toggle)", "tap \(toggle)", "tap \(toggle)", "press \(toggle)", "release \(toggle)",
      "cancel \(toggle)", "tap all", "off = !off", "isOn = !isOn", "focus next", "activate", "focus \(toggle)",
      "textSize = .accessibilityLarge", "textSize = .large", "n = n / zero", "if true { tap \(toggle); n = n / zero }",
    ]
    return choices.randomElement(using: &random)!
  }

  @Test func onlyTheFirstFourTogglesOfTheMixAreLocal() throws {
    let session = try Session(dial: Self.mixedSource)
    let local = session.program.checked.buttons.indices.filter { session.program.tapIsLocal[$0] }
    #expect(local.map { session.program.checked.buttons[$0].name } == ["t0", "t1", "t2", "t3"])
  }

  @Test(arguments: Array(UInt64(1)...8))
  func mixedStatementsMatchTheGeneralPath(_ seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var local = try Session(dial: Self.mixedSource)
    var general = local
    general.options.specializesTaps = false
    for step in 0..<120 {
      let statement = Self.statement(&random)
      let fast = try local.run(source: statement)
      let slow = try general.run(source: statement)
      #expect(
        fast.map { Self.parts($0.transitions) + $0.notes } == slow.map { Self.parts($0.transitions) + $0.notes },
        "seed \(seed), step \(step): \(statement)")
      #expect(fast.map { $0.error?.message } == slow.map { $0.error?.message })
      let equal = local == general
      #expect(equal, "seed \(seed), step \(step): \(statement)")
      #expect(local.state.buttons.tapBitsFollowStates && general.state.buttons.tapBitsFollowStates)
    }
  }

  @Test(arguments: Array(UInt64(1)...8))
  func mixedEventsMatchTheGeneralPath(_ seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var local = try Session(dial: Self.mixedSource)
    var general = local
    general.options.specializesTaps = false
    for step in 0..<120 {
      let toggle = Self.toggles.randomElement(using: &random)!
      let events: [Event] = [
        .tap(toggle), .tap(toggle), .press(toggle), .release(toggle), .cancel(toggle), .tap("all"),
        // By handle, as a host keeps them: the first thing `perform` tries.
        .tap(try #require(local.program.button(toggle))),
        .set("off", .bool(Bool.random(using: &random))), .set("isOn", .bool(Bool.random(using: &random))),
      ]
      let event = events.randomElement(using: &random)!
      let fast = try local.send(event)
      let slow = try general.send(event)
      #expect(Self.parts(fast) == Self.parts(slow), "seed \(seed), step \(step): \(event)")
      let equal = local == general
      #expect(equal, "seed \(seed), step \(step): \(event)")
      #expect(local.state.buttons.tapBitsFollowStates && general.state.buttons.tapBitsFollowStates)
    }
  }
}
