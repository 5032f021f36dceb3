import Dial
import Testing

@_spi(Tools) @testable import DialRuntime

/// A resolved button keeps what events change (enabled, loading, traits, label, value) inline and the rest of
/// its configuration in a shared copy-on-write box; its speech is built when read. A copy is a snapshot all the
/// same, equality looks through the box, and `speaksAlike` agrees with comparing speeches.
struct ButtonStateStorageTests {
  /// One boxed property: how to write it, and how to read it back as text.
  struct Field: Sendable, CustomTestStringConvertible {
    var name: String
    var write: @Sendable (inout ResolvedButton) -> Void
    var read: @Sendable (ResolvedButton) -> String
    var testDescription: String { name }
  }

  static let fields: [Field] = [
    .init(name: "title", write: { $0.title = "Written" }, read: { $0.title }),
    .init(name: "subtitle", write: { $0.subtitle = "Written" }, read: { $0.subtitle }),
    .init(name: "image", write: { $0.image = "star" }, read: { $0.image }),
    .init(name: "imagePadding", write: { $0.imagePadding = 99 }, read: { "\($0.imagePadding)" }),
    .init(name: "titlePadding", write: { $0.titlePadding = 99 }, read: { "\($0.titlePadding)" }),
    .init(name: "cornerRadius", write: { $0.cornerRadius = 99 }, read: { "\($0.cornerRadius)" }),
    .init(name: "background", write: { $0.background = 0x1234_5678 }, read: { "\($0.background)" }),
    .init(name: "foreground", write: { $0.foreground = 0x1234_5678 }, read: { "\($0.foreground)" }),
    .init(name: "lines", write: { $0.lines = 3 }, read: { "\($0.lines)" }),
    .init(
      name: "contentInsets", write: { $0.contentInsets = .init(top: 1, leading: 2, bottom: 3, trailing: 4) },
      read: { "\($0.contentInsets)" }),
    .init(name: "accessibilityLabel", write: { $0.accessibilityLabel = "Written" }, read: { $0.accessibilityLabel }),
    .init(name: "accessibilityValue", write: { $0.accessibilityValue = "Written" }, read: { $0.accessibilityValue }),
    .init(name: "accessibilityHint", write: { $0.accessibilityHint = "Written" }, read: { $0.accessibilityHint }),
  ]

  /// The identity of a button's configuration box, found by reflection (the box is private to the button).
  static func box(of button: ResolvedButton) -> ObjectIdentifier? {
    let child = Mirror(reflecting: button).children.first { $0.label == "configuration" }
    return child.map { ObjectIdentifier($0.value as AnyObject) }
  }

  /// A button whose title is written, so that it has a box of its own.
  static func titled(_ title: String) -> ResolvedButton {
    var button = ResolvedButton()
    button.title = title
    return button
  }

  // MARK: - Copy on write

  @Test(arguments: fields)
  func writingACopyLeavesTheOriginalAlone(_ field: Field) {
    let original = Self.titled("Original")
    let before = field.read(original)
    var copy = original
    field.write(&copy)
    #expect(field.read(original) == before)
    #expect(field.read(copy) != before)
    #expect(original != copy)
    #expect(original == Self.titled("Original"))
  }

  @Test(arguments: fields)
  func writingTheOriginalLeavesACopyAlone(_ field: Field) {
    var original = Self.titled("Original")
    let copy = original
    let before = field.read(copy)
    field.write(&original)
    #expect(field.read(copy) == before)
    #expect(copy == Self.titled("Original"))
  }

  /// A fresh button starts in the shared default box, which no write may change.
  @Test(arguments: fields)
  func theDefaultsAreNeverWritten(_ field: Field) {
    let pristine = field.read(ResolvedButton())
    var button = ResolvedButton()
    field.write(&button)
    #expect(field.read(ResolvedButton()) == pristine)
    #expect(ButtonConfigurationBox.default.value == ButtonConfiguration())
    #expect(Self.box(of: ResolvedButton()) == ObjectIdentifier(ButtonConfigurationBox.default))
  }

  @Test func aCopySharesTheBoxUntilItIsWritten() throws {
    var original = Self.titled("Original")
    var copy = original
    #expect(Self.box(of: copy) == Self.box(of: original))
    copy.subtitle = "Copied"
    let copied = try #require(Self.box(of: copy))
    #expect(copied != Self.box(of: original))
    // Now unique, the copy's box is written in place, and so is the original's.
    copy.title = "Again"
    #expect(Self.box(of: copy) == copied)
    let originalBox = Self.box(of: original)
    original.image = "star"
    #expect(Self.box(of: original) == originalBox)
  }

  /// Fields kept inline are written without touching the box.
  @Test func inlineFieldsLeaveTheBoxShared() {
    let original = Self.titled("Original")
    var copy = original
    copy.enabled = false
    copy.loading = true
    copy.traits = [.button, .selected]
    copy.value = "Value"
    #expect(Self.box(of: copy) == Self.box(of: original))
    #expect(copy != original)
    #expect(original.enabled && !original.loading && original.traits == .button)
  }

  /// A button's whole state is one 64-byte cache line (the chunks that hold them are aligned to 64 bytes).
  @Test func aButtonStateTakesOneCacheLine() {
    #expect(MemoryLayout<ButtonState>.stride == 64)
  }

  // MARK: - Equality

  @Test func equalConfigurationsInDifferentBoxesAreEqual() {
    let a = Self.titled("Same")
    let b = Self.titled("Same")
    #expect(Self.box(of: a) != Self.box(of: b))
    #expect(a == b)
    var c = Self.titled("Same")
    c.title = "Other"
    c.title = "Same"
    #expect(a == c)
  }

