import DialLexer
import DialParser

/// A checked program: every declaration of every file, resolved, plus the
/// top-level statements in order. The runtime builds its state from this and
/// never sees an unresolved name.
///
/// Components are stored in one array per kind and referred to by index
/// (``Reference``, ``EventTarget``); ``symbols`` lists them in declaration
/// order, which is the order of transitions and accessibility (docs/language.md §12, §9).
public struct CheckedProgram: Sendable {
  /// Every named declaration, in declaration order (files in load order).
  public var symbols: [Symbol] = []
  /// The index in ``symbols`` of each name.
  var symbolSlots = SymbolSlots()
  /// `var` declarations.
  public var variables: [CheckedVariable] = []
  /// `style` declarations.
  public var styles: [CheckedStyle] = []
  /// Buttons: declared at top level or inline in a header.
  public var buttons: [CheckedButton] = []
  /// Menus: stand-alone ones and buttons' inline menus.
  public var menus: [CheckedMenu] = []
  /// Headers.
  public var headers: [CheckedHeader] = []
  /// The top-level statements of the entry script, in order.
  public var statements: [CheckedStatement] = []
  /// The `invariant` declarations: Bool conditions that must hold after every statement.
  public var invariants: [CheckedInvariant] = []
  /// The host events a program emits (`event`), by index.
  public var events: [CheckedEvent] = []
  /// The functions (`func`), by index.
  public var functions: [CheckedFunction] = []

  /// Makes an empty program.
  public init() {}

  /// The declaration called `name`, or nil.
  public func symbol(named name: String) -> Symbol? {
    symbolSlots.index(of: name, in: symbols).map { symbols[$0] }
  }

  /// The blocks that configure a button: its styles from the most basic one, then its own body.
  ///
  /// They apply as docs/language.md §6 says: after the preset's defaults, the
  /// plain ``CheckedBlock/bindings`` of every block, in this order; then the
  /// `when` blocks of every block, in this order, each while its condition
  /// holds (a nested block while its own and its parents' conditions hold).
  /// A later binding of a property wins over an earlier one.
  ///
  /// The checker breaks base cycles, so the walk ends; it is also bounded by
  /// the number of styles.
  public func configuration(of button: CheckedButton) -> [CheckedBlock] {
    var blocks = [button.body]
    var next = button.style
    while let index = next, styles.indices.contains(index), blocks.count <= styles.count {
      blocks.append(styles[index].body)
      next = styles[index].base
    }
    return blocks.reversed()
  }
}

/// A named declaration.
///
/// 32 bytes, where a ``SymbolKind`` stored as it is made it 40: the kind is packed into 32 bits, its case
/// in the top three and the index below. The checker reserves a symbol for every top-level item before it
/// declares them, while their syntax is all in memory (0.9 MB less over 110 000 declarations).
public struct Symbol: Sendable, Equatable {
  /// The declared name.
  public var name: String
  /// Where the name was written.
  public var range: SourceRange
  private var storedKind: UInt32

  /// What it declares, with its index in the program's array of that kind.
  public var kind: SymbolKind {
    get { SymbolKind(packed: storedKind) }
    set { storedKind = newValue.packed }
  }

  /// Makes a symbol.
  public init(name: String, kind: SymbolKind, range: SourceRange) {
    self.name = name
    self.range = range
    self.storedKind = kind.packed
  }
}

/// The kinds of declaration, each with an index into ``CheckedProgram``.
public enum SymbolKind: Hashable, Sendable {
  /// A `var`, in ``CheckedProgram/variables``.
  case variable(Int)
  /// A `style`, in ``CheckedProgram/styles``.
  case style(Int)
  /// A `button`, in ``CheckedProgram/buttons``.
  case button(Int)
  /// A stand-alone `menu`, in ``CheckedProgram/menus``.
  case menu(Int)
  /// A `header`, in ``CheckedProgram/headers``.
  case header(Int)
  /// A host `event`, in ``CheckedProgram/events``.
  case event(Int)
  /// A `func`, in ``CheckedProgram/functions``.
  case function(Int)

