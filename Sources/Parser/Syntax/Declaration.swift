import DialLexer

/// A parsed file: its declarations and statements in source order.
public struct ScriptSyntax: Sendable, Equatable {
  /// The file the script was read from.
  public var file: FileID
  /// Top-level declarations and statements, in order.
  public var items: [TopLevelItem]

  /// Makes a script.
  public init(file: FileID, items: [TopLevelItem]) {
    self.file = file
    self.items = items
  }
}

/// One top-level item: declarations are hoisted, statements run in order.
///
/// Stored inline (80 bytes), so that a script's items are one allocation: the checker lets go of it once it
/// has declared them, before it builds its own large arrays, which then reuse that memory. Boxed, each item
/// was an allocation of its own (96 bytes with the allocator's), whose freed memory was spread in small
/// pieces between the bodies that stay: on 100 000 buttons, the peak of compiling was 7 MB higher.
public enum TopLevelItem: Sendable, Equatable {
  case declaration(Declaration)
  case statement(Statement)
}

/// A declaration with its range (from its keyword to its closing brace).
public struct Declaration: Sendable, Equatable {
  /// What is declared.
  public var kind: DeclarationKind
  /// The whole declaration.
  public var range: SourceRange

  /// Makes a declaration.
  public init(_ kind: DeclarationKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// The declared name, or nil for `use` and `invariant`.
  public var name: Identifier? {
    switch kind {
    case .variable(let decl): return decl.name
    case .style(let decl), .button(let decl): return decl.name
    case .menu(let decl): return decl.name
    case .header(let decl): return decl.name
    case .event(let decl): return decl.name
    case .function(let decl): return decl.name
    case .use, .invariant: return nil
    }
  }
}

/// The forms of declaration (docs/language.md §4).
public enum DeclarationKind: Sendable, Equatable {
  /// `var name = expression`; boxed, as variables are few and inline one set the size of every declaration.
  indirect case variable(VariableDeclaration)
  /// `style name[: base] { … }`
  case style(ComponentDeclaration)
  /// `button name[: base] { … }`
  case button(ComponentDeclaration)
  /// `menu name { … }`. Boxed: with its modifiers, a menu declaration is larger than a button's, and inline it
  /// would grow every declaration of a program of buttons.
  indirect case menu(MenuDeclaration)
  /// `header name { … }`
  case header(HeaderDeclaration)
  /// `use "path.dial"`
  case use(UseDeclaration)
  /// `invariant condition`: a Bool that must hold in every state.
  indirect case invariant(Expression)
  /// `event name(label: Type, …)`: a host event.
  indirect case event(EventDeclaration)
  /// `func name(label: Type, …) -> Type = body`: a pure function.
  indirect case function(FunctionDeclaration)
}

/// `var name = initializer`, or `var name: Type = initializer`
public struct VariableDeclaration: Sendable, Equatable {
  /// The variable's name.
  public var name: Identifier
  /// The type written after the name, if any; otherwise the initial value fixes the type.
  public var type: Identifier?
  /// Its initial value.
  public var initializer: Expression

  /// Makes a variable declaration.
  public init(name: Identifier, type: Identifier? = nil, initializer: Expression) {
    self.name = name
    self.type = type
    self.initializer = initializer
  }
}

/// A style or a button: a name, an optional base, and a body.
public struct ComponentDeclaration: Sendable, Equatable {
  // Stored pointers first and the base boxed: few components have a base, and inline it took 32 of the
  // 88 bytes, so that a declaration's box (``TopLevelItem``) drops from 128 bytes of heap to 96
  // (3.2 MB over 100 000 buttons, while the whole syntax is in memory).
  private var storedBase: StoredBase?
  /// Properties, `when` blocks, handlers and an inline menu.
  public var body: [BodyItem]
  /// The component's name.
  public var name: Identifier
  /// The whole `{ … }`.
  public var bodyRange: SourceRange

  /// `.filled` (a preset) or `primary` (a style); nil means `.plain`.
  public var base: BaseReference? {
    get {
      guard case .written(let base)? = storedBase else { return nil }
      return base
    }
    set { storedBase = newValue.map(StoredBase.written) }
  }

