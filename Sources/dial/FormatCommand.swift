import Dial
import Foundation

/// `dial fmt [--check] files or directories…`, or `dial fmt -`: rewrites files in the canonical layout (see
/// `SourceFormatter`).
///
/// A file is written only when formatting changes it. With `--check` nothing is
/// written; each file that would change is listed as `path: not formatted`, followed by a unified diff.
/// A file with source errors is left alone and its diagnostics are printed. `-` formats standard input to
/// standard output; a directory stands for the `.dial` files under it.
///
/// Exit codes (docs/language.md §14): 0 when every file is formatted, 1 with `--check` when some
/// file is not, 2 on a usage error, an unreadable or unwritable file, or source errors.
func runFormat(_ arguments: [String]) -> Int32 {
  let options: FormatOptions
  switch FormatOptions.parse(arguments) {
  case .failure(let error): return CommandLineTool.usageError(error.message)
  case .success(let parsed): options = parsed
  }
  if options.standardInput { return formatStandardInput(checkOnly: options.checkOnly) }
  let files: [String]
  switch TestCommand.collect(options.paths) {
  case .failure(let error): return CommandLineTool.usageError(error.message)
  case .success(let found): files = found
  }
  guard !files.isEmpty else { return TestCommand.noFiles("format", in: options.paths) }
  var status: Int32 = 0
  // Every file is processed even after a failure, so one run reports all of them.
  for path in files {
    status = max(status, formatFile(at: path, checkOnly: options.checkOnly))
  }
  return status
}

/// The command line of `dial fmt`.
struct FormatOptions {
  /// Whether to only report files that are not formatted.
  var checkOnly = false
  /// The files to format, in the order given.
  var paths: [String] = []
  /// Whether `-` (before any `--`) asked for standard input.
  var standardInput = false

  /// Reads `--check` and file paths; `--` ends the options.
  static func parse(_ arguments: [String]) -> Result<FormatOptions, CommandError> {
    var options = FormatOptions()
    var optionsEnded = false
    for argument in arguments {
      if argument == "-" && !optionsEnded {
        options.standardInput = true
      } else if optionsEnded || !argument.hasPrefix("-") {
        options.paths.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "--check" {
        options.checkOnly = true
      } else {
        return .failure(CommandError("unknown option '\(argument)' for 'fmt'"))
      }
    }
    if options.standardInput && !options.paths.isEmpty {
      return .failure(CommandError("'-' (standard input) cannot be formatted together with files"))
    }
    guard !options.paths.isEmpty || options.standardInput else {
      return .failure(CommandError("'fmt' needs at least one file"))
    }
    return .success(options)
  }
}

/// Formats one file; returns its exit status (0, 1 or 2).
private func formatFile(at path: String, checkOnly: Bool) -> Int32 {
  let bytes: [UInt8]
  switch Terminal.readFile(path) {
  case .failure(let error):
    Terminal.error("dial: error: \(error.message)\n")
    return 2
  case .success(let read): bytes = read
  }
  var files = SourceFiles()
  let id = files.add(SourceFile(name: path, bytes: bytes))
  let result = SourceFormatter.format(bytes, file: id)
  guard let formatted = result.bytes else {
    Terminal.printDiagnostics(result.diagnostics, files: files)
    return 2
  }
  if formatted == bytes { return 0 }
  if checkOnly { return reportUnformatted(path, bytes, formatted) }
  return write(formatted, to: path)
}

/// `dial fmt -`: standard input, formatted, to standard output; its diagnostics (as `<stdin>`) on a source
/// error, exit 2. With `--check`, nothing is written but the diff, and the exit code says whether it is formatted.
private func formatStandardInput(checkOnly: Bool) -> Int32 {
  let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
  var files = SourceFiles()
  let id = files.add(SourceFile(name: "<stdin>", bytes: bytes))
  let result = SourceFormatter.format(bytes, file: id)
  guard let formatted = result.bytes else {
    Terminal.printDiagnostics(result.diagnostics, files: files)
    return 2
  }
  guard checkOnly else {
    Terminal.out(String(decoding: formatted, as: UTF8.self))
    return 0
  }
  return formatted == bytes ? 0 : reportUnformatted("<stdin>", bytes, formatted)
}

/// `--check` finding a file that formatting would change: `path: not formatted` and the diff; exit 1.
private func reportUnformatted(_ path: String, _ bytes: [UInt8], _ formatted: [UInt8]) -> Int32 {
  let diff = UnifiedDiff.render(
    old: String(decoding: bytes, as: UTF8.self), new: String(decoding: formatted, as: UTF8.self), oldName: path,
    newName: path + " (formatted)", colored: Terminal.colorEnabled(for: 1))
  Terminal.out("\(path): not formatted\n" + diff)
  return 1
}

/// Overwrites the file in place (keeping its permissions and links), or reports why it could not.
private func write(_ bytes: [UInt8], to path: String) -> Int32 {
  do {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return 0
  } catch {
    Terminal.error("dial: error: cannot write \(path): \(error.localizedDescription)\n")
    return 2
  }
}
