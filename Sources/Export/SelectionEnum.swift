import DialChecker
import DialParser

/// A radio group's selection as a Swift enum of its fixed choices, nested in the model: `enum SortBy: String,
/// CaseIterable { case title = "Title", date = "Date" }`, each raw value the action's title (what a script's
/// `.selection` reads). A group whose selection is bound to a variable keeps that variable's `String`, and a
/// group with no action has no enum.
struct SelectionEnum {
  let menu: MenuExport
  let group: Int
  /// The group's actions, in order: one case each.
  let actions: [Int]

  /// The group's enum, or nil when its selection is a text: bound to a variable, or a group with no action.
  init?(_ menu: MenuExport, group: Int) {
    let actions = menu.actions(in: group)
    guard !actions.isEmpty, !menu.menu.selectionBindings.contains(where: { $0.group == group }) else { return nil }
    (self.menu, self.group, self.actions) = (menu, group, actions)
  }

  /// Names the model declares or that a Swift file reads, which an enum nested in the model must not hide.
  static let taken: Set<String> = [
    "Array", "Binding", "Bool", "Button", "Character", "Color", "Double", "Error", "Font", "Image", "Int", "Label",
    "Menu", "Optional", "Picker", "Section", "Set", "State", "String", "Text", "Toggle", "Type", "View",
  ]

  /// `SortBy` for the submenu "Sort By", `SizePicker` for a pop-up's menu: a name no other group of the program
  /// takes (else prefixed with its menu's), and none a Swift file reads (else `…Choice`).
  var typeName: String {
    let own = Self.baseName(menu, group)
    let sharing = menu.program.menus.indices.flatMap { index -> [String] in
      let other = MenuExport(program: menu.program, menu: menu.program.menus[index])
      return other.groups.map { Self.baseName(other, $0) }
    }
    var name = sharing.filter { $0 == own }.count > 1 ? SwiftNames.upperCamel(Self.owner(menu)) + own : own
    if Self.taken.contains(name) { name += "Choice" }
    return name
  }

  /// The group's name before collisions: its submenu's path, or the menu's owner.
  static func baseName(_ menu: MenuExport, _ group: Int) -> String {
    guard menu.menu.items.indices.contains(group) else { return SwiftNames.upperCamel(owner(menu)) }
    return SwiftNames.upperCamel(SwiftNames.camelCase(menu.path(group)))
  }

  /// `sizePicker` for a button's menu, `more` for a declared one.
  static func owner(_ menu: MenuExport) -> String {
    switch menu.menu.owner {
    case .declaration(let name): return name
    case .button(let index): return menu.program.buttons[index].name
    }
  }

  /// `date`: an action's case, its title in lower camel case (escaped where a keyword, numbered where two
  /// titles give one name).
  func caseName(_ item: Int) -> String {
    let name = SwiftNames.camelCase(menu.menu.items[item].title)
    let earlier = actions.prefix { $0 != item }.filter { SwiftNames.camelCase(menu.menu.items[$0].title) == name }
    return SwiftNames.identifier(earlier.isEmpty ? name : name + String(earlier.count + 1))
  }

  /// `.date`: an action's value.
  func value(_ item: Int) -> String { "." + caseName(item).replacingBackticks }

  /// Whether the screen shows the selection's text (a pop-up's title), which the enum then gives localized.
  var showsTitle: Bool { group == -1 && menu.menu.isPopup }

  /// The declaration: one line where it fits, else a case per line.
  var declaration: SwiftSource {
    var source = SwiftSource()
    let cases = actions.map { "\(caseName($0)) = \(SwiftLiterals.string(menu.menu.items[$0].title))" }
    let opener = "enum \(typeName): String, CaseIterable"
    let oneLine = "\(opener) { case \(cases.joined(separator: ", ")) }"
    if !showsTitle && oneLine.count <= 112 {
      source.line(oneLine)
      return source
    }
    source.block(opener) { body in
      if ("case " + cases.joined(separator: ", ")).count <= 112 {
        body.line("case " + cases.joined(separator: ", "))
      } else {
        for entry in cases { body.line("case " + entry) }
      }
      if showsTitle {
        body.line()
        body.line("var title: String { String(localized: String.LocalizationValue(rawValue)) }")
      }
    }
    return source
  }
}

extension String {
  /// The name without the backticks that escape a keyword: after a `.`, a keyword is a member as it is.
  fileprivate var replacingBackticks: String { filter { $0 != "`" } }
}
