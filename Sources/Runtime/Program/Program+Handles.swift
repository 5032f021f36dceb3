import DialChecker
import DialParser

// MARK: - Names looked up once, for hosts that send many events

extension Program {
  /// The button called `name`, as a handle for events (`.tap(handle)`), or
  /// nil when the program declares no such button.
  ///
  /// Looking a name up costs a hash of it and a probe of the name table; a
  /// host that taps the same buttons over and over finds them once here.
  public func button(_ name: String) -> ButtonHandle? {
    guard case .button(let index)? = symbol(named: name) else { return nil }
    return ButtonHandle(index: index, program: shared.identity)
  }

  /// The menu action at `path` (`["more", "Sort By", "Date"]`: a menu, or a
  /// button with a menu, then item titles), as a handle for `.select(handle)`;
  /// nil when the path leads to no action.
  public func item(_ path: [String]) -> ItemHandle? {
    guard case .item(let reference, let through)? = try? itemTarget(at: path) else { return nil }
    return ItemHandle(menu: reference.menu, item: reference.item, through: through, program: shared.identity)
  }

  /// What `name` declares, confirmed against the declarations.
  func symbol(named name: String) -> Symbol.Key? {
    names.key(for: name) { declaredName(of: $0) == name }
  }

  /// The name a variable or component is declared with.
  func declaredName(of key: Symbol.Key) -> String? {
    switch key {
    case .button(let index): return checked.buttons.indices.contains(index) ? checked.buttons[index].name : nil
    case .variable(let index): return checked.variables.indices.contains(index) ? checked.variables[index].name : nil
    case .menu(let index): return checked.menus.indices.contains(index) ? menuName(index) : nil
    case .header(let index): return checked.headers.indices.contains(index) ? checked.headers[index].name : nil
    case .style(let index): return checked.styles.indices.contains(index) ? checked.styles[index].name : nil
    case .event(let index): return checked.events.indices.contains(index) ? checked.events[index].name : nil
    case .function(let index):
      return checked.functions.indices.contains(index) ? checked.functions[index].name : nil
    }
  }

  /// The name a menu is addressed by: its declaration, or the button whose inline menu it is.
  func menuName(_ index: Int) -> String {
    checked.menuName(index)
  }

  /// `["more", "Sort By", "Date"]`: a menu (or a button's menu) and item titles. A path that starts from a
  /// button goes through it, so it is ignored while the button is disabled (docs/language.md §11).
  func itemTarget(at path: [String]) throws(RuntimeError) -> EventTarget {
    let (reference, through) = try itemReference(at: path)
    guard checked.menus[reference.menu].items[reference.item].kind == .action else {
      throw RuntimeError(.selectNeedsAction)
    }
    return .item(reference, through: through)
  }

  /// The action or submenu at `path`, and the button the path starts from, if it does.
  func itemReference(at path: [String]) throws(RuntimeError) -> (MenuItemReference, through: Int?) {
    guard let name = path.first else { throw RuntimeError(.missingMenuName) }
    let menu: Int
    var through: Int?
    switch symbol(named: name) {
    case .menu(let index)?: menu = index
    case .button(let button)?:
      guard let index = checked.buttons[button].menu else { throw RuntimeError(.noMenu(button: name)) }
      (menu, through) = (index, button)
    default: throw unknownName(name, kind: .menu, among: menuNames)
    }
    var item: Int?
    for title in path.dropFirst() {
      guard let next = checked.menus[menu].child(titled: title, of: item) else {
        let near = Suggestions.closest(to: title, in: childTitles(of: item, in: menu))
        throw RuntimeError(.unknownItem(title: title, menu: name, suggestion: near))
      }
      item = next
    }
    guard let item else { throw RuntimeError(.missingItemTitle(after: name)) }
    return (MenuItemReference(menu: menu, item: item), through)
  }

  /// The button a handle stands for, when it was made for this program.
  func buttonIndex(_ handle: ButtonHandle) throws(RuntimeError) -> Int {
    guard handle.program == shared.identity, checked.buttons.indices.contains(handle.index) else {
      throw RuntimeError(.foreignButtonHandle)
    }
    return handle.index
  }

  /// The event target an item handle stands for, when it was made for this program.
  func itemTarget(_ handle: ItemHandle) throws(RuntimeError) -> EventTarget {
    guard handle.program == shared.identity, checked.menus.indices.contains(handle.menu),
      checked.menus[handle.menu].items.indices.contains(handle.item),
      handle.through.map(checked.buttons.indices.contains) ?? true
    else { throw RuntimeError(.foreignItemHandle) }
    return .item(MenuItemReference(menu: handle.menu, item: handle.item), through: handle.through)
  }
}

extension CheckedProgram {
  /// The name a menu is addressed by: its declaration, or the button whose inline menu it is.
  func menuName(_ index: Int) -> String {
    switch menus[index].owner {
    case .declaration(let name): return name
    case .button(let button): return buttons[button].name
    }
  }
}
