import Dial
import DialREPL
import Foundation

/// Where the command writes, and whether it may use color.
enum Terminal {
  /// Writes to standard output.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes to standard error.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Writes chunks to their streams, in order.
  static func write(_ chunks: [OutputChunk]) {
    for chunk in chunks {
      switch chunk.stream {
      case .standardOutput: out(chunk.text)
      case .standardError: error(chunk.text)
      }
    }
  }

  /// Colors only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
  static func colorEnabled(for fileDescriptor: Int32) -> Bool {
    if let value = ProcessInfo.processInfo.environment["NO_COLOR"], !value.isEmpty { return false }
    return isatty(fileDescriptor) == 1
  }

  /// Reads a whole file as bytes, or reports why it could not.
  static func readFile(_ path: String) -> Result<[UInt8], CommandError> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(CommandError("no such file: \(path)"))
    }
    guard !isDirectory.boolValue else { return .failure(CommandError("\(path) is a directory")) }
    // Read at most one byte past the source limit, so that an endless file (`/dev/zero`) or a huge one is
    // refused without reading it all; pipes and FIFOs (`dial run <(…)`) still work.
    guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(CommandError("cannot read \(path)")) }
    defer { try? handle.close() }
    let data: Data
    do { data = try handle.read(upToCount: Limits.maxSourceBytes + 1) ?? Data() } catch {
      return .failure(CommandError("cannot read \(path)"))
    }
    guard data.count <= Limits.maxSourceBytes else {
      return .failure(CommandError("\(path) is larger than the limit of \(Limits.maxSourceBytes) bytes"))
    }
    return .success([UInt8](data))
  }

  /// Prints diagnostics to standard error through the one renderer.
  static func printDiagnostics(_ diagnostics: [Diagnostic], files: SourceFiles) {
    guard !diagnostics.isEmpty else { return }
    let renderer = DiagnosticRenderer(files: files, colored: colorEnabled(for: STDERR_FILENO))
    error(renderer.render(diagnostics))
  }

  /// Writes `text` to the file `output` (`-o`), or to standard output without one (or with `-`): 0, or 2 after
  /// saying why the file cannot be written.
  static func write(_ text: String, to output: String?) -> Int32 {
    guard let output, output != "-" else {
      out(text)
      return 0
    }
    if let failure = OutputFile.write(text, to: output) {
      error("dial: error: \(failure)\n")
      return 2
    }
    return 0
  }
}

/// A usage or environment error of the command itself (not a diagnostic in a program).
struct CommandError: Error {
  /// What went wrong, one line.
  var message: String

  init(_ message: String) { self.message = message }
}
