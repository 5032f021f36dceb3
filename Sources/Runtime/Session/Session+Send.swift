import DialLexer
import DialParser

// MARK: - Sending events from a host, without going through source text

extension Session {
  /// Sends one event and returns its transitions; throws, changing nothing,
  /// when it names nothing or fails at run time.
  ///
  /// Names are resolved directly against the program (no parsing or
  /// checking), so an event costs what it changes.
  public mutating func send(_ event: Event) throws -> [Transition] {
    let statement = try statement(for: event)
    if case .event(.tap, .button(let index)) = statement.kind, let transitions = tapLocally(index) {
      return transitions
    }
    let outcome = run(statement)
    if let error = outcome.error { throw error }
    return outcome.transitions
  }

  /// The checked statement an event stands for.
  func statement(for event: Event) throws(RuntimeError) -> CheckedStatement {
    let range = SourceRange(file: FileID(0), start: 0, end: 0)
    switch event {
    case .tap(let name): return CheckedStatement(.event(.tap, try button(named: name)), range)
    case .press(let name): return CheckedStatement(.event(.press, try button(named: name)), range)
    case .release(let name): return CheckedStatement(.event(.release, try button(named: name)), range)
    case .cancel(let name): return CheckedStatement(.event(.cancel, try button(named: name)), range)
    case .open(let name): return CheckedStatement(.event(.open, try presenter(named: name)), range)
    case .close(let name): return CheckedStatement(.event(.close, try presenter(named: name)), range)
    case .select(let path): return CheckedStatement(.event(.select, try item(at: path)), range)
    case .set(let name, let value):
      let (target, type) = try assignable(named: name)
      let checked = try Self.constant(value, name: name)
      guard type.accepts(checked.type) else {
        throw RuntimeError("'\(name)' holds a \(type.displayName); it cannot be set to \(value.literal)")
      }
      let constant = CheckedExpression(.constant(checked), type, range)
      return CheckedStatement(.assignment(target, .assign, constant), range)
    }
  }

  /// What `name` declares, if anything. The name table proposes candidates;
  /// the name is confirmed here, for a button in its state, which the event
  /// reads next anyway.
  func symbol(named name: String) -> Symbol.Key? {
    program.names.key(for: name) { declaredName(of: $0) == name }
  }

  /// The name a variable or component is declared with.
  func declaredName(of key: Symbol.Key) -> String? {
    let checked = program.checked
    switch key {
    case .button(let index): return buttons.indices.contains(index) ? buttons[index].name : nil
    case .variable(let index): return checked.variables.indices.contains(index) ? checked.variables[index].name : nil
    case .menu(let index): return checked.menus.indices.contains(index) ? menuName(index) : nil
    case .header(let index): return checked.headers.indices.contains(index) ? checked.headers[index].name : nil
    case .style(let index): return checked.styles.indices.contains(index) ? checked.styles[index].name : nil
    }
  }

  func button(named name: String) throws(RuntimeError) -> EventTarget {
    guard case .button(let index)? = symbol(named: name) else {
      throw RuntimeError("there is no button named '\(name)'")
    }
    return .button(index)
  }

  /// A menu, or a button with a menu.
  func presenter(named name: String) throws(RuntimeError) -> EventTarget {
    switch symbol(named: name) {
    case .menu(let index)?: return .menu(index)
    case .button(let index)? where program.checked.buttons[index].menu != nil: return .button(index)
    default: throw RuntimeError("there is no menu or button with a menu named '\(name)'")
    }
  }

  /// `["more", "Sort By", "Date"]`: a menu (or a button's menu) and item titles. A path that starts from a
  /// button goes through it, so it is ignored while the button is disabled (docs/language.md §11).
  func item(at path: [String]) throws(RuntimeError) -> EventTarget {
    guard let name = path.first else { throw RuntimeError("an item path needs a menu name") }
    let menu: Int
    var through: Int?
    switch symbol(named: name) {
    case .menu(let index)?: menu = index
    case .button(let button)?:
      guard let index = program.checked.buttons[button].menu else { throw RuntimeError("'\(name)' has no menu") }
      (menu, through) = (index, button)
    default: throw RuntimeError("there is no menu named '\(name)'")
    }
    var item: Int?
    for title in path.dropFirst() {
      guard let next = program.checked.menus[menu].child(titled: title, of: item) else {
        throw RuntimeError("\(name) has no item \(Value.quoted(title)) there")
      }
      item = next
    }
    guard let item, program.checked.menus[menu].items[item].kind == .action else {
      throw RuntimeError("'select' needs a menu action")
    }
    return .item(MenuItemReference(menu: menu, item: item), through: through)
  }

  func assignable(named name: String) throws(RuntimeError) -> (AssignmentTarget, DialType) {
    if let builtin = BuiltinVariable(rawValue: name) { return (.builtin(builtin), builtin.type) }
    guard case .variable(let index)? = symbol(named: name) else {
      throw RuntimeError("there is no variable named '\(name)'")
    }
    return (.variable(index), program.checked.variables[index].type)
  }

  static func constant(_ value: Value, name: String) throws(RuntimeError) -> ConstantValue {
    switch value {
    case .bool(let bool): return .bool(bool)
    case .int(let int): return .int(int)
    case .double(let double):
      guard double.isFinite else { throw RuntimeError("'\(name)' cannot be set to \(double), which is not finite") }
      return .double(double)
    case .string(let string): return .string(string)
    case .color(let color): return .color(color)
    case .enumCase(let enumCase):
      // A host can make any index; only the enumeration's own cases can be stored.
      guard enumCase.type.cases.indices.contains(enumCase.index) else {
        throw RuntimeError("'\(name)' cannot be set to case \(enumCase.index) of \(enumCase.type.displayName)")
      }
      return .enumCase(enumCase)
    case .none, .insets, .frame, .traits: throw RuntimeError("\(value.typeName) cannot be assigned to '\(name)'")
    }
  }
}
