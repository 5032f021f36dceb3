import DialLexer
import DialParser

// MARK: - What exploration reads of a session

extension Session {
  /// A hash of everything observable that events change: variables, built-ins, the VoiceOver cursor, and each
  /// button's and menu item's state. Resolved values follow from these, so two states with the same key are
  /// the same state.
  var explorationKey: Int {
    var hasher = Hasher()
    hasher.combine(variables)
    hasher.combine(textSize.ordinal)
    hasher.combine(screenWidth)
    hasher.combine(focus)
    for index in 0..<buttons.count {
      let state = buttons[index]
      hasher.combine(state.selected)
      hasher.combine(state.highlighted)
      hasher.combine(state.open)
    }
    for index in 0..<menus.count {
      let state = menus[index]
      hasher.combine(state.open)
      hasher.combine(state.presenter)
      for item in state.items {
        hasher.combine(item.selected)
        hasher.combine(item.open)
      }
    }
    return hasher.finalize()
  }

  /// The built-in properties that fail in this state, as (key, message, range) triples: elements whose speech is
  /// only trait words, single groups with more than one selected action, pop-ups without exactly one, header
  /// titles over a button.
  func builtInViolations() -> [(key: String, message: String, range: SourceRange?)] {
    var found: [(key: String, message: String, range: SourceRange?)] = []
    // Elements are built (with their speech) only when one may read only its traits: most states have none.
    if mayHaveSpeechlessElement {
      for element in accessibilityElements where element.label.isEmpty && element.value.isEmpty {
        let message = "\(element.path) reads only \(Value.quoted(element.speech)) to VoiceOver"
        found.append(("empty-speech " + element.path, message, nil))
      }
    }
    for (index, menu) in program.checked.menus.enumerated() {
      found += radioGroupViolations(menu, index)
    }
    for index in program.checked.headers.indices where program.checked.headers[index].hasTitle {
      if let overlap = titleOverlap(index) { found.append(overlap) }
    }
    return found
  }

  /// Whether an element might have an empty label and value: an open menu (whose items are the elements), a
  /// header with an empty title, or a button with neither.
  var mayHaveSpeechlessElement: Bool {
    for index in 0..<menus.count where menus[index].open { return true }
    for index in 0..<headers.count where headers[index].title.isEmpty { return true }
    for index in 0..<buttons.count where buttons[index].resolved.label.isEmpty && buttons[index].resolved.value.isEmpty {
      return true
    }
    return false
  }

  func radioGroupViolations(_ menu: CheckedMenu, _ index: Int) -> [(key: String, message: String, range: SourceRange?)]
  {
    var selectedByGroup: [Int: [Int]] = [:]
    for (item, checked) in menu.items.enumerated() where checked.kind == .action {
      guard let group = checked.radioGroup, menus[index].items[item].selected else { continue }
      selectedByGroup[group, default: []].append(item)
    }
    var found: [(key: String, message: String, range: SourceRange?)] = []
    for (group, items) in selectedByGroup.sorted(by: { $0.key < $1.key }) where items.count > 1 {
      let name = groupName(index, group)
      let titles = items.map { Value.quoted(menu.items[$0].title) }.joined(separator: " and ")
      found.append(("two-selected " + name, "\(name) has \(titles) selected at once in a single group", menu.range))
    }
    if menu.isPopup && selectedByGroup[-1]?.count != 1 && menu.items.contains(where: { $0.kind == .action }) {
      let count = selectedByGroup[-1]?.count ?? 0
      found.append(
        (
          "popup-selection " + menuName(index), "pop-up \(menuName(index)) has \(count) selected actions, not one",
          menu.range
        ))
    }
    return found
  }

  /// A header title that overlaps one of its buttons.
  func titleOverlap(_ index: Int) -> (key: String, message: String, range: SourceRange?)? {
    let layout = headerLayout(index)
    let title = layout.title.frame
    guard title.width > 0 else { return nil }
    for button in [layout.leading, layout.trailing].compactMap({ $0 }) {
      let frame = button.frame
      if title.minX < frame.maxX && frame.minX < title.maxX {
        let name = program.checked.headers[index].name
        return (
          "title-overlap " + name, "the title of header '\(name)' overlaps a button",
          program.checked.headers[index].range
        )
      }
    }
    return nil
  }
}
