import DialLexer

// Menus (docs/language.md §7): flattening, titles, modifiers and radio groups.
extension CheckPass {
  // MARK: - Building

  /// Flattens a menu body into a new ``CheckedMenu`` and returns its index.
  mutating func buildMenu(_ body: MenuBody, owner: MenuOwner) -> Int {
    let index = program.menus.count
    program.menus.append(
      CheckedMenu(
        owner: owner, title: nil, items: [], topLevel: [], topLevelByTitle: [:], buttons: [],
        isPopup: false, range: body.range))
    program.menus[index].items.reserveCapacity(Self.itemCount(body.entries))
    let isSingle = modifiers(body.modifiers, ItemModifiers.rootModifiers, "menu").contains(.single)
    program.menus[index].isSingle = isSingle
    // A single root menu is one radio group, as a pop-up's menu is: group -1, the whole menu.
    addEntries(body.entries, menu: index, parent: nil, group: isSingle ? -1 : nil)
    return index
  }

  /// How many items `entries` declare at every level: a menu's items are reserved at that size, where growing
  /// them one at a time left a menu of five items eight slots (3.4 MB over 10 000 such menus).
  static func itemCount(_ entries: [MenuEntry]) -> Int {
    entries.reduce(0) { count, entry in
      switch entry.kind {
      case .property: return count
      case .action: return count + 1
      case .handler: return count
      case .submenu(let submenu): return count + 1 + itemCount(submenu.body.entries)
      }
    }
  }

  /// Adds the entries of one menu level; `group` is the outermost single submenu above them.
  mutating func addEntries(_ entries: [MenuEntry], menu: Int, parent: Int?, group: Int?) {
    for entry in entries {
      switch entry.kind {
      case .property(let binding) where binding.name.name == Property.selection.rawValue:
        pendingMenuSelections.append((menu, parent, binding))
      case .property(let binding):
        pendingMenuProperties.append((menu, binding, entry.range, parent != nil))
      case .action(let action):
        let item = addItem(action.title, kind: .action, menu: menu, parent: parent)
        program.menus[menu].items[item].modifiers = modifiers(action.modifiers, ItemModifiers.actionModifiers, "action")
        program.menus[menu].items[item].radioGroup = group
        // An empty body checks to nothing: kept anyway, 40 000 bodiless actions took 1.6 MB here.
        if !action.body.isEmpty {
          pendingActionBodies.append((MenuItemReference(menu: menu, item: item), action.body))
        }
      case .submenu(let submenu):
        addSubmenu(submenu, menu: menu, parent: parent, group: group)
      case .handler(let handler):
        pendingMenuHandlers.append((menu, parent, handler))
      }
    }
  }

  mutating func addSubmenu(_ submenu: SubmenuItem, menu: Int, parent: Int?, group: Int?) {
    let item = addItem(submenu.title, kind: .submenu, menu: menu, parent: parent)
    // The submenu's own items are one level below it; the submenu itself is at its parent's level plus one.
    guard depth(of: item, in: menu) < Limits.maxMenuDepth else {
      return report(CheckerDiagnostics.menuTooDeep(at: submenu.title.range))
    }
    let flags = modifiers(submenu.modifiers, ItemModifiers.submenuModifiers, "submenu")
    program.menus[menu].items[item].modifiers = flags
    var innerGroup = group
    if flags.contains(.single) {
      if group != nil, let single = submenu.modifiers.first(where: { $0.name == "single" }) {
        report(CheckerDiagnostics.nestedSingle(at: single.range))
      } else {
        innerGroup = item
      }
    }
    addEntries(submenu.body.entries, menu: menu, parent: item, group: innerGroup)
  }

  /// The level of an item: 1 for a menu's own items, 2 for a submenu's, and so on.
  func depth(of item: Int, in menu: Int) -> Int {
    var depth = 1
    var current = program.menus[menu].items[item].parent
    while let parent = current {
      depth += 1
      current = program.menus[menu].items[parent].parent
    }
    return depth
  }

  /// Appends an item under `parent`, reporting a sibling with the same title.
  mutating func addItem(_ title: ItemTitle, kind: MenuItemKind, menu: Int, parent: Int?) -> Int {
    let item = program.menus[menu].items.count
    program.menus[menu].items.append(
      CheckedMenuItem(
        title: title.text, children: [], childrenByTitle: [:], bindings: [], selectHandler: nil,
        titleRange: title.range, modifiers: [], kind: kind, parent: parent, radioGroup: nil))
    if let sibling = program.menus[menu].child(titled: title.text, of: parent) {
      let first = program.menus[menu].items[sibling].titleRange
      report(CheckerDiagnostics.duplicateItem(title.text, at: title.range, first: first))
    }
    program.menus[menu].addChild(item, to: parent)
    return item
  }

