/// Fixed limits that keep every input from exhausting memory, time or the stack.
///
/// Each limit, when exceeded, becomes a located diagnostic (or, for the
/// cascade depth, a runtime error) rather than a crash or a hang. They are
/// listed in docs/language.md §15.
public enum Limits {
  /// The largest source file accepted, in bytes (64 MiB); also the most bytes
  /// of source one program may have, its entry script and used files together.
  public static let maxSourceBytes = 64 << 20
  /// The deepest nesting of parentheses, brackets, braces and expressions.
  public static let maxNestingDepth = 256
  /// The longest identifier, in bytes.
  public static let maxIdentifierBytes = 256
  /// The longest string literal, in bytes.
  public static let maxStringBytes = 1 << 20
  /// The most declarations in one program, used files included.
  public static let maxDeclarations = 1_000_000
  /// The deepest nesting of submenus: a menu's items are at depth 1, a submenu's at depth 2.
  public static let maxMenuDepth = 16
  /// The longest chain of `use` from the entry script: the entry script's own `use`s are at depth 1.
  public static let maxUseDepth = 32
  /// The most files one program may use, besides its entry script.
  public static let maxUsedFiles = 1000
  /// The deepest cascade of handlers: a handler that sends an event whose handler sends one, and so on.
  public static let maxCascadeDepth = 32
  /// The most diagnostics one stage (the lexer, the parser or the checker) reports for a
  /// program; after that it reports one `too-many-diagnostics` error and stops reporting,
  /// so that no input makes the output or the memory grow without bound.
  public static let maxDiagnostics = 1000
}

extension Array where Element == Diagnostic {
  /// Appends `diagnostic` while fewer than ``Limits/maxDiagnostics`` have been
  /// reported; the first one past the limit is replaced by a `too-many-diagnostics`
  /// error at its place, and the rest are dropped.
  public mutating func appendLimited(_ diagnostic: Diagnostic) {
    if count < Limits.maxDiagnostics {
      append(diagnostic)
    } else if count == Limits.maxDiagnostics {
      let message = "too many diagnostics; the first \(Limits.maxDiagnostics) are shown"
      append(Diagnostic(.tooManyDiagnostics, message, at: diagnostic.range))
    }
  }
}
