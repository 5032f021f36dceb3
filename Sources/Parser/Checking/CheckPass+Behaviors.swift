import DialLexer

// Phase 3: behaviours (docs/language.md §6). `behavior` is static, so it is read from the
// syntax before any expression is checked; then `b.selection` on a pop-up
// button and its menu's radio group are known everywhere.
extension CheckPass {
  /// Settles the behaviour of every style, then of every button, reporting a missing or extra menu.
  mutating func settleBehaviors() {
    for index in styleSyntax.indices { program.styles[index].behavior = Self.writtenBehavior(styleSyntax[index].body) }
    // Bases come first in `styleOrder`, so each style inherits a settled behaviour.
    for index in styleOrder where program.styles[index].behavior == nil {
      if let base = program.styles[index].base { program.styles[index].behavior = program.styles[base].behavior }
    }
    for index in buttonBodies.indices { settleBehavior(of: index, own: Self.writtenBehavior(buttonBodies[index])) }
  }

  /// The first `behavior: .case` at the top level of a body, with the range of the case.
  /// Anything else written there is reported when the body is checked.
  /// Static: as a method, passing its result to a mutating call copied the whole pass for every button.
  static func writtenBehavior(_ body: [BodyItem]) -> (Behavior, SourceRange)? {
    for item in body {
      guard case .property(let binding) = item.kind, binding.name.name == Property.behavior.rawValue else { continue }
      guard case .expression(let value) = binding.value, case .enumCase(let name) = value.withoutParentheses.kind,
        let behavior = Behavior(rawValue: name)
      else { return nil }
      return (behavior, value.range)
    }
    return nil
  }

  /// Fixes a button's behaviour, from its body, its style or the default, and checks it against its menu.
  mutating func settleBehavior(of index: Int, own: (Behavior, SourceRange)?) {
    let button = program.buttons[index]
    let inherited = button.style.flatMap { program.styles[$0].behavior }
    let menu = button.menu
    let behavior = (own ?? inherited)?.0 ?? (menu == nil ? .push : .pulldown)
    // An inherited behaviour is reported at the button, which is where the menu is missing or extra.
    let range = own?.1 ?? button.range
    if behavior.needsMenu && menu == nil {
      report(CheckerDiagnostics.behaviorNeedsMenu(behavior, button.name, at: range))
    }
    program.buttons[index].behavior = behavior
    if behavior == .popup, let menu { makePopup(menu) }
  }

  /// Warns about what a button's behaviour makes pointless (docs/language.md §6, decisions 25 and 26).
  mutating func checkBehaviorConsequences(of index: Int, tapRange: SourceRange?) {
    let behavior = program.buttons[index].behavior
    if behavior.needsMenu, let tapRange {
      report(CheckerDiagnostics.unreachableTapHandler(behavior, at: tapRange))
    }
    guard behavior == .popup else { return }
    for item in buttonBodies[index] {
      if case .property(let binding) = item.kind, binding.name.name == Property.title.rawValue {
        report(CheckerDiagnostics.popupTitle(at: binding.name.range))
        return
      }
    }
  }
}
