import DialChecker
import DialLexer
import DialParser

/// A running Dial program: the state of every variable, button, menu and
/// header, and the VoiceOver cursor.
///
/// `Session` is a value type: copying it is a snapshot, so undo is a copy
/// kept aside. Per-component state is stored in chunks, so a write after a
/// copy copies one chunk, never the whole program's state.
///
/// ```swift
/// var session = try Session(program)
/// let transitions = try session.send(.tap("addToCart"))
/// print(transitions.map(\.description))   // ["itemCount: 0 -> 1", …]
/// ```
///
/// Every statement is atomic: it completes, or it throws and leaves the
/// session exactly as it was.
public struct Session: Sendable {
  /// What the session is now: variables, built-ins, components, the cursor, the host events' state. Read-only
  /// outside the runtime: a tool reads a button's resolved configuration, layout and speech here.
  public internal(set) var state: SessionState
  /// The bookkeeping of the statement being run; closed and empty between statements.
  var journal = Journal()
  /// What the last statement left: its transitions and notes, failing invariants, last writes.
  var history = SessionHistory()
  /// How the session runs.
  var options = SessionOptions()

  /// The program being run.
  public var program: Program { state.program }
  /// How text is measured for layout (docs/language.md §10); a host may plug in real font metrics.
  public var measurement: any TextMeasurement { state.measurement }
  /// The Dynamic Type size (`textSize`), `.large` at start.
  public var textSize: TextSize { state.textSize }
  /// The width of the screen in points (`screenWidth`), 390 at start.
  public var screenWidth: Double { state.screenWidth }
  /// The iOS release whose appearance is modelled (`iOSVersion`): the program's (``Program/iOSRelease``) at start.
  public var iOSRelease: IOSRelease { state.iOSRelease }
  /// What the last event a host sent (``send(_:)``, ``perform(_:)``) noted beside its transitions:
  /// why it was ignored (`.ignored(.disabledButton(name: "checkout"))`) and what VoiceOver announced.
  public var lastEventNotes: [EventNote] { history.eventNotes }
  /// The host events the last statement or event emitted, in order, delivered once it completed: what a host
  /// hands to its own services (`emit addedToCart(count: 1, sku: "A1")`). Empty after one that failed.
  public var lastEmissions: [Emission] { state.hostEvents.delivered }
  /// Whether ``run(_:)`` checks the invariants after each statement (docs/language.md §4): on by default; an
  /// exploration turns it off and checks them itself, once per state.
  public var checksInvariants: Bool {
    get { options.checksInvariants }
    set { options.checksInvariants = newValue }
  }
  /// Whether every statement's transitions include layout values (`dial run --layout`),
  /// not only those of statements that change `textSize` or `screenWidth`.
  public var listsLayout: Bool {
    get { options.listsLayout }
    set { options.listsLayout = newValue }
  }

  /// Starts a session: variables initialized, every binding resolved, menus'
  /// radio groups settled. Fails when an initializer fails (say, an overflow).
  /// `measurement` nil measures as the program says (``Program/measurement``).
  public init(_ program: Program, measurement: (any TextMeasurement)? = nil) throws(RuntimeError) {
    state = SessionState(program, measurement: measurement ?? program.measurement)
    try SessionStart.start(&state, &journal)
  }
}

extension Session: Equatable {
  /// Two sessions are equal when their states are: the program is not compared.
  public static func == (lhs: Session, rhs: Session) -> Bool { lhs.state == rhs.state }
}
