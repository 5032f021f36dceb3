import Dial
import Testing

/// Transitions (§12): the net differences a statement makes, in declaration order, as `path: old -> new` with
/// values written as Dial literals.
struct RuntimeTransitionTests {
  /// A press released within one statement leaves no net `highlighted` change, so a tap lists only its effects.
  @Test func aTapLeavesNoHighlightedTransition() throws {
    var session = try Session(dial: #"var n = 0; button b { title: "B"; on tap { n += 1 } }"#)
    #expect(try session.transitions("tap b") == ["n: 0 -> 1"])
  }

  /// A press on its own is a statement whose net change is the highlight and what depends on it: a `when
  /// highlighted` image, listed in property order before the state. The tint darkened for the highlight is
  /// implied by the state, as the disabled tint is implied by `enabled` (Decision 51).
  @Test func aPressListsHighlighted() throws {
    var session = try Session(dial: #"button b { title: "B"; when highlighted { image: "b.fill" } }"#)
    let pressed = try session.transitions("press b")
    #expect(pressed == [#"b.image: "" -> "b.fill""#, "b.highlighted: false -> true"])
    let released = try session.transitions("release b")
    #expect(released == [#"b.image: "b.fill" -> """#, "b.highlighted: true -> false"])
  }

  /// A handler that writes a later declaration's reader first still lists its changes in declaration order.
  @Test func changesWrittenOutOfOrderAreListedInDeclarationOrder() throws {
    var session = try Session(
      dial: """
        var a = 0
        var b = 0
        button x { title: "X\\(b)" }
        button y { title: "Y\\(a)" }
        button t { title: "T"; on tap { a = 1; b = 1 } }
        """)
    #expect(
      try session.transitions("tap t") == [
        "a: 0 -> 1", "b: 0 -> 1", #"x.title: "X0" -> "X1""#, #"x.speech: "X0. Button." -> "X1. Button.""#,
        #"y.title: "Y0" -> "Y1""#, #"y.speech: "Y0. Button." -> "Y1. Button.""#,
      ])
  }

  /// A color a holding `when` block sets is configured, so it is listed.
  @Test func aConfiguredColorChangeIsListed() throws {
    var session = try Session(dial: #"button b { title: "B"; when highlighted { background: #CC7700 } }"#)
    #expect(
      try session.transitions("press b") == ["b.background: #00000000 -> #CC7700", "b.highlighted: false -> true"])
  }

  /// Layout values are listed with their component, after its other changes, in declaration order: a header's
  /// inline leading button, then its title, then a button declared after the header.
  @Test func layoutTransitionsFollowDeclarationOrder() throws {
    var session = try Session(
      dial: """
        header nav {
          leading: button cancel { title: "Cancel" }
          title: "Edit Profile"
        }
        button b { title: textSize >= .accessibilityMedium ? "Big" : "Small" }
        """)
    let paths = try session.transitions("textSize = .accessibilityMedium").map { String($0.prefix { $0 != ":" }) }
    #expect(
      paths == [
        "textSize", "cancel.cornerRadius", "cancel.frame", "nav.frame", "nav.title.frame", "nav.title.truncated",
        "b.title", "b.cornerRadius", "b.speech", "b.frame",
      ])
  }

  /// Something that changes and changes back within a statement is no transition.
  @Test func aChangeUndoneInTheSameStatementIsNotListed() throws {
    var session = try Session(dial: "var n = 0; button b { title: \"\\(n)\"; on tap { n += 1; n -= 1 } }")
    #expect(try session.transitions("tap b").isEmpty)
  }

