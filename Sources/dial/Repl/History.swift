import Foundation

/// The REPL's input history, kept in `~/.dial_history` (from `$HOME`), bounded
/// to ``limit`` entries. An entry is a whole input: a block of several lines is
/// one entry, recalled whole.
///
/// The file starts with the line ``header``; then one entry a line, with `\` written
/// as `\\` and a line break as `\n`, so a multi-line block round-trips. A file
/// without the header (written before entries could span lines) is read one
/// entry a line, unescaped.
struct History {
  /// The most entries kept, in memory and in the file.
  static let limit = 1000
  /// The first line of a history file whose entries are escaped.
  static let header = "#dial-history 2"

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
      entries = Self.entries(fromFile: String(decoding: data, as: UTF8.self)).suffix(Self.limit)
    }
  }

  /// Adds an entry (not a blank one, nor a repeat of the last) and saves the file.
  mutating func add(_ entry: String) {
    guard !entry.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }), entries.last != entry else { return }
    entries.append(entry)
    if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    save()
  }

  /// Writes the file with owner-only permissions; a failure is silent, as history is a convenience.
  func save() {
    guard let path else { return }
    let text = Self.fileText(entries)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
  }

  // MARK: - The file format

  /// The file's text: the header, then each entry escaped on a line of its own.
  static func fileText(_ entries: [String]) -> String {
    header + "\n" + entries.map { escape($0) + "\n" }.joined()
  }

  /// The entries a file holds, in either format.
  static func entries(fromFile text: String) -> [String] {
    let lines = text.split(separator: "\n").map(String.init)
    guard lines.first == header else { return lines }
    return lines.dropFirst().map(unescape)
  }

  /// `\` as `\\`, a line break as `\n`.
  static func escape(_ entry: String) -> String {
    entry.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
  }

  /// The inverse of ``escape(_:)``; a `\` before anything else stays as it is.
  static func unescape(_ line: String) -> String {
    var result = ""
    var escaped = false
    for character in line {
      if escaped {
        result += character == "n" ? "\n" : character == "\\" ? "\\" : "\\" + String(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return escaped ? result + "\\" : result
  }
}
