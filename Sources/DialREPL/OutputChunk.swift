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

/// How a statement's outcome is printed, as `dial run` prints it (docs/language.md §13):
///
/// ```
/// cart.dial:60: tap addToCart
///   itemCount: 0 -> 1
///   (ignored: checkout is disabled)
/// ```
///
/// The header line is optional: the REPL leaves it out when the input was the
/// statement itself. Transitions, notes and failed expectations are indented
/// by two spaces; `print` output follows on lines of its own; a runtime error
/// goes to standard error.
public enum OutcomePrinter {
  /// The chunks for one outcome; `header` is the first line, or nil for none.
  public static func chunks(_ outcome: StatementOutcome, header: String?, renderer: DiagnosticRenderer)
    -> [OutputChunk]
  {
    var chunks: [OutputChunk] = []
    let failures = outcome.expectations.filter { !$0.passed }
    let hasBody = !outcome.transitions.isEmpty || !outcome.notes.isEmpty || !failures.isEmpty
    if hasBody || (outcome.error != nil && header != nil) {
      var text = header.map { $0 + "\n" } ?? ""
      for transition in outcome.transitions { text += "  \(transition)\n" }
      for note in outcome.notes { text += "  (\(note))\n" }
      for failure in failures {
        // An `expect` inside a handler names its own place, which the header does not show.
        let place = failure.range == outcome.range ? "" : " at " + renderer.location(failure.range)
        text += "  expectation failed" + place + (failure.detail.isEmpty ? "" : ": \(failure.detail)") + "\n"
      }
      chunks.append(.out(text))
    }
    if !outcome.output.isEmpty { chunks.append(.out(outcome.output.map { $0 + "\n" }.joined())) }
    if let error = outcome.error {
      let text = error.diagnostic.map { renderer.render($0) } ?? "dial: error: \(error.message)\n"
      chunks.append(.error(text))
    }
    return chunks
  }
}
