import DialChecker
import DialLexer
import DialParser

/// A menu as SwiftUI builds it: a pull-down's `Menu` of `Button`s and submenus, a radio group as a
/// `Picker(selection:)` whose binding calls the model's choice (so handlers run on a user's choice only), a
/// pop-up as a `Picker` with `.pickerStyle(.menu)` (docs/language.md §7).
struct SwiftUIMenus {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  let namespace: String

  var scope: ExpressionScope { ExpressionScope(modelPrefix: "model.", target: .swiftui, namespace: namespace) }

  /// `Binding(get: { model.moreSortBySelection }, set: { model.moreSortBySelect($0) })`.
  static func binding(_ menu: MenuExport, group: Int) -> String {
    guard menu.groupNeedsAction(group) else { return "$model.\(menu.selection(of: group))" }
    return "Binding(get: { model.\(menu.selection(of: group)) }, set: { model.\(menu.select(group))($0) })"
  }

  /// The items of a menu or submenu, each a view of the menu's content.
  func items(_ indices: [Int], of menu: MenuExport, into source: inout SwiftSource, _ log: inout ExportLog) {
    for item in indices { element(item, of: menu, into: &source, &log) }
  }

  /// One item: a `Button`, a `Picker` for a single submenu, a `Menu` or an inline `Section` for another.
  func element(_ item: Int, of menu: MenuExport, into source: inout SwiftSource, _ log: inout ExportLog) {
    let entry = menu.menu.items[item]
    let title = "\"" + SwiftLiterals.escaped(entry.title) + "\""
    if entry.kind == .submenu {
      if entry.modifiers.contains(.single) {
        source.block("Picker(\(title), selection: \(Self.binding(menu, group: item)))") { body in
          options(item, of: menu, into: &body, &log)
        }
        // A single submenu is a submenu of choices; an inline one, a section of them.
        source.line(entry.modifiers.contains(.inline) ? ".pickerStyle(.inline)" : ".pickerStyle(.menu)")
        source.line(identifier(item, of: menu))
      } else if entry.modifiers.contains(.inline) {
        source.block("Section") { body in items(entry.children, of: menu, into: &body, &log) }
      } else {
        source.block("Menu(\(title))") { body in items(entry.children, of: menu, into: &body, &log) }
        source.line(identifier(item, of: menu))
      }
      return
    }
    if entry.modifiers.contains(.hidden) { return }
    button(item, entry, title, of: menu, into: &source, &log)
  }

  /// An action outside radio groups: a `Button` (destructive as its role), with a checkmark where it is marked
  /// selected, or a `Toggle` where a binding selects it.
  func button(
    _ item: Int, _ entry: CheckedMenuItem, _ title: String, of menu: MenuExport, into source: inout SwiftSource,
    _ log: inout ExportLog
  ) {
    let bindings = Dictionary(entry.bindings.map { ($0.property, $0) }, uniquingKeysWith: { $1 })
    if let selected = bindings[.selected] {
      // A bound checkmark is a `Toggle`, which a menu shows with one; choosing it calls the model's choice, whose
      // handler changes what the binding reads.
      let isOn = expressions.swift(selected.value, in: scope, &log)
      let choice = menu.choice(item, prefix: "model.").map { " \($0) " } ?? " "
      var plain = bindings
      plain[.selected] = nil
      let label = labelView(entry, title, plain, &log)
      let trailing = disabled(entry, bindings, &log) + keepsOpen(entry) + identifier(item, of: menu)
      source.wrapped("Toggle(isOn: Binding(get: { \(isOn) }, set: { _ in\(choice)})) {", "}" + trailing) { body in
        body.line(label)
      }
      return
    }
    let role = entry.modifiers.contains(.destructive) ? ", role: .destructive" : ""
    let action = menu.choice(item, prefix: "model.").map { " \($0) " } ?? ""
    let trailing = disabled(entry, bindings, &log) + keepsOpen(entry) + identifier(item, of: menu)
    // A title with an image, or alone, is the button's own title.
    if bindings[.subtitle] == nil, bindings[.selected] == nil, !entry.modifiers.contains(.selected) {
      let image = bindings[.image].map { expressions.swift($0.value, in: scope, &log) }
      let titled = image.map { "\(title), systemImage: \($0)" } ?? title
      return source.line("Button(\(titled)\(role)) {\(action)}\(trailing)")
    }
    let label = labelView(entry, title, bindings, &log)
    let opener = role.isEmpty ? "Button(action: {\(action)}) {" : "Button(role: .destructive, action: {\(action)}) {"
    source.wrapped(opener, "}" + trailing) { body in body.line(label) }
  }

