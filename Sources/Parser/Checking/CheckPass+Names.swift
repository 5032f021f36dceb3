import DialLexer

// Names, members, menu item paths and `contains` calls (docs/language.md §5, §7, §8).
extension CheckPass {
  /// The states a button's body can name directly (docs/language.md §6).
  static let ownStates: [String: Member] = [
    "highlighted": .highlighted, "selected": .selected, "enabled": .enabled, "focused": .focused,
    "loading": .loading,
  ]

  // MARK: - Names

  mutating func checkName(_ name: String, _ range: SourceRange, inComponent: Bool) -> CheckedExpression? {
    if inComponent, let state = CheckPass.ownStates[name] {
      return CheckedExpression(.ownState(state), .bool, range)
    }
    // Inside `on select`, `item` is the chosen action, as a closure's parameter shadows outer names.
    if name == "item" && inSelectHandler { return CheckedExpression(.chosenItem, .menuItem, range) }
    if let symbol = program.symbol(named: name) { return checkSymbol(symbol, range) }
    if name == "item" {
      report(CheckerDiagnostics.itemOutsideSelect(at: range))
      return nil
    }
    if let builtin = BuiltinVariable(rawValue: name) {
      return CheckedExpression(.builtin(builtin), builtin.type, range)
    }
    let symbols = program.symbols
    let hint = suggestion(for: name, among: CheckPass.nameCandidates(symbols, inComponent: inComponent))
    report(CheckerDiagnostics.unknownName(name, suggestion: hint, at: range))
    return nil
  }

  /// Every name an expression could mean, for suggestions.
  static func nameCandidates(_ symbols: [Symbol], inComponent: Bool) -> [String] {
    var names = symbols.map(\.name) + BuiltinVariable.allCases.map(\.rawValue)
    if inComponent { names += CheckPass.ownStates.keys.sorted() }
    return names
  }

  mutating func checkSymbol(_ symbol: Symbol, _ range: SourceRange) -> CheckedExpression? {
    switch symbol.kind {
    case .variable(let index):
      guard let type = variableType(index) else { return nil }
      return CheckedExpression(.variable(index), type, range)
    case .style:
      report(CheckerDiagnostics.styleAsValue(symbol.name, at: range))
      return nil
    case .button(let index): return CheckedExpression(.reference(.button(index)), .button, range)
    case .menu(let index): return CheckedExpression(.reference(.menu(index)), .menu, range)
    case .header(let index): return CheckedExpression(.reference(.header(index)), .header, range)
    }
  }

  // MARK: - Members

  mutating func checkMember(_ base: Expression, _ name: Identifier, _ range: SourceRange, inComponent: Bool)
    -> CheckedExpression?
  {
    if case .name("self") = base.withoutParentheses.kind {
      return checkSelfMember(name, range, inComponent: inComponent)
    }
    guard let checkedBase = check(base, expecting: Self.colorContext(base, name), inComponent: inComponent),
      let spec = memberSpec(name, of: checkedBase.type)
    else { return nil }
    if spec.argument != nil {
      report(CheckerDiagnostics.missingCall(at: name.range))
      return nil
    }
    if case .reference(.header(let header)) = checkedBase.kind {
      return headerMember(header, spec.member, name, range)
    }
    guard hasConditionalMember(checkedBase, spec.member, at: name.range) else { return nil }
    return CheckedExpression(.member(checkedBase, spec.member.effectiveGetter), spec.type, range)
  }

  /// Whether `base` has a member that only some components of its type have: `.selection` needs a single
  /// submenu or a `.popup` button, and a button's `.open` needs a menu. Reports when it has not.
  mutating func hasConditionalMember(_ base: CheckedExpression, _ member: Member, at range: SourceRange) -> Bool {
    switch (base.kind, member) {
    case (.reference(.item(let item)), .selection):
      let submenu = program.menus[item.menu].items[item.item]
      if submenu.modifiers.contains(.single) { return true }
      report(CheckerDiagnostics.selectionNeedsSingle(submenu.title, at: range))
    case (.reference(.menu(let index)), .selection):
      let menu = program.menus[index]
      if menu.isSingle || menu.isPopup { return true }
      report(CheckerDiagnostics.menuSelectionNeedsSingle(at: range))
    case (.reference(.button(let index)), .selection):
      let button = program.buttons[index]
      if button.behavior == .popup || button.menu.map({ program.menus[$0].isSingle }) == true { return true }
      report(CheckerDiagnostics.selectionNeedsPopup(button.name, button.behavior, at: range))
    case (.reference(.button(let index)), .open):
      if program.buttons[index].menu != nil { return true }
      report(CheckerDiagnostics.buttonWithoutMenu(program.buttons[index].name, reading: "'.open'", at: range))
    default:
      return true
    }
    return false
  }

