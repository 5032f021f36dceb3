import DialChecker
import DialParser

/// What a session is at a moment: the value of every variable and built-in, the state of every button, menu and
/// header, the VoiceOver cursor and the host events' state, with the program and the text measurement they are read
/// with. Everything that reads a session (evaluation, resolution, layout, the accessibility tree) reads this; the
/// engine writes it, each write through the ``Writer``, which keeps the statement's ``Journal``.
///
/// A session's ``Session/state`` is its public, read-only view: what each button shows and says, its layout and
/// resolved colors, each menu's and header's state, by index (`SessionState+View.swift`).
///
/// A value type whose per-component state is stored in chunks: copying it is a snapshot, and a write after a copy
/// copies one chunk, never the whole program's state.
public struct SessionState: Sendable {
  /// The program being run.
  public let program: Program
  /// How text is measured for layout (docs/language.md §10).
  public let measurement: any TextMeasurement

  /// Each variable's value, by index.
  var variables: [Value]
  /// The Dynamic Type size (`textSize`), `.large` at start.
  public internal(set) var textSize = TextSize.large
  /// The width of the screen in points (`screenWidth`), 390 at start.
  public internal(set) var screenWidth: Double = 390
  /// The iOS release whose appearance is modelled (`iOSVersion`).
  public internal(set) var iOSRelease: IOSRelease
  var buttons: ButtonStates
  var menus: ChunkedArray<MenuState>
  var headers: ChunkedArray<HeaderState>
  /// The element under the VoiceOver cursor.
  var focus: ElementID?
  /// How many times each host event was emitted and with what, and the last announcement.
  var hostEvents: HostEventState
  /// The actions whose `on select` handlers are running, innermost last: what `item` reads. Empty between
  /// statements, so not part of the state (`==` ignores it).
  var chosenItems: [MenuItemReference] = []

  /// The state of `program` before it starts: every variable unset, every component as declared, unresolved.
  init(_ program: Program, measurement: any TextMeasurement) {
    self.program = program
    self.measurement = measurement
    iOSRelease = program.iOSRelease
    variables = Array(repeating: .none, count: program.checked.variables.count)
    buttons = ButtonStates(
      program.checked.buttons.indices.map { index in
        ButtonState(name: program.checked.buttons[index].name, tapIsLocal: program.tapIsLocal[index])
      })
    menus = ChunkedArray(program.checked.menus.map { MenuState(count: $0.items.count) })
    hostEvents = HostEventState(program.checked)
    headers = ChunkedArray(repeating: HeaderState(), count: program.checked.headers.count)
  }
}

extension SessionState: Equatable {
  /// Two states are equal when their values are: the program and the measurement are not compared.
  public static func == (lhs: SessionState, rhs: SessionState) -> Bool {
    lhs.variables == rhs.variables && lhs.textSize == rhs.textSize && lhs.screenWidth == rhs.screenWidth
      && lhs.iOSRelease == rhs.iOSRelease
      && lhs.focus == rhs.focus && lhs.buttons == rhs.buttons && lhs.menus == rhs.menus
      && lhs.headers == rhs.headers && lhs.hostEvents == rhs.hostEvents
  }
}
