import Dial
import DialREPL
import Foundation

/// `dial lsp`: a Language Server (LSP 3.17) over standard input and output: JSON-RPC messages framed by
/// `Content-Length` headers. A malformed message gets a JSON-RPC error and the server goes on; `shutdown`
/// then `exit` ends it with 0.
final class LSPServer {
  var documents: [String: LSPDocument] = [:]
  /// Whether the client lets the server register file watchers (`workspace.didChangeWatchedFiles.dynamicRegistration`).
  var watchesDynamically = false
  /// Whether `initialize` was answered: before it, requests get `-32002` and notifications are dropped; a second
  /// one is refused.
  var initialized = false
  var shutdownRequested = false
  /// `use`d files read so far, by path: a change re-checks a document without reading them again.
  let loaderCache = LoaderCache()
  let output: FileHandle

  init(output: FileHandle = .standardOutput) { self.output = output }

  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return CommandLineTool.usageError("'lsp' takes no arguments") }
    let server = LSPServer()
    var buffer = Data()
    let input = FileHandle.standardInput
    while true {
      let chunk = input.availableData
      if chunk.isEmpty { return server.shutdownRequested ? 0 : 1 }
      buffer.append(chunk)
      while let message = LSPFraming.next(from: &buffer) {
        if let code = server.receive(message) { return code }
      }
    }
  }

  /// Handles one message's body; an exit code when the message was `exit`.
  func receive(_ body: Data) -> Int32? {
    guard let json = try? JSONSerialization.jsonObject(with: body), let message = json as? [String: Any] else {
      send(["jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32700, "message": "parse error"]])
      return nil
    }
    let id = message["id"]
    guard let method = message["method"] as? String else {
      // A client's answer to a request of the server's (`client/registerCapability`) needs none.
      if message["result"] != nil || message["error"] != nil { return nil }
      if id != nil {
        send(["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": -32600, "message": "invalid request"]])
      }
      return nil
    }
    if method == "exit" { return shutdownRequested ? 0 : 1 }
    if let error = lifecycleError(method) {
      if let id { send(["jsonrpc": "2.0", "id": id, "error": error]) }
      return nil
    }
    let params = message["params"] as? [String: Any] ?? [:]
    if method == "initialize" { initialized = true }
    let result = handle(method, params)
    guard let id else { return nil }  // A notification gets no answer.
    switch result {
    case .some(let raw as LSPRawJSON): sendRaw(id: id, result: raw)
    case .some(let value): send(["jsonrpc": "2.0", "id": id, "result": value])
    case .none:
      send(["jsonrpc": "2.0", "id": id, "error": ["code": -32601, "message": "method not found: \(method)"]])
    }
    return nil
  }

  /// The error the protocol's lifecycle gives `method` now, or nil: before `initialize`, `-32002` (server not
  /// initialized; a notification is dropped); a second `initialize`, `-32600`; anything after `shutdown` but
  /// `exit`, `-32600`.
  func lifecycleError(_ method: String) -> [String: Any]? {
    if shutdownRequested { return ["code": -32600, "message": "the server is shut down; only 'exit' is accepted"] }
    if !initialized && method != "initialize" {
      return ["code": -32002, "message": "the server is not initialized; send 'initialize' first"]
    }
    if initialized && method == "initialize" {
      return ["code": -32600, "message": "the server is already initialized"]
    }
    return nil
  }

  /// The result of a request, `NSNull()` for none; nil for an unknown method.
  func handle(_ method: String, _ params: [String: Any]) -> Any? {
    switch method {
    case "initialize":
      watchesDynamically = Self.canRegisterWatchers(params)
      return Self.capabilities
    case "initialized":
      if watchesDynamically { registerWatchers() }
      return NSNull()
    case "$/cancelRequest", "$/setTrace": return NSNull()
    case "textDocument/didSave":
      if let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String { fileChanged(uri) }
      return NSNull()
    case "workspace/didChangeWatchedFiles":
      for change in params["changes"] as? [[String: Any]] ?? [] {
        if let uri = change["uri"] as? String { fileChanged(uri) }
      }
      return NSNull()
    case "shutdown":
      shutdownRequested = true
      return NSNull()
    case "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose":
      documentChanged(method, params)
      return NSNull()
    case "textDocument/completion": return completion(params)
    case "textDocument/hover": return hover(params)
    case "textDocument/definition": return definition(params)
    case "textDocument/references": return references(params)
    case "textDocument/rename": return rename(params)
    case "textDocument/documentSymbol": return documentSymbols(params)
    case "textDocument/formatting": return formatting(params)
    case "textDocument/semanticTokens/full": return semanticTokens(params)
    case "textDocument/codeAction": return codeActions(params)
    default: return nil
    }
  }

  static var capabilities: [String: Any] {
    [
      "capabilities": [
        "textDocumentSync": 1, "completionProvider": ["triggerCharacters": [".", "[", "\""]], "hoverProvider": true,
        "definitionProvider": true, "documentSymbolProvider": true, "documentFormattingProvider": true,
        "referencesProvider": true, "renameProvider": true,
        "codeActionProvider": true,
        "semanticTokensProvider": [
          "legend": ["tokenTypes": LSPSemanticTokens.types, "tokenModifiers": []], "full": true,
        ],
      ],
      "serverInfo": ["name": "dial", "version": dialVersion],
    ]
  }

  func documentChanged(_ method: String, _ params: [String: Any]) {
    guard let document = params["textDocument"] as? [String: Any], let uri = document["uri"] as? String else { return }
    if method == "textDocument/didClose" {
      documents[uri] = nil
      publish(uri: uri, diagnostics: [])
      return
    }
    let changes = params["contentChanges"] as? [[String: Any]]
    guard let text = (changes?.last?["text"] as? String) ?? (document["text"] as? String) else { return }
    check(uri, text: text)
    // A document that others `use` changed: they are checked again with its text.
    fileChanged(uri, except: uri)
  }

  /// Compiles the document at `uri` with `text` and publishes its diagnostics.
  func check(_ uri: String, text: String) {
    let loader = CachingLoader(
      base: FileSystemLoader(entryPath: LSPDocument.path(of: uri)), cache: loaderCache, open: openTexts)
    let opened = LSPDocument(uri: uri, text: text, loader: loader)
    documents[uri] = opened
    publish(
      uri: uri,
      diagnostics: opened.compilation.diagnostics.filter { opened.contains($0.range) }.map {
        Self.diagnostic($0, in: opened)
      })
  }

  /// The open documents' texts by path, which a `use` of one reads instead of the file on disk.
  var openTexts: [String: String] {
    Dictionary(documents.values.map { (LSPDocument.path(of: $0.uri), $0.text) }) { a, _ in a }
  }

  /// The file at `uri` changed (on disk, or in the editor): it is read again when next used, and every open
  /// document that uses it (but `except`) is checked again.
  func fileChanged(_ uri: String, except: String? = nil) {
    let path = URL(fileURLWithPath: LSPDocument.path(of: uri)).standardizedFileURL.path
    loaderCache.forget(path)
    for (other, document) in documents where other != except && document.uses(path) {
      check(other, text: document.text)
    }
  }

  /// Whether the client's capabilities let the server register watchers itself.
  static func canRegisterWatchers(_ params: [String: Any]) -> Bool {
    let workspace = (params["capabilities"] as? [String: Any])?["workspace"] as? [String: Any]
    return (workspace?["didChangeWatchedFiles"] as? [String: Any])?["dynamicRegistration"] as? Bool == true
  }

  /// Asks the client to report changes of `.dial` files (`workspace/didChangeWatchedFiles`).
  func registerWatchers() {
    let watcher: [String: Any] = ["globPattern": "**/*.dial"]
    send([
      "jsonrpc": "2.0", "id": "dial-watch", "method": "client/registerCapability",
      "params": [
        "registrations": [
          [
            "id": "dial-watch", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": ["watchers": [watcher]],
          ] as [String: Any]
        ]
      ],
    ])
  }

  func publish(uri: String, diagnostics: [[String: Any]]) {
    send([
      "jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
      "params": ["uri": uri, "diagnostics": diagnostics],
    ])
  }

  /// Writes a response whose result is JSON text already.
  func sendRaw(id: Any, result: LSPRawJSON) {
    guard let idText = try? JSONSerialization.data(withJSONObject: [id], options: [.fragmentsAllowed]) else { return }
    // `[id]` serialized, without its brackets: the id as JSON, whatever its type.
    let idJSON = String(decoding: idText.dropFirst().dropLast(), as: UTF8.self)
    let body = Data("{\"jsonrpc\":\"2.0\",\"id\":\(idJSON),\"result\":\(result.text)}".utf8)
    output.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// Writes one message, framed exactly as `Content-Length: N\r\n\r\n` and the body.
  func send(_ message: [String: Any]) {
    guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.withoutEscapingSlashes]) else {
      return
    }
    output.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  func document(_ params: [String: Any]) -> LSPDocument? {
    guard let textDocument = params["textDocument"] as? [String: Any], let uri = textDocument["uri"] as? String
    else { return nil }
    return documents[uri]
  }

  /// The document and the byte offset of a request's position.
  func place(_ params: [String: Any]) -> (LSPDocument, Int)? {
    guard let document = document(params), let position = params["position"] as? [String: Any],
      let line = position["line"] as? Int, let character = position["character"] as? Int
    else { return nil }
    return (document, document.offset(line: line, character: character))
  }
}

