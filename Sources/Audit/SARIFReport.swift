import DialLexer
import DialRuntime
import Foundation

/// `dial audit --format sarif`: the findings as one SARIF 2.1.0 log, the format code-review services read (GitHub
/// code scanning among them). One run of the tool `dial`, one rule per kind of finding, one result per finding,
/// located by a URI relative to the current directory and a region whose columns count Unicode code points, as
/// Dial's diagnostics do.
public struct SARIFReport: Sendable {
  /// The results so far, in the order they were found.
  private var results: [JSON] = []

  /// An empty log.
  public init() {}

  /// Adds a finding, located by `renderer`, with its edits as a fix.
  public mutating func add(_ finding: AuditFinding, renderer: DiagnosticRenderer) {
    let file = renderer.files[finding.range.file]?.name ?? ""
    let (line, column) = renderer.lineAndColumn(finding.range)
    let location: JSON = .object([
      (
        "physicalLocation",
        .object([
          ("artifactLocation", .object([("uri", .string(Self.uri(file)))])),
          ("region", .object([("startLine", .number(Double(line))), ("startColumn", .number(Double(column)))])),
        ])
      )
    ])
    let index = AuditFinding.Kind.allCases.firstIndex(of: finding.kind) ?? 0
    var fields: [(String, JSON)] = [
      ("ruleId", .string(finding.kind.rawValue)), ("ruleIndex", .number(Double(index))),
      ("level", .string(finding.severity == .error ? "error" : "warning")),
      ("message", .object([("text", .string(finding.message + ". Fix: " + finding.fix))])),
      ("locations", .array([location])),
    ]
    if !finding.edits.isEmpty { fields.append(("fixes", .array([Self.fix(finding, renderer: renderer)]))) }
    results.append(.object(fields))
  }

  /// A SARIF fix: its description, and per file the replacements its edits make.
  static func fix(_ finding: AuditFinding, renderer: DiagnosticRenderer) -> JSON {
    let files = Dictionary(grouping: finding.edits, by: \.range.file)
    let changes = files.keys.sorted { $0.index < $1.index }.map { file -> JSON in
      let replacements = (files[file] ?? []).map { edit -> JSON in
        let (line, column) = renderer.lineAndColumn(edit.range)
        let (endLine, endColumn) = renderer.lineAndColumn(edit.range.endPoint)
        let region: JSON = .object([
          ("startLine", .number(Double(line))), ("startColumn", .number(Double(column))),
          ("endLine", .number(Double(endLine))), ("endColumn", .number(Double(endColumn))),
        ])
        return .object([("deletedRegion", region), ("insertedContent", .object([("text", .string(edit.newText))]))])
      }
      let uri = uri(renderer.files[file]?.name ?? "")
      return .object([("artifactLocation", .object([("uri", .string(uri))])), ("replacements", .array(replacements))])
    }
    return .object([("description", .object([("text", .string(finding.fix))])), ("artifactChanges", .array(changes))])
  }

  /// The log: the tool with its rules, and the results.
  public var encoded: String {
    let rules = AuditFinding.Kind.allCases.map { kind -> JSON in
      .object([
        ("id", .string(kind.rawValue)), ("shortDescription", .object([("text", .string(kind.summary))])),
        ("help", .object([("text", .string(kind.summary + ". docs/language.md §13 lists what each kind checks."))])),
        ("defaultConfiguration", .object([("level", .string(kind.severity == .error ? "error" : "warning"))])),
      ])
    }
    let driver: JSON = .object([
      ("name", .string("dial")), ("version", .string(dialVersion)), ("rules", .array(rules)),
    ])
    let run: JSON = .object([
      ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(results)),
    ])
    return JSON.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ]).encoded
  }

  /// A file's path as a URI relative to the current directory: `examples/cart.dial`, `../other/a.dial`; spaces and
  /// other characters a URI cannot hold percent-encoded.
  static func uri(_ file: String) -> String {
    let relative = RelativePath.components(of: file, from: FileManager.default.currentDirectoryPath)
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#[]@"))
    return relative.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }.joined(separator: "/")
  }
}
