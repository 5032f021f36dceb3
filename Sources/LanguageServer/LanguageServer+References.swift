import Dial
import Foundation

// MARK: - References and rename: a declared name's every use, across the document and the files it uses

extension LanguageServer {
  /// `textDocument/references`: every place the name under the cursor stands for the same declaration (a
  /// variable, style, button, menu, header, event or function), in the document and the files it `use`s; the
  /// declaration itself included (as the client asks by default).
  func references(_ params: PlaceParams) -> [Location] {
    guard let (document, offset) = place(params), let (word, _) = document.word(at: offset),
      document.compilation.program.symbol(named: word) != nil
    else { return [] }
    return Self.occurrences(of: word, in: document).map { file, range in
      Location(uri: Self.uri(of: file, in: document), range: Self.range(range, in: file))
    }
  }

  /// `textDocument/rename`: every occurrence replaced, across files, as one workspace edit; none for a new
  /// name that is not a name, is a keyword, or is declared already.
  func rename(_ params: RenameParams) -> WorkspaceEdit? {
    guard let (document, offset) = place(PlaceParams(textDocument: params.textDocument, position: params.position)),
      let (word, _) = document.word(at: offset), document.compilation.program.symbol(named: word) != nil
    else { return nil }
    let newName = params.newName
    let lexed = Lexer.tokenize(Array(newName.utf8))
    guard lexed.tokens.count == 2, lexed.tokens.first?.kind == .identifier,
      document.compilation.program.symbol(named: newName) == nil
    else { return nil }
    var changes: [String: [TextEdit]] = [:]
    for (file, range) in Self.occurrences(of: word, in: document) {
      changes[Self.uri(of: file, in: document), default: []].append(
        TextEdit(range: Self.range(range, in: file), newText: newName))
    }
    return WorkspaceEdit(changes: changes)
  }

  /// The identifier tokens spelled `name` in the document and its used files that stand for the declaration:
  /// not a member after `.`, not a property or argument label before `:`.
  static func occurrences(of name: String, in document: OpenDocument) -> [(SourceFile, Range<Int>)] {
    var found: [(SourceFile, Range<Int>)] = []
    for file in document.compilation.files.files {
      let tokens = Lexer.tokenize(file.bytes).tokens
      for (index, token) in tokens.enumerated() where token.kind == .identifier {
        guard token.end - token.start == name.utf8.count,
          String(decoding: file.bytes[token.start..<token.end], as: UTF8.self) == name
        else { continue }
        let afterDot = index > 0 && tokens[index - 1].kind == .dot
        let labelled = index + 1 < tokens.count && tokens[index + 1].kind == .colon && !isDeclared(tokens, index)
        if !afterDot && !labelled { found.append((file, token.start..<token.end)) }
      }
    }
    return found
  }

  /// Whether the identifier at `index` is the name a declaration keyword introduces (`button name: base`).
  static func isDeclared(_ tokens: [Token], _ index: Int) -> Bool {
    guard index > 0 else { return false }
    switch tokens[index - 1].kind {
    case .kwButton, .kwStyle: return true
    default: return false
    }
  }

  /// The URI of a file of the document's program: the document's own, or a used file's path.
  static func uri(of file: SourceFile, in document: OpenDocument) -> String {
    file.name == document.compilation.files.files.first?.name
      ? document.uri : URL(fileURLWithPath: file.name).absoluteString
  }

  /// A protocol range of bytes in `file`: lines, and UTF-16 code units within them.
  static func range(_ range: Range<Int>, in file: SourceFile) -> TextRange {
    let starts = OpenDocument.lineStarts(of: file.bytes)
    return TextRange(
      start: OpenDocument.position(of: range.lowerBound, in: file.bytes, lineStarts: starts),
      end: OpenDocument.position(of: range.upperBound, in: file.bytes, lineStarts: starts))
  }
}
