import Dial
import DialConform

// MARK: - Commands (`:help`, `:load`, …)

extension ReplModel {
  /// A REPL command: its name, argument and one-line help.
  struct Command {
    let name: String
    let argument: String
    let summary: String
  }

  /// Every command, in the order `:help` lists them.
  static let commands: [Command] = [
    Command(name: "help", argument: "", summary: "list the commands"),
    Command(name: "load", argument: "FILE", summary: "run a file's declarations and statements, adding to the session"),
    Command(name: "save", argument: "FILE", summary: "write a script that replays to the current state"),
    Command(name: "list", argument: "", summary: "the declarations and statements, numbered as errors name them"),
    Command(name: "reset", argument: "", summary: "forget every declaration and statement"),
    Command(name: "state", argument: "[name]", summary: "the variables, or everything about one name"),
    Command(name: "tree", argument: "", summary: "the accessibility elements in order, with their speech"),
    Command(name: "why", argument: "expr", summary: "why a property or variable has its value"),
    Command(name: "events", argument: "", summary: "the events possible now: enabled buttons, selectable items"),
    Command(
      name: "conform", argument: "DUMP", summary: "compare a dump of the running app's accessibility tree with now"),
    Command(name: "undo", argument: "", summary: "go back to the state before the last change"),
    Command(name: "redo", argument: "", summary: "go forward again after :undo"),
    Command(name: "quit", argument: "", summary: "leave (Ctrl-D on an empty line does too)"),
  ]

  /// The names `:`-completion offers.
  public static var commandNames: [String] { commands.map { ":" + $0.name } }

  /// Runs a line starting with `:`.
  mutating func command(_ line: String) -> [OutputChunk] {
    let body = line.dropFirst()
    let name = String(body.prefix { $0 != " " && $0 != "\t" })
    let argument = String(body.dropFirst(name.count)).trimmingWhitespace
    switch name {
    case "help", "h", "?": return [.out(Self.helpText)]
    case "load": return load(argument)
    case "save": return save(argument)
    case "list": return [.out(listing)]
    case "reset": return reset()
    case "state": return [.out(Inspector(session: state.session).state(of: argument.isEmpty ? nil : argument))]
    case "tree": return [.out(Inspector(session: state.session).tree())]
    case "why": return why(argument)
    case "events": return [.out(Inspector(session: state.session).events())]
    case "conform": return conform(argument)
    case "undo": return undo()
    case "redo": return redo()
    case "quit", "q", "exit":
      wantsToQuit = true
      return []
    default:
      let near = Self.commands.map(\.name).first { Self.isNear($0, name) }
      let hint = near.map { "; did you mean ':\($0)'?" } ?? "; :help lists the commands"
      return [.error("dial: error: unknown command ':\(name)'\(hint)\n")]
    }
  }

  static var helpText: String {
    let declarations = (Verb.declarationKeywords + Verb.declarationWords).joined(separator: ", ")
    let statements = (Verb.statementWords + ["if"]).joined(separator: ", ")
    var text = "Type declarations (\(declarations))\nand statements (\(statements));\n"
    text += "an expression alone prints its value, and a component's name alone its state (as :state NAME).\n"
    text += "Input continues while a brace, bracket or string is open.\n\n"
    for command in commands {
      let usage = ":" + command.name + (command.argument.isEmpty ? "" : " " + command.argument)
      text += "  " + usage.padding(to: 14) + command.summary + "\n"
    }
    text += "\nKeys: Tab completes; Up/Down move between rows and through the history (a block is one entry),\n"
    text += "Ctrl-P/N through the history; Ctrl-R searches it; Enter on a complete input runs the whole block;\n"
    text += "Ctrl-C discards the input; Ctrl-D cancels the block on an empty \"...\" row, and quits on an empty line.\n"
    return text
  }

