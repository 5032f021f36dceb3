import DialLexer
import DialParser

// MARK: - Why a value is what it is

extension Session {
  /// Explains `expression`, a variable or a button's property (`itemCount`, `save.background`).
  public func explain(_ expression: String) throws(EvaluationError) -> Explanation {
    let subject = try checkedExpression(expression, name: "<why>")
    let value: Value
    do { value = try evaluate(subject) } catch { throw .runtime(error) }
    var explanation = Explanation(subject: expression, value: value, steps: [])
    switch subject.kind {
    case .variable(let index):
      explanation.declaration = program.checked.variables[index].range
      explanation.lastWrite = lastWrites[index]
    case .member(let base, let member):
      guard case .reference(.button(let index)) = base.kind, let property = member.property else { break }
      explanation.steps = steps(of: property, in: index)
    default: break
    }
    return explanation
  }

  /// The declarations that set `property` of button `index`, in the order resolution applies them.
  func steps(of property: Property, in index: Int) -> [Explanation.Step] {
    let button = program.checked.buttons[index]
    var steps = [defaultStep(property, button)]
    let origins = styleNames(of: button) + ["button " + button.name]
    let owner = Owner(index: index, state: buttons[index])
    for (block, origin) in zip(program.buttonBlocks[index], origins) {
      for binding in block.bindings where binding.property == property {
        steps.append(step(binding, origin: origin, applies: true))
      }
    }
    for (block, origin) in zip(program.buttonBlocks[index], origins) {
      appendWhenSteps(block.whens, property, origin: origin, owner: owner, holds: true, into: &steps)
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

  func appendWhenSteps(
    _ blocks: [CheckedBlock], _ property: Property, origin: String, owner: Owner, holds outer: Bool,
    into steps: inout [Explanation.Step]
  ) {
    for block in blocks {
      guard let condition = block.condition else { continue }
      let holds = outer && ((try? evaluate(condition, owner: owner))?.boolValue == true)
      let label = origin + ", when " + sourceText(condition.range)
      for binding in block.bindings where binding.property == property {
        var step = step(binding, origin: label, applies: holds)
        let reads = valuesRead(by: condition, owner: owner)
        step.reads = [reads, step.reads].filter { !$0.isEmpty }.joined(separator: ", ")
        steps.append(step)
      }
      appendWhenSteps(block.whens, property, origin: label, owner: owner, holds: holds, into: &steps)
    }
  }

  func step(_ binding: CheckedBinding, origin: String, applies: Bool) -> Explanation.Step {
    Explanation.Step(
      origin: origin, range: binding.range, source: sourceText(binding.range), applies: applies,
      reads: valuesRead(by: binding.value))
  }

  /// Where a property's value starts, as its row says: the preset's color, the table's constant, or the rule
  /// that derives it (`by size`).
  func defaultStep(_ property: Property, _ button: CheckedButton) -> Explanation.Step {
    let row = Schema.buttonSpec(property)
    switch row?.defaultValue {
    case .derived(let rule)? where rule == .backgroundForPreset || rule == .foregroundForPreset:
      let color = rule.value(for: ResolvedButton.defaults, preset: button.preset, height: { _ in 0 })
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
  func styleNames(of button: CheckedButton) -> [String] {
    var names: [String] = []
    var next = button.style
    while let index = next, program.checked.styles.indices.contains(index), names.count <= program.checked.styles.count
    {
      names.append("style " + program.checked.styles[index].name)
      next = program.checked.styles[index].base
    }
    return names.reversed()
  }
}
