import DialChecker
import DialLexer
import DialParser

/// A menu as UIKit builds it: a `UIMenu` of `UIAction`s and submenus, made again whenever the model changes what
/// it reads (the selections), each action calling the model's (docs/language.md §7).
struct UIKitMenus {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  let namespace: String

  var scope: ExpressionScope { ExpressionScope(modelPrefix: "model.", target: .uikit, namespace: namespace) }

  /// `makeMoreMenu`, `makeColorMenu`.
  static func maker(_ menu: MenuExport) -> String {
    "make" + SwiftNames.upperCamel(menu.name) + (menu.name.hasSuffix("Menu") ? "" : "Menu")
  }

  /// `private func makeMoreMenu() -> UIMenu`.
  func source(_ menu: MenuExport, _ log: inout ExportLog) -> SwiftSource {
    var source = SwiftSource()
    source.line()
    source.line("/// `\(menu.name)`, with the model's selections.")
    source.block("private func \(Self.maker(menu))() -> UIMenu") { body in
      let title = menu.menu.title.map { expressions.swift($0, in: scope, &log) } ?? "\"\""
      let options = menu.menu.isPopup || menu.menu.isSingle ? ", options: .singleSelection" : ""
      body.wrapped("return UIMenu(title: \(title)\(options), children: [", "])") { list in
        for item in menu.menu.topLevel { element(item, of: menu, into: &list, &log) }
      }
    }
    return source
  }

  /// An action or a submenu, as an element of its parent's `children`.
  func element(_ item: Int, of menu: MenuExport, into source: inout SwiftSource, _ log: inout ExportLog) {
    let entry = menu.menu.items[item]
    let title = "\"" + SwiftLiterals.escaped(entry.title) + "\""
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
    if let subtitle = bindings[.subtitle] {
      arguments.append("subtitle: \(expressions.swift(subtitle.value, in: scope, &log))")
    }
    if let image = bindings[.image] {
      arguments.append("image: UIImage(systemName: \(expressions.swift(image.value, in: scope, &log)))")
    }
    if let attributes = attributes(entry, enabled: bindings[.enabled], &log) {
      arguments.append("attributes: \(attributes)")
    }
    if let state = state(entry, of: menu, selected: bindings[.selected], &log) { arguments.append("state: \(state)") }
    let action = menu.hasEffect(item) ? "[unowned self] _ in self.model.\(menu.chosen(item))()" : "_ in"
    source.line("UIAction(\(arguments.joined(separator: ", "))) { \(action) },")
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
    return "(\(condition)) ? [\(fixed.joined(separator: ", "))] : [\((fixed + [".disabled"]).joined(separator: ", "))]"
  }

  /// `.on` for the group's selection or a selected action, `.mixed` for a mixed one.
  func state(_ entry: CheckedMenuItem, of menu: MenuExport, selected: CheckedBinding?, _ log: inout ExportLog)
    -> String?
  {
    if let group = entry.radioGroup {
      return "model.\(menu.selection(of: group)) == \"\(SwiftLiterals.escaped(entry.title))\" ? .on : .off"
    }
    if let selected { return "(\(expressions.swift(selected.value, in: scope, &log))) ? .on : .off" }
    if entry.modifiers.contains(.selected) { return ".on" }
    if entry.modifiers.contains(.mixed) { return ".mixed" }
    return nil
  }
}
