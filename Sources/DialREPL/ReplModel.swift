import Dial

/// Everything a REPL session is: the program's declarations and the statements
/// run so far, as source text, and the running ``Session``.
///
/// The session is always the result of starting the declarations' program and
/// running the statements in order, so writing the two out (`:save`) gives a
/// script that `dial run` replays to the same state. Copying a state is cheap
/// (the session is a value type with chunked storage), which makes it the unit
/// of `:undo` and `:redo`.
public struct ReplState: Sendable {
  /// The declarations in program order, each as typed.
  public internal(set) var declarations: [StoredDeclaration] = []
  /// The top-level statements that ran without a runtime error, in order, each as typed.
  public internal(set) var statements: [String] = []
  /// The running program.
  public internal(set) var session: Session
  /// The files `:load` brought in, in order (`:reset` forgets them).
  public internal(set) var loadedFiles: [String] = []
}

/// A declaration kept as source text.
public struct StoredDeclaration: Equatable, Sendable {
  /// The name it declares, or `use "path"` for a `use` declaration: a later
  /// declaration with the same key replaces it.
  public var key: String
  /// The kind, for notes: `button`, `var`, ….
  public var kind: String
  /// Its text, from its keyword to its end.
  public var text: String
}

/// The REPL without a terminal: it takes complete inputs (see ``InputBuffer``)
/// and returns what to print.
///
/// ```swift
/// var repl = ReplModel()
/// repl.submit("var count = 0")
/// repl.submit("count += 1").standardOutput   // "  count: 0 -> 1\n"
/// repl.submit(":undo")
/// ```
///
/// An input is a command (`:help`), an expression (evaluated and printed), or
/// declarations and statements. An input that does not compile prints its
/// diagnostics and changes nothing; a statement that fails at run time is
/// rolled back by the session and not recorded.
public struct ReplModel: Sendable {
  /// The current state.
  public internal(set) var state: ReplState
  /// States to go back to, most recent last, each with the input that left it.
  var undoStack: [(state: ReplState, input: String)] = []
  /// States undone, most recent last.
  var redoStack: [(state: ReplState, input: String)] = []
  /// Whether diagnostics use ANSI colors.
  public var colored: Bool
  /// Makes the loader for `use` declarations, given the entry script's name (``entryName``).
  let makeLoader: @Sendable (String) -> (any SourceLoader)?
  /// Reads and writes files for `:load` and `:save`.
  let files: any ReplFileSystem
  /// Set by `:quit`.
  public internal(set) var wantsToQuit = false

  /// How many states `:undo` can go back.
  public static let undoLimit = 1000
  /// The name of the program made of the typed declarations, as diagnostics show it.
  public static let entryName = "<repl>"
  /// The name of the statements so far when a declaration change replays them, as diagnostics show it.
  public static let replayName = "<statements so far>"

  /// Starts with an empty program.
  /// `measurement`: how the session measures text (`dial repl --font`); nil for the default. `release`: the iOS
  /// release sessions start in (`dial repl --ios`).
  public init(
    colored: Bool = false, files: any ReplFileSystem = LocalFileSystem(),
    makeLoader: @escaping @Sendable (String) -> (any SourceLoader)? = { _ in nil },
    measurement: (any TextMeasurement)? = nil, release: IOSRelease = .newest
  ) {
    self.colored = colored
    self.files = files
    self.makeLoader = makeLoader
    self.measurement = measurement
    self.release = release
    state = ReplState(session: Self.emptySession(measurement, release))
  }

  /// How every program the REPL compiles measures text; nil for the default.
  let measurement: (any TextMeasurement)?
  /// The iOS release every program the REPL compiles starts in.
  let release: IOSRelease

  /// A session of the empty program, which always starts.
  static func emptySession(_ measurement: (any TextMeasurement)?, _ release: IOSRelease) -> Session {
    // No input reaches this: the source is the empty text, which compiles and starts without a declaration to
    // fail, whatever the user types later. A failure here is a bug in Dial itself.
    do {
      var program = try Program(source: "", name: entryName)
      program.iOSRelease = release
      return try Session(program, measurement: measurement)
    } catch {
      fatalError("empty program: \(error)")
    }
  }

  // MARK: - Inputs

  /// Handles one complete input and returns what to print.
  public mutating func submit(_ input: String) -> [OutputChunk] {
    let trimmed = input.trimmingWhitespace
    if trimmed.isEmpty { return [] }
    if trimmed.hasPrefix(":") { return command(trimmed) }
    if let component = componentState(named: trimmed) { return [.out(component)] }
    return run(input, name: "<input>", echoesHeaders: false)
  }

  /// A component's name alone (`add` for a button) is not a value: it shows what `:state add` shows.
  /// Nil for anything else, which runs as an expression.
  func componentState(named text: String) -> String? {
    guard let symbol = state.session.program.checked.symbol(named: text) else { return nil }
    switch symbol.kind {
    case .variable, .function: return nil
    case .event: return Inspector(session: state.session).state(of: text)
    case .button, .menu, .header, .style: return Inspector(session: state.session).state(of: text)
    }
  }

