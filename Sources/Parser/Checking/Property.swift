/// The name of a property that a body can bind (`title: "Save"`).
///
/// Buttons and styles have the most (the table of docs/language.md §6);
/// menus have `title`, actions `image subtitle selected enabled`, and headers
/// `leading title trailing`. What each property is lives in one row of
/// ``Schema``'s tables.
public enum Property: String, OrdinalEnum {
  /// Content and layout.
  case title, subtitle, image, imagePlacement, imagePadding, titlePadding, titleAlignment, size
  /// Shape, colors and text.
  case contentInsets, cornerStyle, cornerRadius, background, foreground, font, subtitleFont, lines
  /// The width a button is laid out in: fixed, or a cap.
  case width, maxWidth
  /// State and behaviour; `behavior` and `menu` are static.
  case loading, enabled, selected, behavior, menu
  /// Whether highlighted and disabled adjust the colors (`automaticallyUpdatesConfiguration`).
  case automaticStateColors
  /// A variable a radio group's selection is bound to, both ways (a `.popup` button's or a single menu's).
  case selection
  /// What VoiceOver reads, when not derived.
  case accessibilityLabel, accessibilityValue, accessibilityHint
  /// A header's leading button.
  case leading
  /// A header's trailing button.
  case trailing
  /// A header's opt-in to the bar-button behaviour: buttons stop growing and offer the Large Content Viewer.
  case largeContentViewer
}

/// How a property gets its value when no body binds it.
public enum PropertyDefault: Hashable, Sendable {
  /// A fixed value.
  case constant(ConstantValue)
  /// `contentInsets`: by `size`, as `UIButton.Configuration.Size` sets them.
  case insetsForSize
  /// `cornerRadius`: by `cornerStyle` (and the button's height for `.capsule`).
  case radiusForCornerStyle
  /// `background`, `foreground`: by preset, see ``Preset/colors``.
  case colorForPreset
  /// `behavior`: `.pulldown` when the button has a menu, otherwise `.push`.
  case behaviorForMenu
  /// `font`, `subtitleFont`: by `size`, as `UIButton.Configuration.Size` sets them.
  case fontForSize
  /// No value: a button without a menu, a header without an edge.
  case absent

  /// A case of a Swift enumeration, as a constant default.
  public static func constant<E: DialEnum>(_ value: E) -> PropertyDefault { .constant(.enumCase(value.enumCase)) }
}

/// How a change of a button property is listed among a statement's transitions.
public enum TransitionListing: Hashable, Sendable {
  /// As resolved: `b.title: "" -> "Save"`.
  case resolved
  /// As configured, before the automatic highlighted and disabled adjustments, which follow from
  /// `highlighted` and `enabled`, listed themselves (the colors).
  case configured
  /// As the button's state: `selected`, which a binding sets and a toggle flips.
  case state
  /// Never: static properties cannot change.
  case never
}

/// A check on a property's values beyond their type.
public enum ValueConstraint: Hashable, Sendable {
  /// Any value of the type.
  case none
  /// A finite number of 0 or more (paddings, radii, `lines`); for insets, every edge.
  case nonNegative
  /// A finite number greater than 0, or 0 for "not set" as the default (`width`, `maxWidth`).
  case positive
}

/// What the schema knows about one property: one row of a component's table.
public struct PropertySpec: Sendable {
  /// The property.
  public var property: Property
  /// The type of the values it accepts.
  public var type: DialType
  /// Its value when unbound.
  public var defaultValue: PropertyDefault
  /// Whether it is fixed when the program starts, so that it may not be set inside `when`.
  public var isStatic: Bool
  /// What UIKit calls it, for documentation and hover text: `configuration.title`.
  public var uikitName: StaticString
  /// How its changes are listed among transitions.
  public var listing: TransitionListing
  /// What its values must satisfy beyond their type.
  public var constraint: ValueConstraint

  /// Makes a property description.
  public init(
    _ property: Property, _ type: DialType, _ defaultValue: PropertyDefault, uikit uikitName: StaticString,
    isStatic: Bool = false, listing: TransitionListing = .resolved, constraint: ValueConstraint = .none
  ) {
    self.property = property
    self.type = type
    self.defaultValue = defaultValue
    self.isStatic = isStatic
    self.uikitName = uikitName
    self.listing = isStatic ? .never : listing
    self.constraint = constraint
  }
}
