import Dial

/// What `:state`, `:tree` and `:events` print, read from a session through its public API.
public struct Inspector: Sendable {
  /// The session to read.
  public var session: Session

  /// Makes an inspector.
  public init(session: Session) { self.session = session }

  var program: CheckedProgram { session.program.checked }

  // MARK: - :tree

  /// The accessibility elements in VoiceOver order, one per line: `path: "speech"`,
  /// with `(focused)` after the one under the VoiceOver cursor.
  public func tree() -> String {
    let elements = session.accessibilityElements
    guard !elements.isEmpty else { return "(no accessibility elements)\n" }
    return elements.map { element in
      "\(element.path): \(Value.string(element.speech).literal)" + (element.focused ? " (focused)" : "") + "\n"
    }.joined()
  }

  // MARK: - :state

  /// Without a name, the built-in and declared variables; with one, every
  /// member of that component or variable, as `path = literal` lines.
  public func state(of name: String?) -> String {
    guard let name else {
      let names = BuiltinVariable.allCases.map(\.rawValue) + program.variables.map(\.name)
      return names.map { line($0) }.joined()
    }
    guard let symbol = program.symbol(named: name) else {
      if BuiltinVariable(rawValue: name) != nil { return line(name) }
      return "(no declaration named \(name))\n"
    }
    switch symbol.kind {
    case .variable: return line(name)
    case .style: return "(\(name) is a style: it has no state of its own)\n"
    case .button: return members(name, of: .button)
    case .header:
      return members(name, of: .header, skipping: ["leading", "trailing", "title"])
        + members(name + ".title", of: .headerTitle)
    case .menu(let index): return members(name, of: .menu) + items(of: index, named: name)
    }
  }

  /// `path = value`, or nothing when the expression does not check for this component.
  func line(_ path: String) -> String {
    guard let value = try? session.evaluate(path, name: "<state>") else { return "" }
    return "\(path) = \(value.literal)\n"
  }

  func members(_ path: String, of type: DialType, skipping: Set<String> = []) -> String {
    Schema.members(of: type).filter { $0.argument == nil && !skipping.contains($0.member.rawValue) }
      .map { line(path + "." + $0.member.rawValue) }.joined()
  }

  /// Every member of each item, as for a component (those that do not apply, such as a
  /// plain submenu's `.selection`, are left out).
  func items(of menu: Int, named name: String) -> String {
    let checked = program.menus[menu]
    return checked.items.indices.map { index in
      let path = name + checked.path(of: index).map { "[\(Value.string($0).literal)]" }.joined()
      switch checked.items[index].kind {
      case .action: return members(path, of: .menuItem)
      case .submenu: return members(path, of: .submenu)
      }
    }.joined()
  }

  // MARK: - :events

  /// The events that do something now, as statements to type: `tap` for each
  /// enabled button, `select` for each enabled, visible action of every menu.
  public func events() -> String {
    var lines: [String] = []
    for button in program.buttons where isTrue(button.name + ".enabled") {
      lines.append("tap \(button.name)")
    }
    for menu in program.menus {
      guard let base = menuBase(menu) else { continue }
      for item in menu.items.indices where menu.items[item].kind == .action {
        if menu.items[item].modifiers.contains(.hidden) { continue }
        let path = base + menu.path(of: item).map { "[\(Value.string($0).literal)]" }.joined()
        if isTrue(path + ".enabled") { lines.append("select \(path)") }
      }
    }
    return lines.isEmpty ? "(no events possible)\n" : lines.map { $0 + "\n" }.joined()
  }

  /// How a menu is named in a path: its declaration, or the button that shows it inline.
  func menuBase(_ menu: CheckedMenu) -> String? {
    switch menu.owner {
    case .declaration(let name): return name
    case .button(let index): return program.buttons.indices.contains(index) ? program.buttons[index].name : nil
    }
  }

  func isTrue(_ expression: String) -> Bool {
    (try? session.evaluate(expression, name: "<events>")) == .bool(true)
  }
}
