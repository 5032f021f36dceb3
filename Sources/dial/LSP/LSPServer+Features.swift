import Dial
import DialREPL
import Foundation

// The requests of `dial lsp`, each answered from the document's compilation.
extension LSPServer {
  /// A Dial diagnostic as the protocol's: severity, code, message, notes as related information.
  static func diagnostic(_ diagnostic: Diagnostic, in document: LSPDocument) -> [String: Any] {
    var result: [String: Any] = [
      "range": document.range(diagnostic.range), "severity": diagnostic.severity == .error ? 1 : 2,
      "code": diagnostic.id.rawValue, "source": "dial", "message": diagnostic.message,
    ]
    let related: [[String: Any]] = diagnostic.notes.compactMap { note in
      guard let range = note.range, document.contains(range) else { return nil }
      return ["location": ["uri": document.uri, "range": document.range(range)], "message": note.message]
    }
    if !related.isEmpty { result["relatedInformation"] = related }
    return result
  }

  /// The REPL's completer, on the item up to the cursor (a body's properties need its opening line).
  func completion(_ params: [String: Any]) -> Any {
    guard let (document, offset) = place(params) else { return [] as [Any] }
    let (line, cursor) = document.blockPrefix(at: offset)
    let completion = Completer.complete(line, cursor: cursor, in: document.compilation.program)
    let program = document.compilation.program
    let context = Self.completionContext(line, cursor: cursor)
    return completion.candidates.map {
      ["label": $0, "kind": Self.completionKind($0, program, after: context)] as [String: Any]
    }
  }

  /// What the word being completed follows: a member after a value (`add.sp`), a case after a bare dot (`.lar`),
  /// or neither.
  enum CompletionContext { case member, enumCase, other }

  static func completionContext(_ line: String, cursor: Int) -> CompletionContext {
    let before = Array(line.unicodeScalars.prefix(cursor)).reversed().drop {
      $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
    guard before.first == "." else { return .other }
    let previous = before.dropFirst().first
    let isValue =
      previous.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == ")" || $0 == "]" || $0 == "\"" }
      ?? false
    return isValue ? .member : .enumCase
  }

  /// The protocol's kind of a completion, by what it is: Property (10) for a property or a member after a value,
  /// EnumMember (20) for a case, Variable (6), Function (3), Event (23), Class (7) for a component or style, else
  /// Keyword (14), the statement verbs among them.
  static func completionKind(_ candidate: String, _ program: CheckedProgram, after context: CompletionContext) -> Int {
    switch context {
    case .member: return 10
    case .enumCase: return 20
    case .other: break
    }
    if Property(rawValue: candidate) != nil { return 10 }
    if candidate.hasPrefix(".") { return 20 }
    guard let symbol = program.symbol(named: candidate) else { return 14 }
    switch symbol.kind {
    case .variable: return 6
    case .function: return 3
    case .event: return 23
    default: return 7
    }
  }

  /// A declaration's kind and type; for a component, its speech and main properties as the program starts.
  func hover(_ params: [String: Any]) -> Any {
    guard let (document, offset) = place(params), let (word, range) = document.word(at: offset) else { return NSNull() }
    // A property: `title:` in a body, or `greet.enabled` in an expression.
    if let property = propertyHover(word, range, in: document) { return property }
    guard let symbol = document.compilation.program.symbol(named: word) else { return NSNull() }
    var lines = ["**\(Self.kindName(symbol.kind)) \(word)**"]
    let program = document.compilation.program
    if case .variable(let index) = symbol.kind { lines.append("type: \(program.variables[index].type.displayName)") }
    if let signature = Self.signature(symbol.kind, in: program) { lines.append("`\(signature)`") }
    lines += startFacts(symbol, document)
    return [
      "contents": ["kind": "markdown", "value": lines.joined(separator: "\n\n")],
      "range": ["start": document.position(of: range.lowerBound), "end": document.position(of: range.upperBound)],
    ] as [String: Any]
  }

