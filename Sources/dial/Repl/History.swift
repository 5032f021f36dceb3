import Foundation

/// The REPL's input history, one line per entry, kept in `~/.dial_history`
/// (from `$HOME`), bounded to ``limit`` lines.
struct History {
  /// The most lines kept, in memory and in the file.
  static let limit = 1000

  /// The entries, oldest first.
  private(set) var entries: [String] = []
  /// Where the history is saved, or nil when `$HOME` is not set.
  let path: String?

  /// Loads the history file of `$HOME`, if any.
  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    if let home = environment["HOME"], !home.isEmpty {
      path = (home as NSString).appendingPathComponent(".dial_history")
    } else {
      path = nil
    }
    if let path, let data = FileManager.default.contents(atPath: path) {
      entries = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).suffix(Self.limit)
    }
  }

  /// Adds a line (not a blank one, nor a repeat of the last) and saves the file.
  mutating func add(_ line: String) {
    guard !line.allSatisfy({ $0 == " " || $0 == "\t" }), entries.last != line else { return }
    entries.append(line)
    if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    save()
  }

  /// Writes the file with owner-only permissions; a failure is silent, as history is a convenience.
  func save() {
    guard let path else { return }
    let text = entries.map { $0 + "\n" }.joined()
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
  }
}
