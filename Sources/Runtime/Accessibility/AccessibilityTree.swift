import DialChecker
import DialLexer
import DialParser

/// The accessibility tree (docs/language.md §9): the elements VoiceOver visits, in order, with their labels,
/// values, traits and speech. Pure functions of a session they only read.
enum AccessibilityTree {
  /// The elements in VoiceOver order: buttons and headers in declaration order
  /// (a header gives leading, title, trailing); while a menu is open, only the
  /// items of open menus, since a presented menu is modal.
  static func elementOrder(in session: Session) -> [ElementID] {
    let program = session.program.checked
    let openMenus = program.menus.indices.filter { session.menus[$0].open }
    if !openMenus.isEmpty { return openMenus.flatMap { menuElements($0, in: session) } }
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
  static func menuElements(_ index: Int, in session: Session) -> [ElementID] {
    let state = session.menus[index]
    return session.program.checked.menus[index].visibleItems { state.items[$0].open }
      .map { .item(MenuItemReference(menu: index, item: $0)) }
  }

  /// One element as VoiceOver reads it.
  static func element(_ id: ElementID, in session: Session) -> AccessibilityElement {
    switch id {
    case .button(let index):
      let state = session.buttons[index]
      let resolved = state.resolved
      return AccessibilityElement(
        path: session.program.checked.buttons[index].name, label: resolved.label, value: resolved.value,
        traits: resolved.traits, hint: resolved.accessibilityHint, speech: resolved.speech, focused: state.focused)
    case .headerTitle(let index):
      let title = session.headers[index].title
      return AccessibilityElement(
        path: session.program.checked.headers[index].name + ".title", label: title, value: "", traits: .header,
        hint: "", speech: titleSpeech(title), focused: session.headers[index].titleFocused)
    case .item(let item):
      let title = session.program.checked.menus[item.menu].items[item.item].title
      let state = session.menus[item.menu].items[item.item]
      return AccessibilityElement(
        path: itemPath(item, in: session), label: title, value: "", traits: itemTraits(state), hint: "",
        speech: itemSpeech(title, state), focused: state.focused)
    }
  }

  /// A menu item's traits: a button, selected and not enabled as its state says.
  static func itemTraits(_ state: ItemState) -> TraitSet {
    var traits: TraitSet = .button
    if state.selected { traits.insert(.selected) }
    if !state.enabled { traits.insert(.notEnabled) }
    return traits
  }

  /// What VoiceOver reads for an item titled `title` in `state`.
  static func itemSpeech(_ title: String, _ state: ItemState) -> String {
    Speech.describe(label: title, value: "", traits: itemTraits(state), hint: "")
  }

  /// What VoiceOver reads for a header's title.
  static func titleSpeech(_ title: String) -> String {
    Speech.describe(label: title, value: "", traits: .header, hint: "")
  }

  /// The parts of a button's speech as they are now: a local tap leaves them as they were.
  static func speechParts(ofButton index: Int, in session: Session) -> SpeechParts {
    // Field by field, in place: a copy of the resolved button would retain its whole configuration. As stored:
    // a tap changes none of these.
    SpeechParts(
      label: session.buttons[stored: index].resolved.labelText, value: session.buttons[stored: index].resolved.value,
      hint: session.buttons[stored: index].resolved.accessibilityHint)
  }

  // MARK: - Names for output

  /// The name a menu is addressed by: its declaration, or the button whose inline menu it is.
  static func menuName(_ index: Int, in session: Session) -> String {
    session.program.checked.menuName(index)
  }

  /// `more["Sort By"]["Date"]`
  static func itemPath(_ reference: MenuItemReference, in session: Session) -> String {
    let titles = session.program.checked.menus[reference.menu].path(of: reference.item)
    return menuName(reference.menu, in: session) + titles.map { "[" + Value.quoted($0) + "]" }.joined()
  }
}
