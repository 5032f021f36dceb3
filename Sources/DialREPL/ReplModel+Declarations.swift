import Dial

// MARK: - Declarations: add or replace, recompile, replay

extension ReplModel {
  /// Where the declarations of one input sit in the program text being compiled,
  /// so that diagnostics inside them are shown against the input as typed.
  struct InputSegment {
    /// One declaration of the input: where it starts in the program text and in the input, and its length in bytes.
    struct Piece {
      var programStart: Int
      var inputStart: Int
      var length: Int
    }

    /// The input's declarations, in program order.
    var pieces: [Piece]
    /// The name diagnostics give the input.
    var name: String
    /// The input itself, for rendering diagnostics against it.
    var bytes: [UInt8]

    /// The input's position of a program range that lies inside one of its declarations.
    func inputRange(of range: SourceRange) -> Range<Int>? {
      guard range.file == FileID(0) else { return nil }
      for piece in pieces where range.start >= piece.programStart && range.end <= piece.programStart + piece.length {
        let shift = piece.inputStart - piece.programStart
        return (range.start + shift)..<(range.end + shift)
      }
      return nil
    }
  }

  /// The program text: the kept declarations joined by line breaks, so a line of `<repl>`
  /// is a line of what `:list` shows; `added` (at `position`) are the input's declarations.
  static func programText(
    _ all: [StoredDeclaration], added: [Declaration], at position: Int, name: String, source: [UInt8]
  ) -> (text: String, segment: InputSegment) {
    var text = ""
    var pieces: [InputSegment.Piece] = []
    for (index, declaration) in all.enumerated() {
      if index > 0 { text += "\n" }
      let addedIndex = index - position
      if added.indices.contains(addedIndex) {
        let range = added[addedIndex].range.bytes
        pieces.append(.init(programStart: text.utf8.count, inputStart: range.lowerBound, length: range.count))
      }
      text += declaration.text
    }
    return (text, InputSegment(pieces: pieces, name: name, bytes: source))
  }

  /// Adds the input's declarations to `next`, replacing those of the same
  /// names in place, then compiles the whole program, starts it and replays
  /// the statements so far. Anything that fails leaves `next` unchanged.
  /// A replacement lists what it changed (see ``replacementNote(_:before:after:statements:)``).
  func declare(
    _ declarations: [Declaration], source: [UInt8], name: String, into next: inout ReplState
  ) -> Result<[OutputChunk], ReplFailure> {
    let added = declarations.map { Self.stored($0, source: source) }
    let keys = Set(added.map(\.key))
    let replaced = next.declarations.filter { keys.contains($0.key) }
    var all = next.declarations.filter { !keys.contains($0.key) }
    let position =
      next.declarations.firstIndex { keys.contains($0.key) }.map { index in
        next.declarations[..<index].filter { !keys.contains($0.key) }.count
      } ?? all.count
    all.insert(contentsOf: added, at: position)
    let (programText, segment) = Self.programText(all, added: declarations, at: position, name: name, source: source)
    let program: Program
    switch compile(programText, input: segment) {
    case .failure(let failure): return .failure(failure)
    case .success(let compiled): program = compiled
    }
    var session: Session
    do { session = try Session(program) } catch {
      let diagnostic = error.diagnostic.map { remap($0, input: segment, files: program.files) }
      let chunk = diagnostic.map { renderer($0.files).render($0.diagnostic) } ?? "dial: error: \(error.message)\n"
      return .failure(ReplFailure([.error(chunk)]))
    }
    if case .failure(let failure) = Self.replay(next.statements, on: &session, renderer: renderer) {
      return .failure(failure)
    }
    var chunks = warnings(program, input: segment)
    if !replaced.isEmpty {
      let note = Self.replacementNote(replaced, before: next.session, after: session, statements: next.statements.count)
      chunks.append(.out(note))
    }
    next.declarations = all
    next.session = session
    return .success(chunks)
  }

  /// `(replaced button share; replaying 5 statements changed:)` and the net changes, one
  /// transition a line, or `(replaced button share; no other changes)`: a replacement
  /// replays the statements so far against the new declarations, which can change
  /// any value (a handler that now adds 2 instead of 1).
  static func replacementNote(
    _ replaced: [StoredDeclaration], before: Session, after: Session, statements: Int
  ) -> String {
    let changes = Inspector.changes(
      from: Inspector(session: before).snapshot(), to: Inspector(session: after).snapshot())
    let names = "replaced " + replaced.map { "\($0.kind) \($0.key)" }.joined(separator: ", ")
    guard !changes.isEmpty else { return "  (\(names); no other changes)\n" }
    let replaying = statements == 0 ? "" : "replaying \(statements) statement\(statements == 1 ? "" : "s") "
    return "  (\(names); \(replaying)changed:)\n" + changes.map { "  \($0)\n" }.joined()
  }

