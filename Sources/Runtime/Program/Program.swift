import DialChecker
import DialLexer
import DialParser

/// A compiled Dial program: checked, immutable and shareable across threads.
///
/// ```swift
/// let program = try Program(source: "button ok { title: \"OK\" }\ntap ok")
/// var session = try Session(program)
/// let transitions = try session.send(.tap("ok"))
/// ```
///
/// It holds the checker's resolved form plus what the runtime precomputes
/// once: each button's configuration chain and who depends on what, so that
/// an event re-resolves only the bindings that read what changed.
public struct Program: Sendable {
  /// Everything below, behind one reference: copying a program (and so a session, which holds one) retains
  /// one object rather than each of its tables.
  let tables: ProgramTables
  /// The functions a host implements instead of their bodies (``implement(_:_:)``).
  var hostFunctions: HostFunctions
  /// The measurement its sessions start with, when not the default: behind a reference, so that a program
  /// (which every session copy holds) stays one word wider, not an existential's five.
  private var measurementBox: MeasurementBox?

  /// How the program's sessions measure text unless told otherwise: ``StandardFonts`` (Inter), or a
  /// ``FontMeasurement`` of the app's font files, or ``DefaultTextMeasurement``'s 0.55-em model.
  ///
  /// ```swift
  /// var program = try Program(contentsOfFile: "cart.dial")
  /// program.measurement = FontMeasurement(faces: [regular, bold])!
  /// let session = try Session(program)   // measures with the fonts
  /// ```
  public var measurement: any TextMeasurement {
    get {
      if let measurement = measurementBox?.measurement { return measurement }
      if let standard = StandardFonts.measurement { return standard }
      return DefaultTextMeasurement()
    }
    set { measurementBox = MeasurementBox(measurement: newValue) }
  }

  /// The iOS release its sessions start in (``Session/iOSRelease``, `iOSVersion` in a script): the newest unless
  /// told otherwise (`dial … --ios 18`).
  public var iOSRelease = IOSRelease.newest

  /// The checked program.
  public var checked: CheckedProgram { _read { yield tables.checked } }
  /// The source files, for rendering diagnostics and locations.
  public var files: SourceFiles { _read { yield tables.files } }
  /// Warnings found while compiling (errors make compiling fail).
  public var warnings: [Diagnostic] { _read { yield tables.warnings } }
  // What the runtime precomputes, read in place (each is described in ``ProgramTables``).
  var buttonBlocks: ConfigurationChains { _read { yield tables.buttonBlocks } }
  var selectedBindings: [Int: CheckedExpression] { _read { yield tables.selectedBindings } }
  var selectedSources: [Set<Source>] { _read { yield tables.selectedSources } }
  var itemSelectedSources: [[ItemSelectedSources]] { _read { yield tables.itemSelectedSources } }
  var readsItself: [Bool] { _read { yield tables.readsItself } }
  var configurationReadsSelected: [Bool] { _read { yield tables.configurationReadsSelected } }
  var tapIsLocal: [Bool] { _read { yield tables.tapIsLocal } }
  var selectionMenus: [Int] { _read { yield tables.selectionMenus } }
  var dependents: SourceTable<[Target]> { _read { yield tables.dependents } }
  var patchPlans: [PatchPlan] { _read { yield tables.patchPlans } }
  var dependentPatches: SourceTable<[Int32]> { _read { yield tables.dependentPatches } }
  var names: NameTable { _read { yield tables.names } }
  var symbolPosition: SourceTable<Int> { _read { yield tables.symbolPosition } }
  var shared: SharedProgram { _read { yield tables.shared } }

  /// Compiles an entry script; `use` needs a loader.
  public init(source: String, name: String = "main.dial", loader: (any SourceLoader)? = nil) throws(CompileError) {
    // A program needs the checked form only: the syntax is freed as it is checked.
    try self.init(Frontend.compile(entry: SourceFile(name: name, text: source), loader: loader, keepingSyntax: false))
  }

  /// Takes a compilation; it fails when the compilation has errors.
  public init(_ compilation: Compilation) throws(CompileError) {
    guard !compilation.diagnostics.hasErrors else {
      throw CompileError(diagnostics: compilation.diagnostics, files: compilation.files)
    }
    tables = ProgramTables(compilation)
    hostFunctions = HostFunctions(count: tables.checked.functions.count)
  }

  /// Where each symbol is declared, for sorting transitions: a header's title sits where its `title:` is
  /// written, between an inline leading button and an inline trailing one, and an inline menu where its button is.
  static func positions(of program: CheckedProgram) -> SourceTable<Int> {
    var positions = SourceTable<Int>(program, empty: Int.max)
    for symbol in program.symbols {
      guard let source = Symbol.Key(symbol.kind).source else { continue }
      var range = symbol.range
      if case .header(let header) = source, let title = program.headers[header].title { range = title.range }
      positions[source] = Int(range.file.index) << 32 | range.start
    }
    for (menu, checkedMenu) in program.menus.enumerated() {
      if case .button(let button) = checkedMenu.owner { positions[.menu(menu)] = positions[.button(button)] }
    }
    return positions
  }

  /// The last plain `selected:` binding of a chain (`selected` cannot appear in `when`).
  static func selectedBinding(_ blocks: ConfigurationChain) -> CheckedExpression? {
    blocks.reversed().lazy.compactMap { $0.bindings.last { $0.property == .selected }?.value }.first
  }

  /// The actions of a menu that have a `selected` binding (at most one each: a property is given once), in order.
  static func itemSelectedSources(_ menu: CheckedMenu) -> [ItemSelectedSources] {
    menu.items.enumerated().compactMap { item, checked in
      guard let binding = checked.bindings.last(where: { $0.property == .selected }) else { return nil }
      return ItemSelectedSources(item: item, sources: Set(binding.value.sources))
    }
  }