  /// A base in a box of its own.
  private indirect enum StoredBase: Sendable, Equatable {
    case written(BaseReference)
  }

  /// Makes a component declaration.
  public init(name: Identifier, base: BaseReference?, body: [BodyItem], bodyRange: SourceRange) {
    self.storedBase = base.map(StoredBase.written)
    self.body = body
    self.name = name
    self.bodyRange = bodyRange
  }
}

/// What a style or button builds on.
public struct BaseReference: Sendable, Equatable {
  /// The preset's or style's name, without the dot.
  public var name: Identifier
  /// Whether it was written as a preset (`.filled`) rather than a style name.
  public var isPreset: Bool

  /// Makes a base reference.
  public init(name: Identifier, isPreset: Bool) {
    self.name = name
    self.isPreset = isPreset
  }
}

/// One item of a button, style, action or header body.
public struct BodyItem: Sendable, Equatable {
  /// What the item is.
  public var kind: BodyItemKind
  /// The whole item.
  public var range: SourceRange

  /// Makes a body item.
  public init(_ kind: BodyItemKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

/// The forms of body item (docs/language.md §4, §6).
public enum BodyItemKind: Sendable, Equatable {
  /// `name: value`
  case property(PropertyBinding)
  /// `when condition { … }`
  case when(WhenBlock)
  /// `on tap { … }`, `on select { … }`
  case handler(Handler)
  /// `menu { … }`: a button's inline menu. Boxed, as a rare case: inline, its modifiers would make every body
  /// item, most of which are properties, a word larger.
  indirect case menu(MenuBody)
}

/// `name: value`
public struct PropertyBinding: Sendable, Equatable {
  /// The property's name.
  public var name: Identifier
  /// The bound value.
  public var value: PropertyValue

  /// Makes a property binding.
  public init(name: Identifier, value: PropertyValue) {
    self.name = name
    self.value = value
  }
}

/// What a property is bound to.
public enum PropertyValue: Sendable, Equatable {
  /// An expression, re-evaluated when what it reads changes.
  case expression(Expression)
  /// `button name { … }`: a button declared in place (a header's edge).
  ///
  /// Boxed: inline, this rare case made every `PropertyValue` 96 bytes and every ``BodyItem`` 144, most of
  /// the syntax tree's memory; boxed, a body item is 80 bytes (peak RSS of `dial check`, in the commit).
  indirect case button(ComponentDeclaration, SourceRange)
}

/// `when condition { … }`: overrides that apply while the condition holds.
public struct WhenBlock: Sendable, Equatable {
  /// The condition, a Bool.
  public var condition: Expression
  /// The overriding properties and nested `when` blocks.
  public var body: [BodyItem]

  /// Makes a `when` block.
  public init(condition: Expression, body: [BodyItem]) {
    self.condition = condition
    self.body = body
  }
}

/// `on event { statements }`
public struct Handler: Sendable, Equatable {
  /// The event's name: `tap` for buttons, `select` for menu actions.
  public var event: Identifier
  /// The statements run when the event happens.
  public var body: [Statement]

  /// Makes a handler.
  public init(event: Identifier, body: [Statement]) {
    self.event = event
    self.body = body
  }
}

/// `header name { leading: …, title: …, trailing: … }`
public struct HeaderDeclaration: Sendable, Equatable {
  /// The header's name.
  public var name: Identifier
  /// Its properties: `leading`, `title`, `trailing`.
  public var body: [BodyItem]

  /// Makes a header declaration.
  public init(name: Identifier, body: [BodyItem]) {
    self.name = name
    self.body = body
  }
}

/// `use "path.dial"`
public struct UseDeclaration: Sendable, Equatable {
  /// The path as written, relative to the including file.
  public var path: String
  /// Where the path literal stands.
  public var pathRange: SourceRange

  /// Makes a `use` declaration.
  public init(path: String, pathRange: SourceRange) {
    self.path = path
    self.pathRange = pathRange
  }
}
