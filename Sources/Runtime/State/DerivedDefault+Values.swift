import DialChecker
import DialParser

// MARK: - The rules of derived defaults (docs/language.md §6), as a resolution applies them

extension DerivedDefault {
  /// When a resolution applies a rule: the order of these cases.
  enum Stage: Int, Comparable, Sendable {
    /// Before any binding: the preset's colors, which bindings then override.
    case start
    /// After the bindings and `when` blocks, to what they left unbound: what follows from other properties.
    case afterBindings
    /// Last: what follows the layout, which every other value may move.
    case afterLayout
    /// Never at run time: the checker fixes it (`behavior`).
    case checked

    static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// When a resolution applies the rule.
  var stage: Stage {
    switch self {
    case .backgroundForPreset, .foregroundForPreset, .cornerStyleForPreset: return .start
    case .insetsForSize, .titleFontForSize, .subtitleFontForSize: return .afterBindings
    case .radiusForCornerStyle: return .afterLayout
    case .behaviorForMenu: return .checked
    }
  }

  /// The value the rule gives a button of `preset` whose configuration so far is `resolved`, in `release`;
  /// `height` lays the button out, for a capsule's radius. Nil for a rule the checker applies.
  func value(
    for resolved: ResolvedButton, preset: Preset, release: IOSRelease, textSize: DynamicTypeSize = .large,
    height: (ResolvedButton) -> Double
  ) -> Value? {
    switch self {
    case .backgroundForPreset: return .color(preset.colors(in: release).background)
    case .foregroundForPreset: return .color(preset.colors(in: release).foreground)
    case .cornerStyleForPreset:
      return .enumCase(preset.isGlass(in: release) ? CornerStyle.capsule.enumCase : CornerStyle.dynamic.enumCase)
    case .insetsForSize: return .insets(resolved.size.defaultContentInsets)
    case .titleFontForSize: return .font(.style(resolved.size.defaultTitleStyle))
    case .subtitleFontForSize: return .font(.style(resolved.size.defaultSubtitleStyle))
    case .radiusForCornerStyle:
      return .double(
        Self.radius(of: resolved.cornerStyle, size: resolved.size, textSize: textSize) ?? height(resolved) / 2)
    case .behaviorForMenu: return nil
    }
  }

  /// The radius of a corner style (fixed 6, small 4, medium 8, large 12, dynamic by size and text size); nil for a
  /// capsule, whose radius is half its height.
  static func radius(of style: CornerStyle, size: ButtonSize, textSize: DynamicTypeSize) -> Double? {
    switch style {
    case .fixed: return 6
    case .small: return 4
    case .medium: return 8
    case .large: return 12
    case .capsule: return nil
    case .dynamic: return dynamicRadius(size: size, textSize: textSize)
    }
  }

  /// A `.dynamic` radius: the size's radius at `.large` (mini 4, small 6, medium 8, large 12), scaled as the body
  /// text style scales from `.large` to `textSize` (17 pt to 23 pt at `.extraExtraExtraLarge`), to the nearest
  /// whole point, halves up: "adjusted based on dynamic type", as UIKit's header says, by a rule of Dial's own.
  static func dynamicRadius(size: ButtonSize, textSize: DynamicTypeSize) -> Double {
    let base: Double
    switch size {
    case .mini: base = 4
    case .small: base = 6
    case .medium: base = 8
    case .large: base = 12
    }
    let scale = DynamicTypeTable.pointSize(.body, textSize) / DynamicTypeTable.pointSize(.body, .large)
    return (base * scale).rounded(.toNearestOrAwayFromZero)
  }
}
