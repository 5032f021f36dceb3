import Dial
import Foundation

/// Helpers for checker tests: compile text through the whole front end and
/// read the diagnostics as `error: line:col message` lines.
enum CheckerSupport {
  /// A loader over an in-memory set of files, keyed by the path as written in `use`.
  struct MemoryLoader: SourceLoader {
    var files: [String: String]

    func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
      guard let text = files[path] else { return .failure(.notFound) }
      return .success(SourceFile(name: path, text: text))
    }
  }

  /// A loader over the package's folders, relative to the including file.
  struct DiskLoader: SourceLoader {
    func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
      let folder = (includer as NSString).deletingLastPathComponent
      let relative = folder.isEmpty ? path : folder + "/" + path
      let bytes = TestSupport.bytes(relative)
      return bytes.isEmpty ? .failure(.notFound) : .success(SourceFile(name: relative, bytes: bytes))
    }
  }

  /// Compiles `source` (with `files` available to `use`).
  static func compile(_ source: String, files: [String: String] = [:]) -> Compilation {
    Frontend.compile(entry: SourceFile(name: "test.dial", text: source), loader: MemoryLoader(files: files))
  }

  /// Every diagnostic of `source` as `severity: line:col message`.
  static func lines(_ source: String, files: [String: String] = [:]) -> [String] {
    lines(of: compile(source, files: files))
  }

  /// Every diagnostic of a compilation as `severity: line:col message` (with `file:` when not in the entry).
  static func lines(of compilation: Compilation) -> [String] {
    compilation.diagnostics.map { diagnostic in
      let file = compilation.files[diagnostic.range.file]
      let (line, column) = file?.lineAndColumn(of: diagnostic.range.start) ?? (0, 0)
      let prefix = diagnostic.range.file == FileID(0) ? "" : "\(file?.name ?? "?"):"
      return "\(diagnostic.severity.rawValue): \(prefix)\(line):\(column) \(diagnostic.message)"
    }
  }

  /// The diagnostics' identifiers, spelled as tools print them.
  static func ids(_ source: String) -> [String] {
    compile(source).diagnostics.map(\.id.rawValue)
  }

  /// The checked program of a source that must have no errors.
  static func program(_ source: String) -> CheckedProgram {
    compile(source).program
  }

  /// The type of `expression`, checked in a program made of `declarations` and `print expression`.
  static func type(of expression: String, declarations: String = "") -> String {
    let compilation = compile(declarations + "\nprint " + expression)
    if compilation.diagnostics.hasErrors { return lines(of: compilation).joined(separator: "; ") }
    guard case .print(let value)? = compilation.program.statements.last?.kind else { return "no print" }
    return value.type.displayName
  }
}
