/// Why a dump cannot be read: unreadable or cut short. It names the dump's line, and nothing is guessed from
/// a dump that has one.
public struct DumpError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in a sentence.
  public var message: String
  /// The dump's line, from 1.
  public var line: Int

  /// An error at `line`.
  public init(_ message: String, line: Int) {
    self.message = message
    self.line = line
  }

  /// `line 12: a quoted label that does not end`.
  public var description: String { "line \(line): \(message)" }
}
