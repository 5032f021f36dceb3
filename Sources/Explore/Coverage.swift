import DialLexer
import DialParser
@_spi(Tools) import DialRuntime

/// What an exploration saw happen: buttons enabled, actions selectable, `when` blocks active, handlers run;
/// what it never saw is reported as unreachable.
struct Coverage: Sendable {
  let program: Program
  var enabled: [Bool]
  var selectable: [MenuItemReference: Bool] = [:]
  /// Per button, per `when` block in walking order: whether its condition held in some state.
  var whens: [[Bool]]
  /// Per button, the conditions of its `when` blocks in walking order (``Inspection/whenConditions(ofButton:in:)``).
  let whenConditions: [[CheckedExpression?]]
  var tapHandlersRun: Set<Int> = []
  var selectHandlersRun: Set<MenuItemReference> = []

  init(_ program: Program) {
    self.program = program
    enabled = Array(repeating: false, count: program.checked.buttons.count)
    whenConditions = program.checked.buttons.indices.map { Inspection.whenConditions(ofButton: $0, in: program) }
    whens = whenConditions.map { Array(repeating: false, count: $0.count) }
  }

  mutating func noteState(_ session: Session) {
    for index in enabled.indices where Inspection.isEnabled(button: index, in: session) { enabled[index] = true }
    for (menu, checked) in program.checked.menus.enumerated() {
      for (item, entry) in checked.items.enumerated() where entry.kind == .action {
        let reference = MenuItemReference(menu: menu, item: item)
        if Inspection.menuState(menu, in: session).items[item].enabled && !entry.modifiers.contains(.hidden) {
          selectable[reference] = true
        } else if selectable[reference] == nil {
          selectable[reference] = false
        }
      }
    }
    for index in whens.indices where whens[index].contains(false) {
      Inspection.markHolding(whenConditions[index], inButton: index, pressed: false, in: session, into: &whens[index])
      // A tap presses before it releases: an enabled button is highlighted in between, so `when highlighted`
      // blocks are active in the middle of the tap from this state.
      guard whens[index].contains(false), Inspection.isEnabled(button: index, in: session) else { continue }
      Inspection.markHolding(whenConditions[index], inButton: index, pressed: true, in: session, into: &whens[index])
    }
  }

  /// Before an event is sent: whether it runs a handler.
  mutating func noteEvent(_ event: ExplorationEvent.Target, in session: Session) {
    if let button = event.button, Inspection.isEnabled(button: button, in: session),
      program.checked.buttons[button].tapHandler != nil
    {
      tapHandlersRun.insert(button)
    }
    if let item = event.item, Inspection.menuState(item.menu, in: session).items[item.item].enabled {
      var current: Int? = item.item
      while let index = current {
        selectHandlersRun.insert(MenuItemReference(menu: item.menu, item: index))
        current = program.checked.menus[item.menu].items[index].parent
      }
    }
  }

  /// Adds what `other` saw: what one part of a level saw, in a parallel exploration.
  mutating func merge(_ other: Coverage) {
    for index in enabled.indices where other.enabled[index] { enabled[index] = true }
    for (reference, selectable) in other.selectable {
      self.selectable[reference] = (self.selectable[reference] ?? false) || selectable
    }
    for button in whens.indices {
      for position in whens[button].indices where other.whens[button][position] { whens[button][position] = true }
    }
    tapHandlersRun.formUnion(other.tapHandlersRun)
    selectHandlersRun.formUnion(other.selectHandlersRun)
  }

  /// What never happened, in declaration order.
  func unreachable() -> [String] {
    let checked = program.checked
    var lines: [String] = []
    for (index, button) in checked.buttons.enumerated() {
      if !enabled[index] { lines.append("button \(button.name) is never enabled") }
      if button.tapHandler != nil && !tapHandlersRun.contains(index) && button.behavior != .pulldown
        && button.behavior != .popup
      {
        lines.append("the on tap of button \(button.name) never runs")
      }
      for (position, held) in whens[index].enumerated() where !held {
        lines.append("when block \(position + 1) of button \(button.name) is never active")
      }
    }
    let session = try? Session(program)
    for reference in selectable.keys.sorted(by: { ($0.menu, $0.item) < ($1.menu, $1.item) }) {
      let path = session.map { Inspection.itemPath(reference, in: $0) } ?? "an action"
      if selectable[reference] == false { lines.append("action \(path) is never selectable") }
      let item = checked.menus[reference.menu].items[reference.item]
      if item.selectHandler != nil && !selectHandlersRun.contains(reference) {
        lines.append("the on select of \(path) never runs")
      }
    }
    return lines
  }
}
