import Foundation

/// `dial-bench lsp [--json]`: how long `dial lsp` takes to answer a completion and a hover on a 1 000-line
/// document, and to check it again after a change, measured round trip over pipes (the median of 50); and the
/// semantic tokens of a 5 MB document, one request.
/// The `dial` executable is the one built beside `dial-bench`.
enum LSPBenchmark {
  static func run(json: Bool) {
    let dial = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dial")
    let process = Process()
    process.executableURL = dial
    process.arguments = ["lsp"]
    let input = Pipe()
    let output = Pipe()
    (process.standardInput, process.standardOutput) = (input, output)
    do { try process.run() } catch {
      FileHandle.standardError.write(Data("dial-bench lsp: cannot run \(dial.path): \(error)\n".utf8))
      exit(1)
    }
    let client = Client(input: input.fileHandleForWriting, output: output.fileHandleForReading)
    let uri = "file:///tmp/dial-bench-lsp.dial"
    client.call(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [:] as [String: Any]])
    let text = document(lines: 1_000)
    client.notify([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": ["textDocument": ["uri": uri, "text": text, "version": 1, "languageId": "dial"]],
    ])
    let position: [String: Any] = ["textDocument": ["uri": uri], "position": ["line": 999, "character": 8]]
    let completion = client.median { client.call(request("textDocument/completion", position, id: $0)) }
    let hover = client.median { client.call(request("textDocument/hover", position, id: $0)) }
    let change = client.median { id in
      client.notify([
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": ["textDocument": ["uri": uri, "version": id], "contentChanges": [["text": text + "\n"]]],
      ])
    }
    let (tokens, megabytes) = largeDocumentTokens(client, text: text)
    process.terminate()
    Measure.report(
      [
        ("completion_ms", completion * 1000), ("hover_ms", hover * 1000), ("recheck_ms", change * 1000),
        ("semantic_tokens_5mb_ms", tokens * 1000), ("document_mb", megabytes),
      ], json: json)
  }

  /// A 5 MB document of `text` repeated: the seconds its semantic tokens take, in one request after it is open and
  /// checked, and its size in megabytes.
  static func largeDocumentTokens(_ client: Client, text: String) -> (Double, Double) {
    let large = "file:///tmp/dial-bench-lsp-5mb.dial"
    var big = ""
    while big.utf8.count < 5_000_000 { big += text }
    client.notify([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": ["textDocument": ["uri": large, "text": big, "version": 1, "languageId": "dial"]],
    ])
    let started = Date()
    client.call(request("textDocument/semanticTokens/full", ["textDocument": ["uri": large]], id: 100_000))
    return (Date().timeIntervalSince(started), Double(big.utf8.count) / 1_000_000)
  }

  static func request(_ method: String, _ params: [String: Any], id: Int) -> [String: Any] {
    ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
  }

  /// 1 000 lines: variables, buttons reading them, and a last button to hover.
  static func document(lines: Int) -> String {
    var text = ""
    for index in 0..<(lines / 2) {
      text += "var v\(index) = \(index)\nbutton b\(index) { title: \"B \\(v\(index))\" }\n"
    }
    return text
  }

  /// Writes framed messages and reads until the answer (or, for a notification, the diagnostics) arrives.
  final class Client {
    let input: FileHandle
    let output: FileHandle
    var buffer = Data()
    var nextID = 1

    init(input: FileHandle, output: FileHandle) {
      self.input = input
      self.output = output
    }

    func call(_ message: [String: Any]) {
      write(message)
      _ = readMessage()
    }

    func notify(_ message: [String: Any]) {
      write(message)
      _ = readMessage()  // textDocument/publishDiagnostics
    }

    func write(_ message: [String: Any]) {
      let body = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
      input.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func readMessage() -> Data {
      let separator = Data("\r\n\r\n".utf8)
      while true {
        // The header is at the start: searching only there keeps a 10 MB body from being searched per chunk.
        let head = buffer.startIndex..<min(buffer.endIndex, buffer.startIndex + 256)
        if let end = buffer.range(of: separator, in: head) {
          let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
          let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")) ?? 0
          let buffered = buffer.count - (end.upperBound - buffer.startIndex)
          if buffered < length {
            // The rest of a large body in one read, rather than chunk by chunk into a growing buffer.
            buffer.append(output.readData(ofLength: length - buffered))
          }
          if buffer.count - (end.upperBound - buffer.startIndex) >= length {
            let body = buffer[end.upperBound..<(end.upperBound + length)]
            buffer.removeSubrange(buffer.startIndex..<(end.upperBound + length))
            return Data(body)
          }
        }
        let chunk = output.availableData
        if chunk.isEmpty { return Data() }
        buffer.append(chunk)
      }
    }

    /// The median time of 50 runs of `body`, each given a fresh request id.
    func median(_ body: (Int) -> Void) -> Double {
      var times: [Double] = []
      for _ in 0..<50 {
        let started = Date()
        body(nextID)
        times.append(Date().timeIntervalSince(started))
        nextID += 1
      }
      return times.sorted()[times.count / 2]
    }
  }
}
