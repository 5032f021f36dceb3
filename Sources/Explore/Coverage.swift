import DialChecker
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
  /// Per button, per `when` block: the first state seen in which it holds (not pressed), for the audit to check
  /// the block's colors and layout in a state the program reaches.
  var witnesses: [[Session?]]
  /// Per button, the conditions of its `when` blocks in walking order (``Inspection/whenConditions(ofButton:in:)``).
  let whenConditions: [[CheckedExpression?]]
  var tapHandlersRun: Set<Int> = []
  var selectHandlersRun: Set<MenuItemReference> = []
  /// What the checks of every state and event read of the program, taken out once: the checked program lies
  /// behind an accessor of another module, and reading a button or item through it copies the whole
  /// declaration, every state, every event.
  let facts: ProgramFacts

  /// See ``facts``.
  struct ProgramFacts: Sendable {
    /// Per button, whether it has an `on tap` handler.
    var hasTapHandler: [Bool]
    /// The actions of every menu (no submenus), and whether each is hidden.
    var actions: [(reference: MenuItemReference, hidden: Bool)]
    /// Per menu, per item, the submenu it sits in.
    var parents: [[Int?]]

    init(_ checked: CheckedProgram) {
      hasTapHandler = checked.buttons.map { $0.tapHandler != nil }
      actions = checked.menus.indices.flatMap { menu in
        checked.menus[menu].items.indices.filter { checked.menus[menu].items[$0].kind == .action }.map { item in
          (MenuItemReference(menu: menu, item: item), checked.menus[menu].items[item].modifiers.contains(.hidden))
        }
      }
      parents = checked.menus.map { $0.items.map(\.parent) }
    }
  }

  init(_ program: Program) {
    self.program = program
    enabled = Array(repeating: false, count: program.checked.buttons.count)
    whenConditions = program.checked.buttons.indices.map { program.whenConditions(ofButton: $0) }
    whens = whenConditions.map { Array(repeating: false, count: $0.count) }
    witnesses = whenConditions.map { Array(repeating: nil, count: $0.count) }
    facts = ProgramFacts(program.checked)
  }

  mutating func noteState(_ session: Session) {
    for index in enabled.indices where session.state.isEnabled(button: index) { enabled[index] = true }
    for (reference, hidden) in facts.actions {
      if session.state.isEnabled(item: reference) && !hidden {
        selectable[reference] = true
      } else if selectable[reference] == nil {
        selectable[reference] = false
      }
    }
    for index in whens.indices where whens[index].contains(false) {
      let before = whens[index]
      session.state.markHolding(whenConditions[index], inButton: index, pressed: false, into: &whens[index])
      for position in before.indices where !before[position] && whens[index][position] {
        witnesses[index][position] = Probing.detached(session)
      }
      // A tap presses before it releases: an enabled button is highlighted in between, so `when highlighted`
      // blocks are active in the middle of the tap from this state.
      guard whens[index].contains(false), session.state.isEnabled(button: index) else { continue }
      session.state.markHolding(whenConditions[index], inButton: index, pressed: true, into: &whens[index])
    }
  }

  /// Before an event is sent: whether it runs a handler.
  mutating func noteEvent(_ event: ExplorationEvent.Target, in session: Session) {
    if let button = event.button, facts.hasTapHandler[button], session.state.isEnabled(button: button) {
      tapHandlersRun.insert(button)
    }
    if let item = event.item, session.state.isEnabled(item: item) {
      var current: Int? = item.item
      while let index = current {
        selectHandlersRun.insert(MenuItemReference(menu: item.menu, item: index))
        current = facts.parents[item.menu][index]
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
      for position in whens[button].indices where other.whens[button][position] {
        whens[button][position] = true
        if witnesses[button][position] == nil { witnesses[button][position] = other.witnesses[button][position] }
      }
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
      let path = session.map { $0.state.itemPath(reference) } ?? "an action"
      if selectable[reference] == false { lines.append("action \(path) is never selectable") }
      let item = checked.menus[reference.menu].items[reference.item]
      if item.selectHandler != nil && !selectHandlersRun.contains(reference) {
        lines.append("the on select of \(path) never runs")
      }
    }
    return lines
  }
}
