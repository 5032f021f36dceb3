import DialParser
/// How a property gets its value when no body binds it: one column of a property's row, read by the
/// runtime (which applies it), by `why` (which names it) and by the reference's table of properties (§6).
public enum PropertyDefault: Hashable, Sendable {
  /// A fixed value.
  case constant(ConstantValue)
  /// A value that follows from other properties or from the program.
  case derived(DerivedDefault)
  /// No value: a button without a menu, a header without an edge.
  case absent

  /// A case of a Swift enumeration, as a constant default.
  public static func constant<E: DialEnum>(_ value: E) -> PropertyDefault { .constant(.enumCase(value.enumCase)) }
}

/// A default that follows from other properties (docs/language.md §6): what a button that does not bind the
/// property takes.
public enum DerivedDefault: Hashable, Sendable, CaseIterable {
  /// `contentInsets`: by `size`.
  case insetsForSize
  /// `font`: the title's text style by `size`.
  case titleFontForSize
  /// `subtitleFont`: the subtitle's text style by `size`.
  case subtitleFontForSize
  /// `cornerRadius`: by `cornerStyle`, and by the button's height for `.capsule`; so it follows the layout.
  case radiusForCornerStyle
  /// `background`: the preset's.
  case backgroundForPreset
  /// `foreground`: the preset's.
  case foregroundForPreset
  /// `cornerStyle`: `.capsule` for a glass preset, `.dynamic` for the others.
  case cornerStyleForPreset
  /// `behavior`: `.pulldown` when the button has a menu, otherwise `.push` (fixed when the program is checked).
  case behaviorForMenu

  /// What the value follows, as `why` names it (`default: by size`).
  public var basis: String {
    switch self {
    case .insetsForSize, .titleFontForSize, .subtitleFontForSize: return "size"
    case .radiusForCornerStyle: return "cornerStyle"
    case .backgroundForPreset, .foregroundForPreset, .cornerStyleForPreset: return "preset"
    case .behaviorForMenu: return "menu"
    }
  }

  /// The rule as the reference's table of properties states it.
  public var summary: String {
    switch self {
    case .insetsForSize, .titleFontForSize, .subtitleFontForSize: return "by size, below"
    case .radiusForCornerStyle: return "by corner style"
    case .backgroundForPreset, .foregroundForPreset: return "by preset, below"
    case .cornerStyleForPreset: return "`.dynamic`; `.capsule` for a glass preset"
    case .behaviorForMenu: return "`.push`, or `.pulldown` with a menu"
    }
  }

  /// Whether the value follows the button's layout (a capsule's radius is half its height), so that it is
  /// derived after every other value, and a change of anything that moves the layout may change it.
  public var followsLayout: Bool { self == .radiusForCornerStyle }
}
