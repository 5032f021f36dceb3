// What the server answers and publishes: each result as a typed value, encoded as JSON.

/// `initialize`'s result.
struct InitializeResult: Encodable {
  struct Capabilities: Encodable {
    struct Completion: Encodable { var triggerCharacters = [".", "[", "\""] }
    struct SemanticTokensOptions: Encodable {
      struct Legend: Encodable {
        var tokenTypes = SemanticTokens.types
        var tokenModifiers: [String] = []
      }
      var legend = Legend()
      var full = true
    }
    var textDocumentSync = 1
    var completionProvider = Completion()
    var hoverProvider = true
    var definitionProvider = true
    var documentSymbolProvider = true
    var documentFormattingProvider = true
    var referencesProvider = true
    var renameProvider = true
    var codeActionProvider = true
    var semanticTokensProvider = SemanticTokensOptions()
  }
  struct ServerInfo: Encodable {
    var name = "dial"
    var version: String
  }
  var capabilities = Capabilities()
  var serverInfo: ServerInfo
}

/// A completion candidate and its kind (the protocol's `CompletionItemKind`).
struct CompletionItem: Encodable, Equatable {
  var label: String
  var kind: Int
}

/// A hover: markdown over the hovered word's range.
struct Hover: Encodable {
  var contents: MarkupContent
  var range: TextRange
}

/// A declaration in the outline, with its whole range and its name's.
struct DocumentSymbol: Encodable {
  var name: String
  var kind: Int
  var range: TextRange
  var selectionRange: TextRange
  var children: [DocumentSymbol]?
}

/// A diagnostic as the protocol has it: severity 1 for an error, 2 for a warning.
struct ProtocolDiagnostic: Encodable {
  struct Related: Encodable {
    var location: Location
    var message: String
  }
  var range: TextRange
  var severity: Int
  var code: String
  var source = "dial"
  var message: String
  var relatedInformation: [Related]?
}

/// `textDocument/publishDiagnostics`.
struct PublishDiagnosticsParams: Encodable {
  var uri: String
  var diagnostics: [ProtocolDiagnostic]
}

/// A fix-it as a quick fix.
struct CodeAction: Encodable {
  var title: String
  var kind = "quickfix"
  var diagnostics: [ProtocolDiagnostic]
  var edit: WorkspaceEdit
}

/// `client/registerCapability`: the server asks to be told when `.dial` files change.
struct RegistrationParams: Encodable {
  struct Registration: Encodable {
    struct Options: Encodable {
      struct Watcher: Encodable { var globPattern = "**/*.dial" }
      var watchers = [Watcher()]
    }
    var id = "dial-watch"
    var method = "workspace/didChangeWatchedFiles"
    var registerOptions = Options()
  }
  var registrations = [Registration()]
}

/// A JSON-RPC error: its code and message.
public struct ResponseError: Error, Encodable, Equatable, Sendable {
  /// The code: -32700 parse error, -32600 invalid request, -32601 method not found, -32602 invalid params,
  /// -32002 server not initialized.
  public var code: Int
  /// What went wrong.
  public var message: String
}