  /// What a component is as the program starts, when the program compiles and starts.
  func startFacts(_ symbol: Symbol, _ document: LSPDocument) -> [String] {
    let members: [String]
    switch symbol.kind {
    case .button: members = ["speech", "title", "enabled", "frame"]
    case .header: members = ["title", "title.speech", "frame", "title.frame", "title.truncated"]
    case .menu: members = ["title", "selection", "open"]
    case .variable, .style, .event, .function: return []
    }
    guard let program = try? Compiler.measured(Program(document.compilation)), let session = try? Session(program)
    else { return [] }
    let name = symbol.name
    // A member the component does not have (a header without a title, a menu that is not single) is left out.
    return members.compactMap { member in
      (try? session.evaluate("\(name).\(member)")).map { "`\(name).\(member)` = `\($0.literal)`" }
    }
  }

  static func kindName(_ kind: SymbolKind) -> String {
    switch kind {
    case .variable: return "var"
    case .style: return "style"
    case .button: return "button"
    case .menu: return "menu"
    case .header: return "header"
    case .event: return "event"
    case .function: return "func"
    }
  }

  /// A host event's or a function's signature, as declared: `event addedToCart(count: Int, sku: String)`,
  /// `func itemsLabel(n: Int) -> String`.
  static func signature(_ kind: SymbolKind, in program: CheckedProgram) -> String? {
    func list(_ parameters: [CheckedParameter]) -> String {
      "(" + parameters.map { "\($0.name): \($0.type.displayName)" }.joined(separator: ", ") + ")"
    }
    switch kind {
    case .event(let index): return "event " + program.events[index].name + list(program.events[index].parameters)
    case .function(let index):
      let function = program.functions[index]
      return "func " + function.name + list(function.parameters) + " -> " + function.returnType.displayName
    default: return nil
    }
  }

  /// Where the name under the cursor is declared, or the file a `use` path names.
  func definition(_ params: [String: Any]) -> Any {
    guard let (document, offset) = place(params) else { return NSNull() }
    if let use = usePath(document, offset) { return use }
    guard let (word, _) = document.word(at: offset), let symbol = document.compilation.program.symbol(named: word)
    else { return NSNull() }
    let files = document.compilation.files
    if document.contains(symbol.range) { return ["uri": document.uri, "range": document.range(symbol.range)] }
    guard let file = files[symbol.range.file] else { return NSNull() }
    let start = file.lineAndColumn(of: symbol.range.start)
    let position = ["line": start.line - 1, "character": start.column - 1]
    return ["uri": URL(fileURLWithPath: file.name).absoluteString, "range": ["start": position, "end": position]]
  }

  /// The file of a `use "path"` whose string the cursor is in.
  func usePath(_ document: LSPDocument, _ offset: Int) -> Any? {
    var start = offset
    while start > 0 && document.bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    let line = String(decoding: document.bytes[start..<min(document.bytes.count, offset + 200)], as: UTF8.self)
      .prefix { $0 != "\n" }
    guard line.hasPrefix("use \""), let close = line.dropFirst(5).firstIndex(of: "\"") else { return nil }
    let path = String(line.dropFirst(5)[..<close])
    let directory = URL(fileURLWithPath: LSPDocument.path(of: document.uri)).deletingLastPathComponent()
    let target = directory.appendingPathComponent(path).standardizedFileURL
    let origin = ["line": 0, "character": 0]
    return ["uri": target.absoluteString, "range": ["start": origin, "end": origin]]
  }

  /// Vars, styles, buttons, menus with their items, headers.
  func documentSymbols(_ params: [String: Any]) -> Any {
    guard let document = document(params) else { return [] as [Any] }
    let program = document.compilation.program
    let wholes = Self.declarationRanges(of: program.symbols.filter { document.contains($0.range) }, in: document)
    return program.symbols.filter { document.contains($0.range) }.map { symbol -> [String: Any] in
      var entry: [String: Any] = [
        "name": symbol.name, "kind": Self.symbolKind(symbol.kind),
        "range": document.range(wholes[symbol.range] ?? symbol.range), "selectionRange": document.range(symbol.range),
      ]
      if case .menu(let index) = symbol.kind {
        entry["children"] = program.menus[index].items.filter { document.contains($0.titleRange) }.map { item in
          [
            "name": item.title, "kind": item.kind == .submenu ? 2 : 12, "range": document.range(item.titleRange),
            "selectionRange": document.range(item.titleRange),
          ] as [String: Any]
        }
      }
      return entry
    }
  }

