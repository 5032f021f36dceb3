import DialChecker
import DialLexer
import DialRuntime

/// An element the spec shows in the state compared, as XCUITest would see it: what a dump's element is
/// compared with.
struct ExpectedElement {
  /// What it is, which decides the element types it may have in the app.
  enum Kind { case button, headerTitle, item }

  var kind: Kind
  /// The Dial name (the accessibility identifier the export sets): `checkout`, `nav.title`, `more["Sort By"]`.
  var path: String
  var label: String
  var value: String
  var enabled: Bool
  var selected: Bool
  /// A button's size, in points; nil for what Dial does not lay out alone.
  var size: (width: Double, height: Double)?
  /// Where the spec declares it.
  var range: SourceRange

  /// The buttons (header buttons among them) and header titles the spec shows, in declaration order.
  static func screen(of session: Session) -> [ExpectedElement] {
    let checked = session.program.checked
    var expected: [ExpectedElement] = []
    for index in checked.buttons.indices {
      var element = ExpectedElement(.button, session.state.element(.button(index)), range: checked.buttons[index].range)
      let frame = session.state.buttonFrame(index)
      element.size = (frame.width, frame.height)
      expected.append(element)
    }
    for index in checked.headers.indices where checked.headers[index].hasTitle {
      let element = session.state.element(.headerTitle(index))
      expected.append(ExpectedElement(.headerTitle, element, range: checked.headers[index].range))
    }
    return expected
  }

  /// The items menu `index` shows when it is open, as its submenus' open state says.
  static func items(ofMenu index: Int, in session: Session) -> [ExpectedElement] {
    let menu = session.program.checked.menus[index]
    return session.state.menuElements(index).compactMap { id in
      guard case .item(let item) = id else { return nil }
      return ExpectedElement(.item, session.state.element(id), range: menu.items[item.item].titleRange)
    }
  }

  /// An element from what VoiceOver reads of it.
  init(_ kind: Kind, _ element: AccessibilityElement, range: SourceRange) {
    self.kind = kind
    self.path = element.path
    self.label = element.label
    self.value = element.value
    self.enabled = !element.traits.contains(.notEnabled)
    self.selected = element.traits.contains(.selected)
    self.range = range
  }
}
