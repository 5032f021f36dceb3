/// A hand-written Swift twin of what the runtime does for a tap on a toggle
/// button, to show what the runtime's generality costs.
///
/// Kept honest: per tap it runs the same steps (ignore a disabled or already
/// pressed button, highlight and release, a `switch` on the behavior, flip
/// `selected`), recomputes the speech string and returns the same net changes
/// as the runtime's transitions (`toggle7.selected`, `toggle7.speech`), with
/// paths built per tap. It does not parse, check or journal anything: that is
/// the difference being measured.
struct NativeToggles {
  enum Behavior {
    case push, toggle, pulldown, popup
  }

  struct Button {
    var name: String
    var title: String
    var behavior: Behavior
    var enabled = true
    var selected = false
    var highlighted = false
    var speech: String
  }

  /// One net change: the path, and the old and new values as text.
  struct Change: Equatable {
    var path: String
    var old: String
    var new: String
  }

  var buttons: [Button]

  /// `count` toggle buttons named and titled like ``EventsProgram``'s.
  init(count: Int) {
    buttons = (0..<count).map { Self.toggle($0) }
  }

  /// ``EventsProgram``'s `toggle<index>`, selected or not.
  static func toggle(_ index: Int, selected: Bool = false) -> Button {
    let title = "Option \(index)"
    return Button(
      name: "toggle\(index)", title: title, behavior: .toggle, selected: selected,
      speech: EventsProgram.speech(title: title, selected: selected))
  }

  /// A tap on button `index`: its net changes, empty when it is ignored.
  mutating func tap(_ index: Int) -> [Change] {
    let before = buttons[index]
    guard before.enabled, !before.highlighted else { return [] }
    buttons[index].highlighted = true
    buttons[index].highlighted = false
    switch before.behavior {
    case .toggle: buttons[index].selected.toggle()
    case .push, .pulldown, .popup: break
    }
    let selected = buttons[index].selected
    let speech = EventsProgram.speech(title: before.title, selected: selected)
    buttons[index].speech = speech
    var changes: [Change] = []
    if before.selected != selected {
      changes.append(Change(path: before.name + ".selected", old: String(before.selected), new: String(selected)))
    }
    if before.speech != speech {
      changes.append(Change(path: before.name + ".speech", old: before.speech, new: speech))
    }
    return changes
  }
}