  /// The member `name` of `type`, or nil after reporting it unknown.
  mutating func memberSpec(_ name: Identifier, of type: DialType) -> MemberSpec? {
    if let spec = Schema.member(name.name, of: type) { return spec }
    let hint = suggestion(for: name.name, among: Schema.members(of: type).map(\.member.rawValue))
    report(CheckerDiagnostics.unknownMember(name.name, of: type, suggestion: hint, at: name.range))
    return nil
  }

  /// A header's members are its parts: `nav.leading`, `nav.title`.
  mutating func headerMember(_ header: Int, _ member: Member, _ name: Identifier, _ range: SourceRange)
    -> CheckedExpression?
  {
    let edge = member == .leading ? program.headers[header].leading : program.headers[header].trailing
    switch member {
    case .title:
      guard program.headers[header].hasTitle else {
        report(CheckerDiagnostics.missingHeaderTitle(program.headers[header].name, at: name.range))
        return nil
      }
      return CheckedExpression(.reference(.headerTitle(header)), .headerTitle, range)
    case .frame, .largeContentViewer:
      let base = CheckedExpression(.reference(.header(header)), .header, range)
      return CheckedExpression(.member(base, member), member == .frame ? .frame : .bool, range)
    default: break
    }
    guard let edge else {
      report(CheckerDiagnostics.missingHeaderEdge(program.headers[header].name, member, at: name.range))
      return nil
    }
    return CheckedExpression(.reference(.button(edge)), .button, range)
  }

  // MARK: - Menu item paths

  /// `menu["Title"]`: an item of a menu, of a button's menu, or of a submenu.
  mutating func checkSubscript(_ base: Expression, _ title: Expression, _ range: SourceRange, inComponent: Bool)
    -> CheckedExpression?
  {
    guard let checkedBase = check(base, expecting: nil, inComponent: inComponent),
      let (menu, parent) = itemContainer(checkedBase)
    else { return nil }
    guard let text = title.plainString else {
      report(CheckerDiagnostics.itemTitleNotLiteral(at: title.range))
      return nil
    }
    guard let item = program.menus[menu].child(titled: text, of: parent) else {
      let checkedMenu = program.menus[menu]
      let hint = suggestion(for: text, among: CheckPass.siblingTitles(checkedMenu, parent: parent))
      report(CheckerDiagnostics.unknownItem(text, suggestion: hint, at: title.range))
      return nil
    }
    let type: DialType = program.menus[menu].items[item].kind == .action ? .menuItem : .submenu
    return CheckedExpression(.reference(.item(MenuItemReference(menu: menu, item: item))), type, range)
  }

  /// The menu and submenu (nil: the top level) whose items a subscript on `base` addresses.
  mutating func itemContainer(_ base: CheckedExpression) -> (menu: Int, parent: Int?)? {
    switch base.kind {
    case .reference(.menu(let menu)):
      return (menu, nil)
    case .reference(.button(let button)):
      if let menu = program.buttons[button].menu { return (menu, nil) }
      report(CheckerDiagnostics.buttonWithoutMenu(program.buttons[button].name, reading: "items", at: base.range))
      return nil
    case .reference(.item(let item)) where base.type == .submenu:
      return (item.menu, item.item)
    default:
      report(CheckerDiagnostics.notAMenu(base.type, at: base.range))
      return nil
    }
  }

  static func siblingTitles(_ menu: CheckedMenu, parent: Int?) -> [String] {
    let items = menu.items
    let indexes = parent.map { items[$0].children } ?? menu.topLevel
    return indexes.map { items[$0].title }
  }
}
