import DialLexer
import DialParser

// MARK: - Resolving configurations (docs/language.md §6): preset, styles, body, `when` blocks, state colors

extension Session {
  /// Resolves a button again; if anything changed, records it and marks its readers.
  mutating func refreshButton(_ index: Int) throws(RuntimeError) {
    // A button that reads itself stores each pass as it resolves (see ``resolveUntilSettled(_:state:)``), so
    // what changed is judged against the state before the first pass, or its readers would not be marked.
    let before = buttons[index]
    var state = before
    if journal.queue.takeSelectedReapplication(index), let binding = program.selectedBindings[index] {
      let value = try evaluate(binding, owner: Owner(index: index, state: state))
      guard let selected = value.boolValue else { throw .type("Bool", value, at: binding.range) }
      state.selected = selected
    }
    state.resolved = try resolveUntilSettled(index, state: &state)
    guard state != before else {
      if !buttons.matches(state, at: index) { buttons[index] = state }
      return
    }
    recordButton(index)
    buttons[index] = state
    markDependents(of: .button(index))
  }

  /// Resolves a button; one that reads itself (`title: enabled ? … : …`,
  /// `subtitle: b.title + "!"` inside `b`) is resolved again, each pass seeing
  /// the last, until nothing changes. A disabled button loses its highlight, as
  /// in UIKit.
  mutating func resolveUntilSettled(_ index: Int, state: inout ButtonState) throws(RuntimeError) -> ResolvedButton {
    var resolved = try resolve(index, state: state)
    var passes = 0
    while true {
      if !resolved.enabled && state.highlighted {
        state.highlighted = false
      } else if !program.readsItself[index] || resolved == state.resolved {
        return resolved
      }
      passes += 1
      guard passes <= 8 else {
        let name = program.checked.buttons[index].name
        throw RuntimeError(.unsettledBindings(button: name))
      }
      state.resolved = resolved
      if program.readsItself[index] {
        // `b.member` inside `b` reads the stored state: store this pass for the next.
        recordButton(index)
        buttons[index].resolved = resolved
      }
      resolved = try resolve(index, state: state)
    }
  }

  /// The resolved configuration of a button in `state`.
  func resolve(_ index: Int, state: ButtonState) throws(RuntimeError) -> ResolvedButton {
    var owner = Owner(index: index, state: state, previous: state.resolved)
    owner.state.resolved = ResolvedButton.defaults
    // The defaults derived before any binding (the preset's colors), which bindings override.
    let preset = program.checked.buttons[index].preset
    applyDerived(ButtonRows.derivedAtStart, to: &owner.state.resolved, preset: preset, unless: [])
    var bound = BoundProperties()
    let blocks = program.buttonBlocks[index]
    // A preview's forced states hold from the start, so every binding and `when` block reads them, and no
    // binding sets them (``apply`` skips `enabled` and `loading` then).
    Self.applyPreviewOverride(state.previewOverride, to: &owner.state.resolved)
    for block in blocks { try apply(block.bindings, to: &owner, &bound, fromWhen: false) }
    for block in blocks { try applyWhens(block.whens, to: &owner, &bound) }
    var resolved = owner.state.resolved
    finish(&resolved, index, state: state, bound: bound)
    return resolved
  }

  static func applyPreviewOverride(_ override: PreviewOverride?, to resolved: inout ResolvedButton) {
    guard let override else { return }
    resolved.enabled = override.enabled
    resolved.loading = override.loading
  }

  /// Which properties were bound (their derived defaults do not apply), and which a holding `when` block set
  /// (the state colors leave those alone).
  struct BoundProperties: Sendable {
    /// Every property a binding set.
    var all: PropertySet = []
    /// The properties a holding `when` block set.
    var byWhen: PropertySet = []
  }

