import Dial
import DialREPL

/// Reads and compiles an entry script from disk, as every command does.
enum Compiler {
  /// The compilation of the file at `path`, or a command error when it cannot be read.
  static func compile(path: String) -> Result<Compilation, CommandError> {
    Terminal.readFile(path).map { bytes in
      let entry = SourceFile(name: path, bytes: bytes)
      return Frontend.compile(entry: entry, loader: FileSystemLoader(entryPath: path))
    }
  }
}
