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
