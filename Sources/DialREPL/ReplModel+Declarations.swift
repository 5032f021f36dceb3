import Dial

// MARK: - Declarations: add or replace, recompile, replay

extension ReplModel {
  /// Where one input's declarations sit in the program text being compiled.
  struct InputSegment {
    /// The byte offset of the input in the program text.
    var start: Int
    /// The input's length in bytes.
    var length: Int
    /// The name diagnostics give the input.
    var name: String
    /// The input itself, for rendering diagnostics against it.
    var bytes: [UInt8]
  }

  /// Adds the input's declarations to `next`, replacing those of the same
  /// names in place, then compiles the whole program, starts it and replays
  /// the statements so far. Anything that fails leaves `next` unchanged.
  ///
  /// `masked` is the input with its statements blanked out, so diagnostics
  /// point at the input's own lines and columns.
  func declare(
    _ declarations: [Declaration], source: [UInt8], masked: String, name: String, into next: inout ReplState
  ) -> Result<[OutputChunk], ReplFailure> {
    let added = declarations.map { Self.stored($0, source: source) }
    let keys = Set(added.map(\.key))
    let replaced = next.declarations.filter { keys.contains($0.key) }
    var kept = next.declarations.filter { !keys.contains($0.key) }
    let position =
      next.declarations.firstIndex { keys.contains($0.key) }.map { index in
        next.declarations[..<index].filter { !keys.contains($0.key) }.count
      } ?? kept.count
    let before = kept[..<position].map(\.text).joined(separator: "\n")
    let after = kept[position...].map(\.text).joined(separator: "\n")
    let prefix = before.isEmpty ? "" : before + "\n"
    let segment = InputSegment(start: prefix.utf8.count, length: masked.utf8.count, name: name, bytes: source)
    let programText = prefix + masked + (after.isEmpty ? "" : "\n" + after)
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
    kept.insert(contentsOf: added, at: position)
    next.declarations = kept
    next.session = session
    var chunks = warnings(program, input: segment)
    let notes = replaced.map { "  (replaced \($0.kind) \($0.key))\n" }.joined()
    if !notes.isEmpty { chunks.append(.out(notes)) }
    return .success(chunks)
  }

  /// Compiles the program text; diagnostics inside the input are shown against the input.
  func compile(_ text: String, input: InputSegment) -> Result<Program, ReplFailure> {
    let entry = SourceFile(name: Self.entryName, text: text)
    let compilation = Frontend.compile(entry: entry, loader: makeLoader(Self.entryName))
    do {
      return .success(try Program(compilation))
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
    let entry = FileID(0)
    let own = program.warnings.filter {
      $0.range.file == entry && $0.range.start >= input.start && $0.range.start < input.start + input.length
    }
    guard !own.isEmpty else { return [] }
    let text = own.map { diagnostic in
      let mapped = remap(diagnostic, input: input, files: program.files)
      return renderer(mapped.files).render(mapped.diagnostic)
    }
    return [.error(text.joined())]
  }

  /// Moves the ranges of a diagnostic that fall inside the input into a file of
  /// their own, holding the input as typed; other ranges keep pointing into the
  /// program text (`<repl>`).
  func remap(_ diagnostic: Diagnostic, input: InputSegment, files: SourceFiles) -> (
    diagnostic: Diagnostic, files: SourceFiles
  ) {
    var files = files
    let inputFile = files.add(SourceFile(name: input.name, bytes: input.bytes))
    func move(_ range: SourceRange) -> SourceRange {
      guard range.file == FileID(0), range.start >= input.start, range.end <= input.start + input.length else {
        return range
      }
      return SourceRange(file: inputFile, start: range.start - input.start, end: range.end - input.start)
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
      let outcomes = try session.run(source: source, name: "<statements so far>")
      guard let failed = outcomes.first(where: { $0.error != nil }), let error = failed.error else {
        return .success(())
      }
      let files = session.snippetFiles(source, name: "<statements so far>")
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
    case .invariant: return StoredDeclaration(key: "invariant " + text, kind: "invariant", text: text)
    }
    return StoredDeclaration(key: declaration.name?.name ?? "", kind: kind, text: text)
  }
}
