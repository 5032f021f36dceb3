/// The name of a property that a body can bind (`title: "Save"`).
///
/// Buttons and styles have the most (docs/language.md §6); menus have `title`, actions
/// `image subtitle selected enabled`, and headers `leading title trailing`.
public enum Property: String, CaseIterable, Sendable, Hashable {
  /// Content and layout (docs/language.md §6).
  case title, subtitle, image, imagePlacement, imagePadding, titlePadding, titleAlignment, size
  /// Shape, colors and text.
  case contentInsets, cornerStyle, cornerRadius, background, foreground, font, lines
  /// State and behaviour; `behavior` and `menu` are static.
  case loading, enabled, selected, behavior, menu
  /// What VoiceOver reads, when not derived.
  case accessibilityLabel, accessibilityValue, accessibilityHint
  /// A header's leading button.
  case leading
  /// A header's trailing button.
  case trailing
}

/// How a property gets its value when no body binds it.
public enum PropertyDefault: Hashable, Sendable {
  /// A fixed value.
  case constant(ConstantValue)
  /// `contentInsets`: by size, see ``ButtonSchema/defaultInsets(for:)``.
  case insetsForSize
  /// `cornerRadius`: by `cornerStyle` (and the button's height for `.capsule`).
  case radiusForCornerStyle
  /// `background`, `foreground`: by preset, see ``Preset/colors``.
  case colorForPreset
  /// `behavior`: `.pulldown` when the button has a menu, otherwise `.push`.
  case behaviorForMenu
  /// No value: a button without a menu, a header without an edge.
  case absent
}

/// What the schema knows about one property.
public struct PropertySpec: Sendable {
  /// The property.
  public var property: Property
  /// The type of the values it accepts.
  public var type: DialType
  /// Its value when unbound.
  public var defaultValue: PropertyDefault
  /// Whether it is fixed when the program starts, so that it may not be set inside `when` (docs/language.md §6).
  public var isStatic: Bool

  /// Makes a property description.
  public init(_ property: Property, _ type: DialType, _ defaultValue: PropertyDefault, isStatic: Bool = false) {
    self.property = property
    self.type = type
    self.defaultValue = defaultValue
    self.isStatic = isStatic
  }
}
