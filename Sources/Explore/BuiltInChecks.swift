import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// The properties every state must have, which `dial explore` checks besides the declared invariants: no
/// element whose speech is only trait words, at most one selected action in a single group and exactly one in a
/// pop-up, no header title over a button.
///
/// What the checks read of the program is taken out of it once: the checked program lies behind an accessor of
/// another module, and reading it in every state copied parts of it.
struct BuiltInChecks: Sendable {
  /// The program's menus, in order.
  let menus: [CheckedMenu]
  /// The headers that have a title, by index.
  let titledHeaders: [Int]
  /// Every header, by index.
  let headers: [CheckedHeader]

  /// The checks of `program`'s states.
  init(_ program: Program) {
    menus = program.checked.menus
    headers = program.checked.headers
    titledHeaders = headers.indices.filter { program.checked.headers[$0].hasTitle }
  }

  /// The built-in properties that fail in this state, as (key, message, range) triples: elements whose speech is
  /// only trait words, single groups with more than one selected action, pop-ups without exactly one, header
  /// titles over a button.
  func violations(in session: Session) -> [(key: String, message: String, range: SourceRange?)] {
    var found: [(key: String, message: String, range: SourceRange?)] = []
    // Elements are built (with their speech) only when one may read only its traits: most states have none.
    if session.state.mayHaveSpeechlessElement {
      for element in session.accessibilityElements where element.label.isEmpty && element.value.isEmpty {
        let message = "\(element.path) reads only \(Value.quoted(element.speech)) to VoiceOver"
        found.append(("empty-speech " + element.path, message, nil))
      }
    }
    for index in menus.indices {
      found += radioGroupViolations(menus[index], index, in: session)
    }
    for index in titledHeaders {
      if let overlap = titleOverlap(index, in: session) { found.append(overlap) }
    }
    return found
  }

  func radioGroupViolations(_ menu: CheckedMenu, _ index: Int, in session: Session)
    -> [(key: String, message: String, range: SourceRange?)]
  {
    let state = session.state.menu(index)
    var selectedByGroup: [Int: [Int]] = [:]
    for (item, checked) in menu.items.enumerated() where checked.kind == .action {
      guard let group = checked.radioGroup, state.items[item].selected else { continue }
      selectedByGroup[group, default: []].append(item)
    }
    var found: [(key: String, message: String, range: SourceRange?)] = []
    for (group, items) in selectedByGroup.sorted(by: { $0.key < $1.key }) where items.count > 1 {
      let name = session.state.groupName(menu: index, group: group)
      let titles = items.map { Value.quoted(menu.items[$0].title) }.joined(separator: " and ")
      found.append(("two-selected " + name, "\(name) has \(titles) selected at once in a single group", menu.range))
    }
    if menu.isPopup && selectedByGroup[-1]?.count != 1 && menu.items.contains(where: { $0.kind == .action }) {
      let count = selectedByGroup[-1]?.count ?? 0
      found.append(
        (
          "popup-selection " + session.state.menuName(index),
          "pop-up \(session.state.menuName(index)) has \(count) selected actions, not one",
          menu.range
        ))
    }
    return found
  }

  /// A header title that overlaps one of its buttons.
  func titleOverlap(_ index: Int, in session: Session) -> (key: String, message: String, range: SourceRange?)? {
    let layout = session.state.headerLayout(index)
    let title = layout.title.frame
    guard title.width > 0 else { return nil }
    for button in [layout.leading, layout.trailing].compactMap({ $0 }) {
      let frame = button.frame
      if title.minX < frame.maxX && frame.minX < title.maxX {
        let name = headers[index].name
        return (
          "title-overlap " + name, "the title of header '\(name)' overlaps a button",
          headers[index].range
        )
      }
    }
    return nil
  }
}