  /// `:why expr`: the declarations that set a property, or the assignment that last wrote a variable.
  func why(_ expression: String) -> [OutputChunk] {
    guard !expression.isEmpty else { return [.error("dial: error: :why needs a property or a variable\n")] }
    do throws(EvaluationError) {
      return [.out(try state.session.explain(expression).text(files: state.session.program.files))]
    } catch {
      switch error {
      case .compile(let error):
        return [.error(renderer(error.files).render(error.diagnostics))]
      case .runtime(let error):
        return [.error("dial: error: \(error)\n")]
      }
    }
  }

  /// `:conform DUMP`: how a dump of the app (XCUITest's `debugDescription` or Appium's page source) differs
  /// from the session now.
  func conform(_ path: String) -> [OutputChunk] {
    guard !path.isEmpty else { return [.error("dial: error: :conform needs a dump file\n")] }
    switch files.read(path) {
    case .failure(let error): return [.error("dial: error: \(error.message)\n")]
    case .success(let text):
      do throws(DumpError) {
        let report = state.session.conform(to: try AccessibilityDump(reading: text))
        return [.out(report.text(in: state.session.program, dumpName: path))]
      } catch {
        return [.error("\(path):\(error.line): error: \(error.message)\n")]
      }
    }
  }

  // MARK: - Files

  /// `:load FILE`: like typing the file, with `file:line:` headers; `use` paths stay relative to the file.
  mutating func load(_ path: String) -> [OutputChunk] {
    guard !path.isEmpty else { return [.error("dial: error: :load needs a file\n")] }
    switch files.read(path) {
    case .failure(let error): return [.error("dial: error: \(error.message)\n")]
    case .success(let text):
      let before = state
      var chunks = run(Self.rebasingUses(in: text, from: path), name: path, echoesHeaders: true, label: ":load \(path)")
      let changed = state.declarations != before.declarations || state.statements.count != before.statements.count
      guard changed else { return chunks }
      if !before.declarations.isEmpty || !before.statements.isEmpty {
        chunks.append(.out(Self.mergeNote(path, before: before, after: state)))
      }
      if !state.loadedFiles.contains(path) { state.loadedFiles.append(path) }
      return chunks
    }
  }

  /// `(loaded b.dial into the session with a.dial: 3 declarations added, 1 replaced, 2 statements run)`:
  /// a second `:load` adds to the session rather than starting over.
  static func mergeNote(_ path: String, before: ReplState, after: ReplState) -> String {
    let keys = Set(before.declarations.map(\.key))
    let loaded = after.declarations.filter { !before.declarations.contains($0) }
    let added = loaded.filter { !keys.contains($0.key) }.count
    let replaced = loaded.count - added
    let statements = after.statements.count - before.statements.count
    var parts: [String] = []
    if added > 0 { parts.append("\(added) declaration\(added == 1 ? "" : "s") added") }
    if replaced > 0 { parts.append("\(replaced) replaced") }
    if statements > 0 { parts.append("\(statements) statement\(statements == 1 ? "" : "s") run") }
    let with = before.loadedFiles.isEmpty ? "what was typed" : before.loadedFiles.joined(separator: ", ")
    let summary = parts.isEmpty ? "nothing new" : parts.joined(separator: ", ")
    return "(loaded \(path) into the session with \(with): \(summary))\n"
  }

  /// `:list`: the declarations as the program `<repl>` numbers its lines, then the
  /// statements as a replay (`<statements so far>`) numbers them, so a diagnostic's
  /// `<repl>:10:13` is line 10 here.
  var listing: String {
    guard !state.declarations.isEmpty || !state.statements.isEmpty else { return "(nothing entered yet)\n" }
    var text = ""
    if !state.declarations.isEmpty {
      text += "\(Self.entryName): the declarations\n" + Self.numbered(state.declarations.map(\.text))
    }
    if !state.statements.isEmpty {
      text += "\(Self.replayName): the statements\n" + Self.numbered(state.statements)
    }
    return text
  }

  /// The entries joined by line breaks, every line after its number.
  static func numbered(_ entries: [String]) -> String {
    let lines = entries.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
    let width = String(lines.count).count
    return lines.enumerated().map { index, line in
      let number = String(index + 1)
      return String(repeating: " ", count: 2 + width - number.count) + number + "  " + line + "\n"
    }.joined()
  }

