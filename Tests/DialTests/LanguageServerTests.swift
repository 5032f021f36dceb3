import DialLanguageServer
import Foundation
import Testing

/// The language server as an editor uses it: each capability, framing edge cases, UTF-16 positions, malformed
/// messages, and `shutdown` then `exit`. In process (the library), and once through `dial lsp` as a child
/// process, over pipes.
struct LanguageServerTests {
  /// A client: writes framed messages, reads framed messages.
  final class Client {
    /// What the server wrote, not read yet.
    final class Sink { var data = Data() }
    let sink = Sink()
    /// The server, when it runs in process.
    var server: LanguageServer?
    /// `dial lsp`, when it runs as a child process.
    var process: Process?
    let input = Pipe()
    let output = Pipe()
    var buffer = Data()
    /// The in-process server's exit code, once it got `exit`.
    var exitCode: Int32?

    init(childProcess: Bool = false) throws {
      guard childProcess else {
        let sink = sink
        server = LanguageServer { sink.data.append($0) }
        return
      }
      let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: dial)
      process.arguments = ["lsp"]
      process.standardInput = input
      process.standardOutput = output
      try process.run()
      self.process = process
    }

    static func frame(_ body: Data) -> Data { Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body }

    func write(_ data: Data) {
      guard let server else { return input.fileHandleForWriting.write(data) }
      if let code = server.receive(bytes: data) { exitCode = code }
    }

    /// The exit code once the server ended.
    func waitForExit() -> Int32? {
      guard let process else { return exitCode }
      process.waitUntilExit()
      return process.terminationStatus
    }

    func send(_ message: [String: Any]) throws {
      write(Self.frame(try JSONSerialization.data(withJSONObject: message)))
    }

    func request(_ id: Int, _ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
      try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
      while true {
        let message = try receive()
        if message["id"] as? Int == id { return message }
      }
    }

    func receive() throws -> [String: Any] {
      let separator = Data("\r\n\r\n".utf8)
      while true {
        if let end = buffer.range(of: separator) {
          let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
          let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")) ?? 0
          if buffer.count - (end.upperBound - buffer.startIndex) >= length {
            let body = buffer[end.upperBound..<(end.upperBound + length)]
            buffer.removeSubrange(buffer.startIndex..<(end.upperBound + length))
            return try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
          }
        }
        let chunk: Data
        if server != nil {
          chunk = sink.data
          sink.data = Data()
        } else {
          chunk = output.fileHandleForReading.availableData
        }
        guard !chunk.isEmpty else { throw CocoaError(.fileReadUnknown) }
        buffer.append(chunk)
      }
    }

    func open(_ uri: String, _ text: String) throws -> [String: Any] {
      try send([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": uri, "text": text, "version": 1, "languageId": "dial"]],
      ])
      return try receive()
    }

