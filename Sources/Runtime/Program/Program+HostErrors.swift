import DialChecker
import DialLexer
import DialParser

// MARK: - Errors for names a host got wrong, with a did-you-mean

extension Program {
  /// "there is no button named 'Add'; did you mean 'add'?": `kind` is what was
  /// looked for, `candidates` the names of that kind the program declares.
  func unknownName<S: Sequence>(_ name: String, kind: RequestIssue.NameKind, among candidates: S) -> RuntimeError
  where S.Element == String {
    RuntimeError(.unknownName(name, kind: kind, suggestion: Suggestions.closest(to: name, in: candidates)))
  }

  /// The names of buttons, for suggestions.
  var buttonNames: [String] { checked.buttons.map(\.name) }

  /// The names menus are addressed by: declared menus, and buttons with a menu.
  var menuNames: [String] {
    checked.menus.indices.map { checked.menuName($0) }
  }

  /// The titles of the items directly inside `item` (or the top level), for suggestions.
  func childTitles(of item: Int?, in menu: Int) -> [String] {
    let menu = checked.menus[menu]
    let children = item.map { menu.items.indices.contains($0) ? menu.items[$0].children : [] } ?? menu.topLevel
    return children.compactMap { menu.items.indices.contains($0) ? menu.items[$0].title : nil }
  }
}
