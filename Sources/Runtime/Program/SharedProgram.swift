import DialChecker
import DialParser

/// A program's checked form behind one reference.
///
/// Two things need the program after an event has returned: a transition
/// rendered on demand (``Transition/path`` names a button or a menu item from
/// the program's declarations), and a handle sent with an event (``ButtonHandle``,
/// ``ItemHandle``), which must belong to the session's program. A reference
/// serves both: a transition keeps one pointer instead of a copy of the
/// program's tables, and a handle keeps its identity, compared in one
/// instruction. A session keeps its program, and so this object, alive, so a
/// handle of another program can never carry the same identity.
final class SharedProgram: Sendable {
  /// The checked program.
  let checked: CheckedProgram
  /// Each button's name, by index: what a rendered transition of a button
  /// starts with. Apart from the checked buttons, whose declarations spread
  /// a program of 100 000 buttons over megabytes, the names of the buttons an
  /// event touched stay in the processor's cache.
  let buttonNames: [String]

  init(_ checked: CheckedProgram) {
    self.checked = checked
    buttonNames = checked.buttons.map(\.name)
  }

  /// What handles carry to say which program they were made for.
  var identity: ObjectIdentifier { ObjectIdentifier(self) }
}
