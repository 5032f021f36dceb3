import DialChecker
import DialLexer
import DialParser

/// What a ``Program`` holds: the checker's resolved form and what the runtime precomputes from it once. A class,
/// so that a program is one reference: a session copies its program with every snapshot, and a struct of
/// dozens of arrays would retain each of them every time.
final class ProgramTables: Sendable {
  /// The checked program.
  let checked: CheckedProgram
  /// The source files, for rendering diagnostics and locations.
  let files: SourceFiles
  /// Warnings found while compiling (errors make compiling fail).
  let warnings: [Diagnostic]
  /// Each button's blocks, from its farthest style to its own body.
  let buttonBlocks: ConfigurationChains
  /// The `selected` binding of each button that has one (the nearest in its chain), by button index. Few
  /// buttons have one: an array of an optional expression for every button took 3.2 MB of 100 000 buttons.
  let selectedBindings: [Int: CheckedExpression]
  /// What each button's `selected` binding reads: a change re-applies it (docs/language.md §6).
  let selectedSources: [Set<Source>]
  /// Each menu's actions that have a `selected` binding, with what that binding reads: a change re-applies the
  /// bindings that read it, and only those (docs/language.md §6, §7), so a choice made since sticks until its own
  /// data changes.
  let itemSelectedSources: [[ItemSelectedSources]]
  /// Whether a button's bindings read the button itself (its own `enabled` or
  /// `loading`, or `b.member` inside `b`), so that its resolution repeats until settled.
  let readsItself: [Bool]
  /// Whether a button's configuration reads its `selected` state (`when selected`,
  /// a binding reading `selected` or the button itself). When it does not, a
  /// toggle changes only the button's traits and speech, and nothing is resolved again.
  let configurationReadsSelected: [Bool]
  /// Whether a tap on the button changes nothing but its own `selected`,
  /// traits and speech, and cannot fail: a `.toggle` with no `on tap` handler,
  /// whose configuration does not read `selected`, and that nothing reads.
  /// Such a tap needs no journal and no resolution (see ``Session/tapLocally(_:)``).
  let tapIsLocal: [Bool]
  /// The menus with `selection: v` bindings, which an assignment may select in.
  let selectionMenus: [Int]
  /// Who must be resolved again when a source changes.
  let dependents: SourceTable<[Target]>
  /// The ways a button follows a source without a resolution (see ``PatchPlan``).
  let patchPlans: [PatchPlan]
  /// Aligned with ``dependents``: the index in ``patchPlans`` of each dependent's plan, or -1 when the dependent
  /// is resolved again.
  let dependentPatches: SourceTable<[Int32]>
  /// How many bindings several plans share, each evaluated once per settling (``SharedBindings``).
  let sharedBindingCount: Int
  /// Every name, for events sent by name.
  let names: NameTable
  /// Where each variable and component is declared (file, then byte offset),
  /// so that a statement's transitions are sorted in declaration order without
  /// scanning every symbol. A button's inline menu shares its button's position.
  let symbolPosition: SourceTable<Int>
  /// The checked program behind one reference: what a transition keeps to
  /// render its path when asked, and what a handle is checked against.
  let shared: SharedProgram
  /// Which parts of the host events' state the program reads (for exploration's state keys).
  let hostStateReads: HostStateReads
  /// Each host event's parameter labels, made once: every emission of the event shares them.
  let eventLabels: [[String]]

  /// Precomputes the tables of a compilation without errors.
  init(_ compilation: Compilation) {
    let program = compilation.program
    let blocks = ConfigurationChains(program)
    let selected = blocks.map(Program.selectedBinding)
    checked = program
    files = compilation.files
    warnings = compilation.diagnostics
    buttonBlocks = blocks
    selectedBindings = Dictionary(
      uniqueKeysWithValues: selected.enumerated().compactMap { index, binding in
        binding.map { (index, $0) }
      })
    selectedSources = selected.map { Set($0?.sources ?? []) }
    itemSelectedSources = program.menus.map(Program.itemSelectedSources)
    readsItself = blocks.enumerated().map { index, chain in
      chain.contains { $0.sources.contains(.button(index)) || $0.readsOwnResolvedState }
    }
    configurationReadsSelected = blocks.enumerated().map { index, chain in
      chain.contains { $0.sources.contains(.button(index)) || $0.reads(ownState: [.selected]) }
    }
    dependents = Program.dependents(of: program, blocks: blocks)
    (patchPlans, dependentPatches, sharedBindingCount) = Program.patchPlans(
      program, files: files, blocks: blocks, dependents: dependents, readsItself: readsItself)
    names = NameTable(program)
    tapIsLocal = program.buttons.indices.map { [configurationReadsSelected, dependents] index in
      let button = program.buttons[index]
      return button.behavior == .toggle && button.tapHandler == nil && !configurationReadsSelected[index]
        && dependents.buttons[index].isEmpty
    }
    symbolPosition = Program.positions(of: program)
    selectionMenus = program.menus.indices.filter { !program.menus[$0].selectionBindings.isEmpty }
    shared = SharedProgram(program)
    hostStateReads = HostStateReads(program, dependents: dependents)
    eventLabels = program.events.map { $0.parameters.map(\.name) }
  }
}
