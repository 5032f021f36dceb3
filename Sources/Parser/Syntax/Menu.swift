import DialLexer

/// `menu name { … }`: a stand-alone menu.
public struct MenuDeclaration: Sendable, Equatable {
  /// The menu's name.
  public var name: Identifier
  /// Its title and items.
  public var body: MenuBody

  /// Makes a menu declaration.
  public init(name: Identifier, body: MenuBody) {
    self.name = name
    self.body = body
  }
}

/// The `{ … }` of a menu: an optional `title:` and the items, in order.
public struct MenuBody: Sendable, Equatable {
  /// Properties (`title`) and items, in source order.
  public var entries: [MenuEntry]
  /// The braces and everything between them.
  public var range: SourceRange
  /// Words before the braces of a root menu, such as `single` in `menu sort single { … }`.
  public var modifiers: [Identifier]

  /// Makes a menu body.
  public init(entries: [MenuEntry], range: SourceRange, modifiers: [Identifier] = []) {
    self.entries = entries
    self.range = range
    self.modifiers = modifiers
  }
}

/// One line of a menu body.
public struct MenuEntry: Sendable, Equatable {
  /// What the entry is.
  public var kind: MenuEntryKind
  /// The whole entry.
  public var range: SourceRange

  /// Makes a menu entry.
  public init(_ kind: MenuEntryKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// The forms of menu entry (docs/language.md §7).
public enum MenuEntryKind: Sendable, Equatable {
  /// `title: "Options"`
  case property(PropertyBinding)
  /// `action "Title" modifiers { … }`
  case action(ActionItem)
  /// `menu "Title" modifiers { … }`
  case submenu(SubmenuItem)
  /// `on select { … }`: runs after the chosen action's own handler, for every action below.
  case handler(Handler)
}

/// A title written as a plain string literal, by which an item is addressed.
public struct ItemTitle: Sendable, Equatable {
  /// The decoded text.
  public var text: String
  /// Where the literal stands, quotes included.
  public var range: SourceRange

  /// Makes an item title.
  public init(_ text: String, _ range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// `action "Title" [modifiers] [{ image, subtitle, selected, enabled, on select }]`
public struct ActionItem: Sendable, Equatable {
  /// The action's title.
  public var title: ItemTitle
  /// `selected`, `mixed`, `destructive`, `disabled`, `hidden`, `keepsOpen`.
  public var modifiers: [Identifier]
  /// The optional body.
  public var body: [BodyItem]

  /// Makes an action item.
  public init(title: ItemTitle, modifiers: [Identifier], body: [BodyItem]) {
    self.title = title
    self.modifiers = modifiers
    self.body = body
  }
}

/// `menu "Title" [single] [inline] [destructive] { items }`
public struct SubmenuItem: Sendable, Equatable {
  /// The submenu's title.
  public var title: ItemTitle
  /// `single`, `inline`, `destructive`.
  public var modifiers: [Identifier]
  /// Its items.
  public var body: MenuBody

  /// Makes a submenu item.
  public init(title: ItemTitle, modifiers: [Identifier], body: MenuBody) {
    self.title = title
    self.modifiers = modifiers
    self.body = body
  }
}
