import DialChecker
import DialLexer
import DialParser

/// A menu as UIKit builds it: a `UIMenu` of `UIAction`s and submenus, made once and again only when the model
/// changes what it reads; each action identified by its Dial path, calling the model (docs/language.md §7).
struct UIKitMenu {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  let names: ExportNames

  var scope: ExpressionScope { ExpressionScope(modelPrefix: "model.", target: .uikit, namespace: names.modelType) }

  /// `makeMoreMenu`, `makeColorMenu`.
  static func maker(_ menu: MenuExport) -> String {
    "make" + SwiftNames.upperCamel(menu.name) + (menu.name.hasSuffix("Menu") ? "" : "Menu")
  }

  /// The menu's maker, and what it reads of the model (the screen rebuilds it when that changes).
  func source(_ menu: MenuExport, _ log: inout ExportLog) -> (source: SwiftSource, reads: Set<String>) {
    var source = SwiftSource()
    source.line()
    source.block("private func \(Self.maker(menu))() -> UIMenu") { body in
      var titleScope = scope
      titleScope.localizes = true
      let title = menu.menu.title.map { expressions.swift($0, in: titleScope, &log) } ?? "\"\""
      let options = menu.menu.isPopup || menu.menu.isSingle ? ", options: .singleSelection" : ""
      body.wrapped("return UIMenu(title: \(title)\(options), children: [", "])") { list in
        for item in menu.menu.topLevel { element(item, of: menu, into: &list, &log) }
      }
    }
    return (source, UIKitScreen.ObservedReads.modelReads(in: source.lines))
  }

  /// `sort["Sort By"]["Date"]`: the identifier of an item, its Dial path.
  func identifier(_ item: Int, of menu: MenuExport) -> String { Self.path(item, of: menu, in: program) }

  /// `more["Sort By"]["Date"]`: an item as a script names it, from its menu or the button whose menu it is.
  static func path(_ item: Int, of menu: MenuExport, in program: CheckedProgram) -> String {
    var owner = menu.name
    if case .button(let index) = menu.menu.owner { owner = program.buttons[index].name }
    return owner + menu.menu.path(of: item).map { "[\"\($0)\"]" }.joined()
  }

  /// An action or a submenu, as an element of its parent's `children`.
  func element(_ item: Int, of menu: MenuExport, into source: inout SwiftSource, _ log: inout ExportLog) {
    let entry = menu.menu.items[item]
    let title = "String(localized: \(SwiftLiterals.string(entry.title)))"
    guard entry.kind == .action else {
      var options: [String] = []
      if entry.modifiers.contains(.single) { options.append(".singleSelection") }
      if entry.modifiers.contains(.inline) { options.append(".displayInline") }
      let written = options.isEmpty ? "" : ", options: [\(options.joined(separator: ", "))]"
      source.wrapped("UIMenu(title: \(title)\(written), children: [", "]),") { list in
        for child in entry.children { element(child, of: menu, into: &list, &log) }
      }
      return
    }
    var arguments = ["title: \(title)"]
    let bindings = Dictionary(entry.bindings.map { ($0.property, $0) }, uniquingKeysWith: { $1 })
    var textScope = scope
    textScope.localizes = true
    if let subtitle = bindings[.subtitle] {
      arguments.append("subtitle: \(expressions.swift(subtitle.value, in: textScope, &log))")
    }
    if let image = bindings[.image] {
      arguments.append("image: UIImage(systemName: \(expressions.swift(image.value, in: scope, &log)))")
    }
    if let attributes = attributes(entry, enabled: bindings[.enabled], &log) {
      arguments.append("attributes: \(attributes)")
    }
    if let state = state(item, of: menu, selected: bindings[.selected], &log) { arguments.append("state: \(state)") }
    let action = menu.choice(item, prefix: "self.model.").map { "[unowned self] _ in \($0)" } ?? "_ in"
    let identifier = SwiftLiterals.string(identifier(item, of: menu))
    log.helpers.insert(.identifiedMenuElement)
    source.line("UIAction(\(arguments.joined(separator: ", "))) { \(action) }.identified(\(identifier)),")
  }

  /// The attributes of the item's modifiers, and `.disabled` while an `enabled` binding is false.
  func attributes(_ entry: CheckedMenuItem, enabled: CheckedBinding?, _ log: inout ExportLog) -> String? {
    let names: [(ItemModifiers, String)] = [
      (.destructive, ".destructive"), (.disabled, ".disabled"), (.hidden, ".hidden"),
      (.keepsOpen, ".keepsMenuPresented"),
    ]
    let fixed = names.filter { entry.modifiers.contains($0.0) }.map(\.1)
    guard let enabled else { return fixed.isEmpty ? nil : "[\(fixed.joined(separator: ", "))]" }
    let condition = expressions.swift(enabled.value, in: scope, &log)
    return "\(condition) ? [\(fixed.joined(separator: ", "))] : [\((fixed + [".disabled"]).joined(separator: ", "))]"
  }

  /// `.on` for the group's selection or a selected action, `.mixed` for a mixed one.
  func state(_ item: Int, of menu: MenuExport, selected: CheckedBinding?, _ log: inout ExportLog) -> String? {
    let entry = menu.menu.items[item]
    if let group = entry.radioGroup {
      return "model.\(menu.selection(of: group)) == \(menu.selectionValue(item)) ? .on : .off"
    }
    if let selected { return "\(expressions.swift(selected.value, in: scope, &log)) ? .on : .off" }
    if entry.modifiers.contains(.selected) { return ".on" }
    if entry.modifiers.contains(.mixed) { return ".mixed" }
    return nil
  }
}
