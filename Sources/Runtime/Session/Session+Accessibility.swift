import DialLexer
import DialParser

// MARK: - The accessibility tree and VoiceOver navigation (docs/language.md §9)

extension Session {
  /// The elements in VoiceOver order: buttons and headers in declaration order
  /// (a header gives leading, title, trailing); while a menu is open, only the
  /// items of open menus, since a presented menu is modal.
  public var accessibilityElements: [AccessibilityElement] {
    elementOrder().map(element)
  }

  func elementOrder() -> [ElementID] {
    let openMenus = program.checked.menus.indices.filter { menus[$0].open }
    if !openMenus.isEmpty { return openMenus.flatMap(menuElements) }
    var order: [ElementID] = []
    for symbol in program.checked.symbols {
      switch symbol.kind {
      case .button(let index) where program.checked.buttons[index].header == nil: order.append(.button(index))
      case .header(let index):
        let header = program.checked.headers[index]
        if let leading = header.leading { order.append(.button(leading)) }
        if header.hasTitle { order.append(.headerTitle(index)) }
        if let trailing = header.trailing { order.append(.button(trailing)) }
      default: break
      }
    }
    return order
  }

  /// An open menu's visible items: inline submenus show their items in place;
  /// other submenus are items whose own items follow while they are open.
  func menuElements(_ index: Int) -> [ElementID] {
    let menu = program.checked.menus[index]
    var order: [ElementID] = []
    var pending = Array(menu.topLevel.reversed())
    while let item = pending.popLast() {
      let checked = menu.items[item]
      if checked.modifiers.contains(.hidden) { continue }
      let inline = checked.kind == .submenu && checked.modifiers.contains(.inline)
      if !inline { order.append(.item(MenuItemReference(menu: index, item: item))) }
      if checked.kind == .submenu && (inline || menus[index].items[item].open) {
        pending += checked.children.reversed()
      }
    }
    return order
  }

  func element(_ id: ElementID) -> AccessibilityElement {
    switch id {
    case .button(let index):
      let state = buttons[index]
      let resolved = state.resolved
      return AccessibilityElement(
        path: program.checked.buttons[index].name, label: resolved.label, value: resolved.value,
        traits: resolved.traits, hint: resolved.accessibilityHint, speech: resolved.speech, focused: state.focused)
    case .headerTitle(let index):
      let title = headers[index].title
      return AccessibilityElement(
        path: program.checked.headers[index].name + ".title", label: title, value: "", traits: .header, hint: "",
        speech: Self.titleSpeech(title),
        focused: headers[index].titleFocused)
    case .item(let item):
      let title = program.checked.menus[item.menu].items[item.item].title
      return AccessibilityElement(
        path: itemPath(item), label: title, value: "", traits: itemTraits(item), hint: "", speech: itemSpeech(item),
        focused: menus[item.menu].items[item.item].focused)
    }
  }

  func itemTraits(_ item: MenuItemReference) -> TraitSet {
    Self.itemTraits(menus[item.menu].items[item.item])
  }

  static func itemTraits(_ state: ItemState) -> TraitSet {
    var traits: TraitSet = .button
    if state.selected { traits.insert(.selected) }
    if !state.enabled { traits.insert(.notEnabled) }
    return traits
  }

  func itemSpeech(_ item: MenuItemReference) -> String {
    Self.itemSpeech(program.checked.menus[item.menu].items[item.item].title, menus[item.menu].items[item.item])
  }

  static func itemSpeech(_ title: String, _ state: ItemState) -> String {
    Speech.describe(label: title, value: "", traits: itemTraits(state), hint: "")
  }

  static func titleSpeech(_ title: String) -> String {
    Speech.describe(label: title, value: "", traits: .header, hint: "")
  }

  // MARK: - Navigation

  /// Moves the VoiceOver cursor; the element it moved to, or nil (with a note) when there is none.
  mutating func moveFocus(_ target: CheckedFocusTarget) throws(RuntimeError) -> ElementID? {
    let order = elementOrder()
    let current = focus.flatMap { order.firstIndex(of: $0) }
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
      note(.ignored(.noElementToFocus))
      return nil
    }
    setFocused(focus, false)
    setFocused(next, true)
    writeFocus(next)
    return next
  }

  mutating func setFocused(_ id: ElementID?, _ focused: Bool) {
    switch id {
    case .button(let index)?: writeButton(index) { $0.focused = focused }
    case .headerTitle(let index)?: writeHeader(index) { $0.titleFocused = focused }
    case .item(let item)?: writeMenu(item.menu) { $0.items[item.item].focused = focused }
    case nil: break
    }
  }

  /// A double tap on the focused element.
  mutating func activate(at range: SourceRange) throws(RuntimeError) {
    switch focus {
    case .button(let index)?: try perform(.tap, on: .button(index), at: range)
    case .item(let item)?:
      // Activating a submenu shows its items; activating an action chooses it.
      let isSubmenu = program.checked.menus[item.menu].items[item.item].kind == .submenu
      try perform(isSubmenu ? .open : .select, on: .item(item), at: range)
    case .headerTitle?: note(.ignored(.headerTitleActivated))
    case nil: note(.ignored(.nothingFocused))
    }
  }
}
