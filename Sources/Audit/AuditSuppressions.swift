import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// `// dial-audit: ignore kind[, kind…] [-- reason]` comments: a finding of a listed kind is suppressed when the
/// comment is on its declaration's line, or on a line of its own just above it (`all` suppresses every kind). A
/// comment after code covers that line only: it must not silence the declaration below.
///
/// ```dial
/// // dial-audit: ignore small-hit-target -- a toolbar icon, sized by its bar
/// button gear { image: "gearshape"; accessibilityLabel: "Settings" }
/// ```
struct AuditSuppressions {
  /// Per file index, per 1-based line: the kinds ignored there, and whether the comment is alone on its line.
  private var ignored: [Int: [Int: (kinds: Set<String>, alone: Bool)]] = [:]
  /// The files, to turn a finding's range into a line.
  private let files: SourceFiles
  /// A warning for each kind a comment names that is not a kind of finding (it would suppress nothing).
  private(set) var warnings: [Diagnostic] = []

  /// Reads the directives of every file.
  init(_ files: SourceFiles) {
    self.files = files
    for (index, file) in files.files.enumerated() {
      var line = 1
      var lineStart = 0
      let bytes = file.bytes
      for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: "\n") {
        if let kinds = Self.directive(bytes[lineStart..<offset]) {
          // The comment itself (a slice keeps the file's offsets); alone when only blanks (or, on the first
          // line, a byte-order mark) come before it.
          let start = Self.firstIndex(of: Self.marker, in: bytes[lineStart..<offset]) ?? lineStart
          let before = bytes[(lineStart == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : lineStart)..<start]
          let alone = before.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
          ignored[index, default: [:]][line] = (kinds, alone)
          warnings += Self.unknownKinds(kinds, at: SourceRange(file: FileID(index), start: start, end: offset))
        }
        line += 1
        lineStart = offset + 1
      }
    }
  }

  /// Whether a comment on the finding's line, or alone on the line above, ignores its kind.
  func suppresses(_ finding: AuditFinding) -> Bool {
    guard let lines = ignored[Int(finding.range.file.index)] else { return false }
    let line = DiagnosticRenderer(files: files).lineAndColumn(finding.range).line
    return [line, line - 1].contains { number in
      guard let directive = lines[number], number == line || directive.alone else { return false }
      return directive.kinds.contains(finding.kind.rawValue) || directive.kinds.contains("all")
    }
  }

  static let marker = Array("// dial-audit: ignore".utf8)

  /// Warnings for the names among `kinds` that are neither a kind of finding nor `all`, each with the closest kind.
  static func unknownKinds(_ kinds: Set<String>, at range: SourceRange) -> [Diagnostic] {
    let known = AuditFinding.Kind.allCases.map(\.rawValue)
    return kinds.subtracting(known + ["all"]).sorted().map { name in
      let suggestion = Suggestions.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
      return Diagnostic(
        .auditUnknownKind, "unknown kind of finding '\(name)' in a dial-audit comment\(suggestion)", at: range,
        severity: .warning)
    }
  }

  /// The kinds a line's directive names, or nil when the line has none.
  static func directive(_ line: ArraySlice<UInt8>) -> Set<String>? {
    guard let start = firstIndex(of: marker, in: line) else { return nil }
    var rest = line[(start + marker.count)...]
    // A reason follows `--`.
    if let reason = firstIndex(of: Array("--".utf8), in: rest) { rest = rest[..<reason] }
    let text = String(decoding: rest, as: UTF8.self)
    let kinds = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
    return kinds.isEmpty ? nil : Set(kinds)
  }

  static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var index = haystack.startIndex
    while index + needle.count <= haystack.endIndex {
      if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
