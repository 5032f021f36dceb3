import Foundation
import Testing

/// `dial audit --format sarif`: one SARIF 2.1.0 log, checked field by field against what the published schema
/// (sarif-schema-2.1.0.json) requires — a log's `version` and `runs`, a run's `tool`, a tool's `driver`, a driver's
/// `name`, a rule's `id`, a result's `message` with its `text` — and what code scanning reads: `ruleId`, `level`,
/// a location whose URI is relative to the current directory, its region's start line and column, and the run's
/// `columnKind`.
struct AuditSARIFTests {
  /// Runs `dial` with `arguments` in `directory`: its exit status and standard output.
  static func dial(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dial)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static let source = """
    button icon { image: "star"; contentInsets: 15 }
    button ok: .filled { title: "OK"; background: .black }

    """

  @Test func theLogHasTheSchemasRequiredFieldsAndEachFinding() throws {
    let folder = try ToolOptionsTests.folder(["screens/a b.dial": Self.source])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, output) = try Self.dial(["audit", "--format", "sarif", "screens"], in: folder)
    #expect(status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "dial")
    #expect((driver["version"] as? String)?.isEmpty == false)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String }.contains("missing-label"))
    #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["ruleId"] as? String } == ["missing-label", "small-hit-target"])
    #expect(results.compactMap { $0["level"] as? String } == ["error", "warning"])
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
    }
    let location = try #require((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"])
    let physical = try #require(location as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "screens/a%20b.dial")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 1)
    #expect(region["startColumn"] as? Int == 8)
    // The hit target's fix, as the edit that inserts its insets.
    let fix = try #require((results.last?["fixes"] as? [[String: Any]])?.first)
    #expect(((fix["description"] as? [String: Any])?["text"] as? String)?.hasPrefix("set contentInsets:") == true)
    let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
    #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "screens/a%20b.dial")
    let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
    let deleted = try #require(replacement["deletedRegion"] as? [String: Any])
    #expect(deleted["startLine"] as? Int == 2 && deleted["startColumn"] as? Int == deleted["endColumn"] as? Int)
    let inserted = (replacement["insertedContent"] as? [String: Any])?["text"] as? String
    #expect(inserted?.contains("contentInsets: (14, 12, 14, 12);") == true)
  }

  /// No findings: a log with an empty list of results, and exit 0.
  @Test func aCleanFileIsAnEmptyLog() throws {
    let folder = try ToolOptionsTests.folder([
      "a.dial": "button ok: .filled { title: \"OK\"; background: .black; contentInsets: 15 }\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, output) = try Self.dial(["audit", "--format", "sarif", "a.dial"], in: folder)
    #expect(status == 0)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect((run["results"] as? [Any])?.isEmpty == true)
  }
}
