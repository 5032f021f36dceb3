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
  /// The program being run.
  public let program: Program
  /// How text is measured for layout (docs/language.md §10); a host may plug in real font metrics.
  public let measurement: any TextMeasurement

  var variables: [Value]
  /// The Dynamic Type size (`textSize`), `.large` at start.
  public internal(set) var textSize = TextSize.large
  /// The width of the screen in points (`screenWidth`), 390 at start.
  public internal(set) var screenWidth: Double = 390
  /// The iOS release whose appearance is modelled (`iOSVersion`): the program's (``Program/iOSRelease``) at start.
  public internal(set) var iOSRelease: IOSRelease
  var buttons: ButtonStates
  var menus: ChunkedArray<MenuState>
  var headers: ChunkedArray<HeaderState>
  /// The element under the VoiceOver cursor.
  var focus: ElementID?
  /// How many times each host event was emitted and with what, and the last announcement.
  var hostEvents: HostEventState
  /// Per invariant, whether it failed after the last statement: a violation is reported by the statement that
  /// breaks an invariant, not again by every statement after it while it stays broken. Not part of the state
  /// (`==` ignores it).
  var failingInvariants: [Bool] = []
  /// Per variable, the assignment that last wrote it and the top-level statement it ran in (for `why`). Not
  /// part of the state (`==` ignores it).
  var lastWrites: [Int: VariableWrite] = [:]
  /// Whether `run` checks the invariants after each statement (an exploration checks them itself).
  var checksInvariants = true
  /// The undo log and outputs of the statement being run; closed and empty between statements.
  var journal = Journal()
  /// The transitions of the last statement or event, as compact changes
  /// (``lastTransitions`` renders them). One log, emptied and refilled by
  /// each event, so that recording them allocates nothing.
  var log = TransitionLog()
  /// The field records of the last statement, which its ``TransitionLog/Entry/field(_:)`` entries point into:
  /// the journal's, handed over when the statement completes rather than copied.
  var fieldLog: [FieldUndo] = []
  /// The last event's transitions instead of ``log`` when it was a local tap (``tapLocally(_:)``).
  var localTap: LocalTap?
  /// The values of shared bindings while bindings settle (``SharedValues``); empty between settlings.
  var sharedValues = SharedValues()
  /// What the last event a host sent (``send(_:)``, ``perform(_:)``) noted beside its transitions:
  /// why it was ignored (`.ignored(.disabledButton(name: "checkout"))`) and what VoiceOver announced.
  public internal(set) var lastEventNotes: [EventNote] = []
  /// The host events the last statement or event emitted, in order, delivered once it completed: what a host
  /// hands to its own services (`emit addedToCart(count: 1, sku: "A1")`). Empty after one that failed.
  public var lastEmissions: [Emission] { hostEvents.delivered }
  /// Whether every statement's transitions include layout values (`dial run --layout`),
  /// not only those of statements that change `textSize` or `screenWidth`.
  public var listsLayout = false
  /// Whether local taps skip the journal (``tapLocally(_:)``); tests turn it
  /// off to check that both paths give the same transitions and state.
  var specializesTaps = true
  /// Whether buttons follow a change by their patch plans (``PatchPlan``) rather than by a
  /// resolution; tests turn it off to check that both give the same transitions and state.
  var patchesBindings = true

  /// Starts a session: variables initialized, every binding resolved, menus'
  /// radio groups settled. Fails when an initializer fails (say, an overflow).
  /// `measurement` nil measures as the program says (``Program/measurement``).
  public init(_ program: Program, measurement: (any TextMeasurement)? = nil) throws(RuntimeError) {
    self.program = program
    self.measurement = measurement ?? program.measurement
    iOSRelease = program.iOSRelease
    variables = Array(repeating: .none, count: program.checked.variables.count)
    buttons = ButtonStates(
      program.checked.buttons.indices.map { index in
        ButtonState(name: program.checked.buttons[index].name, tapIsLocal: program.tapIsLocal[index])
      })
    menus = ChunkedArray(
      program.checked.menus.map { MenuState(count: $0.items.count) })
    hostEvents = HostEventState(program.checked)
    headers = ChunkedArray(repeating: HeaderState(), count: program.checked.headers.count)
    try SessionStart.start(&self)
  }
}

extension Session: Equatable {
  /// Two sessions are equal when their states are: the program is not compared.
  public static func == (lhs: Session, rhs: Session) -> Bool {
    lhs.variables == rhs.variables && lhs.textSize == rhs.textSize && lhs.screenWidth == rhs.screenWidth
      && lhs.iOSRelease == rhs.iOSRelease
      && lhs.focus == rhs.focus && lhs.buttons == rhs.buttons && lhs.menus == rhs.menus
      && lhs.headers == rhs.headers && lhs.hostEvents == rhs.hostEvents
  }
}
