import DialChecker
import DialLexer
import DialParser

/// How a button follows one source without being resolved again: the
/// bindings of its configuration that read the source, re-evaluated and
/// stored over its current configuration, then the derived values (default
/// insets and radius, state colors, accessibility output) finished again.
///
/// A button gets plans only when its configuration is simple enough that
/// this gives what a whole resolution would: no `when` blocks, no reads of
/// its own state or of itself, not a pop-up, and no `cornerStyle` binding
/// (a capsule's radius follows its whole layout). A source that its
/// `selected` binding reads has no plan (that binding is re-applied by a
/// resolution). This is what makes a variable change cost what it changes
/// (`variable_change_per_s` in `dial-bench events`); `RuntimePatchTests`
/// checks it gives the same transitions and state as resolution.
struct PatchPlan: Sendable {
  /// The button.
  var button: Int
  /// Every binding of each property that a binding reading the source binds, in resolution order
  /// (farthest style first, then the body): a nearer block's binding of the same property, which
  /// need not read the source, still wins, as in a resolution.
  var bindings: [CheckedBinding]
  /// Which properties the button binds at all, for the defaults that follow from others.
  var bound: Resolver.BoundProperties
  /// A plan's only binding, boxed: read through an array, the binding is copied out whole, its expression
  /// retained and released, per reader per change; a box's constant is lent where it lies. Nil when the plan
  /// has several bindings.
  let only: BindingBox?

  init(button: Int, bindings: [CheckedBinding], bound: Resolver.BoundProperties, sharedSlot: Int32 = -1) {
    (self.button, self.bindings, self.bound) = (button, bindings, bound)
    only = bindings.count == 1 ? BindingBox(bindings[0], sharedSlot: sharedSlot) : nil
  }

  /// The same plan, its only binding given a slot of shared values (``SharedBindings``).
  func sharing(_ slot: Int32) -> PatchPlan {
    slot < 0 ? self : PatchPlan(button: button, bindings: bindings, bound: bound, sharedSlot: slot)
  }
}

/// A checked binding kept by reference, so that reading it lends it rather than copying it.
final class BindingBox: Sendable {
  let binding: CheckedBinding
  /// Whether the property is stored in a button (``ButtonRows/isStored``), looked up once: the table is a
  /// global, whose every read checks that it is initialized.
  let isStored: Bool
  /// Whether the value must not be negative (``ButtonRows/constraint``), looked up once.
  let isNonNegative: Bool
  /// The slot of the binding's value among those that several plans share (``SharedBindings``), or -1.
  let sharedSlot: Int32

  /// The binding's value in `session`. Evaluated from here, the expression is lent where the box keeps it;
  /// handed out of the box, it was copied, its tree retained and released, per reader per change.
  func value(in state: SessionState) throws(RuntimeError) -> Value {
    try Evaluator.evaluate(binding.value, in: state)
  }

  init(_ binding: CheckedBinding, sharedSlot: Int32 = -1) {
    (self.binding, self.sharedSlot) = (binding, sharedSlot)
    let ordinal = binding.property.ordinal
    isStored = ButtonRows.isStored[ordinal]
    isNonNegative = isStored && ButtonRows.constraint[ordinal] == .nonNegative
  }
}

extension Program {
  /// The plans of every (source, button) pair that has one, and, aligned with
  /// ``dependents``, the index of each dependent's plan (-1 for a resolution).
  static func patchPlans(
    _ program: CheckedProgram, files: SourceFiles, blocks: ConfigurationChains, dependents: SourceTable<[Target]>,
    readsItself: [Bool]
  ) -> (plans: [PatchPlan], bySource: SourceTable<[Int32]>, sharedSlots: Int) {
    var plans: [PatchPlan] = []
    var bySource = SourceTable<[Int32]>(program, empty: [])
    let patchable = blocks.indices.map { isPatchable($0, program, blocks[$0], readsItself: readsItself[$0]) }
    for source in Source.all(in: program) {
      guard let targets = dependents[source], !targets.isEmpty else { continue }
      bySource[source] = targets.map { target in
        guard case .button(let button) = target, patchable[button],
          let plan = plan(button, reading: source, blocks[button])
        else { return -1 }
        plans.append(plan)
        return Int32(plans.count - 1)
      }
    }
    let (slots, count) = SharedBindings.slots(of: plans, files: files)
    return (zip(plans, slots).map { $0.sharing($1) }, bySource, count)
  }

  /// Whether a button's configuration allows plans at all (see ``PatchPlan``).
  static func isPatchable(_ button: Int, _ program: CheckedProgram, _ chain: ConfigurationChain, readsItself: Bool)
    -> Bool
  {
    !readsItself && program.buttons[button].behavior != .popup
      && !chain.contains { !$0.whens.isEmpty || $0.bindsPropertyOnlyResolved || $0.reads(ownState: Member.allCases) }
  }

  /// The plan of a patchable button for one source, or nil when a resolution is needed.
  static func plan(_ button: Int, reading source: Source, _ chain: ConfigurationChain) -> PatchPlan? {
    let all = chain.flatMap(\.bindings)
    let properties = Set(all.filter { $0.value.sources.contains(source) }.map(\.property))
    guard !properties.isEmpty, !properties.contains(.selected) else { return nil }
    let reading = all.filter { properties.contains($0.property) }
    return PatchPlan(button: button, bindings: reading, bound: Resolver.BoundProperties(all: PropertySet(binding: all)))
  }
}

extension Source {
  /// Every source of a program: its variables, components and built-ins.
  static func all(in program: CheckedProgram) -> [Source] {
    program.variables.indices.map(Source.variable) + program.buttons.indices.map(Source.button)
      + program.menus.indices.map(Source.menu) + program.headers.indices.map(Source.header)
      + program.events.indices.map(Source.hostEvent) + program.functions.indices.map(Source.function)
      + BuiltinVariable.allCases.map(Source.builtin)
  }
}