  func apply(_ bindings: [CheckedBinding], to owner: inout Owner, _ bound: inout BoundProperties, fromWhen: Bool)
    throws(RuntimeError)
  {
    let isForced = owner.state.previewOverride != nil
    for binding in bindings where binding.property != .selected {
      if isForced && (binding.property == .enabled || binding.property == .loading) { continue }
      let value = try evaluate(binding.value, owner: owner)
      try set(binding.property, value, on: &owner.state.resolved, at: binding.range)
      bound.all.insert(binding.property)
      if fromWhen { bound.byWhen.insert(binding.property) }
    }
  }

  /// Holding `when` blocks, in order; a block's nested blocks after its bindings.
  func applyWhens(_ blocks: [CheckedBlock], to owner: inout Owner, _ bound: inout BoundProperties)
    throws(RuntimeError)
  {
    for block in blocks {
      guard let condition = block.condition else { continue }
      let test = try evaluate(condition, owner: owner)
      guard test.boolValue == true else { continue }
      try apply(block.bindings, to: &owner, &bound, fromWhen: true)
      try applyWhens(block.whens, to: &owner, &bound)
    }
  }

  /// Stores one property's value, checking what the type system cannot (negative sizes) as the
  /// property's row in ``Schema/buttonProperties`` says. `selected` is state and static properties
  /// are the program's, so neither is stored here.
  func set(_ property: Property, _ value: Value, on resolved: inout ResolvedButton, at range: SourceRange)
    throws(RuntimeError)
  {
    let ordinal = property.ordinal
    guard ButtonRows.isStored[ordinal] else { return }
    switch ButtonRows.constraint[ordinal] {
    case .nonNegative: try Self.checkNonNegative(value, of: property, at: range)
    case .positive: try Self.checkPositive(value, of: property, at: range)
    case .none: break
    }
    guard resolved.store(value, in: property) else {
      throw .type(Schema.buttonSpec(property).map { Self.kindName($0.type) } ?? "value", value, at: range)
    }
  }

  /// Throws unless a number, or every edge of insets, is finite and 0 or more.
  static func checkNonNegative(_ value: Value, of property: Property, at range: SourceRange) throws(RuntimeError) {
    if property == .contentInsets, let insets = value.insetsValue {
      for edge in [insets.top, insets.leading, insets.bottom, insets.trailing] where edge < 0 || !edge.isFinite {
        throw RuntimeError(.negativeInsetEdge(property, edge), at: range)
      }
    } else if let number = value.doubleValue, number < 0 || !number.isFinite {
      throw RuntimeError(.negativeNumber(property, number), at: range)
    }
  }

  /// Throws unless a number is finite and greater than 0 (`width: 0` would lay nothing out).
  static func checkPositive(_ value: Value, of property: Property, at range: SourceRange) throws(RuntimeError) {
    if let number = value.doubleValue, number <= 0 || !number.isFinite {
      throw RuntimeError(.nonPositiveNumber(property, number), at: range)
    }
  }

  /// A String, which the checker guarantees `value` is.
  func string(_ value: Value, _ range: SourceRange) throws(RuntimeError) -> String {
    guard let text = value.stringValue else { throw .type("String", value, at: range) }
    return text
  }

  /// A Bool, which the checker guarantees `value` is.
  func bool(_ value: Value, _ range: SourceRange) throws(RuntimeError) -> Bool {
    guard let flag = value.boolValue else { throw .type("Bool", value, at: range) }
    return flag
  }

  /// What a value of `type` is called when a binding gives another kind (which the checker rules out).
  static func kindName(_ type: DialType) -> String {
    switch type {
    case .enumeration: return "enum case"
    case .double: return "Number"
    default: return type.displayName
    }
  }

  // MARK: - Finishing

