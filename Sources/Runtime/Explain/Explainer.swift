import DialChecker
import DialLexer
import DialParser

/// `why` (docs/language.md §13): the declarations that set a button's property, in the order resolution applies
/// them, each with whether it applies now and the values it read. Reads the session only.
enum Explainer {
  /// The declarations that set `property` of button `index`, in the order resolution applies them.
  static func steps(of property: Property, in index: Int, state: SessionState) -> [Explanation.Step] {
    let button = state.program.checked.buttons[index]
    var steps = [defaultStep(property, button, release: state.iOSRelease)]
    let origins = styleNames(of: button, in: state) + ["button " + button.name]
    let owner = Owner(index: index, state: state.buttons[index])
    for (block, origin) in zip(state.program.buttonBlocks[index], origins) {
      for binding in block.bindings where binding.property == property {
        steps.append(step(binding, origin: origin, applies: true, state: state))
      }
    }
    for (block, origin) in zip(state.program.buttonBlocks[index], origins) {
      appendWhenSteps(block.whens, property, origin: origin, owner: owner, holds: true, state: state, into: &steps)
    }
    // `selected` is state: its binding sets it, and then each tap of a toggle flips it, which no declaration says.
    if property == .selected && button.behavior == .toggle {
      steps.append(
        Explanation.Step(
          origin: "taps", range: nil, source: "each tap of a .toggle flips it, after its binding", applies: true,
          reads: ""))
    }
    return steps
  }

  static func appendWhenSteps(
    _ blocks: [CheckedBlock], _ property: Property, origin: String, owner: Owner, holds outer: Bool,
    state: SessionState, into steps: inout [Explanation.Step]
  ) {
    for block in blocks {
      guard let condition = block.condition else { continue }
      let holds = outer && ((try? Evaluator.evaluate(condition, in: state, owner: owner))?.boolValue == true)
      let label = origin + ", when " + InvariantChecker.sourceText(state, condition.range)
      for binding in block.bindings where binding.property == property {
        var found = step(binding, origin: label, applies: holds, state: state)
        let reads = InvariantChecker.valuesRead(by: condition, in: state, owner: owner)
        found.reads = [reads, found.reads].filter { !$0.isEmpty }.joined(separator: ", ")
        steps.append(found)
      }
      appendWhenSteps(block.whens, property, origin: label, owner: owner, holds: holds, state: state, into: &steps)
    }
  }

  static func step(_ binding: CheckedBinding, origin: String, applies: Bool, state: SessionState) -> Explanation.Step {
    Explanation.Step(
      origin: origin, range: binding.range, source: InvariantChecker.sourceText(state, binding.range),
      applies: applies,
      reads: InvariantChecker.valuesRead(by: binding.value, in: state))
  }

  /// Where a property's value starts, as its row says: the preset's color, the table's constant, or the rule
  /// that derives it (`by size`).
  static func defaultStep(_ property: Property, _ button: CheckedButton, release: IOSRelease) -> Explanation.Step {
    let row = Schema.buttonSpec(property)
    switch row?.defaultValue {
    case .derived(let rule)? where rule == .backgroundForPreset || rule == .foregroundForPreset:
      let color = rule.value(for: ResolvedButton.defaults, preset: button.preset, release: release, height: { _ in 0 })
      return Explanation.Step(
        origin: "preset ." + button.preset.rawValue, range: nil, source: (color?.literal ?? "") + " (default)",
        applies: true, reads: "")
    case .constant(let constant)?:
      return Explanation.Step(origin: "default", range: nil, source: Value(constant).literal, applies: true, reads: "")
    case .derived(let rule)?:
      return Explanation.Step(origin: "default", range: nil, source: "by " + rule.basis, applies: true, reads: "")
    case .absent?, nil:
      return Explanation.Step(origin: "default", range: nil, source: "by the program", applies: true, reads: "")
    }
  }

  /// The styles a button is built on, farthest first, as `style name`.
  static func styleNames(of button: CheckedButton, in state: SessionState) -> [String] {
    var names: [String] = []
    var next = button.style
    while let index = next, state.program.checked.styles.indices.contains(index),
      names.count <= state.program.checked.styles.count
    {
      names.append("style " + state.program.checked.styles[index].name)
      next = state.program.checked.styles[index].base
    }
    return names.reversed()
  }
}
