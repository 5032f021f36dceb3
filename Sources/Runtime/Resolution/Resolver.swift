import DialChecker
import DialLexer
import DialParser

/// Resolves a button's configuration (docs/language.md §6): its preset, its styles and body, its `when` blocks,
/// then what derives from them (defaults by other properties, a pop-up's title, state colors, accessibility
/// output). A pure function of a session it only reads: storing the result is the ``Settler``'s.
enum Resolver {
  /// Which properties were bound (their derived defaults do not apply), and which a holding `when` block set
  /// (the state colors leave those alone).
  struct BoundProperties: Sendable {
    /// Every property a binding set.
    var all: PropertySet = []
    /// The properties a holding `when` block set.
    var byWhen: PropertySet = []
  }

  /// The resolved configuration of button `index` in `state`.
  static func resolve(_ index: Int, state button: ButtonState, in state: SessionState) throws(RuntimeError)
    -> ResolvedButton
  {
    var owner = Owner(index: index, state: button, previous: button.resolved)
    owner.state.resolved = ResolvedButton.defaults
    // The defaults derived before any binding (the preset's colors), which bindings override.
    let preset = state.program.checked.buttons[index].preset
    applyDerived(
      ButtonRows.derivedAtStart, to: &owner.state.resolved, of: index, preset: preset, unless: [], in: state)
    var bound = BoundProperties()
    let blocks = state.program.buttonBlocks[index]
    // A preview's forced states hold from the start, so every binding and `when` block reads them, and no
    // binding sets them (``apply(_:to:_:fromWhen:in:)`` skips `enabled` and `loading` then).
    applyPreviewOverride(button.previewOverride, to: &owner.state.resolved)
    for block in blocks { try apply(block.bindings, to: &owner, &bound, fromWhen: false, in: state) }
    for block in blocks { try applyWhens(block.whens, to: &owner, &bound, in: state) }
    var resolved = owner.state.resolved
    finish(&resolved, index, state: button, bound: bound, in: state)
    return resolved
  }

  /// Forces a preview's `enabled` and `loading` on a configuration.
  static func applyPreviewOverride(_ override: PreviewOverride?, to resolved: inout ResolvedButton) {
    guard let override else { return }
    resolved.enabled = override.enabled
    resolved.loading = override.loading
  }

  /// Evaluates and stores bindings in order, noting what they bound.
  static func apply(
    _ bindings: [CheckedBinding], to owner: inout Owner, _ bound: inout BoundProperties, fromWhen: Bool,
    in state: SessionState
  ) throws(RuntimeError) {
    let isForced = owner.state.previewOverride != nil
    for binding in bindings where binding.property != .selected {
      if isForced && (binding.property == .enabled || binding.property == .loading) { continue }
      let value = try Evaluator.evaluate(binding.value, in: state, owner: owner)
      try set(binding.property, value, on: &owner.state.resolved, at: binding.range)
      bound.all.insert(binding.property)
      if fromWhen { bound.byWhen.insert(binding.property) }
    }
  }

  /// Holding `when` blocks, in order; a block's nested blocks after its bindings.
  static func applyWhens(
    _ blocks: [CheckedBlock], to owner: inout Owner, _ bound: inout BoundProperties, in state: SessionState
  ) throws(RuntimeError) {
    for block in blocks {
      guard let condition = block.condition else { continue }
      let test = try Evaluator.evaluate(condition, in: state, owner: owner)
      guard test.boolValue == true else { continue }
      try apply(block.bindings, to: &owner, &bound, fromWhen: true, in: state)
      try applyWhens(block.whens, to: &owner, &bound, in: state)
    }
  }

  /// Stores one property's value, checking what the type system cannot (negative sizes) as the
  /// property's row in ``Schema/buttonProperties`` says. `selected` is state and static properties
  /// are the program's, so neither is stored here.
  static func set(_ property: Property, _ value: Value, on resolved: inout ResolvedButton, at range: SourceRange)
    throws(RuntimeError)
  {
    let ordinal = property.ordinal
    guard ButtonRows.isStored[ordinal] else { return }
    switch ButtonRows.constraint[ordinal] {
    case .nonNegative: try checkNonNegative(value, of: property, at: range)
    case .positive: try checkPositive(value, of: property, at: range)
    case .none: break
    }
    guard resolved.store(value, in: property) else {
      throw .type(Schema.buttonSpec(property).map { kindName($0.type) } ?? "value", value, at: range)
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

  /// What a value of `type` is called when a binding gives another kind (which the checker rules out).
  static func kindName(_ type: DialType) -> String {
    switch type {
    case .enumeration: return "enum case"
    case .double: return "Number"
    default: return type.displayName
    }
  }
}
