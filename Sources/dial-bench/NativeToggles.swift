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

/// The simplest fast Swift for the toggle taps: a struct array and a `switch`
/// on the behavior, the array in a local of the loop, no strings. It counts
/// the same changes as the runtime's transitions (`selected`, then `speech`,
/// which changes whenever `selected` does), but names and renders none: what
/// a host would write with no language at all, the floor the runtime is
/// compared with (`vs_raw_native`).
struct RawNativeToggles {
  enum Behavior {
    case push, toggle, pulldown, popup
  }

  struct Button {
    var behavior: Behavior
    var enabled = true
    var selected = false
    var highlighted = false
  }

  var buttons: [Button]

  /// `count` toggle buttons, none selected.
  init(count: Int) {
    buttons = Array(repeating: Button(behavior: .toggle), count: count)
  }

  /// A tap on button `index`: how many changes it made (0 when ignored).
  mutating func tap(_ index: Int) -> Int {
    guard buttons[index].enabled, !buttons[index].highlighted else { return 0 }
    switch buttons[index].behavior {
    case .toggle:
      buttons[index].selected.toggle()
      return 2
    case .push, .pulldown, .popup:
      return 0
    }
  }
}
