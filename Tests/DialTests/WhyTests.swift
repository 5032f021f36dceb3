import Dial
import DialREPL
import Testing

/// `why`: the declarations that set a property, in the order resolution applies them, and the last write of a
/// variable; through the library (`explain`), the REPL (`:why`) and the same text `dial why` prints.
struct WhyTests {
  static let source = """
    style brand: .filled {
      background: .systemOrange
      when !enabled { background: .lightGray }
    }
    var ready = false
    var itemCount = 0
    button signIn: brand { title: "Sign In"; enabled: ready }
    button add { title: "Add"; on tap { itemCount += 1 } }
    """

  /// A property set by a style and overridden by the style's `when` block, which holds.
  @Test func aPropertySetByAStyleAndOverriddenByAWhenBlock() throws {
    let session = try Session(dial: Self.source)
    let explanation = try session.explain("signIn.background")
    #expect(explanation.value == .color(0xAAAA_AAFF))
    #expect(explanation.steps.map(\.origin) == ["preset .filled", "style brand", "style brand, when !enabled"])
    #expect(
      explanation.steps.map(\.source) == ["#0088FF (default)", "background: .systemOrange", "background: .lightGray"])
    #expect(explanation.steps.map(\.applies) == [true, true, true])
    #expect(explanation.steps.last?.reads == "enabled = false")
    let text = explanation.text(files: session.program.files)
    #expect(text.contains("3. style brand, when !enabled: background: .lightGray  (test.dial:3)"))
  }

  /// A toggle's `selected` is state: after its default or binding, taps flip it, and the explanation says so.
  @Test func aTogglesSelectedIsFlippedByTaps() throws {
    var session = try Session(dial: #"button bold { title: "Bold"; behavior: .toggle }"#)
    _ = try session.send(.tap("bold"))
    let explanation = try session.explain("bold.selected")
    #expect(explanation.value == .bool(true))
    #expect(explanation.steps.map(\.origin) == ["default", "taps"])
    #expect(
      explanation.text(files: session.program.files).contains(
        "2. taps: each tap of a .toggle flips it, after its binding"))
    let push = try Session(dial: #"button save { title: "Save" }"#)
    #expect(try push.explain("save.selected").steps.map(\.origin) == ["default"])
  }

  /// Once `ready`, the `when` block no longer holds, and says so.
  @Test func aWhenBlockThatDoesNotHold() throws {
    var session = try Session(dial: Self.source)
    _ = try session.run(source: "ready = true")
    let explanation = try session.explain("signIn.background")
    #expect(explanation.value == .color(0xFF8D_28FF))
    #expect(explanation.steps.last?.applies == false)
    #expect(explanation.text(files: session.program.files).contains("when !enabled (does not hold)"))
  }

  /// A variable written by a handler: the assignment, and the event that ran it.
  @Test func aVariableWrittenByAHandler() throws {
    var session = try Session(dial: Self.source + "\ntap add\n")
    _ = session.runScript()
    let explanation = try session.explain("itemCount")
    #expect(explanation.value == .int(1))
    let write = try #require(explanation.lastWrite)
    let text = explanation.text(files: session.program.files)
    #expect(text.contains("last written by itemCount += 1  (test.dial:8), run by tap add  (test.dial:9)"))
    #expect(write.assignment != write.statement)
    #expect(try session.explain("ready").text(files: session.program.files).contains("not written since the start"))
  }

  /// A rolled-back statement is not a write.
  @Test func aRolledBackWriteIsNotTheLastWrite() throws {
    var session = try Session(
      dial: "var n = 1\nvar zero = 0\nbutton b { title: \"B\"; on tap { n = 2; n = n / zero } }\ntap b")
    _ = session.runScript()
    #expect(try session.explain("n").lastWrite == nil)
  }

  @Test func theREPLExplainsWithWhy() throws {
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit(Self.source)
    let output = repl.submit(":why signIn.background").map(\.text).joined()
    #expect(output.contains("signIn.background = #AAAAAA"))
    #expect(output.contains("style brand, when !enabled"))
  }

  /// A write made by a host's event has no source text, and says so rather than pointing into the file.
  @Test func aWriteByAHostsEventSaysSo() throws {
    var session = try Session(dial: Self.source)
    _ = try session.send(.set("itemCount", Value(3)))
    var text = try session.explain("itemCount").text(files: session.program.files)
    #expect(text.contains("last written by an event the host sent\n"))
    _ = try session.send(.tap("add"))
    text = try session.explain("itemCount").text(files: session.program.files)
    #expect(text.contains("last written by itemCount += 1  (test.dial:8), run by an event the host sent\n"))
  }

  /// A statement run on its own (`run(source:)`, as the REPL runs a line) is quoted when it writes, since the
  /// session does not keep its text.
  @Test func aWriteByAStatementRunOnItsOwnIsQuoted() throws {
    var session = try Session(dial: Self.source)
    _ = try session.run(source: "tap add", name: "<line>")
    var text = try session.explain("itemCount").text(files: session.program.files)
    #expect(text.contains("last written by itemCount += 1  (test.dial:8), run by tap add  (<line>:1)\n"))
    _ = try session.run(source: "\nitemCount = 7", name: "<line>")
    text = try session.explain("itemCount").text(files: session.program.files)
    #expect(text.contains("last written by itemCount = 7  (<line>:2)\n"))
  }
}