  /// How many bits of a packed kind hold its index: indices of declarations are far below 2²⁹
  /// (``Limits/maxDeclarations``, and buttons and menus inline in others are bounded by the source's size).
  static let indexBits: UInt32 = 29

  /// The case in the top three bits, the index below them.
  var packed: UInt32 {
    let (tag, index): (UInt32, Int)
    switch self {
    case .variable(let value): (tag, index) = (0, value)
    case .style(let value): (tag, index) = (1, value)
    case .button(let value): (tag, index) = (2, value)
    case .menu(let value): (tag, index) = (3, value)
    case .header(let value): (tag, index) = (4, value)
    case .event(let value): (tag, index) = (5, value)
    case .function(let value): (tag, index) = (6, value)
    }
    return tag << Self.indexBits | UInt32(truncatingIfNeeded: index) & (1 << Self.indexBits - 1)
  }

  init(packed: UInt32) {
    let index = Int(packed & (1 << Self.indexBits - 1))
    switch packed >> Self.indexBits {
    case 0: self = .variable(index)
    case 1: self = .style(index)
    case 2: self = .button(index)
    case 3: self = .menu(index)
    case 4: self = .header(index)
    case 5: self = .event(index)
    default: self = .function(index)
    }
  }

  /// The word for the kind, used in messages: `variable`, `style`, ….
  public var word: String {
    switch self {
    case .variable: return "variable"
    case .style: return "style"
    case .button: return "button"
    case .menu: return "menu"
    case .header: return "header"
    case .event: return "host event"
    case .function: return "function"
    }
  }
}

/// `var name = initializer`.
public struct CheckedVariable: Sendable {
  /// The name.
  public var name: String
  /// The type, inferred from the initializer.
  public var type: DialType
  /// The initial value.
  public var initializer: CheckedExpression
  /// Where the name was written.
  public var range: SourceRange
}

/// A body of bindings and `when` blocks (docs/language.md §6); see ``CheckedProgram/configuration(of:)`` for the
/// order in which a button's blocks apply.
public struct CheckedBlock: Sendable {
  /// The condition in a box of its own: only `when` blocks have one, and inline it made every block 48 bytes
  /// instead of 24, in every button (2.4 MB over 100 000 buttons).
  private var storedCondition: StoredCondition?
  /// `property: value` bindings, at most one per property.
  public var bindings: [CheckedBinding]
  /// Nested `when` blocks, in source order.
  public var whens: [CheckedBlock]

  /// The `when` condition; nil for a component's body itself.
  public var condition: CheckedExpression? {
    get {
      guard case .written(let condition)? = storedCondition else { return nil }
      return condition
    }
    set { storedCondition = newValue.map(StoredCondition.written) }
  }

  /// A condition in a box.
  private indirect enum StoredCondition: Sendable {
    case written(CheckedExpression)
  }

  /// Makes a block.
  public init(condition: CheckedExpression?, bindings: [CheckedBinding], whens: [CheckedBlock]) {
    self.storedCondition = condition.map(StoredCondition.written)
    self.bindings = bindings
    self.whens = whens
  }
}

/// `property: value`.
public struct CheckedBinding: Sendable {
  // Stored largest first: the one-byte property last makes a binding 48 bytes instead of 56.
  /// The value, of the property's type (Ints converted to Double, numbers to Insets).
  public var value: CheckedExpression
  /// The whole binding.
  public var range: SourceRange
  /// The property.
  public var property: Property

  init(property: Property, value: CheckedExpression, range: SourceRange) {
    self.value = value
    self.range = range
    self.property = property
  }
}