  /// The modifiers written after an item's title, reporting unknown and repeated ones.
  mutating func modifiers(_ names: [Identifier], _ known: [String: ItemModifiers], _ kind: String) -> ItemModifiers {
    var result: ItemModifiers = []
    for name in names {
      guard let flag = known[name.name] else {
        let hint = suggestion(for: name.name, among: known.keys.sorted())
        report(CheckerDiagnostics.unknownModifier(name.name, of: kind, suggestion: hint, at: name.range))
        continue
      }
      if result.contains(flag) { report(CheckerDiagnostics.duplicateModifier(name.name, at: name.range)) }
      result.insert(flag)
    }
    return result
  }

  // MARK: - Checking

  /// Checks menu titles and action bodies, once every name is declared.
  mutating func checkMenus() {
    for pending in pendingMenuProperties {
      checkMenuProperty(pending.binding, menu: pending.menu, range: pending.range, isSubmenu: pending.isSubmenu)
    }
    for index in pendingActionBodies.indices {
      let pending = pendingActionBodies[index]
      pendingActionBodies[index].body = []  // Freed once checked, as a style's body is.
      checkActionBody(pending.body, item: pending.item)
    }
    var firstHandler: [Int: SourceRange] = [:]
    for pending in pendingMenuHandlers {
      // One handler per menu level: keyed by the submenu, or by -1 - menu for a menu's own.
      var first = firstHandler[pending.submenu.map { $0 } ?? -1 - pending.menu]
      guard let statements = checkHandler(pending.handler, expected: "select", first: &first) else { continue }
      firstHandler[pending.submenu ?? -1 - pending.menu] = first
      if let submenu = pending.submenu {
        program.menus[pending.menu].items[submenu].selectHandler = statements
      } else {
        program.menus[pending.menu].selectHandler = statements
      }
    }
    pendingMenuHandlers = []
    for pending in pendingMenuSelections {
      checkMenuSelection(pending.binding, menu: pending.menu, in: pending.submenu)
    }
    pendingMenuSelections = []
  }

  mutating func checkMenuProperty(_ binding: PropertyBinding, menu: Int, range: SourceRange, isSubmenu: Bool) {
    if isSubmenu && binding.name.name == Property.title.rawValue {
      report(CheckerDiagnostics.submenuTitleProperty(at: binding.name.range))
      return
    }
    guard let spec = propertySpec(binding.name, in: .menu) else { return }
    if let first = program.menus[menu].title {
      report(CheckerDiagnostics.duplicateProperty(binding.name.name, at: binding.name.range, first: first.range))
      return
    }
    if let value = checkPropertyValue(binding, spec, inComponent: false) {
      program.menus[menu].title = value
    }
  }

  mutating func checkActionBody(_ body: [BodyItem], item reference: MenuItemReference) {
    var seen = SeenProperties()
    var handlerRange: SourceRange?
    for entry in body {
      switch entry.kind {
      case .property(let binding):
        guard let spec = propertySpec(binding.name, in: .action), isFirst(binding.name, spec, &seen),
          !repeatsModifier(spec.property, binding.name, reference)
        else { continue }
        if let value = checkPropertyValue(binding, spec, inComponent: false) {
          let checked = CheckedBinding(property: spec.property, value: value, range: entry.range)
          program.menus[reference.menu].items[reference.item].bindings.append(checked)
        }
      case .handler(let handler):
        guard let statements = checkHandler(handler, expected: "select", first: &handlerRange) else { continue }
        program.menus[reference.menu].items[reference.item].selectHandler = statements
      case .when: report(CheckerDiagnostics.misplacedWhen(at: entry.range))
      case .menu: report(CheckerDiagnostics.misplacedMenu(at: entry.range))
      }
    }
  }

  /// `action "A" selected { selected: x }`: the modifier already sets the property (docs/language.md §7).
  mutating func repeatsModifier(_ property: Property, _ name: Identifier, _ reference: MenuItemReference) -> Bool {
    let modifiers = program.menus[reference.menu].items[reference.item].modifiers
    let modifier: String
    switch property {
    case .selected where modifiers.contains(.selected): modifier = "selected"
    case .enabled where modifiers.contains(.disabled): modifier = "disabled"
    default: return false
    }
    report(CheckerDiagnostics.modifierAndProperty(name.name, modifier: modifier, at: name.range))
    return true
  }

  // MARK: - Radio groups

  /// Reports a second `selected` action in one radio group (docs/language.md §7: at most one is on).
  mutating func checkRadioGroups() {
    for menu in program.menus.indices {
      var firstSelected: [Int: SourceRange] = [:]
      for item in program.menus[menu].items where item.kind == .action && item.modifiers.contains(.selected) {
        guard let group = program.menus[menu].isPopup ? -1 : item.radioGroup else { continue }
        if let first = firstSelected[group] {
          report(CheckerDiagnostics.multipleSelected(at: item.titleRange, first: first))
        } else {
          firstSelected[group] = item.titleRange
        }
      }
    }
  }

  /// Makes every action of a pop-up button's menu part of one group (docs/language.md §6).
  mutating func makePopup(_ menu: Int) {
    guard program.menus.indices.contains(menu), !program.menus[menu].isPopup else { return }
    program.menus[menu].isPopup = true
    for item in program.menus[menu].items.indices where program.menus[menu].items[item].kind == .action {
      program.menus[menu].items[item].radioGroup = -1
    }
  }
}
