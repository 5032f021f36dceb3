import Dial
import DialREPL
import Testing

/// What the REPL says about changes the user did not type directly: a replacement's
/// replay, a second `:load`, a component's name alone, and `:list`.
struct ReplNotesTests {
  /// Files held in memory, for `:load`.
  struct MemoryFiles: ReplFileSystem {
    var files: [String: String]

    func read(_ path: String) -> Result<String, ReplFileError> {
      files[path].map { .success($0) } ?? .failure(ReplFileError("no such file: \(path)"))
    }

    func write(_ text: String, to path: String) -> ReplFileError? { ReplFileError("read-only: \(path)") }
  }

  static let share = """
    var itemCount = 0
    button share {
      title: "Share"
      on tap { itemCount += 6 }
    }
    """

  @Test func replacementListsWhatTheReplayChanged() {
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit(Self.share)
    _ = repl.submit("tap share")
    _ = repl.submit("tap share")
    let output = repl.submit("button share {\n  title: \"Share\"\n  on tap { itemCount += 1 }\n}")
    #expect(
      output.standardOutput == "  (replaced button share; replaying 2 statements changed:)\n  itemCount: 12 -> 2\n")
  }

  /// A variable named like a member a transition list leaves out (`label`, `value`, `frame`) is still listed.
  @Test func replacementListsAVariableNamedLikeADerivedMember() {
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit("var value = 0\nbutton b {\n  title: \"B\"\n  on tap { value += 6 }\n}")
    _ = repl.submit("tap b")
    let output = repl.submit("button b {\n  title: \"B\"\n  on tap { value += 1 }\n}")
    #expect(output.standardOutput == "  (replaced button b; replaying 1 statement changed:)\n  value: 6 -> 1\n")
  }

  @Test func replacementWithNoEffectSaysSo() {
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit(Self.share)
    _ = repl.submit("tap share")
    let output = repl.submit("var itemCount = 0")
    #expect(output.standardOutput == "  (replaced var itemCount; no other changes)\n")
  }

  @Test func replacementListsItsOwnPropertiesToo() {
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit(Self.share)
    let output = repl.submit("button share { title: \"Send\"; on tap { itemCount += 6 } }").standardOutput
    #expect(output.hasPrefix("  (replaced button share; changed:)\n"))
    #expect(output.contains("  share.title: \"Share\" -> \"Send\"\n"))
    #expect(output.contains("  share.speech: \"Share. Button.\" -> \"Send. Button.\"\n"))
  }

  @Test func componentNameAloneShowsItsState() {
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit(Self.share)
    let output = repl.submit("share")
    #expect(output.standardError.isEmpty)
    #expect(output.standardOutput == repl.submit(":state share").standardOutput)
    #expect(output.standardOutput.contains("share.title = \"Share\"\n"))
    // A variable alone is still an expression.
    #expect(repl.submit("itemCount").standardOutput == "0\n")
  }

  @Test func secondLoadSaysItMerged() {
    let files = MemoryFiles(files: [
      "a.dial": "var count = 0\nbutton add { title: \"Add\"; on tap { count += 1 } }\ntap add\n",
      "b.dial": "var total = 1\nbutton add { title: \"Plus\" }\nmenu more { action \"Refresh\" }\n",
    ])
    var repl = ReplModel(files: files)
    #expect(!repl.submit(":load a.dial").standardOutput.contains("(loaded"))
    let output = repl.submit(":load b.dial").standardOutput
    #expect(output.hasSuffix("(loaded b.dial into the session with a.dial: 2 declarations added, 1 replaced)\n"))
    #expect(repl.state.loadedFiles == ["a.dial", "b.dial"])
    _ = repl.submit(":reset")
    _ = repl.submit("var typed = 0")
    #expect(repl.submit(":load a.dial").standardOutput.contains("(loaded a.dial into the session with what was typed:"))
  }

  @Test func listNumbersLinesAsDiagnosticsDo() {
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit(Self.share)
    _ = repl.submit("tap share")
    #expect(
      repl.submit(":list").standardOutput == """
        <repl>: the declarations
          1  var itemCount = 0
          2  button share {
          3    title: "Share"
          4    on tap { itemCount += 6 }
          5  }
        <statements so far>: the statements
          1  tap share

        """)
    // A later error in a declaration names the same line: `itemCount` became a String.
    let error = repl.submit("var itemCount = \"six\"").standardError
    #expect(error.contains("<repl>:4:"))
  }

  @Test func listOfNothing() {
    var repl = ReplModel(files: NoFileSystem())
    #expect(repl.submit(":list").standardOutput == "(nothing entered yet)\n")
  }
}