/// `style name[: base] { … }`.
public struct CheckedStyle: Sendable {
  /// The name.
  public var name: String
  /// Where the name was written.
  public var range: SourceRange
  /// The preset at the root of the base chain.
  public var preset: Preset
  /// The style it builds on, by index; nil when it builds on a preset.
  public var base: Int?
  /// The body.
  public var body: CheckedBlock
  /// `behavior: .x` in its body or, failing that, its base's, with the range of the value.
  public var behavior: (Behavior, SourceRange)?
}

/// `button name[: base] { … }`.
///
/// 80 bytes a button, where it took 128: the body's condition is boxed (``CheckedBlock``), and the three
/// optional indices are kept in 32 bits each, 0 for nil and the index plus one otherwise (an `Int?` took
/// 16 bytes with its padding). Over 100 000 buttons that is 4.8 MB less, while the syntax is still in memory.
public struct CheckedButton: Sendable {
  /// The name.
  public var name: String
  /// Its own body.
  public var body: CheckedBlock
  /// `on tap { … }`.
  public var tapHandler: [CheckedStatement]?
  /// Where the name was written.
  public var range: SourceRange
  private var storedStyle: UInt32
  private var storedMenu: UInt32
  private var storedHeader: UInt32
  /// The preset at the root of the base chain.
  public var preset: Preset
  /// Its behaviour, from its body, a style, or the default.
  public var behavior: Behavior

  /// The style it builds on, by index (see ``CheckedProgram/configuration(of:)``); nil for a preset.
  public var style: Int? {
    get { Self.index(storedStyle) }
    set { storedStyle = Self.stored(newValue) }
  }
  /// Its menu's index in ``CheckedProgram/menus``.
  public var menu: Int? {
    get { Self.index(storedMenu) }
    set { storedMenu = Self.stored(newValue) }
  }
  /// The header it is placed in, by index.
  public var header: Int? {
    get { Self.index(storedHeader) }
    set { storedHeader = Self.stored(newValue) }
  }

  init(
    name: String, body: CheckedBlock, tapHandler: [CheckedStatement]?, style: Int?, range: SourceRange, menu: Int?,
    preset: Preset, behavior: Behavior, header: Int?
  ) {
    self.name = name
    self.body = body
    self.tapHandler = tapHandler
    self.range = range
    self.storedStyle = Self.stored(style)
    self.storedMenu = Self.stored(menu)
    self.storedHeader = Self.stored(header)
    self.preset = preset
    self.behavior = behavior
  }

  /// An index as stored: declarations are far fewer than 2³² (``Limits/maxDeclarations``), and menus and
  /// headers are declarations or belong to one.
  private static func stored(_ index: Int?) -> UInt32 {
    index.map { UInt32(truncatingIfNeeded: $0 + 1) } ?? 0
  }

  private static func index(_ stored: UInt32) -> Int? {
    stored == 0 ? nil : Int(stored) - 1
  }
}

/// `header name { leading: …, title: …, trailing: … }`.
public struct CheckedHeader: Sendable {
  /// The name.
  public var name: String
  /// Where the name was written.
  public var range: SourceRange
  /// The leading button's index.
  public var leading: Int?
  /// The title, a String.
  public var title: CheckedExpression?
  /// The trailing button's index.
  public var trailing: Int?
  /// Whether the body gives a title; a header without one is a bar of buttons, with no Heading element.
  public var hasTitle = false
  /// The title's font (`font:`), `.headline` unless set.
  public var font = Font.style(.headline)
  /// Whether its buttons behave as UIKit's bar buttons (`largeContentViewer: true`): they stop growing at
  /// `.extraExtraExtraLarge` and offer the Large Content Viewer at the accessibility sizes.
  public var largeContentViewer = false
}

/// `invariant condition`: a Bool that must hold in every state, checked after every statement.
public struct CheckedInvariant: Sendable {
  /// The condition.
  public var condition: CheckedExpression
  /// The whole declaration.
  public var range: SourceRange

  /// Makes an invariant.
  public init(condition: CheckedExpression, range: SourceRange) {
    self.condition = condition
    self.range = range
  }
}
