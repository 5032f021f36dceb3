import Dial
import Testing

/// An event's notes as values (docs/language.md §13, "The library"): why it was ignored and what VoiceOver read,
/// typed for a host, and printed as `dial run` prints them.
struct EventNoteTests {
  struct Printed: Sendable, CustomTestStringConvertible {
    var note: EventNote
    var line: String
    var testDescription: String { line }
  }

  static let printed: [Printed] = [
    .init(note: .ignored(.disabledButton(name: "checkout")), line: "ignored: checkout is disabled"),
    .init(note: .ignored(.alreadyPressed(button: "add")), line: "ignored: add is already pressed"),
    .init(note: .ignored(.notPressed(button: "add")), line: "ignored: add is not pressed"),
    .init(note: .ignored(.hiddenItem(path: #"more["Archive"]"#)), line: #"ignored: more["Archive"] is hidden"#),
    .init(note: .ignored(.disabledItem(path: #"more["Copy"]"#)), line: #"ignored: more["Copy"] is disabled"#),
    .init(note: .ignored(.noElementToFocus), line: "ignored: no element to focus"),
    .init(note: .ignored(.nothingFocused), line: "ignored: nothing is focused"),
    .init(note: .ignored(.headerTitleActivated), line: "ignored: a header title does nothing when activated"),
    .init(note: .spoke("Say \"hi\"\tnow. Button."), line: #"VoiceOver: "Say \"hi\"\tnow. Button.""#),
  ]

  @Test(arguments: printed)
  func aNotePrintsAsDialPrintsIt(_ example: Printed) {
    #expect(example.note.description == example.line)
  }

  struct Delivery: Sendable, CustomTestStringConvertible {
    var name: String
    var before: [Event] = []
    var event: Event
    var notes: [EventNote]
    var testDescription: String { name }
  }

  static let program = """
    var count = 0
    button add { title: "Add"; on tap { count += 1 } }
    button checkout { title: "Checkout"; enabled: count > 0 }
    button more { title: "More"; menu { action "Copy" disabled; action "Archive" hidden; action "Paste" } }
    header nav { title: "Cart" }
    """

  static let deliveries: [Delivery] = [
    .init(name: "a disabled button", event: .tap("checkout"), notes: [.ignored(.disabledButton(name: "checkout"))]),
    .init(
      name: "a button already pressed", before: [.press("add")], event: .press("add"),
      notes: [.ignored(.alreadyPressed(button: "add"))]),
    .init(name: "a button not pressed", event: .release("add"), notes: [.ignored(.notPressed(button: "add"))]),
    .init(
      name: "a hidden item", event: .select(["more", "Archive"]),
      notes: [.ignored(.hiddenItem(path: #"more["Archive"]"#))]),
    .init(
      name: "a disabled item", event: .select(["more", "Copy"]),
      notes: [.ignored(.disabledItem(path: #"more["Copy"]"#))]),
    .init(name: "nowhere to focus", event: .focus(.previous), notes: [.ignored(.noElementToFocus)]),
    .init(name: "nothing focused", event: .activate, notes: [.ignored(.nothingFocused)]),
    .init(
      name: "a header title", before: [.focus(.element("nav.title"))], event: .activate,
      notes: [.ignored(.headerTitleActivated)]),
    .init(name: "a focus", event: .focus(.first), notes: [.spoke("Add. Button.")]),
    .init(name: "a tap that does something", event: .tap("add"), notes: []),
  ]

  @Test(arguments: deliveries)
  func aReportHoldsItsNotesTyped(_ example: Delivery) throws {
    var session = try Session(dial: Self.program)
    for event in example.before { _ = try session.send(event) }
    let report = try session.deliver(example.event)
    #expect(report.eventNotes == example.notes)
    #expect(report.notes == example.notes.map(\.description))
    #expect(session.lastEventNotes == example.notes)
    #expect(session.lastNotes == report.notes)
    let reason = example.notes.compactMap(\.ignoredReason).first
    #expect(report.ignoredReason == reason)
    #expect(report.ignoredBecause == reason?.description)
    #expect(report.wasIgnored == (reason != nil))
    #expect(report.spoken == example.notes.compactMap(\.speech))
  }

  /// A script's statement carries the same notes as a host's event.
  @Test func anOutcomeHoldsItsNotesTyped() throws {
    var session = try Session(dial: Self.program)
    let outcomes = try session.run(source: "tap checkout\nfocus first")
    #expect(outcomes.map(\.eventNotes) == [[.ignored(.disabledButton(name: "checkout"))], [.spoke("Add. Button.")]])
    #expect(outcomes.map(\.notes) == [["ignored: checkout is disabled"], [#"VoiceOver: "Add. Button.""#]])
  }
}
