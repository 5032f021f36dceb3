/// Fixed limits that keep every input from exhausting memory or the stack.
///
/// Each limit, when exceeded, becomes a located diagnostic rather than a crash.
public enum Limits {
  /// The largest source file accepted, in bytes (64 MiB).
  public static let maxSourceBytes = 64 << 20
  /// The deepest nesting of parentheses, brackets, braces and expressions.
  public static let maxNestingDepth = 256
  /// The longest identifier, in bytes.
  public static let maxIdentifierBytes = 256
  /// The longest string literal, in bytes.
  public static let maxStringBytes = 1 << 20
}