    func finish() throws -> Int32 {
      _ = try request(999, "shutdown")
      try send(["jsonrpc": "2.0", "method": "exit"])
      return waitForExit() ?? -1
    }
  }

  static let uri = "file:///tmp/dial-lsp-test.dial"
  static func place(_ line: Int, _ character: Int) -> [String: Any] {
    ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
  }

  @Test(arguments: [false, true])
  func capabilitiesDiagnosticsAndExit(childProcess: Bool) throws {
    let client = try Client(childProcess: childProcess)
    let initialize = try client.request(1, "initialize", ["capabilities": [:] as [String: Any]])
    let capabilities = (initialize["result"] as? [String: Any])?["capabilities"] as? [String: Any]
    #expect(capabilities?["hoverProvider"] as? Bool == true)
    #expect(capabilities?["documentFormattingProvider"] as? Bool == true)
    let published = try client.open(Self.uri, "button add { titel: \"Add\" }\n")
    let params = published["params"] as? [String: Any]
    let diagnostics = try #require(params?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["message"] as? String == "unknown property 'titel'; did you mean 'title'?")
    // A change is checked again and pushed.
    try client.send([
      "jsonrpc": "2.0", "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": Self.uri, "version": 2],
        "contentChanges": [["text": "button add { title: \"Add\" }\n"]],
      ],
    ])
    let again = try client.receive()
    #expect(((again["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)
    #expect(try client.finish() == 0)
  }

  /// Inside a body, on a line of its own, completion offers the body's properties: the server reads the item
  /// from its opening line, as the REPL reads a block.
  @Test func completionInABodyOffersItsProperties() throws {
    let client = try Client()
    _ = try client.request(1, "initialize")
    _ = try client.open(Self.uri, "var n = 0\nbutton b {\n\n  ti\n}\n")
    let completion = try client.request(2, "textDocument/completion", Self.place(3, 4))
    let labels = (completion["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
    #expect(labels.contains("title"))
    #expect(labels.contains("tint") || labels.allSatisfy { $0.hasPrefix("ti") })
    let kinds = (completion["result"] as? [[String: Any]])?.compactMap { $0["kind"] as? Int } ?? []
    #expect(kinds.allSatisfy { $0 == 10 }, "properties are of kind Property")
    #expect(try client.finish() == 0)
  }

  /// Hover on a header or a menu shows what it is as the program starts, as on a button.
  @Test func hoverShowsAHeaderAndAMenuAsTheyStart() throws {
    let client = try Client()
    _ = try client.request(1, "initialize")
    _ = try client.open(
      Self.uri,
      "button back { title: \"Back\" }\nheader nav { leading: back; title: \"Photos\" }\nmenu sort single { action \"Date\" selected }\n"
    )
    let header = try client.request(2, "textDocument/hover", Self.place(1, 8))
    let headerText = ((header["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    #expect(headerText?.contains("`nav.title.speech` = `\"Photos. Heading.\"`") == true, "\(headerText ?? "")")
    let menu = try client.request(3, "textDocument/hover", Self.place(2, 6))
    let menuText = ((menu["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    #expect(menuText?.contains("`sort.selection` = `\"Date\"`") == true, "\(menuText ?? "")")
    #expect(try client.finish() == 0)
  }

  /// Host events and functions: hover shows the signature, definition finds the declaration from an `emit`
  /// or a call, completion offers the labels where an argument starts.
  @Test func hostEventsAndFunctions() throws {
    let client = try Client()
    _ = try client.request(1, "initialize")
    let text = """
      event added(count: Int, sku: String)
      func label(n: Int) -> String = "\\(n)"
      button b { title: label(n: 1); on tap { emit added(count: 1, sku: "A") } }
      print label(
      """
    _ = try client.open(Self.uri, text)
    let hover = try client.request(2, "textDocument/hover", Self.place(2, 20))
    let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    #expect(contents?.contains("`func label(n: Int) -> String`") == true, "\(contents ?? "")")
    let definition = try client.request(3, "textDocument/definition", Self.place(2, 46))
    let range = (definition["result"] as? [String: Any])?["range"] as? [String: Any]
    #expect((range?["start"] as? [String: Any])?["line"] as? Int == 0)
    let completion = try client.request(4, "textDocument/completion", Self.place(3, 12))
    let labels = (completion["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
    #expect(labels == ["n: "])
    #expect(try client.finish() == 0)
  }

  @Test func completionHoverDefinitionSymbolsFormattingTokens() throws {
    let client = try Client()
    _ = try client.request(1, "initialize")
    let text =
      "var count = 0\nbutton add { title: \"Add\"; on tap { count += 1 } }\nexpect add.speech == \"Add. Button.\"\nmenu more { action \"Refresh\" }\n"
    _ = try client.open(Self.uri, text)
    let completion = try client.request(2, "textDocument/completion", Self.place(2, 13))
    let labels = (completion["result"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
    #expect(labels == ["speech"])
    // A member after a value completes as a property.
    #expect((completion["result"] as? [[String: Any]])?.first?["kind"] as? Int == 10)
    let hover = try client.request(3, "textDocument/hover", Self.place(1, 8))
    let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
    #expect(contents?.contains("**button add**") == true)
    #expect(contents?.contains("`add.speech` = `\"Add. Button.\"`") == true)
    let definition = try client.request(4, "textDocument/definition", Self.place(1, 37))
    let range = (definition["result"] as? [String: Any])?["range"] as? [String: Any]
    #expect((range?["start"] as? [String: Any])?["line"] as? Int == 0)
    let symbols = try client.request(5, "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
    let names = (symbols["result"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
    #expect(names == ["count", "add", "more"])
    let edits = try client.request(6, "textDocument/formatting", ["textDocument": ["uri": Self.uri]])
    #expect((edits["result"] as? [Any])?.isEmpty == true, "already formatted: no edits")
    let tokens = try client.request(7, "textDocument/semanticTokens/full", ["textDocument": ["uri": Self.uri]])
    let data = try #require((tokens["result"] as? [String: Any])?["data"] as? [Int])
    #expect(data.count % 5 == 0 && data.count > 20)
    #expect(Array(data.prefix(5)) == [0, 0, 3, 0, 0], "`var`, a keyword, first")
    #expect(try client.finish() == 0)
  }

  /// Semantic tokens by what a token is: a statement verb is a keyword, a property in a body and a member after a
  /// value are properties, an enum case is an enum member, a name before `(` a function.
  @Test func semanticTokensByWhatATokenIs() throws {
    let client = try Client()
    _ = try client.request(1, "initialize")
    let text = "button add { title: \"Add\"; size: .large }\ntap add\nexpect add.title == label(n: 1)\n"
    _ = try client.open(Self.uri, text)
    let tokens = try client.request(2, "textDocument/semanticTokens/full", ["textDocument": ["uri": Self.uri]])
    let data = try #require((tokens["result"] as? [String: Any])?["data"] as? [Int])
    // Absolute positions and types, from the deltas.
    var (line, character) = (0, 0)
    var typed: [String: Int] = [:]
    let types = ["keyword", "variable", "number", "string", "operator", "enumMember", "property", "function"]
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf16) }
    for start in stride(from: 0, to: data.count, by: 5) {
      line += data[start]
      character = data[start] == 0 ? character + data[start + 1] : data[start + 1]
      let word = String(decoding: lines[line][character..<(character + data[start + 2])], as: UTF16.self)
      typed[word] = data[start + 3]
    }
    #expect(typed["tap"].map { types[$0] } == "keyword")
    #expect(typed["expect"].map { types[$0] } == "keyword")
    #expect(typed["size"].map { types[$0] } == "property")
    #expect(typed["large"].map { types[$0] } == "enumMember")
    #expect(typed["label"].map { types[$0] } == "function")
    #expect(typed["add"].map { types[$0] } == "variable")
    #expect(try client.finish() == 0)
  }

  /// A fix-it is offered as a quick fix that edits the document.
  @Test func fixItsAreQuickFixes() throws {
    let client = try Client()
    _ = try client.request(1, "initialize")
    _ = try client.open(Self.uri, "button add { titel: \"Add\" }\n")
    let range: [String: Any] = ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 30]]
    let actions = try client.request(
      2, "textDocument/codeAction",
      ["textDocument": ["uri": Self.uri], "range": range, "context": ["diagnostics": [] as [Any]]])
    let action = try #require((actions["result"] as? [[String: Any]])?.first)
    #expect(action["kind"] as? String == "quickfix")
    let changes = (action["edit"] as? [String: Any])?["changes"] as? [String: Any]
    let edit = (changes?[Self.uri] as? [[String: Any]])?.first
    #expect(edit?["newText"] as? String == "title")
    #expect(try client.finish() == 0)
  }

  /// Positions count UTF-16 code units: "日本" is two, "👍" two, before the cursor.
  @Test func positionsAreUTF16() throws {
    let client = try Client()
    _ = try client.request(1, "initialize")
    let published = try client.open(Self.uri, "button b { title: \"日本👍\"; titel: \"x\" }\n")
    let diagnostic = ((published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])?.first
    let start = (diagnostic?["range"] as? [String: Any])?["start"] as? [String: Any]
    // `button b { title: "日本👍"; ` is 26 UTF-16 units: 18 + 1 + 2 + 2 + 1 + 2.
    #expect(start?["character"] as? Int == 26)
    let unformatted = try client.request(2, "textDocument/formatting", ["textDocument": ["uri": Self.uri]])
    #expect(unformatted["result"] != nil)
    #expect(try client.finish() == 0)
  }

  @Test func framingAndMalformedMessages() throws {
    let client = try Client()
    // Two messages in one write.
    let first = Client.frame(Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
    let second = Client.frame(Data(#"{"jsonrpc":"2.0","id":"two","method":"textDocument/hover","params":{}}"#.utf8))
    client.write(first + second)
    #expect(try client.receive()["id"] as? Int == 1)
    #expect(try client.receive()["id"] as? String == "two", "string ids are echoed as given")
    // A message split across writes.
    let split = Client.frame(Data(#"{"jsonrpc":"2.0","id":3,"method":"nope/nothing"}"#.utf8))
    client.write(split.prefix(10))
    Thread.sleep(forTimeInterval: 0.05)
    client.write(split.dropFirst(10))
    let unknown = try client.receive()
    #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
    // Not JSON, and a wrong Content-Length (shorter than the body): parse errors with a null id.
    client.write(Client.frame(Data("{not json".utf8)))
    let parse = try client.receive()
    #expect((parse["error"] as? [String: Any])?["code"] as? Int == -32700)
    #expect(parse["id"] is NSNull)
    // A Content-Length shorter than its body: the cut body is a parse error, and the rest is skipped until the
    // next header.
    let body = Data(#"{"jsonrpc":"2.0","id":6,"method":"initialize"}"#.utf8)
    client.write(Data("Content-Length: 10\r\n\r\n".utf8) + body)
    #expect(((try client.receive())["error"] as? [String: Any])?["code"] as? Int == -32700)
    // A request without a method is invalid.
    try client.send(["jsonrpc": "2.0", "id": 7])
    #expect(((try client.receive())["error"] as? [String: Any])?["code"] as? Int == -32600)
    // Still running.
    let alive = try client.request(5, "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
    #expect(alive["error"] == nil)
    try client.send(["jsonrpc": "2.0", "method": "exit"])
    #expect(client.waitForExit() == 1, "exit without shutdown")
  }

  /// Hover on a property, in a body (`title:`) and in an expression (`greet.enabled`): its type, default, UIKit
  /// and SwiftUI counterparts, and its value as the program starts.
  @Test func hoverOnAProperty() throws {
    let client = try Client()
    _ = try client.request(1, "initialize", ["capabilities": [:] as [String: Any]])
    _ = try client.open(
      Self.uri,
      "var ready = false\nbutton greet {\n  title: \"Hello\"\n  enabled: ready\n}\nexpect greet.enabled == false\n")
    let body = try client.request(2, "textDocument/hover", Self.place(2, 3))
    let inBody = ((body["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    #expect(inBody.contains("**property title**") && inBody.contains("type: String"), "\(inBody)")
    #expect(inBody.contains("UIKit: `configuration.title`"))
    #expect(inBody.contains("`greet.title` = `\"Hello\"` as the program starts"))
    let member = try client.request(3, "textDocument/hover", Self.place(5, 14))
    let inExpression = ((member["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    #expect(
      inExpression.contains("**property enabled**") && inExpression.contains("default: `true`"), "\(inExpression)")
    #expect(inExpression.contains("UIKit: `isEnabled`") && inExpression.contains("SwiftUI: `.disabled(!enabled)`"))
    #expect(inExpression.contains("`greet.enabled` = `false` as the program starts"))
    #expect(try client.finish() == 0)
  }

  /// The button a binding is written in is found from the syntax tree, not by counting braces: a `"}"` in an
  /// earlier string, a `when` block, or a header's inline button.
  @Test func hoverFindsTheButtonOfABindingFromTheSyntaxTree() throws {
    let client = try Client()
    _ = try client.request(1, "initialize")
    _ = try client.open(
      Self.uri,
      """
      button b {
        subtitle: "}"
        title: "B"
        when highlighted { enabled: true }
      }
      header nav { leading: button back { title: "Back" } }
      """)
    func hover(_ id: Int, _ line: Int, _ character: Int) throws -> String {
      let answer = try client.request(id, "textDocument/hover", Self.place(line, character))
      return ((answer["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    }
    #expect(try hover(2, 2, 3).contains("`b.title` = `\"B\"` as the program starts"))
    #expect(try hover(3, 3, 22).contains("`b.enabled` = `true` as the program starts"))
    #expect(try hover(4, 5, 38).contains("`back.title` = `\"Back\"` as the program starts"))
    #expect(try client.finish() == 0)
  }

  /// A used file that changes on disk is read again when the client says so (`workspace/didChangeWatchedFiles`, or
  /// a save), and the documents that use it are checked again: no stale errors. One open in the editor is read
  /// from its text there. The server registers its watcher where the client allows.
  @Test func aUsedFileIsReadAgainWhenItChanges() throws {
    let folder = try ToolOptionsTests.folder([
      "main.dial": "use \"lib.dial\"\nbutton b: brand { title: \"B\" }\n",
      "lib.dial": "style brand: .filled { size: .large }\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (main, lib) = ("file://\(folder)/main.dial", "file://\(folder)/lib.dial")
    let client = try Client()
    let watched: [String: Any] = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]
    _ = try client.request(1, "initialize", ["capabilities": watched])
    try client.send(["jsonrpc": "2.0", "method": "initialized", "params": [:] as [String: Any]])
    let registration = try client.receive()
    #expect(registration["method"] as? String == "client/registerCapability")
    try client.send(["jsonrpc": "2.0", "id": registration["id"] ?? 0, "result": NSNull()])
    let clean = try client.open(main, try String(contentsOfFile: folder + "/main.dial", encoding: .utf8))
    #expect(((clean["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)
    // The style is renamed on disk: main no longer finds it.
    try "style brandNew: .filled { size: .large }\n".write(
      toFile: folder + "/lib.dial", atomically: true, encoding: .utf8)
    try client.send([
      "jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": ["changes": [["uri": lib, "type": 2]]],
    ])
    let stale = try client.receive()
    let messages = ((stale["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])?.compactMap {
      $0["message"] as? String
    }
    #expect(messages?.contains { $0.contains("brand") } == true, "\(stale)")
    // Opened in the editor and fixed there (not yet saved): main is checked with the editor's text.
    _ = try client.open(lib, "style brand: .filled { size: .large }\n")
    let fixed = try client.receive()
    #expect((fixed["params"] as? [String: Any])?["uri"] as? String == main)
    #expect(((fixed["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true, "\(fixed)")
    #expect(try client.finish() == 0)
  }

  /// A document symbol's range covers its whole declaration, from its keyword to its closing brace; its
  /// selection range is its name; a menu's items lie inside the menu's range.
  @Test func documentSymbolsCoverTheirDeclarations() throws {
    let client = try Client()
    _ = try client.request(1, "initialize", ["capabilities": [:] as [String: Any]])
    _ = try client.open(Self.uri, "button add {\n  title: \"Add\"\n}\nmenu more {\n  action \"Share\"\n}\n")
    let reply = try client.request(2, "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
    let symbols = try #require(reply["result"] as? [[String: Any]])
    func lines(_ range: Any?) -> (Int, Int) {
      let range = range as? [String: Any]
      let start = (range?["start"] as? [String: Any])?["line"] as? Int ?? -1
      return (start, (range?["end"] as? [String: Any])?["line"] as? Int ?? -1)
    }
    let add = try #require(symbols.first { $0["name"] as? String == "add" })
    #expect(lines(add["range"]) == (0, 2) && lines(add["selectionRange"]) == (0, 0))
    let more = try #require(symbols.first { $0["name"] as? String == "more" })
    #expect(lines(more["range"]) == (3, 5))
    let item = try #require((more["children"] as? [[String: Any]])?.first)
    #expect(lines(item["range"]).0 >= 3 && lines(item["range"]).1 <= 5)
    #expect(try client.finish() == 0)
  }

  /// References and rename of a declared name, across the document and the file it uses; a property label or a
  /// member of the same spelling is not the name.
  @Test func referencesAndRenameAcrossUsedFiles() throws {
    let folder = try ToolOptionsTests.folder([
      "main.dial": "use \"lib.dial\"\nvar count = 0\nbutton b: brand { title: \"\\(count)\"; on tap { count += 1 } }\n",
      "lib.dial": "style brand: .filled { size: .large }\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let main = "file://\(folder)/main.dial"
    let client = try Client()
    _ = try client.request(1, "initialize", ["capabilities": [:] as [String: Any]])
    _ = try client.open(main, try String(contentsOfFile: folder + "/main.dial", encoding: .utf8))
    let place: [String: Any] = ["textDocument": ["uri": main], "position": ["line": 2, "character": 11]]
    let references = try client.request(2, "textDocument/references", place)
    let found = try #require(references["result"] as? [[String: Any]])
    #expect(found.count == 2, "\(found)")
    #expect(found.contains { ($0["uri"] as? String)?.hasSuffix("/lib.dial") == true })
    let counts = try client.request(
      3, "textDocument/references", ["textDocument": ["uri": main], "position": ["line": 1, "character": 5]])
    #expect((counts["result"] as? [Any])?.count == 3, "the declaration, the interpolation and the assignment")
    var renaming = place
    renaming["newName"] = "house"
    let rename = try client.request(4, "textDocument/rename", renaming)
    let changes = try #require((rename["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
    #expect(changes.count == 2 && changes.values.allSatisfy { $0.allSatisfy { $0["newText"] as? String == "house" } })
    renaming["newName"] = "count"
    #expect(try client.request(5, "textDocument/rename", renaming)["result"] is NSNull, "a name declared already")
    #expect(try client.finish() == 0)
  }

  /// The lifecycle: a request before `initialize` is `-32002` and a notification is dropped; `serverInfo.version`
  /// is the tool's; a second `initialize` is refused; after `shutdown` every request but `exit` is `-32600`.
  @Test func theLifecycleRules() throws {
    let client = try Client()
    let early = try client.request(1, "textDocument/hover", Self.place(0, 0))
    #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
    // A didOpen before initialize is dropped: no diagnostics are published for it.
    try client.send([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": ["textDocument": ["uri": Self.uri, "text": "button b { titel: \"B\" }\n", "version": 1]],
    ])
    let initialize = try client.request(2, "initialize", ["capabilities": [:] as [String: Any]])
    let info = (initialize["result"] as? [String: Any])?["serverInfo"] as? [String: Any]
    #expect(info?["name"] as? String == "dial")
    #expect((info?["version"] as? String)?.split(separator: ".").count == 3)
    let symbols = try client.request(3, "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
    #expect((symbols["result"] as? [Any])?.isEmpty ?? true, "the dropped didOpen opened nothing")
    let again = try client.request(4, "initialize", ["capabilities": [:] as [String: Any]])
    #expect((again["error"] as? [String: Any])?["code"] as? Int == -32600)
    _ = try client.request(5, "shutdown")
    let late = try client.request(6, "textDocument/hover", Self.place(0, 0))
    #expect((late["error"] as? [String: Any])?["code"] as? Int == -32600)
    try client.send(["jsonrpc": "2.0", "method": "exit"])
    #expect(client.waitForExit() == 0)
  }
}
