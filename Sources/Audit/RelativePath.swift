import Foundation

/// A path as seen from a folder: what a transcript records of a font, a baseline of a file, and SARIF of a
/// location, so that each reads the same from wherever the command runs.
public enum RelativePath {
  /// The components that lead from `folder` to `path` (`..` for each step up), both standardized: relative paths
  /// are taken from the current directory.
  public static func components(of path: String, from folder: String) -> [String] {
    let from = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
    let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    let shared = zip(from, to).prefix { $0 == $1 }.count
    return Array(repeating: "..", count: from.count - shared) + to[shared...]
  }

  /// `path` from `folder`, joined with `/`: `examples/cart.dial`, `../fonts/Inter.otf`.
  public static func of(_ path: String, from folder: String) -> String {
    components(of: path, from: folder).joined(separator: "/")
  }
}
