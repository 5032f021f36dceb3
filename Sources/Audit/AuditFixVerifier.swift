import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// Keeps a finding's edits only where they work: each fix, with those kept before it, is applied to a copy of the
/// program's sources in memory and the copy audited again; the fix is kept when every finding it and the kept
/// ones fix is gone and no finding is new. So applying all of a file's edits removes their findings and adds
/// none, whatever one fix does to another (larger insets that crowd a header's title, a font that shrinks at the
/// small sizes below a contrast threshold).
struct AuditFixVerifier {
  /// The program audited and how it was audited.
  let program: Program
  let measurement: any TextMeasurement
  /// At most this many fixes are tried, each an audit of its own: past it, findings keep their words only.
  static let maximumTried = 24

  /// `findings` with the edits that do not work removed.
  func verified(_ findings: [AuditFinding]) -> [AuditFinding] {
    let before = Set(findings.map(Self.identity))
    var kept: [AuditEdit] = []
    var fixed: Set<String> = []
    var tried = 0
    return findings.map { finding in
      var finding = finding
      guard !finding.edits.isEmpty else { return finding }
      tried += 1
      let candidate = kept + finding.edits.filter { !kept.contains($0) }
      let target = fixed.union([Self.identity(finding)])
      if tried <= Self.maximumTried, let after = audit(applying: candidate), after.isDisjoint(with: target),
        after.isSubset(of: before)
      {
        (kept, fixed) = (candidate, target)
      } else {
        finding.edits = []
      }
      return finding
    }
  }

  /// A finding's identity across edits: its kind and element.
  static func identity(_ finding: AuditFinding) -> String { finding.kind.rawValue + "\u{0}" + finding.element }

  /// The identities of the findings of the program with `edits` applied; nil when the edits overlap or the edited
  /// program does not compile or start.
  func audit(applying edits: [AuditEdit]) -> Set<String>? {
    var files: [String: SourceFile] = [:]
    for (index, file) in program.files.files.enumerated() {
      let mine = edits.filter { $0.range.file.index == index }.sorted { $0.range.start > $1.range.start }
      var bytes = file.bytes
      for (edit, next) in zip(mine, mine.dropFirst()) where next.range.end > edit.range.start { return nil }
      for edit in mine where edit.range.end <= bytes.count {
        bytes.replaceSubrange(edit.range.bytes, with: Array(edit.newText.utf8))
      }
      files[file.name] = SourceFile(name: file.name, bytes: bytes)
    }
    guard let entry = program.files.files.first.flatMap({ files[$0.name] }) else { return nil }
    let compilation = Frontend.compile(entry: entry, loader: EditedSources(files: files))
    guard var edited = try? Program(compilation) else { return nil }
    edited.iOSRelease = program.iOSRelease
    let audit = AccessibilityAudit(edited, measurement: measurement, verifiesEdits: false)
    return (try? audit.run()).map { Set($0.map(Self.identity)) }
  }
}

/// The edited sources, loaded by the names the program's own `use`s gave them.
struct EditedSources: SourceLoader {
  let files: [String: SourceFile]

  func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
    // The name the file loader gave it, so the edited text is found under the name the program knows.
    let name = FilePath.normalized(FilePath.join(FilePath.directory(of: includer), path))
    return files[name].map { .success($0) } ?? .failure(.notFound)
  }
}
