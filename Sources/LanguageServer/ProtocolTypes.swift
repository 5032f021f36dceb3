// The protocol's shared structures (LSP 3.17), those `dial lsp` reads and writes.

/// A place in a document: a zero-based line, and a UTF-16 code unit offset in it.
public struct Position: Codable, Hashable, Sendable {
  /// The zero-based line.
  public var line: Int
  /// The zero-based offset in the line, in UTF-16 code units.
  public var character: Int

  /// Makes a position.
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }
}

/// A range of a document, from `start` up to `end`.
public struct TextRange: Codable, Hashable, Sendable {
  /// Where it starts.
  public var start: Position
  /// Where it ends (exclusive).
  public var end: Position

  /// Makes a range.
  public init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }
}

/// A range of a file named by URI.
public struct Location: Codable, Hashable, Sendable {
  /// The file's URI.
  public var uri: String
  /// The range in it.
  public var range: TextRange
}

/// A document by URI.
public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
  /// The document's URI.
  public var uri: String
}

/// An edit of a document: a range replaced by a text.
public struct TextEdit: Codable, Hashable, Sendable {
  /// The range replaced.
  public var range: TextRange
  /// The text put in its place.
  public var newText: String
}

/// Edits of several documents, by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
  /// The edits of each document.
  public var changes: [String: [TextEdit]]
}

/// Markdown, as hovers show it.
public struct MarkupContent: Codable, Hashable, Sendable {
  /// Always `markdown`.
  public var kind = "markdown"
  /// The text.
  public var value: String
}
