import DialParser
/// Path arithmetic on `/`-separated strings, lexically (nothing is read from
/// disk): how a loader names the file a `use` reaches, so that every loader in
/// the package (the file system's, the audit's edited sources) names it alike.
package enum FilePath {
  /// Everything before the last `/`: `a/b.dial` → `a`, `/b.dial` → `/`, `b.dial` → ``.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` inside `directory`, or `path` itself when the directory is empty.
  package static func join(_ directory: String, _ path: String) -> String {
    guard !directory.isEmpty else { return path }
    return directory.hasSuffix("/") ? directory + path : directory + "/" + path
  }

  /// The path without `.` components, empty components or `name/..` pairs:
  /// `examples/./lib/../styles.dial` → `examples/styles.dial`.
  package static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var kept: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == "..", let last = kept.last, last != ".." {
        kept.removeLast()
      } else if component == "..", absolute {
        continue
      } else {
        kept.append(component)
      }
    }
    let joined = kept.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}
