import Dial

/// A piece of text for standard output or standard error.
///
/// The REPL's model and `dial run` produce chunks instead of writing, so the
/// same printing serves a terminal, a pipe and the tests.
public struct OutputChunk: Equatable, Sendable {
  /// Where a chunk goes.
  public enum Stream: Sendable {
    case standardOutput
    case standardError
  }

  /// Where the text goes.
  public var stream: Stream
  /// The text, with its line breaks.
  public var text: String

  /// Text for standard output.
  public static func out(_ text: String) -> OutputChunk { OutputChunk(stream: .standardOutput, text: text) }

  /// Text for standard error.
  public static func error(_ text: String) -> OutputChunk { OutputChunk(stream: .standardError, text: text) }
}

extension [OutputChunk] {
  /// Everything written to standard output, joined.
  public var standardOutput: String { filter { $0.stream == .standardOutput }.map(\.text).joined() }

  /// Everything written to standard error, joined.
  public var standardError: String { filter { $0.stream == .standardError }.map(\.text).joined() }

  /// Every chunk's text in order, as a terminal shows both streams.
  public var combined: String { map(\.text).joined() }
}