  /// Each symbol's whole declaration, from its keyword to its closing brace, by the symbol's name range: the
  /// first name inside a top-level declaration is the one it declares (a header's inline buttons keep their
  /// names' ranges, inside the header's).
  static func declarationRanges(of symbols: [Symbol], in document: LSPDocument) -> [SourceRange: SourceRange] {
    let declarations =
      document.compilation.scripts.first?.items.compactMap { item -> SourceRange? in
        if case .declaration(let declaration) = item { return declaration.range }
        return nil
      } ?? []
    var wholes: [SourceRange: SourceRange] = [:]
    var claimed: Set<SourceRange> = []
    for symbol in symbols.sorted(by: { $0.range.start < $1.range.start }) {
      guard let whole = declarations.first(where: { $0.start <= symbol.range.start && symbol.range.end <= $0.end }),
        claimed.insert(whole).inserted
      else { continue }
      wholes[symbol.range] = whole
    }
    return wholes
  }

  static func symbolKind(_ kind: SymbolKind) -> Int {
    switch kind {
    case .variable: return 13  // Variable
    case .style: return 5  // Class
    case .button: return 19  // Object
    case .menu: return 2  // Module
    case .header: return 23  // Struct
    case .event: return 24  // Event
    case .function: return 12  // Function
    }
  }

  /// The text `dial fmt` writes, as one edit; none when the document is already formatted or has errors.
  func formatting(_ params: [String: Any]) -> Any {
    guard let document = document(params), let formatted = SourceFormatter.format(document.bytes).bytes,
      formatted != document.bytes
    else { return [] as [Any] }
    let whole = ["start": document.position(of: 0), "end": document.position(of: document.bytes.count)]
    return [["range": whole, "newText": String(decoding: formatted, as: UTF8.self)]]
  }

  func semanticTokens(_ params: [String: Any]) -> Any {
    guard let document = document(params) else { return ["data": [] as [Int]] }
    // Written as JSON text directly: a 5 MB document has millions of numbers, which Foundation's serializer
    // would box one by one.
    let numbers = LSPSemanticTokens.encode(document)
    var json: [UInt8] = Array("{\"data\":[".utf8)
    json.reserveCapacity(numbers.count * 4 + 16)
    for (index, number) in numbers.enumerated() {
      if index > 0 { json.append(UInt8(ascii: ",")) }
      LSPSemanticTokens.appendDecimal(number, to: &json)
    }
    json += Array("]}".utf8)
    return LSPRawJSON(text: String(decoding: json, as: UTF8.self))
  }

  /// The fix-its of the diagnostics in the requested range, as quick fixes.
  func codeActions(_ params: [String: Any]) -> Any {
    guard let document = document(params) else { return [] as [Any] }
    return document.compilation.diagnostics.filter { document.contains($0.range) }.flatMap { diagnostic in
      diagnostic.fixIts.filter { document.contains($0.range) }.map { fix -> [String: Any] in
        let edit: [String: Any] = ["range": document.range(fix.range), "newText": fix.replacement]
        return [
          "title": fix.message, "kind": "quickfix", "diagnostics": [Self.diagnostic(diagnostic, in: document)],
          "edit": ["changes": [document.uri: [edit]]],
        ]
      }
    }
  }
}

/// Semantic tokens from the real lexer: each token's line, start and length in UTF-16, relative to the one before.
/// Full semantic tokens, by what a token is: keywords (and the statement verbs, `tap`, `expect` … where a
/// statement starts), variables, numbers, strings, operators, enum members (`.large`), properties (`title:` in a
/// body, `b.title` after a value) and functions (a name before `(`). Positions are computed in one pass over the
/// bytes, so a 5 MB document takes one linear walk (`dial-bench lsp`, `semantic_tokens_5mb_ms`).
enum LSPSemanticTokens {
  static let types = ["keyword", "variable", "number", "string", "operator", "enumMember", "property", "function"]

  /// The statement verbs, which are keywords where a statement starts.
  static let verbs: Set<String> = [
    "tap", "press", "release", "cancel", "select", "open", "close", "longPress", "expect", "print", "focus",
    "activate", "emit", "announce", "invariant", "event", "func",
  ]

