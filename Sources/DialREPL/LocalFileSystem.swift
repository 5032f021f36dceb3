import Foundation

/// The real file system, for `:load`, `:save` and completing file names.
public struct LocalFileSystem: ReplFileSystem {
  /// Makes one.
  public init() {}

  public func read(_ path: String) -> Result<String, ReplFileError> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(ReplFileError("no such file: \(path)"))
    }
    guard !isDirectory.boolValue else { return .failure(ReplFileError("\(path) is a directory")) }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(ReplFileError("cannot read \(path)"))
    }
    return .success(String(decoding: data, as: UTF8.self))
  }

  public func write(_ text: String, to path: String) -> ReplFileError? {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return nil
    } catch {
      return ReplFileError("cannot write \(path): \(error.localizedDescription)")
    }
  }

  /// The entries whose paths start with `partial`; directories end in `/`.
  public func paths(startingWith partial: String) -> [String] {
    let slash = partial.lastIndex(of: "/")
    let directory = slash.map { String(partial[...$0]) } ?? ""
    let prefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
    let listed = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
    return listed.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }.map { name in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: directory + name, isDirectory: &isDirectory)
      return directory + name + (isDirectory.boolValue ? "/" : "")
    }.sorted()
  }
}
