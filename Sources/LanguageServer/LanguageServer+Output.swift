import Foundation

// MARK: - What the server writes: responses, errors, notifications and its own requests, each framed

extension LanguageServer {
  /// A response to a request: its result, or its JSON text already.
  struct Response {
    var id: RequestID
    var result: Reply
  }

  /// A response that is an error; `id` is null when the request's could not be read.
  struct ErrorResponse: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID?
    var error: ResponseError

    enum CodingKeys: String, CodingKey { case jsonrpc, id, error }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(jsonrpc, forKey: .jsonrpc)
      try container.encode(id, forKey: .id)  // `null`, not left out: the protocol requires the member.
      try container.encode(error, forKey: .error)
    }
  }

  /// A notification, or with an id, a request of the server's own.
  struct Outgoing<P: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: String?
    var method: String
    var params: P
  }

  /// Writes a response: its result encoded, or as JSON text when it is one already.
  func send(_ response: Response) {
    let id = Self.json(response.id) ?? "null"
    switch response.result {
    case .value(let value): writeBody("{\"jsonrpc\":\"2.0\",\"id\":\(id),\"result\":\(Self.json(value) ?? "null")}")
    case .null: writeBody("{\"jsonrpc\":\"2.0\",\"id\":\(id),\"result\":null}")
    case .raw(let text): writeBody("{\"jsonrpc\":\"2.0\",\"id\":\(id),\"result\":\(text)}")
    }
  }

  /// Writes an error response.
  func sendError(_ id: RequestID?, _ error: ResponseError) {
    if let text = Self.json(ErrorResponse(id: id, error: error)) { writeBody(text) }
  }

  /// Writes a notification (or a request of the server's, with `id`).
  func send<P: Encodable>(method: String, id: String? = nil, params: P) {
    if let text = Self.json(Outgoing(id: id, method: method, params: params)) { writeBody(text) }
  }

  /// `textDocument/publishDiagnostics` for one document.
  func publish(uri: String, diagnostics: [ProtocolDiagnostic]) {
    send(
      method: "textDocument/publishDiagnostics", params: PublishDiagnosticsParams(uri: uri, diagnostics: diagnostics))
  }

  /// Asks the client to report changes of `.dial` files (`workspace/didChangeWatchedFiles`).
  func registerWatchers() {
    send(method: "client/registerCapability", id: "dial-watch", params: RegistrationParams())
  }

  /// Writes one message, framed exactly as `Content-Length: N\r\n\r\n` and the body.
  func writeBody(_ text: String) {
    let body = Data(text.utf8)
    write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  /// A value as compact JSON text, keys sorted (so that what the server writes is the same from run to run).
  static func json(_ value: any Encodable) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
  }
}
