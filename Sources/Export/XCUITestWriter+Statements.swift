import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// Events as what a UI test sends, and expectations as what it asserts.
extension XCUITestWriter {
  /// What XCUITest reads of an element.
  enum Observable: Int, Comparable {
    case exists, label, value, enabled, selected, size

    static func < (a: Observable, b: Observable) -> Bool { a.rawValue < b.rawValue }

    /// What reading `member` observes; nil where XCUITest has no counterpart (a hint, a color, a font).
    static func of(_ member: Member) -> [Observable]? {
      switch member {
      case .label, .title, .subtitle, .accessibilityLabel: return [.label]
      case .value, .accessibilityValue, .loading: return [.value]
      case .enabled: return [.enabled]
      case .selected: return [.selected]
      case .speech: return [.label, .value, .selected, .enabled]
      case .traits: return [.selected, .enabled]
      case .frame: return [.size]
      default: return nil
      }
    }
  }

  /// `element("checkout")`, `element("nav.title")`, `app.buttons["Date"]`: how the test finds a component.
  func finder(_ reference: Reference) -> String? {
    switch reference {
    case .button(let index): return "element(\(SwiftLiterals.string(checked.buttons[index].name)))"
    case .headerTitle(let index): return "element(\(SwiftLiterals.string(checked.headers[index].name + ".title")))"
    case .item(let item):
      return "app.buttons[\(SwiftLiterals.string(checked.menus[item.menu].items[item.item].title))].firstMatch"
    case .menu, .header: return nil
    }
  }

  /// The path Dial's accessibility elements give the component.
  func elementPath(_ reference: Reference) -> String? {
    switch reference {
    case .button(let index): return checked.buttons[index].name
    case .headerTitle(let index): return checked.headers[index].name + ".title"
    case .item(let item): return session.state.itemPath(item)
    case .menu, .header: return nil
    }
  }

  // MARK: - Events

  /// One event, as the touches and taps that make it in the app.
  mutating func event(
    _ verb: EventVerb, _ target: EventTarget, before: Session, _ statement: CheckedStatement,
    into source: inout SwiftSource
  ) {
    var lines: [String] = []
    switch (verb, target) {
    case (.tap, .button(let index)), (.release, .button(let index)):
      if verb == .release { source.line("// \(quote(statement.range)): the end of a touch, sent as a tap") }
      lines.append("element(\(SwiftLiterals.string(checked.buttons[index].name))).tap()")
    case (.longPress, .button(let index)):
      lines.append("element(\(SwiftLiterals.string(checked.buttons[index].name))).press(forDuration: 1)")
    case (.open, .button(let index)): lines.append(present(index))
    case (.open, .menu(let menu)):
      guard let index = presenter(of: menu, through: nil) else { return note(statement, into: &source) }
      lines.append(present(index))
    case (.open, .item(let item, let through)):
      lines += open(item, through: through, before: before, including: true)
    case (.select, .item(let item, let through)):
      lines += open(item, through: through, before: before, including: false)
      lines.append(Self.tapTitle(checked.menus[item.menu].items[item.item].title))
    case (.close, _):
      lines.append("app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.02)).tap()")
    default:
      // A touch held or cancelled: XCUITest sends whole gestures only.
      return note(statement, into: &source)
    }
    for line in lines { source.line(line) }
    events += lines
    asserted = []
  }

  /// Notes a statement the app cannot be sent.
  mutating func note(_ statement: CheckedStatement, into source: inout SwiftSource) {
    let note = "\(quote(statement.range)): XCUITest sends whole gestures, not a touch held or cancelled"
    unobserved.append(note)
    source.line("// \(note)")
  }

  /// `app.buttons["Date"].firstMatch.tap()`: a menu item, found by its title.
  static func tapTitle(_ title: String) -> String { "app.buttons[\(SwiftLiterals.string(title))].firstMatch.tap()" }

  /// The tap, or a long press for a context menu, that presents button `index`'s menu.
  func present(_ index: Int) -> String {
    let button = checked.buttons[index]
    let find = "element(\(SwiftLiterals.string(button.name)))"
    return button.behavior == .push || button.behavior == .toggle ? "\(find).press(forDuration: 1)" : "\(find).tap()"
  }

  /// The button that presents `menu`: the one a path goes through, the menu's own, or one that shows it.
  func presenter(of menu: Int, through: Int?) -> Int? {
    if let through { return through }
    if case .button(let index) = checked.menus[menu].owner { return index }
    return checked.buttons.firstIndex { $0.menu == menu }
  }

