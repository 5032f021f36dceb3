import Dial
import DialREPL

/// Reads and compiles an entry script from disk, as every command does.
enum Compiler {
  /// The compilation of the file at `path`, or a command error when it cannot be read.
  /// Without `keepingSyntax` (`dial check`), the compilation has no syntax trees, and uses less memory.
  static func compile(path: String, keepingSyntax: Bool = true) -> Result<Compilation, CommandError> {
    Terminal.readFile(path).map { bytes in
      let entry = SourceFile(name: path, bytes: bytes)
      return Frontend.compile(entry: entry, loader: FileSystemLoader(entryPath: path), keepingSyntax: keepingSyntax)
    }
  }
}
