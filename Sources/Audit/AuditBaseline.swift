import Foundation

/// A baseline of audit findings (`dial audit --write-baseline F`, then `--baseline F`): each finding by what it is —
/// its file, kind and element — so that a team gates CI on new findings only. Lines, messages and text sizes are
/// left out, so that editing a file does not make its old findings new.
///
/// A file is written relative to the baseline's own folder and matched as the file it names, so the same tree
/// audited from any directory, by any spelling of its paths (`.`, a name, an absolute path), matches it:
///
/// ```
/// dial-audit-baseline 2
/// examples/cart.dial	small-hit-target	addToCart
/// ```
///
/// Version 1 baselines, whose files are as the command was given them, are still read, relative to the directory
/// the audit runs in.
public struct AuditBaseline: Sendable {
  /// The first line of a baseline this version writes.
  public static let header = "dial-audit-baseline 2"
  /// The first line of a version 1 baseline, which is still read.
  public static let firstHeader = "dial-audit-baseline 1"

  /// An empty baseline.
  public init() {}

  /// `file\tkind\telement` keys, the file an absolute, standardized path.
  private(set) var entries: Set<String> = []
  private var order: [String] = []

  /// The key of a finding in `file` (as the command was given it, relative to the current directory).
  static func key(_ finding: AuditFinding, file: String) -> String {
    absolute(file) + "\t" + finding.kind.rawValue + "\t" + finding.element
  }

  /// `path` as an absolute path without `.`, `..` or symbolic links, relative paths taken from `directory`.
  static func absolute(_ path: String, from directory: String = FileManager.default.currentDirectoryPath) -> String {
    let url =
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory).appendingPathComponent(path)
    return url.standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Whether the baseline holds `finding` of `file` (as the command was given it).
  public func contains(_ finding: AuditFinding, file: String) -> Bool {
    entries.contains(Self.key(finding, file: file))
  }

  /// Adds `finding` of `file`, once.
  public mutating func add(_ finding: AuditFinding, file: String) {
    let key = Self.key(finding, file: file)
    if entries.insert(key).inserted { order.append(key) }
  }

  /// Writes the baseline, each file relative to the baseline's folder; false when it cannot be written.
  public func write(to path: String) -> Bool {
    let folder = URL(fileURLWithPath: Self.absolute(path)).deletingLastPathComponent().path
    let lines = order.map { key -> String in
      let fields = key.split(separator: "\t", maxSplits: 1)
      return RelativePath.of(String(fields[0]), from: folder) + "\t" + (fields.count > 1 ? String(fields[1]) : "")
    }
    let text = ([Self.header] + lines).joined(separator: "\n") + "\n"
    return FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// Reads a baseline; a missing, unreadable or malformed file is an error that says which line is wrong.
  public static func read(_ path: String) -> Result<AuditBaseline, BaselineError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(BaselineError("cannot read the baseline '\(path)'"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(BaselineError("the baseline '\(path)' is not UTF-8 text"))
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
    // Version 2 names files from the baseline's folder; version 1 as they were typed, from where the audit runs.
    let folder: String
    switch lines.first.map(String.init) {
    case header?: folder = URL(fileURLWithPath: absolute(path)).deletingLastPathComponent().path
    case firstHeader?: folder = FileManager.default.currentDirectoryPath
    default: return .failure(BaselineError("'\(path)' is not an audit baseline: its first line must be '\(header)'"))
    }
    var baseline = AuditBaseline()
    for (number, line) in lines.enumerated().dropFirst() where !line.isEmpty {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, AuditFinding.Kind(rawValue: String(fields[1])) != nil else {
        return .failure(BaselineError("\(path):\(number + 1): expected 'file<TAB>kind<TAB>element', found '\(line)'"))
      }
      let key = absolute(String(fields[0]), from: folder) + "\t" + fields[1] + "\t" + fields[2]
      if baseline.entries.insert(key).inserted { baseline.order.append(key) }
    }
    return .success(baseline)
  }
}

/// Why a baseline cannot be used.
public struct BaselineError: Error, Sendable {
  /// What is wrong, located where it can be: `base.txt:3: expected …`.
  public var message: String
  init(_ message: String) { self.message = message }
}