/// `Content-Length` framing: splits a byte stream into message bodies, across and within reads.
enum LSPFraming {
  /// The next whole message body at the start of `buffer`, removed from it; nil until one has fully arrived.
  static func next(from buffer: inout Data) -> Data? {
    let separator = Data("\r\n\r\n".utf8)
    guard let headerEnd = buffer.range(of: separator) else { return nil }
    var header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
    // Bytes before the header (the rest of a body whose length was given too short) are skipped.
    if let start = header.range(of: "Content-Length:", options: [.caseInsensitive, .backwards]) {
      header = String(header[start.lowerBound...])
    }
    var length: Int?
    for line in header.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == "content-length" {
        length = Int(parts[1].trimmingCharacters(in: .whitespaces))
      }
    }
    guard let length, length >= 0 else {
      // No usable length: the header is dropped, and the body, if any, is then not JSON (-32700).
      buffer.removeSubrange(buffer.startIndex..<headerEnd.upperBound)
      return Data()
    }
    guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { return nil }
    let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
    buffer.removeSubrange(buffer.startIndex..<(headerEnd.upperBound + length))
    return Data(body)
  }
}

/// `use`d files, read once until they change: a document that changes is checked again without reading them
/// again, and a file that changes on disk or in the editor is forgotten (``LSPServer/fileChanged(_:except:)``).
final class LoaderCache: @unchecked Sendable {
  var files: [String: Result<SourceFile, LoadFailure>] = [:]

  /// Forgets every entry that loaded the file at the absolute `path`.
  func forget(_ path: String) {
    files = files.filter { _, loaded in
      guard case .success(let file) = loaded else { return true }
      return URL(fileURLWithPath: file.name).standardizedFileURL.path != path
    }
  }
}

/// A loader that asks its base loader once per path, and reads a file open in the editor from its text there.
struct CachingLoader: SourceLoader {
  let base: FileSystemLoader
  let cache: LoaderCache
  /// The open documents' texts, by absolute path.
  var open: [String: String] = [:]

  func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
    let key = includer + "\u{0}" + path
    if let cached = cache.files[key] { return cached }
    var loaded = base.load(path, from: includer)
    if case .success(let file) = loaded, let text = open[URL(fileURLWithPath: file.name).standardizedFileURL.path] {
      // The editor's text, not the file on disk: what the user sees is what is checked. Not cached, so that
      // the next change of the open document is read.
      loaded = .success(SourceFile(name: file.name, text: text))
      return loaded
    }
    cache.files[key] = loaded
    return loaded
  }
}

/// A result that is JSON text already (semantic tokens), written as it is.
struct LSPRawJSON {
  let text: String
}
