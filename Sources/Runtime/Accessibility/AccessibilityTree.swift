import DialChecker
import DialLexer
import DialParser

/// The accessibility tree (docs/language.md §9): the elements VoiceOver visits, in order, with their labels,
/// values, traits and speech. Pure functions of a session they only read.
enum AccessibilityTree {
  /// The elements in VoiceOver order: buttons and headers in declaration order
  /// (a header gives leading, title, trailing); while a menu is open, only the
  /// items of open menus, since a presented menu is modal.
  static func elementOrder(in state: SessionState) -> [ElementID] {
    let program = state.program.checked
    let openMenus = program.menus.indices.filter { state.menus[$0].open }
    if !openMenus.isEmpty { return openMenus.flatMap { menuElements($0, in: state) } }
    var order: [ElementID] = []
    for symbol in program.symbols {
      switch symbol.kind {
      case .button(let index) where program.buttons[index].header == nil: order.append(.button(index))
      case .header(let index):
        let header = program.headers[index]
        if let leading = header.leading { order.append(.button(leading)) }
        if header.hasTitle { order.append(.headerTitle(index)) }
        if let trailing = header.trailing { order.append(.button(trailing)) }
      default: break
      }
    }
    return order
  }

  /// An open menu's visible items (``CheckedMenu/visibleItems(expanding:)``): an inline submenu shows its items
  /// in place; another submenu is an item whose own items follow while it is open.
  static func menuElements(_ index: Int, in state: SessionState) -> [ElementID] {
    let menu = state.menus[index]
    return state.program.checked.menus[index].visibleItems { menu.items[$0].open }
      .map { .item(MenuItemReference(menu: index, item: $0)) }
  }

  /// One element as VoiceOver reads it.
  static func element(_ id: ElementID, in state: SessionState) -> AccessibilityElement {
    switch id {
    case .button(let index):
      let button = state.buttons[index]
      let resolved = button.resolved
      return AccessibilityElement(
        path: state.program.checked.buttons[index].name, label: resolved.label, value: resolved.value,
        traits: resolved.traits, hint: resolved.accessibilityHint, speech: resolved.speech, focused: button.focused)
    case .headerTitle(let index):
      let title = state.headers[index].title
      return AccessibilityElement(
        path: state.program.checked.headers[index].name + ".title", label: title, value: "", traits: .header,
        hint: "", speech: titleSpeech(title), focused: state.headers[index].titleFocused)
    case .item(let item):
      let title = state.program.checked.menus[item.menu].items[item.item].title
      let itemState = state.menus[item.menu].items[item.item]
      return AccessibilityElement(
        path: itemPath(item, in: state), label: title, value: "", traits: itemTraits(itemState), hint: "",
        speech: itemSpeech(title, itemState), focused: itemState.focused)
    }
  }

  /// A menu item's traits: a button, selected and not enabled as its state says.
  static func itemTraits(_ item: ItemState) -> TraitSet {
    var traits: TraitSet = .button
    if item.selected { traits.insert(.selected) }
    if !item.enabled { traits.insert(.notEnabled) }
    return traits
  }

  /// What VoiceOver reads for an item titled `title` in state `item`.
  static func itemSpeech(_ title: String, _ item: ItemState) -> String {
    Speech.describe(label: title, value: "", traits: itemTraits(item), hint: "")
  }

  /// What VoiceOver reads for a header's title.
  static func titleSpeech(_ title: String) -> String {
    Speech.describe(label: title, value: "", traits: .header, hint: "")
  }

  /// The parts of a button's speech as they are now: a local tap leaves them as they were.
  static func speechParts(ofButton index: Int, in state: SessionState) -> SpeechParts {
    // Field by field, in place: a copy of the resolved button would retain its whole configuration. As stored:
    // a tap changes none of these.
    SpeechParts(
      label: state.buttons[stored: index].resolved.labelText, value: state.buttons[stored: index].resolved.value,
      hint: state.buttons[stored: index].resolved.accessibilityHint)
  }

  // MARK: - Names for output

  /// The name a menu is addressed by: its declaration, or the button whose inline menu it is.
  static func menuName(_ index: Int, in state: SessionState) -> String {
    state.program.checked.menuName(index)
  }

  /// `more["Sort By"]["Date"]`
  static func itemPath(_ reference: MenuItemReference, in state: SessionState) -> String {
    let titles = state.program.checked.menus[reference.menu].path(of: reference.item)
    return menuName(reference.menu, in: state) + titles.map { "[" + Value.quoted($0) + "]" }.joined()
  }
}
