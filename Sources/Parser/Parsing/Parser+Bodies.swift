import DialLexer

// MARK: - Button, style, action and header bodies

extension Parser {
  // body -> { bodyItem terminator } '}'
  mutating func bodyItems(opener: Token) -> [BodyItem] {
    block(opener: opener, noun: "properties") { $0.bodyItem() }
  }

  // bodyItem -> property | whenBlock | handler | 'menu' menuBody
  mutating func bodyItem() -> BodyItem? {
    let start = current.start
    let kind: BodyItemKind?
    switch self.kind {
    case .kwWhen: kind = whenBlock()
    case .kwOn: kind = handler()
    case .kwMenu where peekKind() == .leftBrace || peekKind() == .identifier:
      advance()
      let modifiers = itemModifiers()
      kind = menuBody(of: "menu").map { body in
        var body = body
        body.modifiers = modifiers
        return BodyItemKind.menu(body)
      }
    case _ where startsProperty && peekKind(2) == .leftBrace && Habits.rule(text(current), at: .handlerProperty) != nil:
      kind = foreignHandlerItem()
    case _ where startsProperty:
      kind = property().map(BodyItemKind.property)
    case .identifier
    where Habits.startsPropertyWithoutColon(
      before: peekKind(), spaced: index + 1 < tokens.count && tokens[index + 1].start > current.end):
      kind = propertyWithoutColon().map(BodyItemKind.property)
    default:
      report(.expectedBodyItem, at: current)
      kind = nil
    }
    return kind.map { BodyItem($0, range(from: start)) }
  }

  /// `action: { … }`, said and read as `on tap { … }`.
  mutating func foreignHandlerItem() -> BodyItemKind? {
    let nameToken = advance()
    let colon = advance()
    if let rule = Habits.rule(text(nameToken), at: .handlerProperty) {
      let written = SourceRange(file: file, start: nameToken.start, end: colon.end)
      reportRecovered(.habit(rule), at: written, fix: FixIt("write 'on tap'", range: written, replacement: "on tap"))
    }
    let opener = advance()
    let body = statements(opener: opener)
    return .handler(Handler(event: Identifier("tap", range(nameToken)), body: body))
  }

  /// A property written without its `:`, said with the fix and read as if it had one.
  mutating func propertyWithoutColon() -> PropertyBinding? {
    let nameToken = advance()
    let name = Identifier(text(nameToken), range(nameToken))
    if kind == .assign {
      let equals = advance()
      reportRecovered(
        .propertyNeedsColon(name.name), at: range(equals),
        fix: FixIt("replace '=' with ':'", range: range(equals), replacement: ":"))
    } else {
      let at = SourceRange(file: file, start: nameToken.end, end: nameToken.end)
      reportRecovered(
        .propertyNeedsColon(name.name), at: range(nameToken), fix: FixIt("add ':'", range: at, replacement: ":"))
    }
    return PropertyBinding(name: name, value: .expression(expression()))
  }

  /// `name:` — a name (keywords such as `menu` included) followed by a colon.
  var startsProperty: Bool {
    (kind == .identifier || kind.isKeyword) && peekKind() == .colon
  }

  // property -> name ':' (expression | 'button' name [':' base] body)
  mutating func property() -> PropertyBinding? {
    let nameToken = advance()
    advance()
    let name = Identifier(text(nameToken), range(nameToken))
    if kind == .kwButton {
      let start = current.start
      guard let button = component() else { return nil }
      return PropertyBinding(name: name, value: .button(button, range(from: start)))
    }
    return PropertyBinding(name: name, value: .expression(expression()))
  }

  // whenBlock -> 'when' expression '{' body '}'
  mutating func whenBlock() -> BodyItemKind? {
    advance()
    let condition = condition("'when'")
    guard let opener = expect(.leftBrace, "after the condition of 'when'") else { return nil }
    return .when(WhenBlock(condition: condition, body: bodyItems(opener: opener)))
  }

  // handler -> 'on' name '{' statements '}'
  mutating func handler() -> BodyItemKind? {
    let keyword = advance()
    guard kind == .identifier else {
      report(.expected("an event name such as 'tap' or 'select'", "after '\(text(keyword))'"), at: current)
      return nil
    }
    let event = advance()
    guard let opener = expect(.leftBrace, "to begin the handler's body") else { return nil }
    let body = statements(opener: opener)
    return .handler(Handler(event: Identifier(text(event), range(event)), body: body))
  }

  // MARK: - Menus

  // menuBody -> '{' { menuEntry terminator } '}'
  mutating func menuBody(of owner: String) -> MenuBody? {
    guard let opener = expect(.leftBrace, "to begin the items of '\(owner)'") else { return nil }
    let entries = block(opener: opener, noun: "menu items") { $0.menuEntry() }
    return MenuBody(entries: entries, range: range(from: opener.start))
  }

  // menuEntry -> 'action' title modifiers [body] | 'menu' title modifiers menuBody | property
  mutating func menuEntry() -> MenuEntry? {
    let start = current.start
    let kind: MenuEntryKind?
    switch self.kind {
    case .kwAction: kind = action()
    case .kwMenu where peekKind() == .stringStart: kind = submenu()
    case .kwOn:
      if case .handler(let handler)? = handler() { kind = .handler(handler) } else { kind = nil }
    case _ where startsProperty: kind = property().map(MenuEntryKind.property)
    default:
      report(.expectedMenuEntry, at: current)
      kind = nil
    }
    return kind.map { MenuEntry($0, range(from: start)) }
  }

  mutating func action() -> MenuEntryKind? {
    advance()
    guard let title = itemTitle(after: "action") else { return nil }
    let modifiers = itemModifiers()
    var body: [BodyItem] = []
    if kind == .leftBrace { body = bodyItems(opener: advance()) }
    return .action(ActionItem(title: title, modifiers: modifiers, body: body))
  }

  mutating func submenu() -> MenuEntryKind? {
    advance()
    guard let title = itemTitle(after: "menu") else { return nil }
    let modifiers = itemModifiers()
    guard let body = menuBody(of: title.text) else { return nil }
    return .submenu(SubmenuItem(title: title, modifiers: modifiers, body: body))
  }

  /// A plain string literal: items are addressed by their titles, so a title
  /// cannot depend on state.
  mutating func itemTitle(after keyword: String) -> ItemTitle? {
    guard kind == .stringStart else {
      report(.expected("a title in quotes", "after '\(keyword)'"), at: current)
      return nil
    }
    let literal = expression()
    guard let text = literal.plainString else {
      report(.itemTitleInterpolated, at: literal.range)
      return nil
    }
    return ItemTitle(text, literal.range)
  }

  /// Words after an item's title, such as `selected` or `single`; the checker
  /// says which are allowed where.
  mutating func itemModifiers() -> [Identifier] {
    var modifiers: [Identifier] = []
    while kind == .identifier {
      let token = advance()
      modifiers.append(Identifier(text(token), range(token)))
    }
    return modifiers
  }
}
