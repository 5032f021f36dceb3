/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable {
  /// The program cannot run.
  case error
  /// The program runs, but something is likely a mistake.
  case warning

  /// Orders errors above warnings.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// A secondary location attached to a diagnostic, such as "first declared here".
public struct DiagnosticNote: Sendable, Equatable {
  /// The note's text.
  public var message: String
  /// Where it points, or nil for a note about the whole diagnostic.
  public var range: SourceRange?

  /// Makes a note.
  public init(_ message: String, at range: SourceRange? = nil) {
    self.message = message
    self.range = range
  }
}

/// A suggested edit: replace `range` with `replacement`.
public struct FixIt: Sendable, Equatable {
  /// What the edit does, printed as a `help:` line.
  public var message: String
  /// The text to replace.
  public var range: SourceRange
  /// The new text.
  public var replacement: String

  /// Makes a fix-it.
  public init(_ message: String, range: SourceRange, replacement: String) {
    self.message = message
    self.range = range
    self.replacement = replacement
  }
}

/// A problem found in a program, as data: printed by ``DiagnosticRenderer``.
public struct Diagnostic: Sendable, Equatable, Error {
  /// The kind of problem, from the one catalogue of kinds; its `rawValue` is
  /// the stable kebab-case spelling, such as `unknown-property`.
  public var id: DiagnosticID
  /// Whether the problem stops the program.
  public var severity: Severity
  /// One sentence, lower-case, without a final period.
  public var message: String
  /// Where the problem is.
  public var range: SourceRange
  /// Further locations that explain the problem.
  public var notes: [DiagnosticNote]
  /// Suggested edits.
  public var fixIts: [FixIt]
  /// Advice that is not an edit (what to change, in words), printed as `help:` lines.
  public var help: [String] = []

  /// Makes a diagnostic.
  public init(
    _ id: DiagnosticID, _ message: String, at range: SourceRange, severity: Severity = .error,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }
}

extension Diagnostic: CustomStringConvertible {
  /// The diagnostic as Dial prints it, without a location (a diagnostic holds a
  /// range, not the file's text): `error: message`, then its `note:` and `help:`
  /// lines. ``DiagnosticRenderer`` prints it with its location and source line.
  public var description: String {
    var lines = ["\(severity.rawValue): \(message)"]
    lines += notes.map { "note: \($0.message)" }
    lines += fixIts.map { "help: \($0.message)" }
    lines += help.map { "help: \($0)" }
    return lines.joined(separator: "\n")
  }
}
