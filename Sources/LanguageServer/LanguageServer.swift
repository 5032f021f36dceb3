import Dial
import Foundation

/// A Dial language server (LSP 3.17): JSON-RPC messages in, framed messages out, each request answered from the
/// compilation of the document it names. `dial lsp` runs one over standard input and output; a test or another
/// host runs one in process, handing it bytes and reading what it writes.
///
/// ```swift
/// var written = Data()
/// let server = LanguageServer { written.append($0) }
/// _ = server.receive(bytes: framedInitializeRequest)
/// ```
///
/// A malformed message gets a JSON-RPC error and the server goes on; `shutdown` then `exit` ends it with 0.
public final class LanguageServer {
  /// The open documents, by URI.
  var documents: [String: OpenDocument] = [:]
  /// Whether the client lets the server register file watchers (`workspace.didChangeWatchedFiles.dynamicRegistration`).
  var watchesDynamically = false
  /// Whether `initialize` was answered: before it, requests get `-32002` and notifications are dropped; a second
  /// one is refused.
  var initialized = false
  var shutdownRequested = false
  /// `use`d files read so far, by path: a change re-checks a document without reading them again.
  let loaderCache = LoaderCache()
  /// Where framed messages go.
  let write: (Data) -> Void
  /// How a program is measured and which iOS release it models, where a hover shows a value as it starts.
  let measuring: Measuring
  /// Bytes received and not yet a whole message.
  var pending = Data()

  /// A server that writes each framed message it sends with `write`, and shows values as `measuring` says.
  public init(measuring: Measuring = Measuring(), write: @escaping (Data) -> Void) {
    self.measuring = measuring
    self.write = write
  }

  /// Serves standard input until `exit` (0 after `shutdown`, else 1) or the end of input (1 unless shut down).
  public static func run(
    measuring: Measuring = Measuring(), input: FileHandle = .standardInput, output: FileHandle = .standardOutput
  ) -> Int32 {
    let server = LanguageServer(measuring: measuring) { output.write($0) }
    while true {
      let chunk = input.availableData
      if chunk.isEmpty { return server.shutdownRequested ? 0 : 1 }
      if let code = server.receive(bytes: chunk) { return code }
    }
  }

  /// Takes bytes as they arrive, handling each message once it has fully arrived; an exit code once one of them
  /// was `exit`.
  public func receive(bytes: Data) -> Int32? {
    pending.append(bytes)
    while let message = MessageFraming.next(from: &pending) {
      if let code = handle(message: message) { return code }
    }
    return nil
  }

  /// Handles one message's body; an exit code when the message was `exit`.
  public func handle(message body: Data) -> Int32? {
    let envelope: Envelope
    do {
      envelope = try JSONDecoder().decode(Envelope.self, from: body)
    } catch DecodingError.dataCorrupted {
      sendError(nil, ResponseError(code: -32700, message: "parse error"))
      return nil
    } catch {
      sendError(nil, ResponseError(code: -32600, message: "invalid request"))
      return nil
    }
    guard let method = envelope.method else {
      // A client's answer to a request of the server's (`client/registerCapability`) needs none.
      if !envelope.isResponse, let id = envelope.id {
        sendError(id, ResponseError(code: -32600, message: "invalid request"))
      }
      return nil
    }
    if method == "exit" { return shutdownRequested ? 0 : 1 }
    if let error = lifecycleError(method) {
      if let id = envelope.id { sendError(id, error) }
      return nil
    }
    if method == "initialize" { initialized = true }
    do {
      let reply = try dispatch(method, try envelope.params.get())
      // A notification gets no answer.
      if let id = envelope.id { send(Response(id: id, result: reply)) }
    } catch {
      if let id = envelope.id { sendError(id, error) }
    }
    return nil
  }

  /// The error the protocol's lifecycle gives `method` now, or nil: before `initialize`, `-32002` (server not
  /// initialized; a notification is dropped); a second `initialize`, `-32600`; anything after `shutdown` but
  /// `exit`, `-32600`.
  func lifecycleError(_ method: String) -> ResponseError? {
    if shutdownRequested {
      return ResponseError(code: -32600, message: "the server is shut down; only 'exit' is accepted")
    }
    if !initialized && method != "initialize" {
      return ResponseError(code: -32002, message: "the server is not initialized; send 'initialize' first")
    }
    if initialized && method == "initialize" {
      return ResponseError(code: -32600, message: "the server is already initialized")
    }
    return nil
  }

  // MARK: - Methods

