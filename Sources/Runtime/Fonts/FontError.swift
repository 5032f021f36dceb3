/// Why a font file cannot be measured with: not a font, truncated, or inconsistent. Reading a font never traps:
/// every offset and count the file gives is checked against the file before it is used.
public struct FontError: Error, Equatable, Sendable {
  /// What is wrong, for a person: "the 'hmtx' table lies outside the file".
  public var message: String

  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
}
