import DialParser
/// The static type of a Dial expression, property or variable (docs/language.md §2–§8).
///
/// Value types (`bool` … `traitSet`) are what expressions compute; reference
/// types (`button` … `headerTitle`) name the program's components, which are
/// fixed before the program runs, so the checker resolves every reference to
/// one component and the runtime never looks a name up.
public enum DialType: Hashable, Sendable {
  /// `true`, `false`.
  case bool
  /// A 64-bit integer.
  case int
  /// A double; Int values convert to it where a Double is expected.
  case double
  /// Text.
  case string
  /// A color, 0xRRGGBBAA.
  case color
  /// `String?`: a single menu's `.selection`, which is nil when nothing is selected.
  case optionalString
  /// One of the enumerations, such as `imagePlacement`.
  case enumeration(EnumType)
  /// `contentInsets`: one Number for all edges, or (top, leading, bottom, trailing).
  case insets
  /// A laid-out rectangle: `x y width height minX midX maxX minY midY maxY`.
  case frame
  /// A set of accessibility traits: `.count`, `.isEmpty`, `.contains(.selected)`.
  case traitSet
  /// A font: a text style (`.headline`) or a system font (`.system(size: 14, weight: .bold)`).
  case font
  /// A button.
  case button
  /// A stand-alone menu.
  case menu
  /// An action of a menu.
  case menuItem
  /// A submenu (`menu "Title" { … }` inside a menu).
  case submenu
  /// A header.
  case header
  /// A header's title element.
  case headerTitle

  /// Whether the type is Int or Double.
  public var isNumber: Bool { self == .int || self == .double }

  /// Whether values of the type name components rather than compute values.
  public var isReference: Bool {
    switch self {
    case .button, .menu, .menuItem, .submenu, .header, .headerTitle: return true
    default: return false
    }
  }

  /// Whether a `var` may hold a value of the type (docs/language.md §4: Bool, Int, Double, String, Color,
  /// Selection or an enum).
  public var isVariableType: Bool {
    switch self {
    case .bool, .int, .double, .string, .color, .enumeration, .optionalString: return true
    default: return false
    }
  }

  /// The name shown in messages: `Int`, `String?`, `ImagePlacement`, `button`.
  public var displayName: String {
    switch self {
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .color: return "Color"
    case .optionalString: return "Selection"
    case .enumeration(let type): return type.displayName
    case .insets: return "Insets"
    case .frame: return "Frame"
    case .traitSet: return "TraitSet"
    case .font: return "Font"
    case .button: return "button"
    case .menu: return "menu"
    case .menuItem: return "menu action"
    case .submenu: return "submenu"
    case .header: return "header"
    case .headerTitle: return "header title"
    }
  }

  /// The name with its article, as a sentence needs it: `an Int`, `a String`, `an ImagePlacement`.
  public var displayNameWithArticle: String {
    let name = displayName
    let vowel = name.first.map { "AEIOUaeiou".contains($0) } ?? false
    return (vowel ? "an " : "a ") + name
  }

  /// Whether a value of type `source` may stand where `self` is expected.
  ///
  /// Besides equal types, an Int converts to a Double (docs/language.md §5), a Number to Insets
  /// (one inset for all edges) and a String to a `String?`.
  public func accepts(_ source: DialType) -> Bool {
    if self == source { return true }
    switch (self, source) {
    case (.double, .int), (.insets, .int), (.insets, .double), (.optionalString, .string),
      (.font, .enumeration(.textStyle)):
      return true
    default: return false
    }
  }
}
