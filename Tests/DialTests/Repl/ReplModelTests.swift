import Dial
import DialREPL
import Foundation
import Testing

/// The REPL's model, without a terminal: inputs, declarations, undo, save.
struct ReplModelTests {
  static let counter = """
    var count = 0
    button add {
      title: "Add"
      subtitle: count == 0 ? "" : "\\(count) added"
      on tap { count += 1 }
    }
    """

  func model() -> ReplModel {
    var model = ReplModel(files: NoFileSystem())
    _ = model.submit(Self.counter)
    return model
  }

  @Test func statementPrintsTransitionsAsRunDoes() {
    var repl = model()
    let output = repl.submit("tap add")
    #expect(
      output.standardOutput
        == "  count: 0 -> 1\n  add.subtitle: \"\" -> \"1 added\"\n"
        + "  add.speech: \"Add. Button.\" -> \"Add, 1 added. Button.\"\n")
    #expect(repl.state.statements == ["tap add"])
  }

  @Test func severalStatementsGetHeaders() {
    var repl = model()
    let output = repl.submit("tap add; tap add").standardOutput
    #expect(output.hasPrefix("tap add\n  count: 0 -> 1\n"))
    #expect(output.contains("tap add\n  count: 1 -> 2\n"))
  }

  @Test func expressionAloneIsPrintedAsALiteral() {
    var repl = model()
    #expect(repl.submit("add.speech").standardOutput == "\"Add. Button.\"\n")
    #expect(repl.submit("count + 1").standardOutput == "1\n")
  }

  @Test func compileErrorPointsIntoTheInputAndChangesNothing() {
    var repl = model()
    let before = repl.state.session
    let output = repl.submit("tap nope")
    #expect(output.standardError.contains("<input>:1:5: error: unknown name 'nope'"))
    #expect(output.standardError.contains("  tap nope\n      ^~~~\n"))
    #expect(repl.state.session == before)
    #expect(repl.state.statements.isEmpty)
  }

  @Test func declarationReplacesTheSameNameAndReplays() {
    var repl = model()
    _ = repl.submit("tap add")
    let output = repl.submit("button add { title: \"Plus\"; on tap { count += 2 } }")
    #expect(
      output.standardOutput == """
          (replaced button add; replaying 1 statement changed:)
          count: 1 -> 2
          add.title: "Add" -> "Plus"
          add.subtitle: "1 added" -> ""
          add.speech: "Add, 1 added. Button." -> "Plus. Button."

        """)
    #expect(repl.state.declarations.map(\.key) == ["count", "add"])
    // The statements so far are replayed with the new handler.
    #expect(repl.submit("count").standardOutput == "2\n")
    #expect(repl.submit("tap add").standardOutput.contains("count: 2 -> 4"))
  }

  @Test func declarationThatBreaksEarlierStatementsIsRefused() {
    var repl = model()
    _ = repl.submit("count += 1")
    // `add` compares count with 0, and `count += 1` was run: both refuse a String.
    let output = repl.submit("var count = \"text\"")
    #expect(output.standardError.contains("error:"))
    #expect(repl.state.declarations.map(\.key) == ["count", "add"])
    #expect(repl.submit("count").standardOutput == "1\n")
  }

  @Test func declarationThatBreaksOnlyAStatementIsRefused() {
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit("var count = 0")
    _ = repl.submit("count += 1")
    let output = repl.submit("var count = \"text\"")
    #expect(output.standardError.contains("the statements entered so far would no longer run"))
    #expect(repl.submit("count").standardOutput == "1\n")
  }

  @Test func declarationErrorIsShownAgainstTheInput() {
    var repl = model()
    let output = repl.submit("button b {\n  titel: \"B\"\n}")
    #expect(output.standardError.contains("<input>:2:3: error: unknown property 'titel'"))
    #expect(repl.state.declarations.count == 2)
  }

  @Test func undoRestoresTheExactPreviousStateAndRedoComesBack() {
    var repl = model()
    let before = repl.state.session
    _ = repl.submit("tap add")
    let after = repl.state.session
    #expect(repl.submit(":undo").standardOutput == "(undid tap add)\n")
    #expect(repl.state.session == before)
    #expect(repl.state.statements.isEmpty)
    _ = repl.submit(":redo")
    #expect(repl.state.session == after)
    _ = repl.submit(":undo")
    _ = repl.submit(":undo")
    #expect(repl.state.declarations.isEmpty)
    #expect(repl.submit(":undo").standardOutput == "(nothing to undo)\n")
  }

  @Test func runtimeErrorIsRolledBackAndNotRecorded() {
    var repl = model()
    let output = repl.submit("count = 1 / (count - count)")
    #expect(!output.standardError.isEmpty)
    #expect(repl.state.statements.isEmpty)
    // A multi-line entry is named by its first line, marked as going on.
    #expect(repl.submit(":undo").standardOutput == "(undid \(Self.counter.split(separator: "\n")[0]) …)\n")
  }

  @Test func savedScriptReplaysToTheSameState() throws {
    var repl = model()
    _ = repl.submit(
      "menu more {\n  menu \"Sort By\" single {\n    action \"Title\" selected\n    action \"Date\"\n  }\n}")
    _ = repl.submit("tap add\nselect more[\"Sort By\"][\"Date\"]\ntextSize = .accessibilityLarge")
    var session = try Session(Program(source: repl.scriptText))
    let outcomes = session.runScript()
    #expect(outcomes.allSatisfy { $0.error == nil })
    #expect(session == repl.state.session)
    #expect(session.accessibilityElements == repl.state.session.accessibilityElements)
  }

  @Test func commandsReportState() {
    var repl = model()
    _ = repl.submit("tap add")
    #expect(repl.submit(":state count").standardOutput == "count = 1\n")
    #expect(repl.submit(":tree").standardOutput == "add: \"Add, 1 added. Button.\"\n")
    #expect(repl.submit(":events").standardOutput == "tap add\n")
    #expect(repl.submit(":stat").standardError.contains("did you mean ':state'?"))
    _ = repl.submit(":quit")
    #expect(repl.wantsToQuit)
  }

  @Test func resetForgetsEverythingAndCanBeUndone() {
    var repl = model()
    _ = repl.submit(":reset")
    #expect(repl.state.declarations.isEmpty)
    _ = repl.submit(":undo")
    #expect(repl.state.declarations.count == 2)
  }
}
