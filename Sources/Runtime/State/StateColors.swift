import DialChecker
import DialParser

/// How a button's colors follow its state (docs/language.md §6, "Colors of the presets and of states"): the one
/// rule from which `b.background` and `b.foreground` read the colors shown, and so the preview draws them and
/// the audit checks them.
///
/// A resolution stores which colors follow the state in the button's configuration, so that a change of state
/// that resolves nothing (a toggle's tap) shows the same colors a resolution would.
public struct StateColors: OptionSet, Equatable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The background follows the state: no holding `when` block sets it.
  static let background = StateColors(rawValue: 1)
  /// The foreground follows the state.
  static let foreground = StateColors(rawValue: 2)
  /// Selected, the button takes the filled look: a toggle of the plain, gray, tinted or glass preset, whose
  /// configurations update for selection by default (`automaticallyUpdateForSelection`).
  static let selection = StateColors(rawValue: 4)

  /// The rule of a button of `preset` and `behavior`; none when `automaticStateColors` is off, and neither color
  /// that a holding `when` block sets (`boundByWhen`).
  static func rule(
    preset: Preset, behavior: Behavior, automatic: Bool, backgroundByWhen: Bool, foregroundByWhen: Bool
  ) -> StateColors {
    guard automatic else { return [] }
    var rule: StateColors = []
    if !backgroundByWhen { rule.insert(.background) }
    if !foregroundByWhen { rule.insert(.foreground) }
    if behavior == .toggle && preset != .filled && preset != .prominentGlass { rule.insert(.selection) }
    return rule
  }

  /// The colors shown for the configured ones in a state: selected (with ``selection``), the configured
  /// foreground behind white; then, highlighted, darkened by HSB brightness × 0.9; then, disabled, at half
  /// opacity. Each step changes only the colors that follow the state.
  func shown(
    background: UInt32, foreground: UInt32, selected: Bool, highlighted: Bool, enabled: Bool
  ) -> (background: UInt32, foreground: UInt32) {
    var (shownBackground, shownForeground) = (background, foreground)
    if selected && contains(.selection) {
      if contains(.background) { shownBackground = foreground }
      if contains(.foreground) { shownForeground = Self.white }
    }
    if highlighted {
      if contains(.background) { shownBackground = ColorMath.darkened(shownBackground) }
      if contains(.foreground) { shownForeground = ColorMath.darkened(shownForeground) }
    }
    if !enabled {
      if contains(.background) { shownBackground = ColorMath.halfOpacity(shownBackground) }
      if contains(.foreground) { shownForeground = ColorMath.halfOpacity(shownForeground) }
    }
    return (shownBackground, shownForeground)
  }

  private static let white: UInt32 = 0xFFFF_FFFF
}

extension ButtonState {
  /// Sets the colors shown from the configured ones, by the rule the last resolution stored: after a change of
  /// `selected`, `highlighted` or `enabled` that resolves nothing. Writes only a color that changes, so the
  /// configuration box of most buttons (and of every button whose colors do not follow selection, on a tap) is
  /// not copied.
  mutating func showStateColors() {
    let shown = resolved.stateColors.shown(
      background: resolved.configuredBackground, foreground: resolved.configuredForeground, selected: selected,
      highlighted: highlighted, enabled: resolved.enabled)
    if resolved.background != shown.background { resolved.background = shown.background }
    if resolved.foreground != shown.foreground { resolved.foreground = shown.foreground }
  }
}
