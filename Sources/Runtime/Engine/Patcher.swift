import DialChecker
import DialLexer
import DialParser

/// Follows a change by a patch plan (``PatchPlan``) instead of a resolution.
///
/// A variable read by a hundred buttons re-evaluates a hundred bindings per
/// change (`variable_change_per_s` in `dial-bench events`). Most of them give
/// what the button already holds (`enabled: count > 3` flips twice in eight
/// changes), so the values are compared with the configuration first: a button
/// whose bindings give what it holds is left alone, with no copy of its state,
/// no undo record and no finishing. Only a button that changes is copied,
/// patched and finished, each binding evaluated once. Patches can be switched
/// off (``Session/patchesBindings``), and `RuntimePatchTests` holds them to a
/// whole resolution.
enum Patcher {
  /// Applies a patch plan: re-evaluates the bindings that read what changed;
  /// when any gives a new value, stores them over the button's current
  /// configuration and finishes the derived values again, recording what
  /// changed and marking its readers, as after a resolution. A button a
  /// preview forces states on is resolved instead.
  ///
  /// The tables are read in place through a reference the caller holds: a binding passed by value would be
  /// copied, retaining its expression tree, twice per reader per change.
  static func patchButton(
    _ planIndex: Int, in tables: ProgramTables, state: inout SessionState, _ journal: inout Journal
  ) throws(RuntimeError) {
    guard tables.patchPlans.indices.contains(planIndex) else { return }
    let button = tables.patchPlans[planIndex].button
    guard state.buttons[stored: button].previewOverride == nil else {
      return try Settler.refreshButton(button, in: &state, &journal)
    }
    let count = tables.patchPlans[planIndex].bindings.count
    // One binding is the common plan: its value is kept without an array.
    if count == 1, let only = tables.patchPlans[planIndex].only {
      let (property, range) = (only.binding.property, only.binding.range)
      let value =
        only.sharedSlot < 0 ? try only.value(in: state) : try sharedValue(of: only, in: tables, state: &state, &journal)
      if only.isNonNegative { try Resolver.checkNonNegative(value, of: property, at: range) }
      guard only.isStored, try !holdsStored(value, of: property, in: button, state: state, at: range) else {
        return
      }
      if FieldPatcher.canPatchFields(property, in: button, state, journal) {
        return FieldPatcher.patchFields(button, property, value, in: &state, &journal)
      }
      return try applyPatch(planIndex, in: &state, &journal) { _ in value }
    }
    try patchBindings(planIndex, count, of: button, in: tables, state: &state, &journal)
  }

  /// A plan of several bindings: each evaluated, and the button patched when one of them holds something new.
  static func patchBindings(
    _ planIndex: Int, _ count: Int, of button: Int, in tables: ProgramTables, state: inout SessionState,
    _ journal: inout Journal
  ) throws(RuntimeError) {
    var values: [Value] = []
    values.reserveCapacity(count)
    var changes = false
    for position in 0..<count {
      let (property, range) = (
        tables.patchPlans[planIndex].bindings[position].property, tables.patchPlans[planIndex].bindings[position].range
      )
      let value = try patchValue(
        tables.patchPlans[planIndex].bindings[position].value, of: property, at: range, in: state)
      values.append(value)
      // Only the last binding of a property decides what it holds (a nearer block wins).
      let isLast = !tables.patchPlans[planIndex].bindings[(position + 1)...].contains { $0.property == property }
      if isLast && !changes {
        changes = try !holds(value, of: property, in: button, state: state, at: range)
      }
    }
    guard changes else { return }
    try applyPatch(planIndex, in: &state, &journal) { values[$0] }
  }

  /// The value of a binding that several plans share: evaluated by the first of them to ask while bindings
  /// settle, then kept for the others (``SharedValues``).
  static func sharedValue(
    of box: BindingBox, in tables: ProgramTables, state: inout SessionState, _ journal: inout Journal
  )
    throws(RuntimeError) -> Value
  {
    if let value = journal.sharedValues.value(at: box.sharedSlot) { return value }
    let value = try box.value(in: state)
    journal.sharedValues.keep(value, at: box.sharedSlot, of: tables.sharedBindingCount)
    return value
  }

  /// A planned binding's value, checked as ``Resolver/set(_:_:on:at:)`` checks it before storing.
  static func patchValue(
    _ expression: CheckedExpression, of property: Property, at range: SourceRange, in state: SessionState
  ) throws(RuntimeError) -> Value {
    // A planned binding reads nothing of its own button (see ``PatchPlan``), so it needs no owner.
    let value = try Evaluator.evaluate(expression, in: state)
    let ordinal = property.ordinal
    if ButtonRows.isStored[ordinal] && ButtonRows.constraint[ordinal] == .nonNegative {
      try Resolver.checkNonNegative(value, of: property, at: range)
    }
    return value
  }

  /// Whether the button already holds `value` for `property`, so that
  /// patching would change nothing. A capsule's radius follows its layout,
  /// which may have changed since it was finished, so it never holds.
  static func holds(
    _ value: Value, of property: Property, in button: Int, state: SessionState, at range: SourceRange
  ) throws(RuntimeError) -> Bool {
    guard ButtonRows.isStored[property.ordinal] else { return true }
    return try holdsStored(value, of: property, in: button, state: state, at: range)
  }

  /// ``holds(_:of:in:session:at:)`` for a property a button stores.
  static func holdsStored(
    _ value: Value, of property: Property, in button: Int, state: SessionState, at range: SourceRange
  ) throws(RuntimeError) -> Bool {
    // Read in place: a copy of the resolved button would retain its strings and configuration.
    if state.buttons[stored: button].resolved.radiusFollowsLayout { return false }
    guard let holds = state.buttons[stored: button].resolved.holds(value, in: property) else {
      throw .type(Schema.buttonSpec(property).map { Resolver.kindName($0.type) } ?? "value", value, at: range)
    }
    return holds
  }

  /// Stores the plan's values (`value(position)` for each of its bindings) over
  /// the button's configuration, finishes it, and records the change.
  static func applyPatch(
    _ planIndex: Int, in state: inout SessionState, _ journal: inout Journal, _ value: (Int) -> Value
  ) throws(RuntimeError) {
    let plan = state.program.patchPlans[planIndex]
    var button = state.buttons[plan.button]
    var resolved = button.resolved
    // Colors are stored adjusted for state; the adjustments start again from the configured ones.
    (resolved.background, resolved.foreground) = (resolved.configuredBackground, resolved.configuredForeground)
    for (position, binding) in plan.bindings.enumerated() {
      try Resolver.set(binding.property, value(position), on: &resolved, at: binding.range)
    }
    Resolver.finish(&resolved, plan.button, state: button, bound: plan.bound, in: state)
    // A disabled button loses its highlight, as in a resolution.
    if !resolved.enabled && button.highlighted {
      button.highlighted = false
      resolved = try Resolver.resolve(plan.button, state: button, in: state)
    }
    button.resolved = resolved
    guard !state.buttons.matches(button, at: plan.button) else { return }
    Writer.recordButton(plan.button, in: state, &journal)
    state.buttons[plan.button] = button
    Writer.markDependents(of: .button(plan.button), in: state, &journal)
  }
}