  /// Declaration order, not the order of the writes: `a` is declared first, so it is listed first, although the
  /// handler writes `z` first.
  @Test func transitionsFollowDeclarationOrder() throws {
    var session = try Session(
      dial: """
        var a = 0
        button b { title: "Count \\(z)"; on tap { z += 1; a += 1 } }
        var z = 0
        """)
    #expect(
      try session.transitions("tap b") == [
        "a: 0 -> 1",
        #"b.title: "Count 0" -> "Count 1""#,
        #"b.speech: "Count 0. Button." -> "Count 1. Button.""#,
        "z: 0 -> 1",
      ])
  }

  /// Built-in variables come first (Decision 42).
  @Test func builtInsComeFirst() throws {
    var session = try Session(dial: "var n = 0; button b { title: \"B\"; on tap { n += 1; screenWidth = 320 } }")
    let lines = try session.transitions("tap b")
    #expect(lines.first == "screenWidth: 390.0 -> 320.0")
    #expect(lines.dropFirst().first == "n: 0 -> 1")
  }

  struct LiteralCase: Sendable, CustomTestStringConvertible {
    var type: String
    var declaration: String
    var assignment: String
    var line: String
    var testDescription: String { type }
  }

  /// Values are written as Dial literals: the form the source would use.
  static let literals: [LiteralCase] = [
    .init(type: "String", declaration: #"var v = "old""#, assignment: #"v = "new""#, line: #"v: "old" -> "new""#),
    .init(
      type: "String with escapes", declaration: #"var v = """#, assignment: #"v = "say \"hi\"\n""#,
      line: #"v: "" -> "say \"hi\"\n""#),
    .init(type: "Int", declaration: "var v = 0", assignment: "v = 1", line: "v: 0 -> 1"),
    .init(type: "Double", declaration: "var v = 0.5", assignment: "v = 4.25", line: "v: 0.5 -> 4.25"),
    .init(type: "Bool", declaration: "var v = false", assignment: "v = true", line: "v: false -> true"),
    .init(type: "Color", declaration: "var v = #000", assignment: "v = #FF9500", line: "v: #000000 -> #FF9500"),
    .init(
      type: "Color with alpha", declaration: "var v = #FF9500", assignment: "v = #007AFF26",
      line: "v: #FF9500 -> #007AFF26"),
    .init(
      type: "named Color", declaration: "var v = #000", assignment: "v = .systemOrange", line: "v: #000000 -> #FF8D28"),
    .init(
      type: "enum case", declaration: "var v = textSize", assignment: "v = .accessibilityLarge",
      line: "v: .large -> .accessibilityLarge"),
  ]

  @Test(arguments: literals)
  func valuesAreWrittenAsDialLiterals(_ example: LiteralCase) throws {
    var session = try Session(dial: example.declaration)
    #expect(try session.transitions(example.assignment) == [example.line])
  }

  @Test func buttonPropertiesAreWrittenAsDialLiterals() throws {
    var session = try Session(
      dial: """
        var big = false
        button b: .filled {
          title: "B"
          size: big ? .large : .medium
          background: big ? #FF9500 : #007AFF
          lines: big ? 1 : 0
        }
        """)
    let lines = try session.transitions("big = true")
    #expect(lines.contains("b.size: .medium -> .large"))
    #expect(lines.contains("b.background: #007AFF -> #FF9500"))
    #expect(lines.contains("b.lines: 0 -> 1"))
    #expect(lines.contains("b.contentInsets: (7.0, 12.0, 7.0, 12.0) -> (14.0, 20.0, 14.0, 20.0)"))
  }

  /// An event on a disabled button is ignored: no transition, and a note says so.
  @Test func anIgnoredEventGivesANoteAndNoTransition() throws {
    var session = try Session(
      dial: """
        var busy = false
        button checkout { title: "Checkout"; enabled: false; on tap { busy = true } }
        """)
    let outcomes = try session.run(source: "tap checkout")
    #expect(outcomes.map(\.notes) == [["ignored: checkout is disabled"]])
    #expect(outcomes.flatMap(\.transitions).isEmpty)
    #expect(try session.literal("busy") == "false")
  }

  struct IgnoredCase: Sendable, CustomTestStringConvertible {
    var statements: String
    var note: String
    var testDescription: String { statements }
  }

  /// Touches out of sequence are ignored with a note (Decision 41).
  static let ignored: [IgnoredCase] = [
    .init(statements: "release b", note: "ignored: b is not pressed"),
    .init(statements: "cancel b", note: "ignored: b is not pressed"),
    .init(statements: "press b; press b", note: "ignored: b is already pressed"),
    .init(statements: "press d", note: "ignored: d is disabled"),
  ]

  @Test(arguments: ignored)
  func outOfSequenceTouchesAreIgnoredWithANote(_ example: IgnoredCase) throws {
    var session = try Session(dial: #"button b { title: "B" }; button d { title: "D"; enabled: false }"#)
    let outcomes = try session.run(source: example.statements)
    #expect(outcomes.last?.notes == [example.note])
    #expect(outcomes.last?.transitions == [])
  }

  /// `send` is the host's way to do the same: it returns the transitions as values.
  @Test func sendReturnsTransitionValues() throws {
    var session = try Session(dial: #"var n = 0; button b { title: "B"; on tap { n += 1 } }"#)
    #expect(try session.send(.tap("b")) == [Transition(path: "n", old: .int(0), new: .int(1))])
    #expect(try session.send(.set("n", .int(5))) == [Transition(path: "n", old: .int(1), new: .int(5))])
  }

  // MARK: - Speech of every element

  /// §12 lists "each element's `.speech`", and a header title is always an element: when its bound title changes,
  /// what VoiceOver reads changes too.
  @Test func aHeaderTitleChangeListsItsSpeech() throws {
    var session = try Session(dial: #"var screen = "Profile"; header nav { title: screen }"#)
    let lines = try session.transitions(#"screen = "Settings""#)
    #expect(lines.contains(#"nav.title: "Profile" -> "Settings""#))
    #expect(lines.contains(#"nav.title.speech: "Profile. Heading." -> "Settings. Heading.""#))
  }

  /// An item of an open menu is an element too (§9), so its speech is listed when its state changes it.
  @Test func anOpenMenuItemsSpeechChangeIsListed() throws {
    var session = try Session(dial: #"var canExport = true; menu more { action "Export" { enabled: canExport } }"#)
    _ = try session.transitions("open more")
    let lines = try session.transitions("canExport = false")
    #expect(lines.contains(#"more["Export"].enabled: true -> false"#))
    #expect(lines.contains(#"more["Export"].speech: "Export. Button." -> "Export. Dimmed. Button.""#))
  }
}
