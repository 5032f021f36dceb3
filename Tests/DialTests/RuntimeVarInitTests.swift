import Dial
import Testing

/// A `var` initializer that reads a component (§4, decision 67) sees it resolved: such a variable is initialized
/// after the components it can read, and the components that read it are resolved after it has its value.
struct RuntimeVarInitTests {
  static let repro = """
    button t { title: "T"; behavior: .toggle; selected: true }
    menu m { action "A" selected }
    header h { title: "Hello" }
    button b { title: "B"; size: .large }
    var copy = b.title
    var w = b.frame.width
    var sp = b.speech
    var isOn = t.selected
    var it = m["A"].selected
    var ht = h.title.text
    """

  @Test func aTitleIsCopied() throws {
    #expect(try Session(dial: Self.repro).literal("copy") == #""B""#)
  }

  @Test func aFrameIsMeasuredOnTheResolvedButton() throws {
    let session = try Session(dial: Self.repro)
    #expect(try session.literal("w") == session.literal("b.frame.width"))
    #expect(try session.literal("w") != "24.0")
  }

  @Test func speechIsTheResolvedButtons() throws {
    #expect(try Session(dial: Self.repro).text("sp") == "B. Button.")
  }

  @Test func aToggleSelectedBindingIsApplied() throws {
    #expect(try Session(dial: Self.repro).holds("isOn"))
  }

  @Test func aMenuActionSelectedModifierIsApplied() throws {
    #expect(try Session(dial: Self.repro).holds("it"))
  }

  @Test func aHeaderTitleIsResolved() throws {
    #expect(try Session(dial: Self.repro).text("ht") == "Hello")
  }

  @Test func anExpectationOnACopyPasses() throws {
    var session = try Session(dial: Self.repro)
    let outcomes = try session.run(source: #"expect copy == "B""#)
    #expect(outcomes.flatMap(\.expectations).map(\.passed) == [true])
    #expect(outcomes.allSatisfy { $0.error == nil })
  }

  @Test func aComponentReadingALateVariableIsResolvedAfterIt() throws {
    let session = try Session(
      dial: """
        button c { title: copy + "!" }
        var copy = b.title
        button b { title: "B" }
        header top { title: c.title; leading: button back { title: copy } }
        """)
    #expect(try session.text("c.title") == "B!")
    #expect(try session.text("back.title") == "B")
    #expect(try session.text("top.title.text") == "B!")
  }

  @Test func aChainOfVariablesReachesTheComponent() throws {
    let session = try Session(
      dial: """
        var first = second + "?"
        var second = third + "!"
        var third = b.title
        button b { title: "B" }
        button shows { title: first }
        """)
    #expect(try session.text("first") == "B!?")
    #expect(try session.text("shows.title") == "B!?")
  }

  @Test func aLateVariableInAWhenCondition() throws {
    var session = try Session(
      dial: """
        var big = b.frame.width > 10.0
        button b { title: "Wide enough" }
        button c {
          title: "C"
          when big { subtitle: "big" }
        }
        menu m { action "X" { selected: big } }
        """)
    #expect(try session.holds("big"))
    #expect(try session.text("c.subtitle") == "big")
    #expect(try session.holds(#"m["X"].selected"#))
    #expect(try session.transitions("big = false").contains(#"c.subtitle: "big" -> """#))
  }

  @Test func aLateSelectedBindingIsApplied() throws {
    let session = try Session(
      dial: """
        var isOn = t.selected
        button t { title: "T"; behavior: .toggle; selected: true }
        button u { title: "U"; behavior: .toggle; selected: isOn }
        """)
    #expect(try session.holds("u.selected"))
  }

  @Test func aVariableWithoutComponentsIsStillInitializedFirst() throws {
    let session = try Session(
      dial: """
        var name = "N"
        var copy = b.title
        button b { title: name }
        """)
    #expect(try session.text("copy") == "N")
  }

  /// The one limitation: a late variable reading a component that reads a late variable sees it unresolved.
  @Test func aCycleThroughAComponentSeesItUnresolved() throws {
    let session = try Session(
      dial: """
        var copy = b.title
        button b { title: copy + "!" }
        """)
    #expect(try session.text("copy") == "")
    #expect(try session.text("b.title") == "!")
  }

  @Test func anOverflowingInitializerFailsTheStart() throws {
    let program = try Program(
      source: """
        button b { title: "B" }
        var n = b.title.count + 9223372036854775807
        button c { title: "\\(n)" }
        """)
    #expect(throws: RuntimeError.self) { try Session(program) }
  }
}
