import DialChecker
import DialRuntime

/// How a matched pair differs, and the dump's elements no one matched.
extension ConformanceMatcher {
  /// Records how the dump's `actual` differs from the spec's `element`.
  mutating func compare(_ element: ExpectedElement, _ actual: DumpElement) {
    func differ(_ kind: Difference.Kind, _ expected: String, _ found: String) {
      differences.append(
        Difference(
          kind, element: element.path, expected: expected, actual: found, range: element.range, dumpLine: actual.line))
    }
    let label = actual.label ?? ""
    if label != element.label { differ(.label, quoted(element.label), quoted(label)) }
    // A switch's value is its state ("0" or "1"): it is compared as selected.
    let isSwitch = ["Switch", "Toggle"].contains(actual.type) && (actual.value == "0" || actual.value == "1")
    let value = isSwitch ? "" : actual.value ?? ""
    if !Self.sameValue(value, element.value) { differ(.value, quoted(element.value), quoted(value)) }
    if actual.enabled != element.enabled { differ(.enabled, "\(element.enabled)", "\(actual.enabled)") }
    if let selected = isSwitch ? actual.value == "1" : actual.selected, selected != element.selected {
      differ(.selected, "\(element.selected)", "\(selected)")
    }
    if !actual.visible { differ(.hidden, "shown", "hidden (visible=\"false\")") }
    if let size = element.size, let frame = actual.frame,
      abs(frame.width - size.width) > tolerance || abs(frame.height - size.height) > tolerance
    {
      differ(.size, Self.size(size.width, size.height), Self.size(frame.width, frame.height))
    }
  }

  /// Whether the value a dump prints is `expected`: XCUITest cuts a long value short with `...`.
  static func sameValue(_ printed: String, _ expected: String) -> Bool {
    if printed == expected { return true }
    return printed.hasSuffix("...") && expected.hasPrefix(printed.dropLast(3)) && printed.count > 3
  }

  /// `343 × 50 pt`.
  static func size(_ width: Double, _ height: Double) -> String {
    func points(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    return "\(points(width)) × \(points(height)) pt"
  }

  /// Items the spec hides in menu `index` that the dump shows, by title.
  mutating func compareHidden(_ index: Int, in session: Session) {
    let menu = session.program.checked.menus[index]
    for item in menu.items.indices where menu.items[item].modifiers.contains(.hidden) {
      let title = menu.items[item].title
      guard
        let found = candidates.first(where: {
          !matched.contains($0) && dump.elements[$0].label == title && dump.elements[$0].visible
        })
      else { continue }
      matched.insert(found)
      let path = session.state.itemPath(MenuItemReference(menu: index, item: item))
      differences.append(
        Difference(
          .hidden, element: path, expected: "hidden", actual: "shown", range: menu.items[item].titleRange,
          dumpLine: dump.elements[found].line))
    }
  }

  /// Reports each control of the dump that no element of the spec matched, unless it wraps or is wrapped by one
  /// that did (SwiftUI and React Native nest a button in an element of the same name).
  mutating func reportExtras() {
    for index in candidates where !matched.contains(index) && Self.controlTypes.contains(dump.elements[index].type) {
      let wrapped = matched.contains { dump.isInside(index, $0) || dump.isInside($0, index) }
      if wrapped { continue }
      let element = dump.elements[index]
      var name = "a \(element.type)"
      if let label = element.label, !label.isEmpty { name += " labelled \(quoted(label))" }
      if let identifier = element.identifier, !identifier.isEmpty, identifier != element.label {
        name += " (identifier \(quoted(identifier)))"
      }
      differences.append(
        Difference(
          .extra, element: element.identifier ?? element.label ?? element.type, expected: "", actual: name, range: nil,
          dumpLine: element.line))
    }
  }
}
