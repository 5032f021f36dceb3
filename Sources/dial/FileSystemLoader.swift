import Dial
import Foundation

/// Loads `use`d files from disk, inside the entry script's directory tree only.
///
/// The front end has refused absolute paths and lexical `..` escapes; this adds
/// what only the file system knows: a symbolic link that leads outside the
/// tree, and files that are not regular files (FIFOs, devices, directories),
/// which could block or never end.
struct FileSystemLoader: SourceLoader {
  /// The entry script's directory with symbolic links resolved.
  let root: String

  /// A loader for the program whose entry script is at `entryPath`.
  init(entryPath: String) {
    let directory = (entryPath as NSString).deletingLastPathComponent
    root = Self.realPath(directory.isEmpty ? "." : directory) ?? directory
  }

  func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
    let directory = (includer as NSString).deletingLastPathComponent
    let joined = directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
    let shown = (joined as NSString).standardizingPath
    guard FileManager.default.fileExists(atPath: joined) else { return .failure(.notFound) }
    guard let real = Self.realPath(joined) else { return .failure(.unreadable("cannot resolve its path")) }
    guard real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
      return .failure(.unreadable("it leads outside the entry script's directory"))
    }
    guard Self.isRegularFile(real) else { return .failure(.unreadable("it is not a regular file")) }
    guard let data = FileManager.default.contents(atPath: real) else {
      return .failure(.unreadable("it cannot be read"))
    }
    return .success(SourceFile(name: shown, bytes: [UInt8](data)))
  }

  /// The absolute path with every symbolic link resolved, or nil.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }
}