  /// Compiles the program text; diagnostics inside the input are shown against the input.
  func compile(_ text: String, input: InputSegment) -> Result<Program, ReplFailure> {
    let entry = SourceFile(name: Self.entryName, text: text)
    let compilation = Frontend.compile(entry: entry, loader: makeLoader(Self.entryName))
    do {
      var program = try Program(compilation)
      if let measurement { program.measurement = measurement }
      program.iOSRelease = release
      return .success(program)
    } catch {
      let rendered = error.diagnostics.map { diagnostic in
        let mapped = remap(diagnostic, input: input, files: error.files)
        return renderer(mapped.files).render(mapped.diagnostic)
      }
      return .failure(ReplFailure([.error(rendered.joined())]))
    }
  }

  /// The warnings that point into the input (older ones were shown when their declarations were typed).
  func warnings(_ program: Program, input: InputSegment) -> [OutputChunk] {
    let own = program.warnings.filter { input.inputRange(of: $0.range) != nil }
    guard !own.isEmpty else { return [] }
    let text = own.map { diagnostic in
      let mapped = remap(diagnostic, input: input, files: program.files)
      return renderer(mapped.files).render(mapped.diagnostic)
    }
    return [.error(text.joined())]
  }

  /// Moves the ranges of a diagnostic that fall inside the input's declarations into a
  /// file of their own, holding the input as typed; other ranges keep pointing into the
  /// program text (`<repl>`).
  func remap(_ diagnostic: Diagnostic, input: InputSegment, files: SourceFiles) -> (
    diagnostic: Diagnostic, files: SourceFiles
  ) {
    var files = files
    let inputFile = files.add(SourceFile(name: input.name, bytes: input.bytes))
    func move(_ range: SourceRange) -> SourceRange {
      guard let moved = input.inputRange(of: range) else { return range }
      return SourceRange(file: inputFile, start: moved.lowerBound, end: moved.upperBound)
    }
    var mapped = diagnostic
    mapped.range = move(diagnostic.range)
    for index in mapped.notes.indices { mapped.notes[index].range = mapped.notes[index].range.map(move) }
    for index in mapped.fixIts.indices { mapped.fixIts[index].range = move(mapped.fixIts[index].range) }
    return (mapped, files)
  }

  /// Runs the recorded statements on a fresh session; they must all still check and succeed.
  static func replay(
    _ statements: [String], on session: inout Session, renderer: (SourceFiles) -> DiagnosticRenderer
  ) -> Result<Void, ReplFailure> {
    guard !statements.isEmpty else { return .success(()) }
    let source = statements.joined(separator: "\n")
    let intro = "dial: error: the statements entered so far would no longer run; nothing changed (:reset starts over)\n"
    do {
      let outcomes = try session.run(source: source, name: replayName)
      guard let failed = outcomes.first(where: { $0.error != nil }), let error = failed.error else {
        return .success(())
      }
      let files = session.snippetFiles(source, name: replayName)
      let detail = error.diagnostic.map { renderer(files).render($0) } ?? "dial: error: \(error.message)\n"
      return .failure(ReplFailure([.error(intro + detail)]))
    } catch {
      return .failure(ReplFailure([.error(intro + renderer(error.files).render(error.diagnostics))]))
    }
  }

  /// A declaration as kept: its key, kind and text.
  static func stored(_ declaration: Declaration, source: [UInt8]) -> StoredDeclaration {
    let text = Self.text(source, declaration.range.bytes)
    let kind: String
    switch declaration.kind {
    case .use(let use): return StoredDeclaration(key: "use \"\(use.path)\"", kind: "use", text: text)
    case .variable: kind = "var"
    case .style: kind = "style"
    case .button: kind = "button"
    case .menu: kind = "menu"
    case .header: kind = "header"
    case .event: kind = "event"
    case .function: kind = "func"
    case .invariant: return StoredDeclaration(key: "invariant " + text, kind: "invariant", text: text)
    }
    return StoredDeclaration(key: declaration.name?.name ?? "", kind: kind, text: text)
  }
}