  /// Runs declarations and statements, or evaluates an expression.
  ///
  /// `name` is the file name diagnostics show; outcomes get a header line
  /// (`file:line: text`) when `echoesHeaders` is set or the input has several statements.
  /// `label` names the change for `:undo` (the input itself by default).
  mutating func run(_ source: String, name: String, echoesHeaders: Bool, label: String? = nil) -> [OutputChunk] {
    let bytes = Array(source.utf8)
    var inputFiles = SourceFiles()
    let file = inputFiles.add(SourceFile(name: name, bytes: bytes))
    let parsed = Parser.parse(bytes, file: file)
    guard !parsed.diagnostics.hasErrors else {
      if parsed.diagnostics.allSatisfy({ $0.id == .unusedExpression || $0.severity == .warning }) {
        return evaluate(source, name: name)
      }
      return [.error(renderer(inputFiles).render(parsed.diagnostics))]
    }
    var declarations: [Declaration] = []
    var statements: [Statement] = []
    for item in parsed.syntax.items {
      switch item {
      case .declaration(let declaration): declarations.append(declaration)
      case .statement(let statement): statements.append(statement)
      }
    }
    var next = state
    var chunks: [OutputChunk] = []
    if !declarations.isEmpty {
      switch declare(declarations, source: bytes, name: name, into: &next) {
      case .failure(let failure): return failure.chunks
      case .success(let printed): chunks += printed
      }
    }
    if !statements.isEmpty {
      let masked = Self.masking(bytes, blanking: declarations.map(\.range.bytes))
      let headers = echoesHeaders || statements.count > 1
      switch perform(masked, source: bytes, name: name, headers: headers, into: &next) {
      case .failure(let failure): return failure.chunks
      case .success(let printed): chunks += printed
      }
    }
    commit(next, input: label ?? source)
    return chunks
  }

  /// Makes `next` the current state, keeping the old one for `:undo` when something changed.
  mutating func commit(_ next: ReplState, input: String) {
    let changed =
      next.declarations != state.declarations || next.statements.count != state.statements.count
      || next.session != state.session
    guard changed else { return }
    undoStack.append((state, input))
    if undoStack.count > Self.undoLimit { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
    redoStack.removeAll()
    state = next
  }

  /// Runs statements on `next.session`, recording those that succeed.
  mutating func perform(
    _ masked: String, source: [UInt8], name: String, headers: Bool, into next: inout ReplState
  ) -> Result<[OutputChunk], ReplFailure> {
    let outcomes: [StatementOutcome]
    do { outcomes = try next.session.run(source: masked, name: name) } catch {
      return .failure(ReplFailure([.error(renderer(error.files).render(error.diagnostics))]))
    }
    // Rendering needs every line start of every file, so it is prepared only when
    // something is rendered: an error, or a `file:line:` header.
    let needsLines = (headers && name != "<input>") || outcomes.contains { $0.error != nil }
    let renderer = renderer(needsLines ? next.session.snippetFiles(masked, name: name) : SourceFiles())
    var chunks: [OutputChunk] = []
    for outcome in outcomes {
      let text = Self.text(source, outcome.range.bytes)
      if outcome.error == nil { next.statements.append(text) }
      let location = name == "<input>" ? "" : "\(name):\(renderer.lineAndColumn(outcome.range).line): "
      let header = headers ? location + text : nil
      chunks += OutcomePrinter.chunks(outcome, header: header, renderer: renderer)
    }
    return .success(chunks)
  }

  /// Evaluates an expression entered alone and prints its value as a Dial literal.
  func evaluate(_ source: String, name: String) -> [OutputChunk] {
    do throws(EvaluationError) {
      return [.out(try state.session.evaluate(source, name: name).literal + "\n")]
    } catch {
      switch error {
      case .compile(let error):
        return [.error(renderer(error.files).render(error.diagnostics))]
      case .runtime(let error):
        let files = state.session.snippetFiles(source, name: name)
        return [.error(error.diagnostic.map { renderer(files).render($0) } ?? "dial: error: \(error.message)\n")]
      }
    }
  }

  // MARK: - Helpers

  func renderer(_ files: SourceFiles) -> DiagnosticRenderer {
    DiagnosticRenderer(files: files, colored: colored)
  }

  /// The text with the bytes of `ranges` replaced by spaces (line breaks stay), so
  /// the rest of an input keeps the offsets, lines and columns it had.
  static func masking(_ bytes: [UInt8], blanking ranges: [Range<Int>]) -> String {
    var masked = bytes
    for range in ranges {
      for index in range.clamped(to: bytes.indices) where masked[index] != UInt8(ascii: "\n") {
        masked[index] = UInt8(ascii: " ")
      }
    }
    return String(decoding: masked, as: UTF8.self)
  }

  /// The UTF-8 text of a byte range.
  static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range.clamped(to: bytes.indices)], as: UTF8.self)
  }
}

/// Why an input changed nothing: what to print instead.
struct ReplFailure: Error {
  var chunks: [OutputChunk]

  init(_ chunks: [OutputChunk]) { self.chunks = chunks }
}

extension Session {
  /// The files a snippet run with `run(source:name:)` renders against: the
  /// program's files plus the snippet, with the same identifiers.
  func snippetFiles(_ source: String, name: String) -> SourceFiles {
    var files = program.files
    _ = files.add(SourceFile(name: name, text: source))
    return files
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingWhitespace: String {
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    let bytes = utf8
    guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