  /// The result of `method`, given its params.
  func dispatch(_ method: String, _ params: Params) throws(ResponseError) -> Reply {
    switch (method, params) {
    case ("initialize", .initialize(let initialize)):
      watchesDynamically = initialize?.registersWatchers ?? false
      return .value(InitializeResult(serverInfo: .init(version: dialVersion)))
    case ("initialized", _):
      if watchesDynamically { registerWatchers() }
      return .null
    case ("$/cancelRequest", _), ("$/setTrace", _): return .null
    case ("shutdown", _):
      shutdownRequested = true
      return .null
    case (_, .didOpen(let opened)): self.opened(opened)
    case (_, .didChange(let changed)): self.changed(changed)
    case ("textDocument/didClose", .document(let closed)): self.closed(closed.textDocument.uri)
    case ("textDocument/didSave", .document(let saved)): fileChanged(saved.textDocument.uri)
    case (_, .watchedFiles(let watched)): for change in watched.changes { fileChanged(change.uri) }
    case (_, .place(let place)): return try request(method, at: place)
    case (_, .rename(let rename)): return .optional(self.rename(rename))
    case (_, .document(let document)): return try request(method, on: document)
    default: throw ResponseError(code: -32601, message: "method not found: \(method)")
    }
    return .null
  }

  /// A request about a place in a document.
  func request(_ method: String, at place: PlaceParams) throws(ResponseError) -> Reply {
    switch method {
    case "textDocument/completion": return .value(completion(place))
    case "textDocument/hover": return .optional(hover(place))
    case "textDocument/definition": return .optional(definition(place))
    case "textDocument/references": return .value(references(place))
    default: throw ResponseError(code: -32601, message: "method not found: \(method)")
    }
  }

  /// A request about a whole document.
  func request(_ method: String, on document: DocumentParams) throws(ResponseError) -> Reply {
    switch method {
    case "textDocument/documentSymbol": return .value(documentSymbols(document))
    case "textDocument/formatting": return .value(formatting(document))
    case "textDocument/semanticTokens/full": return semanticTokens(document)
    case "textDocument/codeAction": return .value(codeActions(document))
    default: throw ResponseError(code: -32601, message: "method not found: \(method)")
    }
  }

  /// Which field a decoding error is about, in the protocol's terms: `textDocument.uri is missing`.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ codingPath: [any CodingKey]) -> String {
      (["params"] + codingPath.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue })
        .joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
    case .typeMismatch(let type, let context): return "\(path(context.codingPath)) must be \(type)"
    case .valueNotFound(let type, let context): return "\(path(context.codingPath)) must be \(type)"
    case .dataCorrupted(let context): return "\(path(context.codingPath)) is not valid"
    @unknown default: return "\(error)"
    }
  }

  /// The document a request names, or nil when it is not open.
  func document(_ identifier: TextDocumentIdentifier) -> OpenDocument? { documents[identifier.uri] }

  /// The document and the byte offset of a request's position.
  func place(_ params: PlaceParams) -> (OpenDocument, Int)? {
    guard let document = document(params.textDocument) else { return nil }
    return (document, document.offset(of: params.position))
  }
}

/// How the values a hover shows are computed: with which text measurement (nil: the program's own) and in
/// which iOS release (nil: the program's), as `dial lsp --font F --ios N` says.
public struct Measuring: Sendable {
  /// The measurement, or nil for the program's.
  public var measurement: (any TextMeasurement)?
  /// The release, or nil for the program's.
  public var iOSRelease: IOSRelease?

  /// Makes the settings; the defaults are the program's own.
  public init(measurement: (any TextMeasurement)? = nil, iOSRelease: IOSRelease? = nil) {
    self.measurement = measurement
    self.iOSRelease = iOSRelease
  }

  /// `program` measured and released as the settings say.
  func apply(to program: Program) -> Program {
    var program = program
    if let iOSRelease { program.iOSRelease = iOSRelease }
    if let measurement { program.measurement = measurement }
    return program
  }
}

/// What a request is answered with: a value encoded as JSON, `null`, or JSON text already (semantic tokens).
enum Reply {
  case value(any Encodable)
  case null
  case raw(String)

  /// A value, or `null` for none.
  static func optional(_ value: (some Encodable)?) -> Reply { value.map { .value($0) } ?? .null }
}

/// An incoming message: what decides what it is (a request has an id and a method, a notification a method, a
/// response to the server's own request an id and a result or error), and its params, decoded by method in the
/// same pass over its body (a `didOpen` of a 5 MB document is parsed once), or why they did not decode.
struct Envelope: Decodable {
  var id: RequestID?
  var method: String?
  var isResponse: Bool
  var params: Result<Params, ResponseError> = .success(.none)

  enum CodingKeys: String, CodingKey { case id, method, result, error, params }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try? container.decodeIfPresent(RequestID.self, forKey: .id)
    method = try container.decodeIfPresent(String.self, forKey: .method)
    isResponse = container.contains(.result) || container.contains(.error)
    guard let method else { return }
    do {
      params = .success(try Params.decode(method, from: container))
    } catch {
      params = .failure(ResponseError(code: -32602, message: "invalid params: \(LanguageServer.describe(error))"))
    }
  }
}