  /// Defaults that depend on other properties (each row's ``DerivedDefault``), the pop-up title, state colors
  /// and the accessibility output.
  func finish(_ resolved: inout ResolvedButton, _ index: Int, state: ButtonState, bound: BoundProperties) {
    // Fields are read in place: a button's whole declaration is much larger than what this needs.
    let isPopup = program.checked.buttons[index].behavior == .popup
    let preset = program.checked.buttons[index].preset
    applyDerived(ButtonRows.derivedAfterBindings, to: &resolved, preset: preset, unless: bound.all)
    // A pop-up shows its selection before what follows the layout is derived.
    if isPopup { showSelection(of: index, in: &resolved, bound: bound) }
    applyDerived(ButtonRows.derivedAfterLayout, to: &resolved, preset: preset, unless: bound.all)
    (resolved.configuredBackground, resolved.configuredForeground) = (resolved.background, resolved.foreground)
    let (background, foreground) = (!bound.byWhen.contains(.background), !bound.byWhen.contains(.foreground))
    // `automaticStateColors: false` turns the adjustments off, as `automaticallyUpdatesConfiguration = false`.
    if state.highlighted && resolved.automaticStateColors {
      if background { resolved.background = ColorMath.darkened(resolved.background) }
      if foreground { resolved.foreground = ColorMath.darkened(resolved.foreground) }
    }
    if !resolved.enabled && resolved.automaticStateColors {
      if background { resolved.background = ColorMath.halfOpacity(resolved.background) }
      if foreground { resolved.foreground = ColorMath.halfOpacity(resolved.foreground) }
    }
    describe(&resolved, selected: state.selected, isPopup: isPopup, index: index)
  }

  /// Stores the derived defaults `rules` give, but for the properties `bound`.
  func applyDerived(
    _ rules: [(property: Property, rule: DerivedDefault)], to resolved: inout ResolvedButton, preset: Preset,
    unless bound: PropertySet
  ) {
    for (property, rule) in rules where !bound.contains(property) {
      if let value = rule.value(for: resolved, preset: preset, height: layoutHeight) {
        _ = resolved.store(value, in: property)
      }
    }
  }

  /// A pop-up's title is its selection, and its image the selected action's unless it sets its own.
  func showSelection(of index: Int, in resolved: inout ResolvedButton, bound: BoundProperties) {
    guard let selection = popupSelection(of: index) else { return }
    resolved.title = selection
    if !bound.all.contains(.image) { resolved.image = popupSelectionImage(of: index) }
  }

  /// The height of a button configured as `resolved`, laid out alone: a capsule's radius is half of it.
  func layoutHeight(_ resolved: ResolvedButton) -> Double {
    ButtonLayout(layoutInput(resolved), textSize: dynamicTypeSize, measurement: measurement).height
  }

  /// Label, value and traits of a button (docs/language.md §9); its speech follows from them.
  func describe(_ resolved: inout ResolvedButton, selected: Bool, isPopup: Bool, index: Int) {
    Self.describe(&resolved, selected: selected)
    // A pop-up with a label of its own reads its selection as its value.
    if isPopup && resolved.accessibilityValue.isEmpty && !resolved.accessibilityLabel.isEmpty {
      resolved.value = popupSelection(of: index) ?? ""
    }
  }

  /// Label, value and traits of a button that is not a pop-up.
  static func describe(_ resolved: inout ResolvedButton, selected: Bool) {
    resolved.value = resolved.derivedValue
    resolved.hasLabel = !resolved.labelIsEmpty
    describeTraits(&resolved, selected: selected)
  }

  /// The traits alone: what a change of `enabled` or `selected` derives again.
  static func describeTraits(_ resolved: inout ResolvedButton, selected: Bool) {
    resolved.traits = resolved.enabled ? .button : [.button, .notEnabled]
    setSelectedTrait(&resolved, selected: selected)
  }

  /// Adds or removes the `selected` trait (the speech, derived, follows).
  static func setSelectedTrait(_ resolved: inout ResolvedButton, selected: Bool) {
    if selected { resolved.traits.insert(.selected) } else { resolved.traits.remove(.selected) }
  }
}
