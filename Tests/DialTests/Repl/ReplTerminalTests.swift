import Dial
import DialREPL
import Foundation
import Testing

/// The `dial repl` executable, driven as a person would: through a
/// pseudo-terminal (line editing, history, completion) and through a pipe.
/// Every wait has a deadline, and `HOME` is a temporary directory.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ReplTerminalTests {
  static let up = "\u{1B}[A"

  @Test func terminalSessionWithHistoryCompletionAndMultiLineInput() throws {
    let home = try temporaryDirectory()
    let repl = try ChildProcess.onTerminal(["repl"], home: home)
    try repl.expect("Dial \(dialVersion)")
    try repl.expect("dial> ")
    repl.send("var count = 0\r")
    try repl.expect("dial> ")
    // Multi-line input: the open brace continues on a `...` prompt.
    repl.send("button add {\r")
    try repl.expect("  ... ")
    repl.send("  title: \"Add\"\r  on tap { count += 1 }\r")
    try repl.expect("  ... ")
    repl.send("}\r")
    try repl.expect("dial> ")
    // Tab completion of a declared name, then of a member.
    repl.send("tap a\t")
    try repl.expect("tap add")
    repl.send("\r")
    try repl.expect("count: 0 -> 1")
    repl.send("add.spe\t")
    try repl.expect("add.speech")
    repl.send("\r")
    try repl.expect("\"Add. Button.\"")
    // An error, with a caret under the input, then a statement that works.
    repl.send("tap nope\r")
    try repl.expect("error: unknown name 'nope'")
    try repl.expect("      ^~~~")
    repl.send("tap add\r")
    try repl.expect("count: 1 -> 2")
    // Up recalls the last line.
    repl.send(Self.up)
    try repl.expect("tap add")
    repl.send("\r")
    try repl.expect("count: 2 -> 3")
    // :undo goes back exactly one statement.
    repl.send(":undo\r")
    try repl.expect("(undid tap add)")
    repl.send("count\r")
    try repl.expect("2\r\n")
    // Ctrl-C discards a continued input; Ctrl-D on an empty line quits.
    repl.send("button b {\r")
    try repl.expect("  ... ")
    repl.send("\u{3}")
    try repl.expect("dial> ")
    repl.send("\u{4}")
    #expect(repl.finish() == 0)
    let history = try String(contentsOfFile: home + "/.dial_history", encoding: .utf8)
    #expect(history.contains("tap add\n"))
    // A block is one entry, its line breaks escaped.
    #expect(history.contains("button add {\\n  title: \"Add\"\\n  on tap { count += 1 }\\n}\n"))
  }

  @Test func pipedSessionSavesAScriptThatRunReplaysToTheSameTree() throws {
    let home = try temporaryDirectory()
    let saved = home + "/saved.dial"
    let repl = try ChildProcess.onPipes(["repl"], home: home)
    repl.send(
      """
      var count = 0
      button add {
        title: "Add"
        subtitle: count == 0 ? "" : "\\(count) added"
        on tap { count += 1 }
      }
      menu more {
        menu "Sort By" single {
          action "Title" selected
          action "Date"
        }
      }
      tap add
      tap nope
      tap add
      :undo
      select more["Sort By"]["Date"]
      :tree
      :save \(saved)
      :quit

      """)
    repl.closeInput()
    try repl.expect("count: 0 -> 1")
    try repl.expect("error: unknown name 'nope'")
    try repl.expect("count: 1 -> 2")
    try repl.expect("(undid tap add)")
    try repl.expect("more[\"Sort By\"].selection: \"Title\" -> \"Date\"")
    let tree = try repl.expect("add: \"Add, 1 added. Button.\"\n")
    try repl.expect("(saved 3 declarations and 2 statements to \(saved))")
    #expect(repl.finish() == 0)
    #expect(!repl.transcript.contains("\u{1B}"), "no escape codes on a pipe")
    #expect(!repl.transcript.contains("dial> "), "no prompts on a pipe")

    // The saved script, run as `dial run` runs it, reaches the same accessibility tree.
    let source = try String(contentsOfFile: saved, encoding: .utf8)
    var session = try Session(Program(source: source, name: saved))
    #expect(session.runScript().allSatisfy { $0.error == nil })
    #expect(tree.hasSuffix(Inspector(session: session).tree()))
    let run = try ChildProcess.onPipes(["run", saved], home: home)
    run.closeInput()
    try run.expect("\(saved):15: select more[\"Sort By\"][\"Date\"]")
    #expect(run.finish() == 0)
  }

  @Test func bareDialInAPipePrintsTheOverview() throws {
    let home = try temporaryDirectory()
    let dial = try ChildProcess.onPipes([], home: home)
    dial.closeInput()
    try dial.expect("usage: dial <command>")
    #expect(dial.finish() == 0)
  }
}
