import DialParser
/// How `dial export` writes a binding of a property, in each target: one column of the property table, so that
/// the export cannot drift from the properties (docs/language.md §13, "export").
public struct PropertyExport: Sendable {
  /// How the UIKit export sets it.
  public var uikit: UIKitSetter
  /// How the SwiftUI export sets it.
  public var swiftUI: SwiftUISetter

  /// Makes a column entry.
  public init(uikit: UIKitSetter, swiftUI: SwiftUISetter) {
    (self.uikit, self.swiftUI) = (uikit, swiftUI)
  }

  /// Not exported yet in either target.
  public static let none = PropertyExport(uikit: .none, swiftUI: .none)
}

/// How a property is set on a `UIButton` and the `UIButton.Configuration` being built (`config`).
public enum UIKitSetter: Sendable {
  /// `config.<field> = value`.
  case configuration(StaticString)
  /// `config.background.<field> = value`.
  case background(StaticString)
  /// `config.image = UIImage(systemName: value)`.
  case systemImage
  /// `config.<transformer>` set to a text attributes transformer that sets the font.
  case textAttributes(StaticString)
  /// `button.<property> = value`, only when it changes (a control's state, whose change runs the update
  /// handler again).
  case controlState(StaticString)
  /// `button.<property> = value`.
  case view(StaticString)
  /// `button.titleLabel?.<property> = value`.
  case titleLabel(StaticString)
  /// A width constraint made once, when the button is: `button.widthAnchor.constraint(<relation>: value)`; only
  /// a constant outside `when` blocks is exported.
  case widthConstraint(StaticString)
  /// Written by the export's own parts (a toggle's selection, a menu, a behaviour).
  case byExport
  /// Not exported yet: a binding of it is reported.
  case none
}

/// How a property is set on a SwiftUI `Button`.
public enum SwiftUISetter: Sendable {
  /// `.<modifier>(value)`.
  case modifier(StaticString)
  /// `.<modifier>(!(value))`: a modifier whose meaning is the property's negation (`.disabled`).
  case negatedModifier(StaticString)
  /// `.<modifier>(<label>: value)`: `.frame(width:)`.
  case labelledModifier(StaticString, label: StaticString)
  /// Part of the button's label view (its texts, image, spacing, padding, progress view).
  case label
  /// `.buttonBorderShape(…)`, from a corner style or radius.
  case borderShape
  /// `.truncationMode(…)`, from a truncating line-break mode (a wrapping one is SwiftUI's own).
  case truncationMode
  /// Written by the export's own parts (a toggle's selection, a menu, a behaviour).
  case byExport
  /// Not exported yet: a binding of it is reported.
  case none
}
