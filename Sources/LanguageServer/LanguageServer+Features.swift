import Dial
import DialREPL
import Foundation

// MARK: - The requests about a document, each answered from its compilation

extension LanguageServer {
  /// The REPL's completer, on the item up to the cursor (a body's properties need its opening line).
  func completion(_ params: PlaceParams) -> [CompletionItem] {
    guard let (document, offset) = place(params) else { return [] }
    let (line, cursor) = document.blockPrefix(at: offset)
    let program = document.compilation.program
    let completion = Completer.complete(line, cursor: cursor, in: program)
    let context = CompletionContext(line, cursor: cursor)
    return completion.candidates.map { CompletionItem(label: $0, kind: context.kind(of: $0, in: program)) }
  }

  /// A declaration's kind and type; for a component, its speech and main properties as the program starts.
  func hover(_ params: PlaceParams) -> Hover? {
    guard let (document, offset) = place(params), let (word, range) = document.word(at: offset) else { return nil }
    // A property: `title:` in a body, or `greet.enabled` in an expression.
    if let property = propertyHover(word, range, in: document) { return property }
    guard let symbol = document.compilation.program.symbol(named: word) else { return nil }
    var lines = ["**\(SymbolDescription.keyword(symbol.kind)) \(word)**"]
    let program = document.compilation.program
    if case .variable(let index) = symbol.kind { lines.append("type: \(program.variables[index].type.displayName)") }
    if let signature = SymbolDescription.signature(symbol.kind, in: program) { lines.append("`\(signature)`") }
    lines += startFacts(symbol, document)
    return Hover(contents: MarkupContent(value: lines.joined(separator: "\n\n")), range: document.range(range))
  }

  /// What a component is as the program starts, when the program compiles and starts.
  func startFacts(_ symbol: Symbol, _ document: OpenDocument) -> [String] {
    let members: [String]
    switch symbol.kind {
    case .button: members = ["speech", "title", "enabled", "frame"]
    case .header: members = ["title", "title.speech", "frame", "title.frame", "title.truncated"]
    case .menu: members = ["title", "selection", "open"]
    case .variable, .style, .event, .function: return []
    }
    guard let session = document.startSession(measuring) else { return [] }
    let name = symbol.name
    // A member the component does not have (a header without a title, a menu that is not single) is left out.
    return members.compactMap { member in
      (try? session.evaluate("\(name).\(member)")).map { "`\(name).\(member)` = `\($0.literal)`" }
    }
  }

  /// Where the name under the cursor is declared, or the file a `use` path names.
  func definition(_ params: PlaceParams) -> Location? {
    guard let (document, offset) = place(params) else { return nil }
    if let use = usedFile(document, offset) { return use }
    guard let (word, _) = document.word(at: offset), let symbol = document.compilation.program.symbol(named: word)
    else { return nil }
    if document.contains(symbol.range) { return Location(uri: document.uri, range: document.range(symbol.range)) }
    guard let file = document.compilation.files[symbol.range.file] else { return nil }
    let start = file.lineAndColumn(of: symbol.range.start)
    let position = Position(line: start.line - 1, character: start.column - 1)
    return Location(
      uri: URL(fileURLWithPath: file.name).absoluteString, range: TextRange(start: position, end: position))
  }

  /// The file of a `use "path"` whose path the cursor is on, from the syntax tree.
  func usedFile(_ document: OpenDocument, _ offset: Int) -> Location? {
    let uses = document.compilation.scripts.first?.items.compactMap { item -> UseDeclaration? in
      guard case .declaration(let declaration) = item, case .use(let use) = declaration.kind else { return nil }
      return use
    }
    guard let use = uses?.first(where: { $0.pathRange.start <= offset && offset <= $0.pathRange.end }) else {
      return nil
    }
    let directory = URL(fileURLWithPath: OpenDocument.path(of: document.uri)).deletingLastPathComponent()
    let target = directory.appendingPathComponent(use.path).standardizedFileURL
    let origin = Position(line: 0, character: 0)
    return Location(uri: target.absoluteString, range: TextRange(start: origin, end: origin))
  }

  /// The text `dial fmt` writes, as one edit; none when the document is already formatted or has errors.
  func formatting(_ params: DocumentParams) -> [TextEdit] {
    guard let document = document(params.textDocument), let formatted = SourceFormatter.format(document.bytes).bytes,
      formatted != document.bytes
    else { return [] }
    let whole = TextRange(start: document.position(of: 0), end: document.position(of: document.bytes.count))
    return [TextEdit(range: whole, newText: String(decoding: formatted, as: UTF8.self))]
  }

  /// The document's semantic tokens, written as JSON text directly: a 5 MB document has millions of numbers,
  /// which an encoder would box one by one.
  func semanticTokens(_ params: DocumentParams) -> Reply {
    guard let document = document(params.textDocument) else { return .raw("{\"data\":[]}") }
    let numbers = SemanticTokens.encode(document)
    var json: [UInt8] = Array("{\"data\":[".utf8)
    json.reserveCapacity(numbers.count * 4 + 16)
    for (index, number) in numbers.enumerated() {
      if index > 0 { json.append(UInt8(ascii: ",")) }
      SemanticTokens.appendDecimal(number, to: &json)
    }
    json += Array("]}".utf8)
    return .raw(String(decoding: json, as: UTF8.self))
  }

  /// The fix-its of the document's diagnostics, as quick fixes.
  func codeActions(_ params: DocumentParams) -> [CodeAction] {
    guard let document = document(params.textDocument) else { return [] }
    return document.compilation.diagnostics.filter { document.contains($0.range) }.flatMap { diagnostic in
      diagnostic.fixIts.filter { document.contains($0.range) }.map { fix in
        let edit = TextEdit(range: document.range(fix.range), newText: fix.replacement)
        return CodeAction(
          title: fix.message, diagnostics: [Self.diagnostic(diagnostic, in: document)],
          edit: WorkspaceEdit(changes: [document.uri: [edit]]))
      }
    }
  }
}

extension OpenDocument {
  /// A session of the document's program as it starts, measured as `dial` measures; nil when the program does
  /// not compile or fails to start.
  func startSession(_ measuring: Measuring) -> Session? {
    guard let program = try? Program(compilation) else { return nil }
    return try? Session(measuring.apply(to: program))
  }
}