  static func encode(_ document: LSPDocument) -> [Int] {
    var (previousLine, previousCharacter) = (0, 0)
    var cursor = Cursor()
    let bytes = document.bytes
    let tokens = Lexer.tokenize(bytes).tokens
    var data: [Int] = []
    data.reserveCapacity(tokens.count * 5)
    for index in tokens.indices {
      let token = tokens[index]
      guard let type = type(at: index, in: tokens, bytes), token.end > token.start else { continue }
      let (line, character) = cursor.advance(to: token.start, in: bytes)
      guard let length = utf16Length(bytes, token.start..<token.end) else { continue }
      let deltaLine = line - previousLine
      data.append(deltaLine)
      data.append(deltaLine == 0 ? character - previousCharacter : character)
      data.append(length)
      data.append(type)
      data.append(0)
      (previousLine, previousCharacter) = (line, character)
    }
    return data
  }

  /// The UTF-16 length of a token's bytes; nil for one that spans lines (a multi-line string), which a token of
  /// the protocol cannot.
  static func utf16Length(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var length = 0
    for offset in range {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\n") { return nil }
      if byte & 0xC0 != 0x80 { length += byte >= 0xF0 ? 2 : 1 }
    }
    return length
  }

  /// Appends `number`'s decimal digits (it is never negative here) without making a String.
  static func appendDecimal(_ number: Int, to json: inout [UInt8]) {
    guard number > 0 else {
      json.append(UInt8(ascii: number == 0 ? "0" : "-"))
      if number < 0 { appendDecimal(-number, to: &json) }
      return
    }
    let start = json.count
    var rest = number
    while rest > 0 {
      json.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    }
    json[start...].reverse()
  }

  /// A position that moves forward through the bytes: its line, and its UTF-16 column in that line.
  struct Cursor {
    var offset = 0
    var line = 0
    var character = 0

    mutating func advance(to target: Int, in bytes: [UInt8]) -> (Int, Int) {
      while offset < min(target, bytes.count) {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\n") {
          (line, character) = (line + 1, 0)
        } else if byte & 0xC0 != 0x80 {
          // A scalar's first byte: four-byte scalars take two UTF-16 units.
          character += byte >= 0xF0 ? 2 : 1
        }
        offset += 1
      }
      return (line, character)
    }
  }

  /// The type index of the token at `index`, by its kind and what surrounds it; nil for punctuation.
  static func type(at index: Int, in tokens: [Token], _ bytes: [UInt8]) -> Int? {
    let token = tokens[index]
    guard token.kind == .identifier else { return typeIndex(token.kind) }
    let previous = index > 0 ? tokens[index - 1].kind : .newline
    let next = index + 1 < tokens.count ? tokens[index + 1].kind : .newline
    if previous == .dot {
      // `.large` is a case; `b.title`, after a value, a member.
      let beforeDot = index > 1 ? tokens[index - 2].kind : .newline
      return [.identifier, .rightParen, .rightBracket, .stringEnd].contains(beforeDot) ? 6 : 5
    }
    if next == .leftParen { return 7 }
    if next == .colon && (previous == .newline || previous == .leftBrace || previous == .semicolon) { return 6 }
    let startsStatement = previous == .newline || previous == .leftBrace || previous == .semicolon
    if startsStatement && ![.assign, .plusAssign, .minusAssign, .dot, .colon].contains(next),
      verbs.contains(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
    {
      return 0
    }
    return 1
  }

  static func typeIndex(_ kind: TokenKind) -> Int? {
    switch kind {
    case .kwStyle, .kwButton, .kwMenu, .kwHeader, .kwVar, .kwUse, .kwWhen, .kwOn, .kwIf, .kwElse, .kwTrue, .kwFalse,
      .kwAction:
      return 0
    case .identifier: return 1
    case .intLiteral, .doubleLiteral, .color: return 2
    case .stringStart, .stringSegment, .stringEnd: return 3
    case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .plus, .minus, .star, .slash, .percent,
      .bang, .andAnd, .orOr, .question, .arrow, .assign, .plusAssign, .minusAssign:
      return 4
    default: return nil
    }
  }
}
