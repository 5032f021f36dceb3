import DialChecker
import DialParser

/// A transition as a session records it: what changed and its values, in as
/// few bytes and with as little built as the change allows.
///
/// Most of an event's cost used to be text: a tap on a toggle built its two
/// speech strings and two paths, a select its items' paths with their titles
/// quoted, whether or not anyone printed them. A change names what it is
/// about by index (``TransitionSubject``), and its member by a string literal,
/// which costs nothing to keep; names, paths and speech are built from the
/// program when a ``Transition`` is read (`dial-bench events`,
/// `toggle_taps_per_s` and `selects_per_s`, measure what this saves).
enum TransitionChange: Sendable {
  /// A change whose names and values were built when it was recorded: a
  /// variable, a button property listed by the general path, a layout value.
  case named(subject: String, member: String, old: Value, new: Value)
  /// A member of a component or menu item, named from the program when read.
  /// Its values need no building (a Bool, a title the program already holds).
  case member(TransitionSubject, member: String, old: Value, new: Value)
  /// A `speech` that changed with its element's traits alone (a toggle's
  /// `selected` flipped, a menu item's state): the label, value and hint it
  /// is made of, the same before and after, and the traits on either side.
  case speech(TransitionSubject, SpeechParts, old: TraitSet, new: TraitSet)
  /// A `speech` whose words changed (a binding changed the label or value):
  /// its parts and traits on either side, written only when read, so a
  /// variable change feeding a hundred subtitles builds no speech strings
  /// (`variable_change_per_s` in `dial-bench events`).
  case reworded(TransitionSubject, old: SpeechParts, TraitSet, new: SpeechParts, TraitSet)
}

/// What a compact transition is about, by its index in the program.
enum TransitionSubject: Sendable, Equatable {
  case button(Int)
  case menu(Int)
  case item(MenuItemReference)

  /// How the subject is written in a transition: `addToCart`, `more`, `more["Sort By"]["Date"]`.
  func name(in program: SharedProgram) -> String {
    switch self {
    case .button(let index): return program.buttonNames[index]
    case .menu(let index): return program.checked.menuName(index)
    case .item(let reference): return program.checked.itemPath(reference)
    }
  }
}

extension TransitionChange {
  /// The subject as written in the transition.
  func subject(in program: SharedProgram?) -> String {
    switch self {
    case .named(let subject, _, _, _): return subject
    case .member(let subject, _, _, _), .speech(let subject, _, _, _), .reworded(let subject, _, _, _, _):
      return program.map { subject.name(in: $0) } ?? ""
    }
  }

  /// The member, or empty for a variable.
  var member: String {
    switch self {
    case .named(_, let member, _, _), .member(_, let member, _, _): return member
    case .speech, .reworded: return "speech"
    }
  }

  /// The value before.
  var old: Value {
    switch self {
    case .named(_, _, let old, _), .member(_, _, let old, _): return old
    case .speech(_, let parts, let old, _): return .string(parts.speech(old))
    case .reworded(_, let parts, let traits, _, _): return .string(parts.speech(traits))
    }
  }

  /// The value after.
  var new: Value {
    switch self {
    case .named(_, _, _, let new), .member(_, _, _, let new): return new
    case .speech(_, let parts, _, let new): return .string(parts.speech(new))
    case .reworded(_, _, _, let parts, let traits): return .string(parts.speech(traits))
    }
  }
}

extension TransitionChange {
  /// Writes the line `dial run` prints for the change, in `frame`.
  func write<Sink: TextSink>(in program: SharedProgram?, frame: TransitionLine.Frame, to sink: inout Sink) {
    typealias Line = TransitionLine
    switch self {
    case .named(let subject, let member, let old, let new):
      Line.write(subject: subject, member: member, old: old, new: new, frame: frame, to: &sink)
    case .member(let subject, let member, let old, let new):
      Line.write(subject: name(of: subject, in: program), member: member, old: old, new: new, frame: frame, to: &sink)
    case .speech(let subject, let parts, let old, let new):
      Line.writeSpeech(
        subject: name(of: subject, in: program), member: member, parts: parts, old: old, new: new, frame: frame,
        to: &sink)
    case .reworded(let subject, _, _, _, _):
      Line.write(subject: name(of: subject, in: program), member: member, old: old, new: new, frame: frame, to: &sink)
    }
  }

  private func name(of subject: TransitionSubject, in program: SharedProgram?) -> String {
    program.map { subject.name(in: $0) } ?? ""
  }
}

extension CheckedProgram {
  /// An item as transitions and notes write it: `more["Sort By"]["Date"]`.
  func itemPath(_ reference: MenuItemReference) -> String {
    var path = menuName(reference.menu)
    for title in menus[reference.menu].path(of: reference.item) {
      path += "["
      path += Value.quoted(title)
      path += "]"
    }
    return path
  }
}
