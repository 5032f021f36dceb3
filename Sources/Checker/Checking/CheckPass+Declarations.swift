import DialLexer
import DialParser

// Phase 1: every declaration gets a slot in the program and, unless its name
// is taken, a symbol. Menus are flattened here already, because item paths
// (`more["Sort By"]`) must resolve wherever they are written.
extension CheckPass {
  /// Declares a script's items in order. What later phases need is copied out, so that the items' storage
  /// is freed when this returns, if the caller gave up its reference (``run(_:)``). Each item is moved out
  /// of the array before it is declared, so that the syntax nothing keeps (a menu's entries, 7 MB of 10 000
  /// menus) is freed item by item, and what declaring builds (the menus' items) reuses its memory instead
  /// of adding to the peak at the end of this phase.
  mutating func declare(_ items: consuming [TopLevelItem]) {
    var items = items
    items.reverse()  // In place, so that the items are taken from the end in their order.
    while let item = items.popLast() {
      switch item {
      case .declaration(let declaration): declare(declaration)
      case .statement(let statement): topLevelStatements.append(statement)
      }
    }
  }

  /// Declares one declaration, unless the program has reached its limit.
  mutating func declare(_ declaration: Declaration) {
    declarationCount += 1
    guard declarationCount <= declarationLimit else {
      // Reported once; the declarations past the limit are left out, so the program cannot run.
      // Appended past the diagnostics limit, as the one diagnostic that says why the program is refused.
      if declarationCount == declarationLimit + 1 {
        context.sink.reportPastLimit(
          CheckerDiagnostics.tooManyDeclarations(limit: declarationLimit, at: declaration.range))
      }
      return
    }
    switch declaration.kind {
    case .variable(let variable): declareVariable(variable)
    case .style(let style): declareStyle(style)
    case .button(let button): _ = declareButton(button)
    case .menu(let menu): declareMenu(menu)
    case .header(let header): declareHeader(header)
    case .use: break  // The front end follows `use`; the checker sees the used scripts themselves.
    case .invariant(let condition): pendingInvariants.append((condition, declaration.range))
    case .event(let event): addSymbol(event.name, .event(HostDeclarationChecker.declare(event, in: &context)))
    case .function(let function): addSymbol(function.name, .function(hostDeclarations.declare(function, in: &context)))
    }
  }

  /// Declares a variable, typed later by ``VariableInference``.
  mutating func declareVariable(_ variable: VariableDeclaration) {
    let index = context.program.variables.count
    variables.declare(variable, in: &context)
    addSymbol(variable.name, .variable(index))
  }

  /// Declares a style, its base and body resolved later.
  mutating func declareStyle(_ style: ComponentDeclaration) {
    let index = context.program.styles.count
    context.program.styles.append(
      CheckedStyle(
        name: style.name.name, range: style.name.range, preset: .plain, base: nil, body: .empty,
        behavior: nil))
    styleSyntax.append(style)
    addSymbol(style.name, .style(index))
  }

  /// Declares a button (top-level or inline in a header) and flattens its inline menu. Its entry in the
  /// program is made later, by ``makeButtons()``.
  mutating func declareButton(_ button: ComponentDeclaration) -> Int {
    let index = buttonBodies.count
    buttonBodies.append(button.body)
    if let base = button.base { buttonBases[index] = base }
    if addSymbol(button.name, .button(index)) {
      buttonSymbols.append(UInt32(truncatingIfNeeded: context.program.symbols.count))
    } else {
      buttonSymbols.append(0)
      unnamedButtons[index] = button.name
    }
    if let menuBody = Self.firstInlineMenu(of: button.body) {
      let menu = menus.build(menuBody, owner: .button(index), in: &context)
      inlineMenus[index] = menu
      context.program.menus[menu].buttons.append(index)
    }
    return index
  }

  /// Makes the program's entry of every declared button, once the scripts' items are freed: the array is
  /// then made in the memory they held, rather than beside them.
  mutating func makeButtons() {
    context.program.buttons.reserveCapacity(buttonSymbols.count)
    for (index, symbol) in buttonSymbols.enumerated() {
      let name = symbol == 0 ? unnamedButtons[index] : nil
      let symbolIndex = Int(symbol) - 1
      context.program.buttons.append(
        CheckedButton(
          name: name?.name ?? context.program.symbols[symbolIndex].name, body: .empty, tapHandler: nil, style: nil,
          range: name?.range ?? context.program.symbols[symbolIndex].range, menu: inlineMenus[index], preset: .plain,
          behavior: .push, header: nil))
    }
    buttonSymbols = []
    unnamedButtons = [:]
    inlineMenus = [:]
  }

  /// Declares a menu, flattened now (``MenuChecker/build(_:owner:in:)``).
  mutating func declareMenu(_ menu: MenuDeclaration) {
    let index = menus.build(menu.body, owner: .declaration(name: menu.name.name), in: &context)
    addSymbol(menu.name, .menu(index))
  }

  /// Declares a header and, after it, the buttons declared inline as its edges.
  mutating func declareHeader(_ header: HeaderDeclaration) {
    let index = context.program.headers.count
    context.program.headers.append(
      CheckedHeader(name: header.name.name, range: header.name.range, leading: nil, title: nil, trailing: nil))
    headers.syntax.append(header)
    addSymbol(header.name, .header(index))
    for item in header.body {
      guard case .property(let binding) = item.kind, case .button(let button, _) = binding.value else { continue }
      headers.inlineButtons[button.name.range] = declareButton(button)
    }
  }

  /// The first `menu { … }` at the top level of a button body; a second one is reported later.
  static func firstInlineMenu(of body: [BodyItem]) -> MenuBody? {
    for item in body {
      if case .menu(let menu) = item.kind { return menu }
    }
    return nil
  }

  /// Records a name in the one namespace, or reports it as a duplicate; true when it is recorded.
  @discardableResult
  mutating func addSymbol(_ name: Identifier, _ kind: SymbolKind) -> Bool {
    if BuiltinVariable(rawValue: name.name) != nil {
      context.report(CheckerDiagnostics.builtinRedeclaration(name.name, at: name.range))
      return false
    }
    if let first = context.program.symbol(named: name.name) {
      context.report(CheckerDiagnostics.duplicateDeclaration(name.name, at: name.range, first: first.range))
      return false
    }
    context.program.symbols.append(Symbol(name: name.name, kind: kind, range: name.range))
    context.program.symbolSlots.addLast(of: context.program.symbols)
    return true
  }
}

extension CheckedBlock {
  /// A block that binds nothing.
  static let empty = CheckedBlock(condition: nil, bindings: [], whens: [])
}
