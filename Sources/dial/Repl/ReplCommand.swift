import Dial
import DialLexer
import DialREPL
import Foundation

/// `dial repl [file]` (and bare `dial` on a terminal): the interactive session.
///
/// The work is done by ``ReplModel``; this file only moves lines in and text
/// out. On a terminal it shows a banner and prompts and edits lines with
/// ``LineEditor``; otherwise (a pipe, CI) it reads plain lines and prints only
/// what the inputs print, so its output can be compared as text.
enum ReplCommand {
  /// The prompt of a new input, and of a line that continues one; both six columns wide.
  static let prompt = "dial> "
  static let continuation = "  ... "

  static func run(_ arguments: [String]) -> Int32 {
    if let flag = arguments.first(where: { $0.hasPrefix("-") }) {
      return CommandLineTool.usageError("unknown option '\(flag)' for 'repl'")
    }
    guard arguments.count <= 1 else { return CommandLineTool.usageError("'repl' takes at most one file") }
    let interactive = isatty(STDIN_FILENO) == 1
    let files = LocalFileSystem()
    var model = ReplModel(
      colored: interactive && Terminal.colorEnabled(for: STDOUT_FILENO), files: files,
      makeLoader: { FileSystemLoader(entryPath: $0) }, measurement: FontOption.measurement,
      release: FontOption.release)
    if interactive {
      Terminal.out(paint("Dial \(dialVersion)", "1", model.colored) + " — :help lists the commands, Ctrl-D quits\n")
    }
    if let path = arguments.first { Terminal.write(model.submit(":load \(path)")) }
    guard interactive, let terminal = RawTerminal() else {
      readPlainLines(into: &model)
      return 0
    }
    defer { terminal.restore() }
    var editor = LineEditor(
      terminal: terminal, history: History(),
      complete: { text, cursor in
        Completer.complete(text, cursor: cursor, in: model.state.session.program.checked, files: files.paths)
      },
      isComplete: { InputBuffer.inputs(of: $0) != nil })
    let prompts = (paint(prompt, "1;32", model.colored), paint(continuation, "1;32", model.colored))
    while !model.wantsToQuit {
      switch editor.readInput(prompt: prompts.0, continuation: prompts.1, width: DisplayWidth.of(prompt)) {
      case .endOfFile: return 0
      case .interrupted: continue
      case .line(let block):
        // A block is one input, or several when its rows complete more than one (a recalled, edited entry).
        for input in InputBuffer.inputs(of: block) ?? [block] where !model.wantsToQuit {
          Terminal.write(model.submit(input))
        }
      }
    }
    return 0
  }

  /// Without a terminal: lines from standard input, no prompts and no escape codes.
  /// An input left open at the end is submitted as it is, so its error is shown.
  static func readPlainLines(into model: inout ReplModel) {
    var buffer = InputBuffer()
    while !model.wantsToQuit, let line = readLine(strippingNewline: true) {
      if let input = buffer.add(line) { Terminal.write(model.submit(input)) }
    }
    if !buffer.isEmpty && !model.wantsToQuit { Terminal.write(model.submit(buffer.text)) }
  }

  static func paint(_ text: String, _ code: String, _ colored: Bool) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
