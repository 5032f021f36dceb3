import Foundation

/// Where a command writes what it made (`-o PATH`): refused when it would overwrite a Dial source, and a write that
/// fails says why (no such folder, a folder, no permission), so that nothing is half written and nothing lost.
enum OutputFile {
  /// Why `output` cannot take what a command made of `inputs`, or nil: a `.dial` file, or one of the inputs
  /// under any spelling of its path.
  static func refusal(_ output: String, inputs: [String]) -> String? {
    if output.hasSuffix(".dial") {
      return "'\(output)' is a Dial source; refusing to overwrite it (give -o a .swift file or a folder)"
    }
    let target = canonical(output)
    if inputs.contains(where: { canonical($0) == target }) {
      return "'\(output)' is the input; refusing to overwrite it"
    }
    return nil
  }

  /// `path` as an absolute path without `.`, `..` or symbolic links.
  static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Writes `text` to `path`: nil, or why it could not be written.
  static func write(_ text: String, to path: String) -> String? {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return "cannot write \(path): it is a folder"
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      return "cannot write \(path): there is no folder \(folder)"
    }
    guard isFolder.boolValue else { return "cannot write \(path): \(folder) is a file, not a folder" }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return "cannot write \(path): \(String(cString: strerror(errno)).lowercased())" }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return "cannot write \(path): \(String(cString: strerror(errno)).lowercased())" }
      written += count
    }
    return nil
  }
}
