import DialChecker
import DialLexer
import DialParser

/// VoiceOver navigation (docs/language.md §9): `focus` moves the cursor over the accessibility tree,
/// `activate` double-taps the element under it.
enum Navigation {
  /// Moves the VoiceOver cursor; the element it moved to, or nil (with a note) when there is none.
  static func moveFocus(_ target: CheckedFocusTarget, in state: inout SessionState, _ journal: inout Journal)
    throws(RuntimeError) -> ElementID?
  {
    let order = AccessibilityTree.elementOrder(in: state)
    let current = state.focus.flatMap { order.firstIndex(of: $0) }
    let next: ElementID?
    switch target {
    case .first: next = order.first
    case .next: next = current.map { $0 + 1 < order.count ? order[$0 + 1] : nil } ?? order.first
    case .previous: next = current.flatMap { $0 > 0 ? order[$0 - 1] : nil }
    case .button(let index): next = order.contains(.button(index)) ? .button(index) : nil
    case .headerTitle(let index): next = order.contains(.headerTitle(index)) ? .headerTitle(index) : nil
    case .item(let item): next = order.contains(.item(item)) ? .item(item) : nil
    }
    guard let next else {
      EventDispatch.note(.ignored(.noElementToFocus), in: &journal)
      return nil
    }
    setFocused(state.focus, false, in: &state, &journal)
    setFocused(next, true, in: &state, &journal)
    Writer.writeFocus(next, in: &state, &journal)
    return next
  }

  /// Marks an element as under the cursor, or no longer.
  static func setFocused(_ id: ElementID?, _ focused: Bool, in state: inout SessionState, _ journal: inout Journal) {
    switch id {
    case .button(let index)?: Writer.writeButton(index, in: &state, &journal) { $0.focused = focused }
    case .headerTitle(let index)?: Writer.writeHeader(index, in: &state, &journal) { $0.titleFocused = focused }
    case .item(let item)?: Writer.writeMenu(item.menu, in: &state, &journal) { $0.items[item.item].focused = focused }
    case nil: break
    }
  }

  /// A double tap on the focused element.
  static func activate(at range: SourceRange, in state: inout SessionState, _ journal: inout Journal)
    throws(RuntimeError)
  {
    switch state.focus {
    case .button(let index)?: try EventDispatch.perform(.tap, on: .button(index), at: range, in: &state, &journal)
    case .item(let item)?:
      // Activating a submenu shows its items; activating an action chooses it.
      let isSubmenu = state.program.checked.menus[item.menu].items[item.item].kind == .submenu
      try EventDispatch.perform(isSubmenu ? .open : .select, on: .item(item), at: range, in: &state, &journal)
    case .headerTitle?: EventDispatch.note(.ignored(.headerTitleActivated), in: &journal)
    case nil: EventDispatch.note(.ignored(.nothingFocused), in: &journal)
    }
  }
}
