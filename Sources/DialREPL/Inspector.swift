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

  /// A path and its value as a Dial literal: `add.title`, `"Add"`.
  public typealias Entry = (path: String, value: String)

  /// Without a name, the built-in and declared variables; with one, every
  /// member of that component or variable, as `path = literal` lines.
  public func state(of name: String?) -> String {
    guard let name else { return lines(variables()) }
    guard let symbol = program.symbol(named: name) else {
      if BuiltinVariable(rawValue: name) != nil { return lines(entry(name).map { [$0] } ?? []) }
      return "(no declaration named \(name))\n"
    }
    if case .style = symbol.kind { return "(\(name) is a style: it has no state of its own)\n" }
    return lines(entries(of: name))
  }

  /// Every variable's value and every member of every component, in declaration
  /// order, as a transition list shows them (no layout, and `.speech` for the label,
  /// value and traits): what two states are compared by. It evaluates each member,
  /// so it costs about as much as `:state` of every component.
  public func snapshot() -> [Entry] {
    let builtins = BuiltinVariable.allCases.compactMap { entry($0.rawValue) }
    let declared = program.symbols.flatMap { symbol -> [Entry] in
      let entries = entries(of: symbol.name)
      // A variable is never derived, whatever its name (`var value`); a component's member may be.
      guard case .variable = symbol.kind else { return entries.filter { !Self.isDerived($0.path) } }
      return entries
    }
    return builtins + declared
  }

  /// Whether `path` (`share.label`, `nav.title.frame`) is a member a transition list leaves out.
  static func isDerived(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: ".") else { return false }
    return derived.contains(path[path.index(after: dot)...])
  }

  /// Members a transition list leaves out: what `.speech` stands for, and layout.
  static let derived: Set<Substring> = [
    "label", "value", "hint", "traits", "accessibilityLabel", "accessibilityValue", "accessibilityHint",
    "frame", "truncated", "titleLines", "largeContentViewer",
  ]

  /// The built-in and declared variables.
  func variables() -> [Entry] {
    (BuiltinVariable.allCases.map(\.rawValue) + program.variables.map(\.name)).compactMap { entry($0) }
  }

  /// Every member of a component, or a variable's value; nothing for a style or an unknown name.
  func entries(of name: String) -> [Entry] {
    guard let symbol = program.symbol(named: name) else { return [] }
    switch symbol.kind {
    case .variable: return entry(name).map { [$0] } ?? []
    case .style: return []
    case .button: return members(name, of: .button)
    case .header:
      return members(name, of: .header, skipping: ["leading", "trailing", "title"])
        + members(name + ".title", of: .headerTitle)
    case .menu(let index): return members(name, of: .menu) + items(of: index, named: name)
    case .event(let index):
      let parameters = program.events[index].parameters.map(\.name)
      return (["emitted"] + parameters).compactMap { entry(name + "." + $0) }
    case .function: return []
    }
  }

  func lines(_ entries: [Entry]) -> String {
    entries.map { "\($0.path) = \($0.value)\n" }.joined()
  }

  /// The path's value, or nil when the expression does not check for this component.
  func entry(_ path: String) -> Entry? {
    guard let value = try? session.evaluate(path, name: "<state>") else { return nil }
    return (path, value.literal)
  }

  func members(_ path: String, of type: DialType, skipping: Set<String> = []) -> [Entry] {
    Schema.members(of: type).filter { $0.argument == nil && !skipping.contains($0.member.rawValue) }
      .compactMap { entry(path + "." + $0.member.rawValue) }
  }

  /// Every member of each item, as for a component (those that do not apply, such as a
  /// plain submenu's `.selection`, are left out).
  func items(of menu: Int, named name: String) -> [Entry] {
    let checked = program.menus[menu]
    return checked.items.indices.flatMap { index in
      let path = name + checked.path(of: index).map { "[\(Value.string($0).literal)]" }.joined()
      switch checked.items[index].kind {
      case .action: return members(path, of: .menuItem)
      case .submenu: return members(path, of: .submenu)
      }
    }
  }

  /// The entries of `after` whose value differs from the same path's in `before`, as
  /// transitions (`path: old -> new`); paths that only one side has are left out.
  public static func changes(from before: [Entry], to after: [Entry]) -> [String] {
    var old: [String: String] = [:]
    for entry in before { old[entry.path] = entry.value }
    return after.compactMap { entry in
      guard let value = old[entry.path], value != entry.value else { return nil }
      return "\(entry.path): \(value) -> \(entry.value)"
    }
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
