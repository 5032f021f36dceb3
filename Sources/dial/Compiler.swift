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

  /// The program of the file at `path`: what `run`, `test`, `why` and `explore` start from. A file that cannot
  /// be read or does not compile comes back as the failure to print.
  static func program(path: String) -> Result<Program, ScriptFailure> {
    switch compile(path: path) {
    case .failure(let error): return .failure(.unreadable(error.message))
    case .success(let compilation):
      do { return .success(try measured(Program(compilation))) } catch { return .failure(.compile(error)) }
    }
  }

  /// `program`, measuring as the command's `--font` options say, in the release its `--ios` option says.
  static func measured(_ program: Program) -> Program {
    var program = program
    program.iOSRelease = FontOption.release
    guard let measurement = FontOption.measurement else { return program }
    program.measurement = measurement
    return program
  }

  /// The program at `path`, or nil once the reason it has none is printed: a file that cannot be read as a
  /// usage error, diagnostics as they are. The caller then exits with 2.
  static func programReportingFailure(path: String) -> Program? {
    switch program(path: path) {
    case .success(let program): return program
    case .failure(.unreadable(let message)):
      _ = CommandLineTool.usageError(message)
      return nil
    case .failure(let failure):
      failure.report()
      return nil
    }
  }
}