  /// A group's options: `ForEach` over its enum's cases where each is its title alone, else one view each.
  func options(_ group: Int, of menu: MenuExport, into source: inout SwiftSource, _ log: inout ExportLog) {
    let actions = menu.actions(in: group)
    if let enumeration = menu.selectionEnum(of: group), enumeration.showsTitle,
      actions.allSatisfy({ menu.menu.items[$0].bindings.isEmpty && menu.menu.items[$0].modifiers.isEmpty })
    {
      let type = "\(namespace).\(enumeration.typeName)"
      let owner = SwiftLiterals.escaped(SelectionEnum.owner(menu))
      let identifier = ".accessibilityIdentifier(\"\(owner)[\\\"\\($0.rawValue)\\\"]\")"
      return source.line("ForEach(\(type).allCases, id: \\.self) { Text($0.title).tag($0)\(identifier) }")
    }
    for action in actions { option(action, of: menu, into: &source, &log) }
  }

  /// `.accessibilityIdentifier(…)`: the item's path as a script names it, so that a UI test finds it.
  func identifier(_ item: Int, of menu: MenuExport) -> String {
    ".accessibilityIdentifier(\(SwiftLiterals.string(UIKitMenu.path(item, of: menu, in: program))))"
  }

  /// `.menuActionDismissBehavior(.disabled)` for an action that keeps its menu open when chosen.
  func keepsOpen(_ entry: CheckedMenuItem) -> String {
    entry.modifiers.contains(.keepsOpen) ? ".menuActionDismissBehavior(.disabled)" : ""
  }

  /// A radio group's option: its label, tagged with its value (its enum's case, or its title).
  func option(_ item: Int, of menu: MenuExport, into source: inout SwiftSource, _ log: inout ExportLog) {
    let entry = menu.menu.items[item]
    guard entry.kind == .action, !entry.modifiers.contains(.hidden), let group = entry.radioGroup else { return }
    let title = "\"" + SwiftLiterals.escaped(entry.title) + "\""
    let bindings = Dictionary(entry.bindings.map { ($0.property, $0) }, uniquingKeysWith: { $1 })
    var tag = title
    if let enumeration = menu.selectionEnum(of: group) {
      tag = "\(namespace).\(enumeration.typeName)" + enumeration.value(item)
    }
    // A selection that may be none is optional, and so is each option's tag.
    if !menu.menu.isPopup { tag = menu.selectionEnum(of: group) == nil ? "\(tag) as String?" : "Optional(\(tag))" }
    let trailing = ".tag(\(tag))" + disabled(entry, bindings, &log) + identifier(item, of: menu)
    source.line(labelView(entry, title, bindings, &log) + trailing)
  }

  /// `Label("Refresh", systemImage: "arrow.clockwise")`, or `Text`; a checkmark while selected outside groups.
  func labelView(
    _ entry: CheckedMenuItem, _ title: String, _ bindings: [Property: CheckedBinding], _ log: inout ExportLog
  ) -> String {
    var image = bindings[.image].map { expressions.swift($0.value, in: scope, &log) }
    if entry.radioGroup == nil {
      if let selected = bindings[.selected] {
        image = "(\(expressions.swift(selected.value, in: scope, &log))) ? \"checkmark\" : \(image ?? "\"\"")"
      } else if entry.modifiers.contains(.selected) {
        image = "\"checkmark\""
      }
    }
    let row = image.map { "Label(\(title), systemImage: \($0))" } ?? "Text(\(title))"
    // A second text in a menu row is its subtitle, as a UIAction's.
    guard let subtitle = bindings[.subtitle] else { return row }
    return "VStack { \(row); Text(\(expressions.swift(subtitle.value, in: scope, &log))) }"
  }

  /// `.disabled(true)` for a disabled action, or while its `enabled` binding is false.
  func disabled(_ entry: CheckedMenuItem, _ bindings: [Property: CheckedBinding], _ log: inout ExportLog) -> String {
    if entry.modifiers.contains(.disabled) { return ".disabled(true)" }
    guard let enabled = bindings[.enabled] else { return "" }
    return ".disabled(\(SwiftUIExport.negated(expressions.swift(enabled.value, in: scope, &log))))"
  }
}
