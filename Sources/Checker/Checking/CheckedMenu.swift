import DialLexer
import DialParser

/// A menu, flattened: its items in pre-order, each knowing its parent, its
/// children and its radio group (docs/language.md §7).
public struct CheckedMenu: Sendable {
  /// Who declares the menu.
  public var owner: MenuOwner
  /// `title: …`.
  public var title: CheckedExpression?
  /// Every action and submenu, in pre-order (a submenu before its items).
  public var items: [CheckedMenuItem]
  /// The indexes of the top-level items, in order.
  public var topLevel: [Int]
  /// The top-level items by title, first of each title; filled only once the top level has more than
  /// ``CheckedMenu/scannedLevelSize`` items (see ``child(titled:of:)``).
  public var topLevelByTitle: [String: Int]
  /// The buttons that show the menu (`menu: more` or an inline menu).
  public var buttons: [Int]
  /// Whether a `.popup` button shows it: then all its actions form one radio group.
  public var isPopup: Bool
  /// The menu's own `on select { … }`, run for every action of the menu after the actions' and submenus' own.
  public var selectHandler: [CheckedStatement]?
  /// `selection: v` bindings: each radio group (a single submenu's item index, or -1 for the whole menu of a
  /// single menu or a pop-up) bound to a variable both ways.
  public var selectionBindings: [SelectionBinding] = []
  /// Whether the menu itself is `single` (`menu sort single { … }`): all its actions form one radio group, with
  /// at most one selected.
  public var isSingle = false
  /// The `{ … }`.
  public var range: SourceRange

  /// The titles from the menu down to an item: `["Sort By", "Date"]`.
  public func path(of item: Int) -> [String] {
    var titles: [String] = []
    var current: Int? = item
    while let index = current, items.indices.contains(index) {
      titles.append(items[index].title)
      current = items[index].parent
    }
    return titles.reversed()
  }
}

/// `selection: v`: a radio group's selection bound to a String or Selection variable both ways.
public struct SelectionBinding: Sendable, Equatable {
  /// The group: a single submenu's item index, or -1 for the whole menu.
  public var group: Int
  /// The variable's index in ``CheckedProgram/variables``.
  public var variable: Int
  /// Where the binding was written.
  public var range: SourceRange

  /// Makes a selection binding.
  public init(group: Int, variable: Int, range: SourceRange) {
    self.group = group
    self.variable = variable
    self.range = range
  }
}

/// Who declares a menu.
public enum MenuOwner: Hashable, Sendable {
  /// `menu name { … }`.
  case declaration(name: String)
  /// A button's inline `menu { … }`, by the button's index.
  case button(Int)
}

/// An action or a submenu.
///
/// The fields are ordered largest first, so that the small ones share the words between the optional
/// indices: 96 bytes an item instead of 112.
public struct CheckedMenuItem: Sendable {
  /// The title by which it is addressed.
  public var title: String
  /// A submenu's items, in order.
  public var children: [Int]
  /// A submenu's items by title, first of each title; filled only once the submenu has more than
  /// ``CheckedMenu/scannedLevelSize`` items (see ``CheckedMenu/child(titled:of:)``).
  public var childrenByTitle: [String: Int]
  /// `image subtitle selected enabled` bindings of an action.
  public var bindings: [CheckedBinding]
  /// `on select { … }`: an action's own, or a submenu's, run for every action below it.
  public var selectHandler: [CheckedStatement]?
  /// Where the title was written.
  public var titleRange: SourceRange
  /// The modifiers written after the title.
  public var modifiers: ItemModifiers
  /// Which of the two it is.
  public var kind: MenuItemKind
  /// The submenu that contains it; nil at the top level.
  public var parent: Int?
  /// For an action in a radio group: the outermost `single` submenu above it, or -1 when
  /// the group is the whole menu of a `.popup` button.
  public var radioGroup: Int?
}

/// Whether an item is an action or a submenu.
public enum MenuItemKind: Hashable, Sendable {
  /// `action "Title"`: chosen with `select`.
  case action
  /// `menu "Title" { … }`: holds items.
  case submenu
}

/// The modifiers of docs/language.md §7.
public struct ItemModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public var rawValue: UInt16

  /// Makes a set from raw bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// An action's state is on.
  public static let selected = ItemModifiers(rawValue: 1 << 0)
  /// An action's state is mixed.
  public static let mixed = ItemModifiers(rawValue: 1 << 1)
  /// Shown in red.
  public static let destructive = ItemModifiers(rawValue: 1 << 2)
  /// An action that cannot be chosen.
  public static let disabled = ItemModifiers(rawValue: 1 << 3)
  /// An action that is not shown.
  public static let hidden = ItemModifiers(rawValue: 1 << 4)
  /// An action that leaves the menu open when chosen.
  public static let keepsOpen = ItemModifiers(rawValue: 1 << 5)
  /// A submenu that forms a radio group.
  public static let single = ItemModifiers(rawValue: 1 << 6)
  /// A submenu shown inline, separated by lines.
  public static let inline = ItemModifiers(rawValue: 1 << 7)

  /// The modifiers an action may have, by name.
  public static let actionModifiers: [String: ItemModifiers] = [
    "selected": .selected, "mixed": .mixed, "destructive": .destructive, "disabled": .disabled,
    "hidden": .hidden, "keepsOpen": .keepsOpen,
  ]

  /// The modifiers a submenu may have, by name.
  public static let submenuModifiers: [String: ItemModifiers] = [
    "single": .single, "inline": .inline, "destructive": .destructive,
  ]

  /// The modifiers a root menu takes: `menu sort single { … }`.
  public static let rootModifiers: [String: ItemModifiers] = ["single": .single]
}
