import DialParser
/// The lexical rules for `use` paths (docs/language.md §4): relative to the including file,
/// never absolute, and never outside the entry script's directory tree.
///
/// A file is identified by its path relative to the entry script's directory,
/// as components (`["styles", "brand.dial"]`), so the same file reached by two
/// spellings (`styles/brand.dial`, `styles/../styles/brand.dial`) is loaded once.
enum UsePath {
  /// Whether `path` is absolute: `/x`, `\x`, `~/x` or `C:x`.
  static func isAbsolute(_ path: String) -> Bool {
    let scalars = Array(path.unicodeScalars.prefix(2))
    guard let first = scalars.first else { return false }
    if first == "/" || first == "\\" || first == "~" { return true }
    return scalars.count == 2 && scalars[1] == ":" && first.properties.isAlphabetic
  }

  /// The key of the file that `path`, written in the file with key `includer`, names;
  /// nil when `..` climbs above the entry script's directory.
  static func resolve(_ path: String, from includer: [String]) -> [String]? {
    var components = Array(includer.dropLast())
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..":
        guard !components.isEmpty else { return nil }
        components.removeLast()
      default:
        components.append(String(component))
      }
    }
    return components
  }

  /// The key of the entry script: its file name alone, since its directory is the root.
  static func entryKey(_ name: String) -> [String] {
    let last = name.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? name
    return [last]
  }
}
