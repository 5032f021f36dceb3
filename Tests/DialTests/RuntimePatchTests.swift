import Dial
import Testing

@_spi(Tools) @testable import DialRuntime

/// A button whose configuration is simple follows a change by re-evaluating
/// only the bindings that read it (a patch plan) rather than by a whole
/// resolution. These tests hold it to resolution: for each program, a session
/// that patches and one that does not (`patchesBindings = false`) list the same
/// transitions, notes and errors, statement after statement, and end in equal states.
struct RuntimePatchTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    /// Statements run one by one in both sessions.
    var statements: [String]
    /// Whether several buttons share a binding (``SharedBindings``).
    var shares = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "a subtitle and enabled read a counter",
      source: """
        var count = 0
        button a { title: "A"; subtitle: "\\(count) items" }
        button b { title: "B"; enabled: count > 3 }
        """,
      statements: (0..<10).map { "count = \($0 % 8)" }),
    .init(
      name: "styles and the body both bind what changes, the body last",
      source: """
        var n = 1
        style s: .filled { title: "S\\(n)"; imagePadding: n }
        button b: s { title: "B\\(n)"; cornerRadius: n * 2 }
        """,
      statements: ["n = 2", "n = 0", "n = 5"]),
    .init(
      name: "colors, highlight and disabling",
      source: """
        var active = true
        var tint = #FF9500
        button b: .filled { title: "Go"; background: tint; enabled: active }
        """,
      statements: ["press b", "tint = #00FF00", "active = false", "active = true", "tint = .systemRed", "release b"]),
    .init(
      name: "a negative padding fails and rolls back",
      source: """
        var p = 4
        button b { title: "B"; imagePadding: p; image: "star" }
        """,
      statements: ["p = 8", "p = -1", "p = 2"]),
    .init(
      name: "a body binding overrides a style's that reads the change",
      source: """
        var x = "A"
        style s { title: x; subtitle: x + "!" }
        button b: s { title: "fixed" }
        """,
      statements: ["x = \"B\"", "x = \"C\""]),
    .init(
      name: "sizes and insets follow, bound and not",
      source: """
        var big = false
        button a { title: "A"; size: big ? .large : .small }
        button b { title: "B"; size: big ? .large : .mini; contentInsets: big ? 10 : 2 }
        """,
      statements: ["big = true", "textSize = .accessibilityLarge", "big = false"]),
    .init(
      name: "a button reads another, which a header shows",
      source: """
        var name = "Ann"
        button first { title: name }
        button second { title: first.title + "!" ; accessibilityLabel: "Hi " + name }
        header h { leading: first; title: "Profile"; trailing: second }
        """,
      statements: ["name = \"Bob\"", "name = \"A much longer name than before\"", "screenWidth = 200"]),
    .init(
      name: "a toggle whose label follows a variable",
      source: """
        var label = "Bold"
        button t { title: label; behavior: .toggle; on tap { label = label + "!" } }
        """,
      statements: ["tap t", "label = \"Italic\"", "tap t"]),
    .init(
      name: "an assignment in a handler feeds a binding read in the same handler",
      source: """
        var count = 0
        button add { title: "Add"; on tap { count += 1; expect add.subtitle == "\\(count)" } }
        button show { title: "Show"; subtitle: "\\(count)" }
        """,
      statements: ["tap add", "tap add"]),
    .init(
      name: "a field patch, then the same button pressed in one handler",
      source: """
        var n = 0
        button a { title: "A\\(n)"; subtitle: n > 1 ? "many" : ""; enabled: n < 3 }
        button go { title: "Go"; on tap { n += 1; press a } }
        """,
      statements: ["tap go", "release a", "tap go", "cancel a", "tap go", "tap go"]),
    .init(
      name: "field patches rolled back by a later failure",
      source: """
        var n = 0
        var zero = 0
        button a { title: "A\\(n)"; accessibilityValue: n > 0 ? "on" : ""; loading: n == 2; enabled: n < 2 }
        """,
      statements: ["n = 1", "if true { n = 2; n = 5; n = n / zero }", "n = 2", "if true { n = 0; n = n / zero }"]),
    .init(
      name: "a subtitle gains a period, empties, and keeps its length",
      source: """
        var s = "x"
        var v = ""
        button a { title: "A"; subtitle: s }
        button b { title: ""; subtitle: s; accessibilityHint: "x" }
        button c { title: "C"; subtitle: s; accessibilityValue: v }
        button d { title: "D"; subtitle: s; accessibilityLabel: "Fixed" }
        """,
      statements: [
        "s = \"x.\"", "s = \"x\"", "s = \"\"", "s = \"x\"", "s = \"y\"", "v = \"on\"", "s = \"y.\"", "s = \"yy.\"",
      ], shares: true),
    .init(
      name: "readers of one change patched in one run, the middle one failing",
      source: """
        var p = 4
        button a { title: "A\\(p)" }
        button b { title: "B"; imagePadding: p; image: "star" }
        button c { title: "C\\(p)"; enabled: p > 5 }
        """,
      statements: ["p = 8", "p = -1", "p = 2", "if true { p = 9; p = -3 }", "p = 6"]),
    .init(
      name: "readers of one change, some patched and some resolved",
      source: """
        var n = 0
        button a { title: "A\\(n)" }
        button b { title: "B\\(n)"; when highlighted { subtitle: "down" } }
        button c { title: "C"; subtitle: "\\(n)" }
        """,
      statements: ["n = 1", "press b", "n = 2", "release b", "n = 3"]),
    .init(
      name: "one button's labelling texts patched several times in a statement",
      source: """
        var t = "A"
        var s = ""
        var l = ""
        var active = true
        button b { title: t; subtitle: s; accessibilityLabel: l; enabled: active }
        button go { title: "Go"; on tap { t = "B"; s = "x"; t = "C"; l = "Lab"; l = "" } }
        """,
      statements: [
        "tap go", "if true { t = \"A\"; s = \"\" }", "if true { s = \"y\"; t = \"\"; s = \"\" }",
        "if true { t = \"Z\"; t = \"A\" }", "if true { l = \"L\"; active = false }",
        "if true { t = \"A.\"; l = \"\"; active = true }",
      ]),
    .init(
      name: "buttons share bindings by text, a style's among them, evaluated once per settling",
      source: """
        var count = 1
        var zero = 0
        style counted { subtitle: "\\(count) items" }
        button a: counted { title: "A" }
        button b: counted { title: "B" }
        button c { title: "C"; subtitle: "\\(count) items" }
        button d { title: "D"; enabled: count > 3 }
        button e { title: "E"; enabled: count > 3 }
        button f { title: "F"; image: "star"; imagePadding: 10 / (count - zero) }
        button g { title: "G"; image: "star"; imagePadding: 10 / (count - zero) }
        button h { title: "H"; enabled: count > 3; subtitle: "\\(count) items" + c.title }
        button go { title: "Go"; on tap { count += 1; count += 2 } }
        """,
      statements: [
        "count = 4", "tap go", "if true { count = 1; count = 2 }", "count = 0", "count = 5", "tap go", "count = 3",
      ], shares: true),
  ]

  @Test(arguments: cases)
  func patchesGiveWhatResolutionGives(_ testCase: Case) throws {
    var patching = try Session(dial: testCase.source)
    #expect(!patching.program.patchPlans.isEmpty, "the program has nothing to patch")
    #expect(testCase.shares == (patching.program.tables.sharedBindingCount > 0))
    var resolving = patching
    resolving.journal.patchesBindings = false
    for statement in testCase.statements {
      let patched = try patching.run(source: statement)
      let resolved = try resolving.run(source: statement)
      #expect(patched.flatMap(\.transitions) == resolved.flatMap(\.transitions), "\(statement)")
      #expect(patched.flatMap(\.notes) == resolved.flatMap(\.notes), "\(statement)")
      #expect(patched.map { $0.error?.message } == resolved.map { $0.error?.message }, "\(statement)")
      #expect(patching == resolving, "\(statement)")
    }
  }

  @Test func plainBindingsHavePlansAndWhenBlocksDoNot() throws {
    let program = try Program(
      source: """
        var n = 0
        button plain { title: "\\(n)" }
        button guarded { title: "\\(n)"; when highlighted { subtitle: "down" } }
        button chosen { title: "C"; selected: n > 1 }
        """)
    #expect(program.patchPlans.map(\.button) == [0])
  }

  /// A binding gets a slot of shared values when at least two plans have the same text for the same property and
  /// it reads variables and built-ins alone: not a component, its own state or a chosen item.
  @Test func bindingsWithTheSameTextShareASlot() throws {
    let program = try Program(
      source: """
        var n = 0
        style s { subtitle: "\\(n)" }
        button a: s { title: "A" }
        button b: s { title: "B" }
        button c { title: "C"; subtitle: "\\(n)" }
        button d { title: "D"; enabled: n > 0 }
        button e { title: "E"; enabled: n > 0 }
        button f { title: "F"; subtitle: "\\(n)" + a.title }
        button g { title: "G"; subtitle: "\\(n)" + a.title }
        button h { title: "\\(n)"; imagePadding: n }
        """)
    var slots: [String: Int32] = [:]
    for plan in program.patchPlans {
      let name = program.checked.buttons[plan.button].name
      slots[name, default: -1] = max(slots[name, default: -1], plan.only?.sharedSlot ?? -1)
    }
    // `"\\(n)"` as a subtitle in a and b (the style's) and c; `n > 0` as `enabled` in d and e.
    #expect(slots["a"] == slots["b"] && slots["b"] == slots["c"] && slots["d"] == slots["e"])
    #expect(slots["a"] != slots["d"] && slots["a"].map { $0 >= 0 } == true && slots["d"].map { $0 >= 0 } == true)
    // Reading a component (f, g), or two bindings in one plan (h): no slot.
    #expect(slots["f"] == -1 && slots["g"] == -1 && slots["h"] == -1)
    #expect(program.tables.sharedBindingCount == 2)
  }

  /// The plans of a change whose every reader has one are queued as one run; a reader without one keeps each
  /// reader queued on its own.
  @Test func readersWithPlansOnlyAreOneRun() {
    #expect(Writer.patchRun(of: [4, 5, 6], readers: 3) == 4..<7)
    #expect(Writer.patchRun(of: [4, -1, 5], readers: 3) == nil)
    #expect(Writer.patchRun(of: [-1, 0], readers: 2) == nil)
    #expect(Writer.patchRun(of: [0, -1], readers: 2) == nil)
    #expect(Writer.patchRun(of: [], readers: 0) == nil)
    #expect(Writer.patchRun(of: [4, 9, 6], readers: 3) == nil)
  }
}
