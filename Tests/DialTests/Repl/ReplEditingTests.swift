import DialREPL
import Foundation
import Testing

/// The line editor through a pseudo-terminal: multi-line blocks in the history,
/// Ctrl-R, wide characters, Ctrl-D on a continuation row, and completion.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ReplEditingTests {
  static let up = "\u{1B}[A"
  static let left = "\u{1B}[D"
  static let ctrlR = "\u{12}"

  func start(home: String, _ arguments: [String] = ["repl"]) throws -> ChildProcess {
    let repl = try ChildProcess.onTerminal(arguments, home: home)
    try repl.expect("dial> ")
    return repl
  }

  @Test func aBlockComesBackFromTheHistoryWholeAndEnterRunsItAgain() throws {
    let home = try temporaryDirectory()
    let repl = try start(home: home)
    repl.send("button b {\r  title: \"B\"\r}\r")
    try repl.expect("dial> ")
    repl.send("1 + 1\r")
    try repl.expect("2\r\n")
    // Up twice: past `1 + 1` to the whole block, every row with its prompt.
    repl.send(Self.up + Self.up)
    try repl.expect("dial> button b {\u{1B}[K\r\n  ...   title: \"B\"\u{1B}[K\r\n  ... }")
    repl.send("\r")
    try repl.expect("(replaced button b; no other changes)")
    repl.send("\u{4}")
    #expect(repl.finish() == 0)
    let history = try String(contentsOfFile: home + "/.dial_history", encoding: .utf8)
    let block = "button b {\\n  title: \"B\"\\n}\n"
    #expect(history == "#dial-history 2\n" + block + "1 + 1\n" + block)

    // A new session reads the block back as one entry.
    let again = try start(home: home)
    again.send(Self.up + "\r")
    try again.expect("dial> ")
    again.send("b.title\r")
    try again.expect("\"B\"\r\n")
    again.send("\u{4}")
    #expect(again.finish() == 0)
  }

  /// A backslash in an entry (a Dial escape such as `\n` in a string) is kept as typed through the file.
  @Test func aBackslashInAnEntryRoundTripsThroughTheHistoryFile() throws {
    let home = try temporaryDirectory()
    let repl = try start(home: home)
    repl.send(#"print "a\nb\\c""# + "\r")
    try repl.expect("a\r\nb\\c\r\n")
    repl.send("\u{4}")
    #expect(repl.finish() == 0)
    let history = try String(contentsOfFile: home + "/.dial_history", encoding: .utf8)
    #expect(history == "#dial-history 2\n" + #"print "a\\nb\\\\c""# + "\n")

    let again = try start(home: home)
    again.send(Self.up + "\r")
    try again.expect("a\r\nb\\c\r\n")
    again.send("\u{4}")
    #expect(again.finish() == 0)
  }

  @Test func ctrlRSearchesTheHistoryBackwards() throws {
    let home = try temporaryDirectory()
    let repl = try start(home: home)
    repl.send("var n = 0\r")
    try repl.expect("dial> ")
    repl.send("n += 5\r")
    try repl.expect("n: 0 -> 5")
    repl.send("n += 1\r")
    try repl.expect("n: 5 -> 6")
    // Typing narrows; Enter accepts and runs.
    repl.send(Self.ctrlR + "+= 5")
    try repl.expect("(reverse-i-search)`+= 5': n += 5")
    repl.send("\r")
    try repl.expect("n: 6 -> 11")
    // Ctrl-R again goes to an older match.
    repl.send(Self.ctrlR + "n +")
    try repl.expect("(reverse-i-search)`n +': n += 5")
    repl.send(Self.ctrlR)
    try repl.expect("(reverse-i-search)`n +': n += 1")
    // Another key accepts the match for editing: Ctrl-E, then type.
    repl.send("\u{5}0\r")
    try repl.expect("n: 11 -> 21")
    // No match says so; Ctrl-G cancels and gives the typed text back.
    repl.send("n" + Self.ctrlR + "zzz")
    try repl.expect("(failed reverse-i-search)`zzz': ")
    repl.send("\u{7}")
    try repl.expect("dial> n")
    repl.send("\r")
    try repl.expect("21\r\n")
    // Esc cancels too.
    repl.send(Self.ctrlR + "var")
    try repl.expect("(reverse-i-search)`var': var n = 0")
    repl.send("\u{1B}")
    try repl.expect("dial> \u{1B}[K")
    repl.send("\u{4}")
    #expect(repl.finish() == 0)
  }

  @Test func wideCharactersPlaceTheCursorByDisplayColumns() throws {
    let home = try temporaryDirectory()
    let repl = try start(home: home)
    // `print "` is 7 columns, 日本語 6, a space 1, 👍 2, `"` 1: after the 6-column prompt, column 23.
    repl.send("print \"日本語 👍\"")
    try repl.expect("\u{1B}[23C")
    repl.send(Self.left)
    try repl.expect("\u{1B}[22C")
    repl.send(Self.left)
    try repl.expect("\u{1B}[20C")
    repl.send("\r")
    try repl.expect("日本語 👍\r\n")
    repl.send("\u{4}")
    #expect(repl.finish() == 0)
  }

  @Test func ctrlDOnAContinuationRowCancelsTheBlock() throws {
    let home = try temporaryDirectory()
    let repl = try start(home: home)
    repl.send("button b {\r")
    try repl.expect("  ... ")
    repl.send("\u{4}")
    try repl.expect("dial> ")
    // Still running, and `b` was never declared.
    repl.send("1 + 1\r")
    try repl.expect("2\r\n")
    repl.send(":state b\r")
    try repl.expect("(no declaration named b)")
    // On a blank row inside a block (not its last row), Ctrl-D deletes rather than cancels.
    repl.send("button c {\r\r  title: \"C\"")
    repl.send("\u{1B}[A\u{4}")
    repl.send("\u{1B}[B\u{5}\r}\r")
    try repl.expect("dial> ")
    repl.send("c.title\r")
    try repl.expect("\"C\"\r\n")
    // Ctrl-D on an empty primary line quits.
    repl.send("\u{4}")
    #expect(repl.finish() == 0)
  }

  @Test func completionAddsASpaceAfterACommandAndSeesTheWholeBlock() throws {
    let home = try temporaryDirectory()
    let repl = try start(home: home)
    repl.send(":lo\t")
    try repl.expect("dial> :load \u{1B}[K")
    repl.send("\u{15}button z {\r  ti\t")
    try repl.expect("  ...   title\u{1B}[K")
    repl.send(": \"Z\"\r}\r")
    try repl.expect("dial> ")
    repl.send("z.title\r")
    try repl.expect("\"Z\"\r\n")
    repl.send("\u{4}")
    #expect(repl.finish() == 0)
  }

  @Test func sessionNotesOnATerminal() throws {
    let home = try temporaryDirectory()
    let first = home + "/a.dial"
    let second = home + "/b.dial"
    try "var itemCount = 0\nbutton share {\n  title: \"Share\"\n  on tap { itemCount += 6 }\n}\n".write(
      toFile: first, atomically: true, encoding: .utf8)
    try "var total = 1\nmenu more { action \"Refresh\" }\n".write(toFile: second, atomically: true, encoding: .utf8)
    let repl = try start(home: home, ["repl", first])
    repl.send("tap share; tap share\r")
    try repl.expect("itemCount: 6 -> 12")
    // A replacement replays the statements and says what that changed.
    repl.send("button share {\r  title: \"Share\"\r  on tap { itemCount += 1 }\r}\r")
    try repl.expect("(replaced button share; replaying 2 statements changed:)\r\n  itemCount: 12 -> 2\r\n")
    // A component's name alone shows its state.
    repl.send("share\r")
    try repl.expect("share.title = \"Share\"")
    // :list numbers the lines as diagnostics do.
    repl.send(":list\r")
    try repl.expect("<repl>: the declarations\r\n  1  var itemCount = 0\r\n  2  button share {")
    try repl.expect("<statements so far>: the statements\r\n  1  tap share\r\n  2  tap share\r\n")
    // A second file merges, and says so.
    repl.send(":load \(second)\r")
    try repl.expect("(loaded \(second) into the session with \(first): 2 declarations added)")
    repl.send(":help\r")
    try repl.expect(":list")
    repl.send("\u{4}")
    #expect(repl.finish() == 0)
  }
}
