import DialChecker
import DialParser

// MARK: - Finishing a configuration: derived defaults, a pop-up's title, state colors, accessibility output

extension Resolver {
  /// Defaults that depend on other properties (each row's ``DerivedDefault``), the pop-up title, state colors
  /// and the accessibility output.
  static func finish(
    _ resolved: inout ResolvedButton, _ index: Int, state button: ButtonState, bound: BoundProperties,
    in state: SessionState
  ) {
    // Fields are read in place: a button's whole declaration is much larger than what this needs.
    let isPopup = state.program.checked.buttons[index].behavior == .popup
    let preset = state.program.checked.buttons[index].preset
    applyDerived(
      ButtonRows.derivedAfterBindings, to: &resolved, of: index, preset: preset, unless: bound.all, in: state)
    // A pop-up shows its selection before what follows the layout is derived.
    if isPopup { showSelection(of: index, in: &resolved, bound: bound, state: state) }
    applyDerived(
      ButtonRows.derivedAfterLayout, to: &resolved, of: index, preset: preset, unless: bound.all, in: state)
    (resolved.configuredBackground, resolved.configuredForeground) = (resolved.background, resolved.foreground)
    // `automaticStateColors: false` turns the adjustments off, as `automaticallyUpdatesConfiguration = false`.
    resolved.stateColors = StateColors.rule(
      preset: preset.drawn(in: state.iOSRelease), behavior: state.program.checked.buttons[index].behavior,
      automatic: resolved.automaticStateColors, backgroundByWhen: bound.byWhen.contains(.background),
      foregroundByWhen: bound.byWhen.contains(.foreground))
    (resolved.background, resolved.foreground) = resolved.stateColors.shown(
      background: resolved.background, foreground: resolved.foreground, selected: button.selected,
      highlighted: button.highlighted, enabled: resolved.enabled)
    resolved.describe(selected: button.selected)
    // A pop-up with a label of its own reads its selection as its value.
    if isPopup && resolved.accessibilityValue.isEmpty && !resolved.accessibilityLabel.isEmpty {
      resolved.value = RadioGroups.popupSelection(of: index, in: state) ?? ""
    }
  }

  /// Stores the derived defaults `rules` give button `index`, but for the properties `bound`.
  static func applyDerived(
    _ rules: [(property: Property, rule: DerivedDefault)], to resolved: inout ResolvedButton, of index: Int,
    preset: Preset, unless bound: PropertySet, in state: SessionState
  ) {
    for (property, rule) in rules where !bound.contains(property) {
      let value = rule.value(
        for: resolved, preset: preset, release: state.iOSRelease, textSize: textSize(ofButton: index, in: state)
      ) {
        StateLayout.layout(of: $0, in: state).height
      }
      if let value { _ = resolved.store(value, in: property) }
    }
  }

  /// The text size a button's layout follows: the session's, capped at `.extraExtraExtraLarge` for a button of a
  /// header whose buttons behave as bar buttons (they stop growing there and offer the Large Content Viewer).
  static func textSize(ofButton index: Int, in state: SessionState) -> DynamicTypeSize {
    guard let header = state.program.checked.buttons[index].header,
      state.program.checked.headers[header].largeContentViewer
    else { return state.textSize }
    return state.textSize.capped(at: HeaderLayout.buttonMaximumTextSize)
  }

  /// A pop-up's title is its selection, and its image the selected action's unless it sets its own.
  static func showSelection(
    of index: Int, in resolved: inout ResolvedButton, bound: BoundProperties, state: SessionState
  ) {
    guard let selection = RadioGroups.popupSelection(of: index, in: state) else { return }
    resolved.title = selection
    if !bound.all.contains(.image) { resolved.image = RadioGroups.popupSelectionImage(of: index, in: state) }
  }
}

// MARK: - The accessibility output a configuration gives (docs/language.md §9)

extension ResolvedButton {
  /// Derives the value and traits (the label and speech follow when read) from the configuration.
  mutating func describe(selected: Bool) {
    value = derivedValue
    hasLabel = !labelIsEmpty
    describeTraits(selected: selected)
  }

  /// The traits alone: what a change of `enabled` or `selected` derives again.
  mutating func describeTraits(selected: Bool) {
    traits = enabled ? .button : [.button, .notEnabled]
    setSelectedTrait(selected)
  }

  /// Adds or removes the `selected` trait (the speech, derived, follows).
  mutating func setSelectedTrait(_ selected: Bool) {
    if selected { traits.insert(.selected) } else { traits.remove(.selected) }
  }
}
