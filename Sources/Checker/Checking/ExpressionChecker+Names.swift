import DialLexer
import DialParser

// Names, members and menu item paths (docs/language.md §5, §7, §8).
extension ExpressionChecker {
  /// The states a button's body can name directly (docs/language.md §6).
  static let ownStates: [String: Member] = [
    "highlighted": .highlighted, "selected": .selected, "enabled": .enabled, "focused": .focused,
    "loading": .loading,
  ]

  // MARK: - Names

  /// A name: one of the button's own states, `item` in `on select`, a declaration or a built-in variable.
  func checkName(_ name: String, _ range: SourceRange, in context: inout CheckContext) -> CheckedExpression? {
    if let function { return checkNameInFunction(function, name, range, in: &context) }
    if inComponent, let state = Self.ownStates[name] {
      return CheckedExpression(.ownState(state), .bool, range)
    }
    // Inside `on select`, `item` is the chosen action, as a closure's parameter shadows outer names.
    if name == "item" && inSelectHandler { return CheckedExpression(.chosenItem, .menuItem, range) }
    if let symbol = context.program.symbol(named: name) { return Self.checkSymbol(symbol, range, in: &context) }
    if name == "item" {
      context.report(CheckerDiagnostics.itemOutsideSelect(at: range))
      return nil
    }
    if let builtin = BuiltinVariable(rawValue: name) {
      return CheckedExpression(.builtin(builtin), builtin.type, range)
    }
    if let rule = Habits.rule(name, at: .literal) {
      let spelling = rule.dial
      let fix = FixIt("replace '\(name)' with '\(spelling)'", range: range, replacement: spelling)
      context.report(Diagnostic(.unknownName, rule.message, at: range, fixIts: [fix]))
      return nil
    }
    let symbols = context.program.symbols
    let hint = context.suggestion(for: name, among: Self.nameCandidates(symbols, inComponent: inComponent))
    context.report(CheckerDiagnostics.unknownName(name, suggestion: hint, at: range))
    return nil
  }

  /// Every name an expression could mean, for suggestions.
  static func nameCandidates(_ symbols: [Symbol], inComponent: Bool) -> [String] {
    // Literals too: `ture` is most likely `true`.
    var names = symbols.map(\.name) + BuiltinVariable.allCases.map(\.rawValue) + ["true", "false", "nil"]
    if inComponent { names += Self.ownStates.keys.sorted() }
    return names
  }

  /// What a declaration's name stands for: a variable's value once typed, or a component; a style is no value.
  static func checkSymbol(_ symbol: Symbol, _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    switch symbol.kind {
    case .variable(let index):
      guard let type = context.variableType(index) else { return nil }
      return CheckedExpression(.variable(index), type, range)
    case .style:
      context.report(CheckerDiagnostics.styleAsValue(symbol.name, at: range))
      return nil
    case .button(let index): return CheckedExpression(.reference(.button(index)), .button, range)
    case .menu(let index): return CheckedExpression(.reference(.menu(index)), .menu, range)
    case .header(let index): return CheckedExpression(.reference(.header(index)), .header, range)
    case .event:
      context.report(HostDiagnostics.declarationAsValue(symbol.name, kind: "host event", at: range))
      return nil
    case .function:
      context.report(HostDiagnostics.declarationAsValue(symbol.name, kind: "function", at: range))
      return nil
    }
  }

  /// A name in a function's body: one of its parameters; anything else it would read is refused, so that a
  /// binding that calls the function reads only what it passes.
  func checkNameInFunction(_ index: Int, _ name: String, _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    let function = context.program.functions[index]
    if let position = function.parameters.firstIndex(where: { $0.name == name }) {
      return CheckedExpression(.parameter(position), function.parameters[position].type, range)
    }
    if context.program.symbol(named: name) != nil || BuiltinVariable(rawValue: name) != nil
      || Self.ownStates[name] != nil
    {
      context.report(HostDiagnostics.functionReadsState(function.name, reading: name, at: range))
      return nil
    }
    let hint = context.suggestion(for: name, among: function.parameters.map(\.name))
    context.report(CheckerDiagnostics.unknownName(name, suggestion: hint, at: range))
    return nil
  }

  // MARK: - Members

  /// `base.member`: a property or derived member of a component, a member of a value, or a header's part.
  func checkMember(_ base: Expression, _ name: Identifier, _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    if case .name("self") = base.withoutParentheses.kind {
      return checkSelfMember(name, range, in: &context)
    }
    if case .name(let eventName) = base.withoutParentheses.kind, function == nil,
      case .event(let event)? = context.program.symbol(named: eventName)?.kind
    {
      return Self.checkEventMember(event, name, range, in: &context)
    }
    guard let checkedBase = check(base, expecting: Self.colorContext(base, name), in: &context),
      let spec = Self.memberSpec(name, of: checkedBase.type, in: &context)
    else { return nil }
    if spec.argument != nil {
      context.report(CheckerDiagnostics.missingCall(at: name.range))
      return nil
    }
    if case .reference(.header(let header)) = checkedBase.kind {
      return Self.headerMember(header, spec.member, name, range, in: &context)
    }
    guard Self.hasConditionalMember(checkedBase, spec.member, at: name.range, in: &context) else { return nil }
    return CheckedExpression(.member(checkedBase, spec.member.effectiveGetter), spec.type, range)
  }

