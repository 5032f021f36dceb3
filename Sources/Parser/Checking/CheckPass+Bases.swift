import DialLexer

// Phase 2: what styles and buttons build on (docs/language.md §4). A base is a preset or a
// style; style bases must not form a cycle.
extension CheckPass {
  /// What a base reference names.
  enum BaseTarget {
    case preset(Preset)
    case style(Int)
    /// Unknown or wrong; already reported.
    case invalid
  }

  /// Resolves a base reference; a missing one means `.plain`.
  mutating func baseTarget(_ base: BaseReference?) -> BaseTarget {
    guard let base else { return .preset(.plain) }
    let name = base.name
    if base.isPreset {
      if let preset = Preset(rawValue: name.name) { return .preset(preset) }
      let hint = suggestion(for: name.name, among: Preset.allCases.map(\.rawValue))
      report(
        CheckerDiagnostics.unknownEnumCase(
          name.name, of: "Preset", suggestion: hint, cases: EnumType.preset.cases, at: name.range))
      return .invalid
    }
    guard let symbol = program.symbol(named: name.name) else {
      let symbols = program.symbols
      let hint = suggestion(
        for: name.name, among: CheckPass.names(in: symbols) { if case .style = $0 { true } else { false } })
      report(CheckerDiagnostics.unknownName(name.name, suggestion: hint, at: name.range))
      return .invalid
    }
    guard case .style(let index) = symbol.kind else {
      report(CheckerDiagnostics.invalidBase(name.name, kind: symbol.kind.word, at: name.range))
      return .invalid
    }
    return .style(index)
  }

  /// The names of the symbols of some kind, for suggestions.
  static func names(in symbols: [Symbol], where isWanted: (SymbolKind) -> Bool) -> [String] {
    symbols.compactMap { isWanted($0.kind) ? $0.name : nil }
  }

  /// Resolves every style's base, breaking and reporting cycles, and fills `styleOrder`.
  mutating func resolveStyleBases() {
    let targets = styleSyntax.map { baseTarget($0.base) }
    // 0: not visited, 1: on the current walk, 2: resolved.
    var states = [UInt8](repeating: 0, count: targets.count)
    for start in targets.indices where states[start] == 0 {
      var walk: [Int] = []
      var position: [Int: Int] = [:]
      var current = start
      var revisited: Int?
      while states[current] != 2 {
        if states[current] == 1 {
          revisited = current
          break
        }
        states[current] = 1
        position[current] = walk.count
        walk.append(current)
        guard case .style(let base) = targets[current] else { break }
        current = base
      }
      if let revisited, let cycleStart = position[revisited] {
        let cycle = Array(walk[cycleStart...])
        breakCycle(cycle)
        for index in cycle { states[index] = 2 }
      }
      for index in walk.reversed() where states[index] == 1 {
        settleStyle(index, targets[index])
        states[index] = 2
      }
    }
  }

  /// Reports a cycle once, at the base of its first style, and cuts it there.
  mutating func breakCycle(_ cycle: [Int]) {
    guard let first = cycle.first, let base = styleSyntax[first].base else { return }
    let names = (cycle + [first]).map { program.styles[$0].name }
    report(CheckerDiagnostics.styleCycle(names, at: base.name.range))
    for index in cycle {
      program.styles[index].base = nil
      program.styles[index].preset = .plain
      styleOrder.append(index)
    }
  }

  /// Records a style's base once the base itself is settled.
  mutating func settleStyle(_ index: Int, _ target: BaseTarget) {
    switch target {
    case .preset(let preset):
      program.styles[index].preset = preset
    case .style(let base):
      program.styles[index].base = base
      program.styles[index].preset = program.styles[base].preset
    case .invalid:
      break
    }
    styleOrder.append(index)
  }

  mutating func resolveButtonBases() {
    for index in buttonBodies.indices {
      switch baseTarget(buttonBases[index]) {
      case .preset(let preset):
        program.buttons[index].preset = preset
      case .style(let style):
        program.buttons[index].style = style
        program.buttons[index].preset = program.styles[style].preset
      case .invalid:
        break
      }
    }
  }
}