  /// What opens the menu down to `item`: its button when the menu is closed, then each submenu on the way that
  /// is not inline (and `item` itself when `including`).
  func open(_ item: MenuItemReference, through: Int?, before: Session, including: Bool) -> [String] {
    var lines: [String] = []
    let menu = checked.menus[item.menu]
    if !before.state.menu(item.menu).open, let button = presenter(of: item.menu, through: through) {
      lines.append(present(button))
    }
    var submenus: [Int] = []
    var parent = menu.items[item.item].parent
    while let index = parent, menu.items.indices.contains(index) {
      submenus.insert(index, at: 0)
      parent = menu.items[index].parent
    }
    if including { submenus.append(item.item) }
    for submenu in submenus where !menu.items[submenu].modifiers.contains(.inline) {
      lines.append(Self.tapTitle(menu.items[submenu].title))
    }
    return lines
  }

  // MARK: - Expectations

  /// An expectation as assertions of what the app shows of each element it mentions, with Dial's values now.
  mutating func expectation(
    _ expression: CheckedExpression, _ statement: CheckedStatement, into source: inout SwiftSource
  ) {
    var mentioned: [(Reference, Set<Observable>)] = []
    var missing: [String] = []
    expression.walk { node in
      switch node.kind {
      case .member(let base, let member):
        guard case .reference(let reference) = base.kind else { return .visitChildren }
        guard let observed = Self.Observable.of(member), finder(reference) != nil else {
          missing.append("`\(member.rawValue)`")
          return .skipChildren
        }
        if case .item(let item) = reference, !session.state.menu(item.menu).open {
          missing.append("an item of a closed menu, which is not on screen")
          return .skipChildren
        }
        if let index = mentioned.firstIndex(where: { $0.0 == reference }) {
          mentioned[index].1.formUnion(observed)
        } else {
          mentioned.append((reference, Set(observed)))
        }
        return .skipChildren
      case .variable, .builtin, .emissionCount, .emittedArgument:
        missing.append("a variable or the host's state")
        return .skipChildren
      default: return .visitChildren
      }
    }
    if !missing.isEmpty {
      let note = "\(quote(statement.range)): reads \(Set(missing).sorted().joined(separator: ", "))"
      unobserved.append(note)
      if mentioned.isEmpty { return source.line("// \(note)") }
    }
    var lines = SwiftSource()
    for (reference, observed) in mentioned { assertions(reference, observed.sorted(), into: &lines) }
    source.line("// \(quote(statement.range))\(lines.lines.isEmpty ? ": asserted above" : "")")
    source.append(lines)
  }

  /// The assertions of what the session shows of `reference`: that it is not there when Dial does not show it.
  mutating func assertions(_ reference: Reference, _ observed: [Observable], into source: inout SwiftSource) {
    guard let find = finder(reference), let path = elementPath(reference) else { return }
    guard let element = session.accessibilityElements.first(where: { $0.path == path }) else {
      return assert("XCTAssertFalse(\(find).exists)", into: &source)
    }
    for observable in observed {
      switch observable {
      case .exists: assert("XCTAssertTrue(\(find).exists)", into: &source)
      case .label: assert("XCTAssertEqual(\(find).label, \(SwiftLiterals.string(element.label)))", into: &source)
      case .value:
        let value = SwiftLiterals.string(element.value)
        assert("XCTAssertEqual(\(find).value as? String ?? \"\", \(value))", into: &source)
      case .enabled:
        let enabled = !element.traits.contains(.notEnabled)
        assert("\(enabled ? "XCTAssertTrue" : "XCTAssertFalse")(\(find).isEnabled)", into: &source)
      case .selected:
        let selected = element.traits.contains(.selected)
        assert("\(selected ? "XCTAssertTrue" : "XCTAssertFalse")(\(find).isSelected)", into: &source)
      case .size:
        guard case .button(let index) = reference else { continue }
        let frame = session.state.buttonFrame(index)
        let tolerance = Self.sizeTolerance
        assert(
          "XCTAssertEqual(\(find).frame.width, \(SwiftLiterals.double(frame.width)), accuracy: \(tolerance))",
          into: &source)
        assert(
          "XCTAssertEqual(\(find).frame.height, \(SwiftLiterals.double(frame.height)), accuracy: \(tolerance))",
          into: &source)
      }
    }
  }

  /// Within how many points a size asserted matches the app's: Dial rounds a frame as UIKit does, but a
  /// device's font rendering can differ by a fraction of a point.
  static let sizeTolerance = 1

  /// Writes `line` unless an expectation since the last event wrote it.
  mutating func assert(_ line: String, into source: inout SwiftSource) {
    guard asserted.insert(line).inserted else { return }
    source.line(line)
  }
}