  /// `addedToCart.emitted` (how many times it was emitted) or `addedToCart.count` (a parameter, as last emitted).
  static func checkEventMember(_ index: Int, _ name: Identifier, _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    let event = context.program.events[index]
    if name.name == "emitted" {
      context.countReads[index, default: .init()].reads += 1
      return CheckedExpression(.emissionCount(index), .int, range)
    }
    if let position = event.parameters.firstIndex(where: { $0.name == name.name }) {
      let type = event.parameters[position].type
      return CheckedExpression(.emittedArgument(event: index, parameter: position), type, range)
    }
    if context.incompleteSignatures.contains(event.name) { return nil }
    let members = ["emitted"] + event.parameters.map(\.name)
    let hint = context.suggestion(for: name.name, among: members)
    context.report(
      HostDiagnostics.unknownEventMember(name.name, of: event.name, members: members, suggestion: hint, at: name.range))
    return nil
  }

  /// Whether `base` has a member that only some components of its type have: `.selection` needs a single
  /// submenu or a `.popup` button, and a button's `.open` needs a menu. Reports when it has not.
  static func hasConditionalMember(
    _ base: CheckedExpression, _ member: Member, at range: SourceRange, in context: inout CheckContext
  ) -> Bool {
    switch (base.kind, member) {
    case (.reference(.item(let item)), .selection):
      let submenu = context.program.menus[item.menu].items[item.item]
      if submenu.modifiers.contains(.single) { return true }
      context.report(CheckerDiagnostics.selectionNeedsSingle(submenu.title, at: range))
    case (.reference(.menu(let index)), .selection):
      let menu = context.program.menus[index]
      if menu.isSingle || menu.isPopup { return true }
      context.report(CheckerDiagnostics.menuSelectionNeedsSingle(at: range))
    case (.reference(.button(let index)), .selection):
      let button = context.program.buttons[index]
      let menus = context.program.menus
      if button.behavior == .popup || button.menu.map({ menus[$0].isSingle }) == true { return true }
      context.report(CheckerDiagnostics.selectionNeedsPopup(button.name, button.behavior, at: range))
    case (.reference(.button(let index)), .open):
      let button = context.program.buttons[index]
      if button.menu != nil { return true }
      context.report(CheckerDiagnostics.buttonWithoutMenu(button.name, reading: "'.open'", at: range))
    default:
      return true
    }
    return false
  }

  /// The member `name` of `type`, or nil after reporting it unknown.
  static func memberSpec(_ name: Identifier, of type: DialType, in context: inout CheckContext) -> MemberSpec? {
    if let spec = Schema.member(name.name, of: type) { return spec }
    let hint = context.suggestion(for: name.name, among: Schema.members(of: type).map(\.member.rawValue))
    context.report(CheckerDiagnostics.unknownMember(name.name, of: type, suggestion: hint, at: name.range))
    return nil
  }

  /// A header's members are its parts: `nav.leading`, `nav.title`.
  static func headerMember(
    _ header: Int, _ member: Member, _ name: Identifier, _ range: SourceRange, in context: inout CheckContext
  ) -> CheckedExpression? {
    let headers = context.program.headers
    let edge = member == .leading ? headers[header].leading : headers[header].trailing
    switch member {
    case .title:
      guard headers[header].hasTitle else {
        context.report(CheckerDiagnostics.missingHeaderTitle(headers[header].name, at: name.range))
        return nil
      }
      return CheckedExpression(.reference(.headerTitle(header)), .headerTitle, range)
    case .frame, .largeContentViewer:
      let base = CheckedExpression(.reference(.header(header)), .header, range)
      return CheckedExpression(.member(base, member), member == .frame ? .frame : .bool, range)
    default: break
    }
    guard let edge else {
      context.report(CheckerDiagnostics.missingHeaderEdge(headers[header].name, member, at: name.range))
      return nil
    }
    return CheckedExpression(.reference(.button(edge)), .button, range)
  }

  // MARK: - Menu item paths

  /// `menu["Title"]`: an item of a menu, of a button's menu, or of a submenu.
  func checkSubscript(_ base: Expression, _ title: Expression, _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    guard let checkedBase = check(base, expecting: nil, in: &context),
      let (menu, parent) = Self.itemContainer(checkedBase, in: &context)
    else { return nil }
    guard let text = title.plainString else {
      context.report(CheckerDiagnostics.itemTitleNotLiteral(at: title.range))
      return nil
    }
    guard let item = context.program.menus[menu].child(titled: text, of: parent) else {
      let checkedMenu = context.program.menus[menu]
      let hint = context.suggestion(for: text, among: Self.siblingTitles(checkedMenu, parent: parent))
      context.report(CheckerDiagnostics.unknownItem(text, suggestion: hint, at: title.range))
      return nil
    }
    let type: DialType = context.program.menus[menu].items[item].kind == .action ? .menuItem : .submenu
    return CheckedExpression(.reference(.item(MenuItemReference(menu: menu, item: item))), type, range)
  }

  /// The menu and submenu (nil: the top level) whose items a subscript on `base` addresses.
  static func itemContainer(_ base: CheckedExpression, in context: inout CheckContext) -> (menu: Int, parent: Int?)? {
    switch base.kind {
    case .reference(.menu(let menu)):
      return (menu, nil)
    case .reference(.button(let button)):
      if let menu = context.program.buttons[button].menu { return (menu, nil) }
      let name = context.program.buttons[button].name
      context.report(CheckerDiagnostics.buttonWithoutMenu(name, reading: "items", at: base.range))
      return nil
    case .reference(.item(let item)) where base.type == .submenu:
      return (item.menu, item.item)
    default:
      context.report(CheckerDiagnostics.notAMenu(base.type, at: base.range))
      return nil
    }
  }

  /// The titles of the items under `parent` (nil: the top level), for suggestions.
  static func siblingTitles(_ menu: CheckedMenu, parent: Int?) -> [String] {
    let items = menu.items
    let indexes = parent.map { items[$0].children } ?? menu.topLevel
    return indexes.map { items[$0].title }
  }
}