  static func dependents(of program: CheckedProgram, blocks: ConfigurationChains) -> SourceTable<[Target]> {
    var index: [Source: Set<Target>] = [:]
    func add(_ sources: [Source], _ target: Target) {
      for source in sources where source != sourceOf(target) { index[source, default: []].insert(target) }
    }
    for (button, chain) in blocks.enumerated() {
      for block in chain { add(block.sources, .button(button)) }
      // A `.capsule` radius is half the height, which follows the text size.
      if chain.contains(where: \.bindsPropertyOnlyResolved) { add([.builtin(.textSize)], .button(button)) }
      if program.buttons[button].behavior == .popup, let menu = program.buttons[button].menu {
        add([.menu(menu)], .button(button))
      }
    }
    for (menu, checkedMenu) in program.menus.enumerated() {
      var sources = checkedMenu.title?.sources ?? []
      for item in checkedMenu.items { sources += item.bindings.flatMap(\.value.sources) }
      add(sources, .menu(menu))
    }
    for (header, checkedHeader) in program.headers.enumerated() {
      add(checkedHeader.title?.sources ?? [], .header(header))
      for edge in [checkedHeader.leading, checkedHeader.trailing].compactMap({ $0 }) {
        add([.button(edge)], .header(header))
      }
    }
    var table = SourceTable<[Target]>(program, empty: [])
    for (source, targets) in index { table[source] = targets.sorted { $0.order < $1.order } }
    return table
  }

  static func sourceOf(_ target: Target) -> Source {
    switch target {
    case .button(let index): return .button(index)
    case .menu(let index): return .menu(index)
    case .header(let index): return .header(index)
    }
  }
}

/// A menu action's `selected` binding, by what it reads.
struct ItemSelectedSources: Sendable {
  /// The action's index in ``CheckedMenu/items``.
  var item: Int
  /// What its `selected` binding reads.
  var sources: Set<Source>
}

extension CheckedBlock {
  /// Whether the block reads its button's own `enabled` or `loading`, or (through `self`) its configuration:
  /// what the button resolves to, so that its resolution repeats until it settles.
  var readsOwnResolvedState: Bool { reads(ownState: Self.ownResolvedMembers) }

  /// `enabled`, `loading` and every configured property but `selected` (a state, read as it stands).
  static let ownResolvedMembers: [Member] = Member.allCases.filter { member in
    member == .enabled || member == .loading || (member.property != nil && member != .selected)
  }

  /// Whether the block's conditions or bindings, nested blocks included, read one of its button's own states.
  func reads(ownState members: [Member]) -> Bool {
    condition?.reads(ownState: members) == true || bindings.contains { $0.value.reads(ownState: members) }
      || whens.contains { $0.reads(ownState: members) }
  }

  /// Whether the block or a nested one binds a stored property that only a resolution follows
  /// (``PatchClass/byResolution``: `cornerStyle`, which may be `.capsule`, whose radius follows the layout).
  var bindsPropertyOnlyResolved: Bool {
    bindings.contains {
      ButtonRows.isStored[$0.property.ordinal] && ButtonRows.patch[$0.property.ordinal] == .byResolution
    }
      || whens.contains(where: \.bindsPropertyOnlyResolved)
  }

  /// What the block's bindings and conditions read, nested blocks included.
  var sources: [Source] {
    var found = (condition?.sources ?? []) + bindings.flatMap(\.value.sources)
    for nested in whens { found += nested.sources }
    return found
  }
}

extension Target {
  /// A stable order, so re-resolution and its output do not depend on hashing.
  var order: (Int, Int) {
    switch self {
    case .button(let index): return (0, index)
    case .menu(let index): return (1, index)
    case .header(let index): return (2, index)
    }
  }
}

extension Symbol {
  /// What a symbol declares, as a dictionary key.
  enum Key: Hashable {
    case variable(Int)
    case button(Int)
    case menu(Int)
    case header(Int)
    case style(Int)
    case event(Int)
    case function(Int)

    /// The source the key stands for; styles are not sources.
    var source: Source? {
      switch self {
      case .variable(let index): return .variable(index)
      case .button(let index): return .button(index)
      case .menu(let index): return .menu(index)
      case .header(let index): return .header(index)
      case .event(let index): return .hostEvent(index)
      case .function(let index): return .function(index)
      case .style: return nil
      }
    }

    init(_ kind: SymbolKind) {
      switch kind {
      case .variable(let index): self = .variable(index)
      case .button(let index): self = .button(index)
      case .menu(let index): self = .menu(index)
      case .header(let index): self = .header(index)
      case .style(let index): self = .style(index)
      case .event(let index): self = .event(index)
      case .function(let index): self = .function(index)
      }
    }
  }
}

/// A program that did not compile, with its diagnostics.
public struct CompileError: Error, Sendable, CustomStringConvertible {
  /// Every diagnostic, errors and warnings.
  public var diagnostics: [Diagnostic]
  /// The files they point into.
  public var files: SourceFiles

  /// Makes a compile error from diagnostics and the files they point into.
  public init(diagnostics: [Diagnostic], files: SourceFiles) {
    self.diagnostics = diagnostics
    self.files = files
  }

  /// The diagnostics, rendered without color.
  public var description: String { DiagnosticRenderer(files: files).render(diagnostics) }
}

/// A measurement held by reference.
final class MeasurementBox: Sendable {
  let measurement: any TextMeasurement
  init(measurement: any TextMeasurement) { self.measurement = measurement }
}