  /// `:save FILE`: the declarations, then the statements.
  mutating func save(_ path: String) -> [OutputChunk] {
    guard !path.isEmpty else { return [.error("dial: error: :save needs a file\n")] }
    let text = scriptText
    if let error = files.write(text, to: path) { return [.error("dial: error: \(error.message)\n")] }
    let summary =
      "\(state.declarations.count) declaration\(state.declarations.count == 1 ? "" : "s") and "
      + "\(state.statements.count) statement\(state.statements.count == 1 ? "" : "s")"
    return [.out("(saved \(summary) to \(path))\n")]
  }

  /// The script `:save` writes: `dial run` of it reaches the current state.
  public var scriptText: String {
    var text = state.declarations.map { $0.text + "\n" }.joined()
    if !state.declarations.isEmpty && !state.statements.isEmpty { text += "\n" }
    text += state.statements.map { $0 + "\n" }.joined()
    return text
  }

  /// A loaded file's `use` paths, made relative to the current directory (where the REPL's program lives).
  static func rebasingUses(in text: String, from path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return text }
    let directory = String(path[..<slash])
    var bytes = Array(text.utf8)
    let parsed = Parser.parse(bytes)
    let uses: [UseDeclaration] = parsed.syntax.items.compactMap { item in
      guard case .declaration(let declaration) = item, case .use(let use) = declaration.kind else { return nil }
      return use
    }
    for use in uses.reversed() {
      let rebased = Value.string(directory + "/" + use.path).literal
      bytes.replaceSubrange(use.pathRange.bytes, with: Array(rebased.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - History of states

  mutating func reset() -> [OutputChunk] {
    var next = state
    next.declarations = []
    next.statements = []
    next.session = Self.emptySession(measurement, release)
    next.loadedFiles = []
    commit(next, input: ":reset")
    return [.out("(reset)\n")]
  }

  mutating func undo() -> [OutputChunk] {
    guard let (previous, input) = undoStack.popLast() else { return [.out("(nothing to undo)\n")] }
    redoStack.append((state, input))
    state = previous
    return [.out("(undid \(Self.firstLine(input)))\n")]
  }

  mutating func redo() -> [OutputChunk] {
    guard let (next, input) = redoStack.popLast() else { return [.out("(nothing to redo)\n")] }
    undoStack.append((state, input))
    state = next
    return [.out("(redid \(Self.firstLine(input)))\n")]
  }

  static func firstLine(_ text: String) -> String {
    let trimmed = text.trimmingWhitespace
    let line = trimmed.prefix { $0 != "\n" }
    // A multi-line entry shows that it goes on.
    let more = line.count < trimmed.count ? " …" : ""
    return line.count > 60 ? line.prefix(57) + "..." : String(line) + more
  }

  /// Whether two command names are one edit apart or share a three-letter start.
  static func isNear(_ a: String, _ b: String) -> Bool {
    guard !b.isEmpty else { return false }
    return a.hasPrefix(b) || (a.count >= 3 && b.hasPrefix(a.prefix(3)))
  }
}

extension String {
  /// The text padded with spaces to `width` characters.
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

// MARK: - Files

/// A file error for `:load` and `:save`, one line.
public struct ReplFileError: Error, Equatable, Sendable {
  /// What went wrong.
  public var message: String

  /// Makes an error.
  public init(_ message: String) { self.message = message }
}

/// How `:load` and `:save` reach files; the `dial` command gives the real file system.
public protocol ReplFileSystem: Sendable {
  /// A file's text.
  func read(_ path: String) -> Result<String, ReplFileError>
  /// Writes a file; nil when it worked.
  func write(_ text: String, to path: String) -> ReplFileError?
}

/// No files at all: every `:load` and `:save` fails.
public struct NoFileSystem: ReplFileSystem {
  /// Makes one.
  public init() {}

  public func read(_ path: String) -> Result<String, ReplFileError> {
    .failure(ReplFileError("no files here: \(path)"))
  }

  public func write(_ text: String, to path: String) -> ReplFileError? { ReplFileError("no files here: \(path)") }
}
