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
    case .backgroundForPreset, .foregroundForPreset: return .start
    case .insetsForSize, .titleFontForSize, .subtitleFontForSize: return .afterBindings
    case .radiusForCornerStyle: return .afterLayout
    case .behaviorForMenu: return .checked
    }
  }

  /// The value the rule gives a button of `preset` whose configuration so far is `resolved`; `height` lays the
  /// button out, for a capsule's radius. Nil for a rule the checker applies.
  func value(for resolved: ResolvedButton, preset: Preset, height: (ResolvedButton) -> Double) -> Value? {
    switch self {
    case .backgroundForPreset: return .color(preset.colors.background)
    case .foregroundForPreset: return .color(preset.colors.foreground)
    case .insetsForSize: return .insets(resolved.size.defaultContentInsets)
    case .titleFontForSize: return .font(.style(resolved.size.defaultTitleStyle))
    case .subtitleFontForSize: return .font(.style(resolved.size.defaultSubtitleStyle))
    case .radiusForCornerStyle:
      return .double(Self.radius(of: resolved.cornerStyle, size: resolved.size) ?? height(resolved) / 2)
    case .behaviorForMenu: return nil
    }
  }

  /// The radius of a corner style (fixed 6, small 4, medium 8, large 12, dynamic by size); nil for a capsule,
  /// whose radius is half its height.
  static func radius(of style: CornerStyle, size: ButtonSize) -> Double? {
    switch style {
    case .fixed: return 6
    case .small: return 4
    case .medium: return 8
    case .large: return 12
    case .capsule: return nil
    case .dynamic:
      switch size {
      case .mini: return 4
      case .small: return 6
      case .medium: return 8
      case .large: return 12
      }
    }
  }
}
