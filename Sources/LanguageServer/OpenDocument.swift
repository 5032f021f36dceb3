import Dial
import Foundation

/// An open document of the language server: its text, its compilation, and conversions between the protocol's
/// positions (line and UTF-16 code unit) and byte offsets.
struct OpenDocument {
  let uri: String
  let text: String
  let bytes: [UInt8]
  /// The byte offset where each line starts.
  let lineStarts: [Int]
  let compilation: Compilation

  init(uri: String, text: String, loader: (any SourceLoader)?) {
    self.uri = uri
    self.text = text
    bytes = Array(text.utf8)
    lineStarts = Self.lineStarts(of: bytes)
    compilation = Frontend.compile(entry: SourceFile(name: Self.path(of: uri), bytes: bytes), loader: loader)
  }

  /// The file path of a `file://` URI (percent escapes decoded), or the URI itself.
  static func path(of uri: String) -> String {
    guard let url = URL(string: uri), url.isFileURL else { return uri }
    return url.path
  }

  /// The byte offset of a protocol position, clamped to the document.
  func offset(of position: Position) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let start = lineStarts[position.line]
    let end = position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] - 1 : bytes.count
    let lineText = String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    var units = 0
    var offset = start
    for scalar in lineText.unicodeScalars {
      if units >= position.character { break }
      units += scalar.utf16.count
      offset += scalar.utf8.count
    }
    return offset
  }

  /// Whether the document `use`s the file at the absolute `path` (directly or through another used file).
  func uses(_ path: String) -> Bool {
    compilation.files.files.dropFirst().contains { URL(fileURLWithPath: $0.name).standardizedFileURL.path == path }
  }

  /// The protocol position of a byte offset.
  func position(of offset: Int) -> Position {
    Self.position(of: offset, in: bytes, lineStarts: lineStarts)
  }

  /// The byte offset where each line of `bytes` starts.
  static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    return starts
  }

  /// The protocol position of a byte offset of `bytes`, whose lines start at `lineStarts`: a document's, or a
  /// used file's (references and rename).
  static func position(of offset: Int, in bytes: [UInt8], lineStarts: [Int]) -> Position {
    let clamped = min(max(offset, 0), bytes.count)
    var line = 0
    var low = 0
    var high = lineStarts.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= clamped {
        line = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    let prefix = String(decoding: bytes[lineStarts[line]..<clamped], as: UTF8.self)
    return Position(line: line, character: prefix.utf16.count)
  }

  /// A protocol range of a source range in this document.
  func range(_ range: SourceRange) -> TextRange {
    TextRange(start: position(of: range.start), end: position(of: range.end))
  }

  /// A protocol range of a byte range in this document.
  func range(_ range: Range<Int>) -> TextRange {
    TextRange(start: position(of: range.lowerBound), end: position(of: range.upperBound))
  }

  /// Whether a range is in this document (not in a `use`d file).
  func contains(_ range: SourceRange) -> Bool { range.file == FileID(0) }

  /// The text from the start of the top-level item around `offset` up to it, and its length in scalars: the
  /// block typed so far, which the completer reads as the REPL gives it (`button b {` then `  ti` completes a
  /// property). The item starts at the nearest line, at most ``blockScanLines`` back, that is not indented
  /// and does not close a block.
  func blockPrefix(at offset: Int) -> (text: String, scalars: Int) {
    var start = offset
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    for _ in 0..<Self.blockScanLines {
      guard start > 0, start < bytes.count else { break }
      let first = bytes[start]
      let indented = first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "}")
      if !indented && first != UInt8(ascii: "\n") { break }
      // The line before.
      start -= 1
      while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    return (text, text.unicodeScalars.count)
  }

  /// How many lines ``blockPrefix(at:)`` looks back for the start of an item.
  static let blockScanLines = 200

  /// The identifier token around `offset`, with its byte range: found among the lexer's tokens, so that a name
  /// inside a string or a comment is not one.
  func word(at offset: Int) -> (text: String, range: Range<Int>)? {
    let tokens = Lexer.tokenize(bytes).tokens
    // The first token that ends at or after the offset; a cursor just after a name is on it.
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].end < offset { low = middle + 1 } else { high = middle }
    }
    for index in low..<min(low + 2, tokens.count) {
      let token = tokens[index]
      guard token.start <= offset, offset <= token.end else { continue }
      if token.kind == .identifier || Self.isKeyword(token.kind) {
        return (String(decoding: bytes[token.start..<token.end], as: UTF8.self), token.start..<token.end)
      }
    }
    return nil
  }

  /// Whether a token kind is a reserved word, which is hovered as a word too (it names nothing, so hovers
  /// nothing, as a name would).
  static func isKeyword(_ kind: TokenKind) -> Bool {
    switch kind {
    case .kwStyle, .kwButton, .kwMenu, .kwHeader, .kwVar, .kwUse, .kwWhen, .kwOn, .kwIf, .kwElse, .kwTrue, .kwFalse,
      .kwAction:
      return true
    default: return false
    }
  }
}