  @Test(arguments: fields)
  func aDifferentBoxedFieldMakesThemDifferent(_ field: Field) {
    var a = Self.titled("Same")
    let b = Self.titled("Same")
    field.write(&a)
    #expect(a != b)
    #expect(b != a)
  }

  @Test func aDifferentInlineFieldInTheSameBoxMakesThemDifferent() {
    let a = Self.titled("Same")
    var b = a
    b.enabled = false
    #expect(a != b)
    var c = a
    c.accessibilityHint = "Hint"
    #expect(a != c)
  }

  /// Two sessions of one program resolve into boxes of their own, and are equal.
  @Test func sessionsStartedApartAreEqual() throws {
    let program = try Program(source: #"var n = 1\#nbutton b { title: "Item \(n)"; subtitle: "Sub" }"#)
    let a = try Session(program)
    let b = try Session(program)
    #expect(Self.box(of: a.state.buttons[0].resolved) != Self.box(of: b.state.buttons[0].resolved))
    let equal = a == b
    #expect(equal)
  }

  // MARK: - Sessions are snapshots

  static let counter = #"var n = 1\#nbutton b { title: "Item \(n)"; subtitle: n > 1 ? "Many" : "One" }"#

  @Test func aSnapshotIsUnaffectedByTheSession() throws {
    var session = try Session(dial: Self.counter)
    let snapshot = session
    #expect(try session.transitions("n += 1").contains(#"b.title: "Item 1" -> "Item 2""#))
    #expect(try snapshot.text("b.title") == "Item 1")
    #expect(try snapshot.text("b.subtitle") == "One")
    #expect(try session.text("b.title") == "Item 2")
  }

  @Test func theSessionIsUnaffectedByItsSnapshot() throws {
    let session = try Session(dial: Self.counter)
    var snapshot = session
    _ = try snapshot.run(source: "n = 5")
    #expect(try snapshot.text("b.title") == "Item 5")
    #expect(try session.text("b.title") == "Item 1")
    #expect(try session.text("b.speech") == "Item 1, One. Button.")
  }

  /// Copies of one session changed at once on other threads: each sees only its own changes (the boxes they
  /// shared at first are copied, never written in place), and the original none.
  @Test func copiesChangedConcurrentlyStayApart() async throws {
    let session = try Session(dial: Self.counter)
    let titles = await withTaskGroup(of: (Int, String).self) { group in
      for value in 2...9 {
        group.addTask {
          var copy = session
          for _ in 0..<50 { _ = try? copy.run(source: "n = \(value)") }
          return (value, (try? copy.text("b.title")) ?? "")
        }
      }
      var titles: [Int: String] = [:]
      for await (value, title) in group { titles[value] = title }
      return titles
    }
    for value in 2...9 { #expect(titles[value] == "Item \(value)") }
    #expect(try session.text("b.title") == "Item 1")
    #expect(try session.text("b.subtitle") == "One")
  }

  // MARK: - Speech

  /// Buttons whose parts differ in every way that matters, and in ways that do not.
  static let speakers: [ResolvedButton] = {
    func button(_ label: String, _ value: String, _ traits: TraitSet, _ hint: String) -> ResolvedButton {
      var button = ResolvedButton()
      // The label is the title's: a button's label is derived from its configuration.
      (button.title, button.value, button.traits, button.accessibilityHint) = (label, value, traits, hint)
      return button
    }
    return [
      button("A", "", .button, ""), button("", "A", .button, ""), button("A", "", .button, "x"),
      button("A", "", .button, "y"), button("", "", .button, "A"), button("A.", "", .button, ""),
      button("A", "", [.button, .selected], ""), button("", "", [.button, .selected], ""),
      button("", "", .button, "Selected."), button("", "", [.button, .notEnabled], ""),
      button("", "", .button, ""), button("A", "B", .button, ""), button("A: B", "", .button, ""),
      button("A", "", .header, ""), button("A", "", [], ""),
    ]
  }()

  @Test func speechIsBuiltFromTheParts() {
    for button in Self.speakers {
      let expected = Speech.describe(
        label: button.label, value: button.value, traits: button.traits, hint: button.accessibilityHint)
      #expect(button.speech == expected)
    }
  }

  /// `speaksAlike` is true exactly when the speeches are equal, whether or not the parts are.
  @Test func speaksAlikeAgreesWithComparingSpeeches() {
    var alikeWithDifferentParts = 0
    for a in Self.speakers {
      for b in Self.speakers {
        #expect(
          a.speaksAlike(b) == (a.speech == b.speech), "\(a.speech.debugDescription) / \(b.speech.debugDescription)")
        if a.speaksAlike(b) && (a.label != b.label || a.value != b.value || a.traits != b.traits) {
          alikeWithDifferentParts += 1
        }
      }
    }
    // The table has pairs that say the same from different parts ("A" as label or as value; a hint of "Selected.").
    #expect(alikeWithDifferentParts > 0)
  }

  /// A transition lists `speech` only when what is said changes, not when the parts behind it do.
  @Test func speechIsListedOnlyWhenItChanges() throws {
    var session = try Session(
      dial: """
        var flag = false
        button b {
          title: flag ? "" : "A"
          accessibilityValue: flag ? "A" : ""
          accessibilityHint: flag ? "x" : "y"
        }
        """)
    #expect(
      try session.transitions("flag = true") == [
        "flag: false -> true", #"b.title: "A" -> """#, #"b.accessibilityValue: "" -> "A""#,
        #"b.accessibilityHint: "y" -> "x""#,
      ])
    #expect(try session.text("b.speech") == "A. Button.")
  }
}
