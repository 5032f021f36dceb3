import DialLexer
import DialParser

/// Resolves what styles and buttons build on (docs/language.md §4): a base is a preset or a style, and style
/// bases must not form a cycle.
///
/// It holds the order it settles styles in, which later phases follow so that each style comes after its base.
struct BaseResolver {
  /// What a base reference names.
  enum Target {
    /// A preset, written `.filled`; none written is `.plain`.
    case preset(Preset)
    /// A style, by its index in the program's styles.
    case style(Int)
    /// Unknown or wrong; already reported.
    case invalid
  }

  /// Styles in an order where every base comes before the styles built on it.
  private(set) var styleOrder: [Int] = []

  /// Resolves a base reference; a missing one means `.plain`.
  static func target(_ base: BaseReference?, in context: inout CheckContext) -> Target {
    guard let base else { return .preset(.plain) }
    let name = base.name
    if base.isPreset {
      if let preset = Preset(rawValue: name.name) { return .preset(preset) }
      let hint = context.suggestion(for: name.name, among: Preset.allCases.map(\.rawValue))
      context.report(
        CheckerDiagnostics.unknownEnumCase(
          name.name, of: "Preset", suggestion: hint, cases: EnumType.preset.cases, at: name.range))
      return .invalid
    }
    guard let symbol = context.program.symbol(named: name.name) else {
      let symbols = context.program.symbols
      let hint = context.suggestion(
        for: name.name, among: Suggestions.names(in: symbols) { if case .style = $0 { true } else { false } })
      context.report(CheckerDiagnostics.unknownName(name.name, suggestion: hint, at: name.range))
      return .invalid
    }
    guard case .style(let index) = symbol.kind else {
      context.report(CheckerDiagnostics.invalidBase(name.name, kind: symbol.kind.word, at: name.range))
      return .invalid
    }
    return .style(index)
  }

  /// Resolves every style's base, breaking and reporting cycles, and fills ``styleOrder``.
  mutating func resolveStyles(_ styles: [ComponentDeclaration], in context: inout CheckContext) {
    let targets = styles.map { Self.target($0.base, in: &context) }
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
        breakCycle(cycle, base: cycle.first.flatMap { styles[$0].base }, in: &context)
        for index in cycle { states[index] = 2 }
      }
      for index in walk.reversed() where states[index] == 1 {
        settleStyle(index, targets[index], in: &context)
        states[index] = 2
      }
    }
  }

  /// Reports a cycle once, at the base of its first style, and cuts it there.
  mutating func breakCycle(_ cycle: [Int], base: BaseReference?, in context: inout CheckContext) {
    guard let first = cycle.first, let base else { return }
    let names = (cycle + [first]).map { context.program.styles[$0].name }
    context.report(CheckerDiagnostics.styleCycle(names, at: base.name.range))
    for index in cycle {
      context.program.styles[index].base = nil
      context.program.styles[index].preset = .plain
      styleOrder.append(index)
    }
  }

  /// Records a style's base once the base itself is settled.
  mutating func settleStyle(_ index: Int, _ target: Target, in context: inout CheckContext) {
    switch target {
    case .preset(let preset):
      context.program.styles[index].preset = preset
    case .style(let base):
      context.program.styles[index].base = base
      context.program.styles[index].preset = context.program.styles[base].preset
    case .invalid:
      break
    }
    styleOrder.append(index)
  }

  /// Resolves the base of each of `count` buttons, of which those in `bases` have one written.
  static func resolveButtons(count: Int, bases: [Int: BaseReference], in context: inout CheckContext) {
    for index in 0..<count {
      switch target(bases[index], in: &context) {
      case .preset(let preset):
        context.program.buttons[index].preset = preset
      case .style(let style):
        context.program.buttons[index].style = style
        context.program.buttons[index].preset = context.program.styles[style].preset
      case .invalid:
        break
      }
    }
  }
}
