import Dial
import DialAudit
import Foundation

/// A baseline of audit findings (`dial audit --write-baseline F`, then `--baseline F`): each finding as its file,
/// kind and element, so that a team gates CI on new findings only. Lines and messages are left out, so that
/// editing a file does not make its old findings new.
///
/// ```
/// dial-audit-baseline 1
/// examples/cart.dial	small-hit-target	addToCart
/// ```
struct AuditBaseline {
  static let header = "dial-audit-baseline 1"

  /// `file\tkind\telement` lines.
  private(set) var entries: Set<String> = []
  private var order: [String] = []

  static func key(_ finding: AuditFinding, file: String) -> String {
    file + "\t" + finding.kind.rawValue + "\t" + finding.element
  }

  func contains(_ finding: AuditFinding, file: String) -> Bool { entries.contains(Self.key(finding, file: file)) }

  mutating func add(_ finding: AuditFinding, file: String) {
    let key = Self.key(finding, file: file)
    if entries.insert(key).inserted { order.append(key) }
  }

  /// Writes the baseline; false when the file cannot be written.
  func write(to path: String) -> Bool {
    let text = ([Self.header] + order).joined(separator: "\n") + "\n"
    return FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// Reads a baseline; a missing, unreadable or malformed file is an error that says which line is wrong.
  static func read(_ path: String) -> Result<AuditBaseline, BaselineError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(BaselineError("cannot read the baseline '\(path)'"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(BaselineError("the baseline '\(path)' is not UTF-8 text"))
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
    guard lines.first.map(String.init) == header else {
      return .failure(BaselineError("'\(path)' is not an audit baseline: its first line must be '\(header)'"))
    }
    var baseline = AuditBaseline()
    for (number, line) in lines.enumerated().dropFirst() where !line.isEmpty {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, AuditFinding.Kind(rawValue: String(fields[1])) != nil else {
        return .failure(BaselineError("\(path):\(number + 1): expected 'file<TAB>kind<TAB>element', found '\(line)'"))
      }
      if baseline.entries.insert(String(line)).inserted { baseline.order.append(String(line)) }
    }
    return .success(baseline)
  }
}

/// Why a baseline cannot be used.
struct BaselineError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
