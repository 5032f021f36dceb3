import DialLexer
import DialParser

// Flattening (docs/language.md §7): each menu body becomes a `CheckedMenu` as it is declared, its items in
// pre-order with their titles, modifiers and radio groups; what needs every name declared waits in the
// checker's pending work.
extension MenuChecker {
  /// Flattens a menu body into a new ``CheckedMenu`` and returns its index.
  mutating func build(_ body: MenuBody, owner: MenuOwner, in context: inout CheckContext) -> Int {
    let index = context.program.menus.count
    context.program.menus.append(
      CheckedMenu(
        owner: owner, title: nil, items: [], topLevel: [], topLevelByTitle: [:], buttons: [],
        isPopup: false, range: body.range))
    context.program.menus[index].items.reserveCapacity(Self.itemCount(body.entries))
    let isSingle = Self.modifiers(body.modifiers, ItemModifiers.rootModifiers, "menu", in: &context).contains(.single)
    context.program.menus[index].isSingle = isSingle
    // A single root menu is one radio group, as a pop-up's menu is: group -1, the whole menu.
    addEntries(body.entries, menu: index, parent: nil, group: isSingle ? -1 : nil, in: &context)
    return index
  }

  /// How many items `entries` declare at every level: a menu's items are reserved at that size, where growing
  /// them one at a time left a menu of five items eight slots (3.4 MB over 10 000 such menus).
  static func itemCount(_ entries: [MenuEntry]) -> Int {
    var count = 0
    for entry in entries {
      SyntaxNode.menuEntry(entry).walk { node in
        guard case .menuEntry(let entry) = node else { return .skipChildren }
        switch entry.kind {
        case .action:
          count += 1
          return .skipChildren  // Its body holds no items of the menu, even a `menu { … }` written by mistake.
        case .submenu:
          count += 1
          return .visitChildren
        case .property, .handler:
          return .skipChildren
        }
      }
    }
    return count
  }

  /// Adds the entries of one menu level; `group` is the outermost single submenu above them.
  mutating func addEntries(
    _ entries: [MenuEntry], menu: Int, parent: Int?, group: Int?, in context: inout CheckContext
  ) {
    for entry in entries {
      switch entry.kind {
      case .property(let binding) where binding.name.name == Property.selection.rawValue:
        pendingSelections.append((menu, parent, binding))
      case .property(let binding):
        pendingProperties.append((menu, binding, entry.range, parent != nil))
      case .action(let action):
        let item = Self.addItem(action.title, kind: .action, menu: menu, parent: parent, in: &context)
        let modifiers = Self.modifiers(action.modifiers, ItemModifiers.actionModifiers, "action", in: &context)
        context.program.menus[menu].items[item].modifiers = modifiers
        context.program.menus[menu].items[item].radioGroup = group
        // An empty body checks to nothing: kept anyway, 40 000 bodiless actions took 1.6 MB here.
        if !action.body.isEmpty {
          pendingActionBodies.append((MenuItemReference(menu: menu, item: item), action.body))
        }
      case .submenu(let submenu):
        addSubmenu(submenu, menu: menu, parent: parent, group: group, in: &context)
      case .handler(let handler):
        pendingHandlers.append((menu, parent, handler))
      }
    }
  }

  /// Adds a submenu and its entries, within ``Limits/maxMenuDepth``; a single submenu is its items' radio
  /// group, unless it is inside another.
  mutating func addSubmenu(
    _ submenu: SubmenuItem, menu: Int, parent: Int?, group: Int?, in context: inout CheckContext
  ) {
    let item = Self.addItem(submenu.title, kind: .submenu, menu: menu, parent: parent, in: &context)
    // The submenu's own items are one level below it; the submenu itself is at its parent's level plus one.
    guard context.program.menus[menu].depth(of: item) < Limits.maxMenuDepth else {
      return context.report(CheckerDiagnostics.menuTooDeep(at: submenu.title.range))
    }
    let flags = Self.modifiers(submenu.modifiers, ItemModifiers.submenuModifiers, "submenu", in: &context)
    context.program.menus[menu].items[item].modifiers = flags
    var innerGroup = group
    if flags.contains(.single) {
      if group != nil, let single = submenu.modifiers.first(where: { $0.name == "single" }) {
        context.report(CheckerDiagnostics.nestedSingle(at: single.range))
      } else {
        innerGroup = item
      }
    }
    addEntries(submenu.body.entries, menu: menu, parent: item, group: innerGroup, in: &context)
  }

  /// Appends an item under `parent`, reporting a sibling with the same title.
  static func addItem(
    _ title: ItemTitle, kind: MenuItemKind, menu: Int, parent: Int?, in context: inout CheckContext
  ) -> Int {
    let item = context.program.menus[menu].items.count
    context.program.menus[menu].items.append(
      CheckedMenuItem(
        title: title.text, children: [], childrenByTitle: [:], bindings: [], selectHandler: nil,
        titleRange: title.range, modifiers: [], kind: kind, parent: parent, radioGroup: nil))
    if let sibling = context.program.menus[menu].child(titled: title.text, of: parent) {
      let first = context.program.menus[menu].items[sibling].titleRange
      context.report(CheckerDiagnostics.duplicateItem(title.text, at: title.range, first: first))
    }
    context.program.menus[menu].addChild(item, to: parent)
    return item
  }

  /// The modifiers written after an item's title, reporting unknown and repeated ones.
  static func modifiers(
    _ names: [Identifier], _ known: [String: ItemModifiers], _ kind: String, in context: inout CheckContext
  ) -> ItemModifiers {
    var result: ItemModifiers = []
    for name in names {
      guard let flag = known[name.name] else {
        let hint = context.suggestion(for: name.name, among: known.keys.sorted())
        context.report(CheckerDiagnostics.unknownModifier(name.name, of: kind, suggestion: hint, at: name.range))
        continue
      }
      if result.contains(flag) { context.report(CheckerDiagnostics.duplicateModifier(name.name, at: name.range)) }
      result.insert(flag)
    }
    return result
  }
}

extension CheckedMenu {
  /// The level of an item: 1 for a menu's own items, 2 for a submenu's, and so on.
  func depth(of item: Int) -> Int {
    var depth = 1
    var current = items[item].parent
    while let parent = current {
      depth += 1
      current = items[parent].parent
    }
    return depth
  }
}
