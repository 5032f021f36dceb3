import DialLexer
import DialParser

/// The `on event { … }` handlers of one body: each must be for the body's event, and the body has at most one
/// (docs/language.md §6, §7).
struct HandlerChecker {
  /// The events a handler can be for.
  enum Event: String {
    /// A button's `on tap`, whose statements can name the button's own states.
    case tap
    /// A menu's or an action's `on select`, whose statements can name the chosen action as `item`.
    case select
  }

  /// The event the body's handler must be for.
  let event: Event
  /// Where the body's handler stands, once one is checked.
  var first: SourceRange?

  /// Checks `on event { … }`, which must be `on` ``event`` and the body's first; its statements, or nil
  /// after reporting it misplaced or repeated.
  mutating func check(_ handler: Handler, in context: inout CheckContext) -> [CheckedStatement]? {
    let written = handler.event
    guard written.name == event.rawValue else {
      Self.reportMisplaced(written, in: &context)
      return nil
    }
    if let first {
      context.report(CheckerDiagnostics.duplicateHandler(written.name, at: written.range, first: first))
      return nil
    }
    first = written.range
    // Inside its button, a handler reads the button's states by name, as its body does (docs/language.md §6).
    let statements = StatementChecker(inTapHandler: event == .tap, inSelectHandler: event == .select)
    return statements.check(handler.body, in: &context)
  }

  /// Explains where a handler for `event` may stand, or that there is no such event.
  static func reportMisplaced(_ event: Identifier, in context: inout CheckContext) {
    switch event.name {
    case "tap": context.report(CheckerDiagnostics.misplacedHandler("tap", allowedIn: "a button", at: event.range))
    case "select":
      context.report(CheckerDiagnostics.misplacedHandler("select", allowedIn: "a menu action", at: event.range))
    default:
      if case .event? = context.program.symbol(named: event.name)?.kind {
        return context.report(HostDiagnostics.hostEventAsUIEvent(event.name, at: event.range))
      }
      let hint = context.suggestion(for: event.name, among: ["tap", "select"])
      context.report(CheckerDiagnostics.unknownEvent(event.name, suggestion: hint, at: event.range))
    }
  }
}
