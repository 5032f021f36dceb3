import DialLexer

// Phase 1: every declaration gets a slot in the program and, unless its name
// is taken, a symbol. Menus are flattened here already, because item paths
// (`more["Sort By"]`) must resolve wherever they are written.
extension CheckPass {
  /// Declares a script's items in order. Each item is taken out of `items` before it is declared, so that when
  /// the caller gave up its reference, an item's box is freed once declared: the parts later phases need were
  /// copied out (a 100 000-button program then peaks 11 MB lower).
  mutating func declare(_ items: consuming [TopLevelItem]) {
    var items = items
    items.reverse()  // Pointers only: popping from the end then yields the items in order.
    while let item = items.popLast() {
      switch item {
      case .declaration(let declaration): declare(declaration)
      case .statement(let statement): topLevelStatements.append(statement)
      }
    }
  }

  mutating func declare(_ declaration: Declaration) {
    declarationCount += 1
    guard declarationCount <= declarationLimit else {
      // Reported once; the declarations past the limit are left out, so the program cannot run.
      // Appended past the diagnostics limit, as the one diagnostic that says why the program is refused.
      if declarationCount == declarationLimit + 1 {
        diagnostics.append(CheckerDiagnostics.tooManyDeclarations(limit: declarationLimit, at: declaration.range))
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
    }
  }

  mutating func declareVariable(_ variable: VariableDeclaration) {
    let index = program.variables.count
    let placeholder = CheckedExpression(.constant(.bool(false)), .bool, variable.initializer.range)
    program.variables.append(
      CheckedVariable(name: variable.name.name, type: .bool, initializer: placeholder, range: variable.name.range))
    variableSyntax.append(variable)
    variableStates.append(.pending)
    addSymbol(variable.name, .variable(index))
  }

  mutating func declareStyle(_ style: ComponentDeclaration) {
    let index = program.styles.count
    program.styles.append(
      CheckedStyle(
        name: style.name.name, range: style.name.range, preset: .plain, base: nil, body: .empty,
        behavior: nil))
    styleSyntax.append(style)
    addSymbol(style.name, .style(index))
  }

  /// Declares a button (top-level or inline in a header) and flattens its inline menu.
  mutating func declareButton(_ button: ComponentDeclaration) -> Int {
    let index = program.buttons.count
    program.buttons.append(
      CheckedButton(
        name: button.name.name, body: .empty, tapHandler: nil, style: nil, range: button.name.range, menu: nil,
        preset: .plain, behavior: .push, header: nil))
    buttonBodies.append(button.body)
    if let base = button.base { buttonBases[index] = base }
    addSymbol(button.name, .button(index))
    if let menuBody = firstInlineMenu(of: button.body) {
      let menu = buildMenu(menuBody, owner: .button(index))
      program.buttons[index].menu = menu
      program.menus[menu].buttons.append(index)
    }
    return index
  }

  mutating func declareMenu(_ menu: MenuDeclaration) {
    let index = buildMenu(menu.body, owner: .declaration(name: menu.name.name))
    addSymbol(menu.name, .menu(index))
  }

  /// Declares a header and, after it, the buttons declared inline as its edges.
  mutating func declareHeader(_ header: HeaderDeclaration) {
    let index = program.headers.count
    program.headers.append(
      CheckedHeader(name: header.name.name, range: header.name.range, leading: nil, title: nil, trailing: nil))
    headerSyntax.append(header)
    addSymbol(header.name, .header(index))
    for item in header.body {
      guard case .property(let binding) = item.kind, case .button(let button, _) = binding.value else { continue }
      inlineButtons[button.name.range] = declareButton(button)
    }
  }

  /// The first `menu { … }` at the top level of a button body; a second one is reported later.
  func firstInlineMenu(of body: [BodyItem]) -> MenuBody? {
    for item in body {
      if case .menu(let menu) = item.kind { return menu }
    }
    return nil
  }

  /// Records a name in the one namespace, or reports it as a duplicate.
  mutating func addSymbol(_ name: Identifier, _ kind: SymbolKind) {
    if BuiltinVariable(rawValue: name.name) != nil {
      report(CheckerDiagnostics.builtinRedeclaration(name.name, at: name.range))
      return
    }
    if let first = program.symbol(named: name.name) {
      report(CheckerDiagnostics.duplicateDeclaration(name.name, at: name.range, first: first.range))
      return
    }
    program.symbols.append(Symbol(name: name.name, kind: kind, range: name.range))
    program.symbolSlots.addLast(of: program.symbols)
  }
}

extension CheckedBlock {
  /// A block that binds nothing.
  static let empty = CheckedBlock(condition: nil, bindings: [], whens: [])
}
