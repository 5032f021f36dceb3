// What the client sends: the params of each notification and request `dial lsp` handles, decoded as typed
// values. A request whose params do not decode is answered with -32602 (invalid params).

/// `initialize`: whether the client lets the server register file watchers itself.
struct InitializeParams: Decodable {
  struct Capabilities: Decodable {
    struct Workspace: Decodable {
      struct WatchedFiles: Decodable { var dynamicRegistration: Bool? }
      var didChangeWatchedFiles: WatchedFiles?
    }
    var workspace: Workspace?
  }
  var capabilities: Capabilities?

  /// Whether `workspace.didChangeWatchedFiles.dynamicRegistration` is true.
  var registersWatchers: Bool { capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true }
}

/// `textDocument/didOpen`.
struct DidOpenParams: Decodable {
  struct Item: Decodable {
    var uri: String
    var text: String
  }
  var textDocument: Item
}

/// `textDocument/didChange`, whole-document sync: the last change's text is the document.
struct DidChangeParams: Decodable {
  struct Change: Decodable { var text: String }
  var textDocument: TextDocumentIdentifier
  var contentChanges: [Change]
}

/// `textDocument/didClose`, `textDocument/didSave`, and the requests that name only a document.
struct DocumentParams: Decodable {
  var textDocument: TextDocumentIdentifier
}

/// `workspace/didChangeWatchedFiles`.
struct WatchedFilesParams: Decodable {
  struct Change: Decodable { var uri: String }
  var changes: [Change]
}

/// A request about a place: completion, hover, definition, references.
struct PlaceParams: Decodable {
  var textDocument: TextDocumentIdentifier
  var position: Position
}

/// `textDocument/rename`.
struct RenameParams: Decodable {
  var textDocument: TextDocumentIdentifier
  var position: Position
  var newName: String
}

/// The params of a method the server handles, by what they hold.
enum Params {
  /// `initialize`'s, or nil when they do not decode (a client's capabilities are read leniently).
  case initialize(InitializeParams?)
  case didOpen(DidOpenParams)
  case didChange(DidChangeParams)
  /// A request or notification that names only a document.
  case document(DocumentParams)
  case watchedFiles(WatchedFilesParams)
  /// A request about a place: completion, hover, definition, references.
  case place(PlaceParams)
  case rename(RenameParams)
  /// A method that takes none, or one the server does not know.
  case none

  /// The params of `method` in a message's `container`; throws when they are missing or of the wrong shape.
  static func decode<Key: CodingKey>(_ method: String, from container: KeyedDecodingContainer<Key>) throws -> Params {
    guard let key = Key(stringValue: "params") else { return .none }
    switch method {
    case "initialize": return .initialize(try? container.decodeIfPresent(InitializeParams.self, forKey: key))
    case "textDocument/didOpen": return .didOpen(try container.decode(DidOpenParams.self, forKey: key))
    case "textDocument/didChange": return .didChange(try container.decode(DidChangeParams.self, forKey: key))
    case "workspace/didChangeWatchedFiles":
      return .watchedFiles(try container.decode(WatchedFilesParams.self, forKey: key))
    case "textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references":
      return .place(try container.decode(PlaceParams.self, forKey: key))
    case "textDocument/rename": return .rename(try container.decode(RenameParams.self, forKey: key))
    case "textDocument/didClose", "textDocument/didSave", "textDocument/documentSymbol", "textDocument/formatting",
      "textDocument/semanticTokens/full", "textDocument/codeAction":
      return .document(try container.decode(DocumentParams.self, forKey: key))
    default: return .none
    }
  }
}
