import DialLexer
import DialParser

/// Where every part of the checker reports: the diagnostics of one run, in the order found, and the budget of
/// did-you-mean suggestions that keeps a program with thousands of misspellings linear.
struct DiagnosticSink {
  /// How many did-you-mean suggestions one run computes at most.
  static let suggestionLimit = 100

  /// What was reported, in the order found; ``Checker`` sorts them by place.
  private(set) var diagnostics: [Diagnostic] = []
  /// How many suggestions may still be computed.
  private var suggestionsLeft = DiagnosticSink.suggestionLimit

  /// Records a diagnostic, up to ``Limits/maxDiagnostics`` (then one that says the rest are left out).
  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.appendLimited(diagnostic)
  }

  /// Records a diagnostic past the limit: the one that says why a program is refused whatever came before.
  mutating func reportPastLimit(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  /// The closest candidate to `name`, while the suggestion budget lasts. The candidates are listed only then.
  mutating func suggestion<S: Sequence>(for name: String, among candidates: @autoclosure () -> S) -> String?
  where S.Element == String {
    guard suggestionsLeft > 0 else { return nil }
    suggestionsLeft -= 1
    return Suggestions.closest(to: name, in: candidates())
  }
}
