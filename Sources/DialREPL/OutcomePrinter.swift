import Dial

/// How a statement's outcome is printed, as `dial run` prints it (docs/language.md §13):
///
/// ```
/// cart.dial:60: tap addToCart
///   itemCount: 0 -> 1
///   emit addedToCart(count: 1, sku: "A1")
///   (ignored: checkout is disabled)
/// ```
///
/// The header line is optional: the REPL leaves it out when the input was the
/// statement itself. Transitions, emitted host events, notes and failed expectations are indented
/// by two spaces; `print` output follows on lines of its own; a runtime error
/// goes to standard error.
public enum OutcomePrinter {
  /// The chunks for one outcome; `header` is the first line, or nil for none.
  public static func chunks(_ outcome: StatementOutcome, header: String?, renderer: DiagnosticRenderer)
    -> [OutputChunk]
  {
    var chunks: [OutputChunk] = []
    let failures = outcome.expectations.filter { !$0.passed }
    let hasBody =
      !outcome.transitions.isEmpty || !outcome.eventNotes.isEmpty || !failures.isEmpty || !outcome.violations.isEmpty
      || !outcome.emissions.isEmpty
    if hasBody || (outcome.error != nil && header != nil) {
      var text = header.map { $0 + "\n" } ?? ""
      if !outcome.transitions.isEmpty { text += lines(outcome.transitions) }
      for emission in outcome.emissions { text += "  \(emission)\n" }
      for note in outcome.eventNotes { text += "  (\(note))\n" }
      for failure in failures {
        // An `expect` inside a handler names its own place, which the header does not show.
        let place = failure.range == outcome.range ? "" : " at " + renderer.location(failure.range)
        text += "  expectation failed" + place + (failure.detail.isEmpty ? "" : ": \(failure.detail)") + "\n"
      }
      for violation in outcome.violations { text += "  " + describe(violation, renderer: renderer) + "\n" }
      chunks.append(.out(text))
    }
    if !outcome.output.isEmpty { chunks.append(.out(outcome.output.map { $0 + "\n" }.joined())) }
    if let error = outcome.error {
      let text = error.diagnostic.map { renderer.render($0) } ?? "dial: error: \(error.message)\n"
      chunks.append(.error(text))
    }
    return chunks
  }

  /// The transitions' lines, each indented by two spaces, written into one buffer and made a string once.
  static func lines(_ transitions: [Transition]) -> String {
    var bytes: [UInt8] = []
    for transition in transitions {
      bytes.append(contentsOf: "  ".utf8)
      transition.write(to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `invariant failed: count >= 0 (count = -1)`, or with the error its evaluation raised.
  public static func describe(_ violation: InvariantViolation, renderer: DiagnosticRenderer) -> String {
    violation.message(in: renderer.files)
  }
}
