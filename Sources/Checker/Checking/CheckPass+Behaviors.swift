import DialLexer
import DialParser

// Phase 3: the static facts about buttons, settled before any expression is checked (docs/language.md §6).
// A button's menu is linked first, as its default behaviour depends on it; `behavior` is static, so it is
// read from the syntax; then `b.selection` on a pop-up button and its menu's radio group are known everywhere.
extension CheckPass {
  /// Links `menu: name` bindings; an inline menu, made in phase 1, wins.
  mutating func linkButtonMenus() {
    for index in buttonBodies.indices where context.program.buttons[index].menu == nil {
      for item in buttonBodies[index] {
        guard case .property(let binding) = item.kind, binding.name.name == Property.menu.rawValue,
          case .expression(let value) = binding.value, case .name(let name) = value.withoutParentheses.kind,
          case .menu(let menu)? = context.program.symbol(named: name)?.kind
        else { continue }
        context.program.buttons[index].menu = menu
        context.program.menus[menu].buttons.append(index)
        break
      }
    }
  }

  /// Settles the behaviour of every style, then of every button, reporting a missing or extra menu.
  mutating func settleBehaviors() {
    for index in styleSyntax.indices {
      context.program.styles[index].behavior = Self.writtenBehavior(styleSyntax[index].body)
    }
    // Bases come first in `styleOrder`, so each style inherits a settled behaviour.
    for index in bases.styleOrder where context.program.styles[index].behavior == nil {
      if let base = context.program.styles[index].base {
        context.program.styles[index].behavior = context.program.styles[base].behavior
      }
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
    let button = context.program.buttons[index]
    let inherited = button.style.flatMap { context.program.styles[$0].behavior }
    let menu = button.menu
    let behavior = (own ?? inherited)?.0 ?? (menu == nil ? .push : .pulldown)
    // An inherited behaviour is reported at the button, which is where the menu is missing or extra.
    let range = own?.1 ?? button.range
    if behavior.needsMenu && menu == nil {
      context.report(CheckerDiagnostics.behaviorNeedsMenu(behavior, button.name, at: range))
    }
    context.program.buttons[index].behavior = behavior
    if behavior == .popup, let menu, context.program.menus.indices.contains(menu) {
      context.program.menus[menu].makePopup()
    }
  }

  /// Warns about what a button's behaviour makes pointless (docs/language.md §6, decisions 25 and 26).
  mutating func checkBehaviorConsequences(of index: Int, tapRange: SourceRange?) {
    let behavior = context.program.buttons[index].behavior
    if behavior.needsMenu, let tapRange {
      context.report(CheckerDiagnostics.unreachableTapHandler(behavior, at: tapRange))
    }
    guard behavior == .popup else { return }
    for item in buttonBodies[index] {
      if case .property(let binding) = item.kind, binding.name.name == Property.title.rawValue {
        context.report(CheckerDiagnostics.popupTitle(at: binding.name.range))
        return
      }
    }
  }
}
