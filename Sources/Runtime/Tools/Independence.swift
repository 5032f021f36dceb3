import DialChecker
import DialParser

/// The parts of a program that an exploration may explore apart: groups of buttons and menus whose events read
/// and write disjoint state, so that the reachable states are the product of each part's.
///
/// Two elements share a part when one reads or writes what the other does: a binding and what it reads, a
/// handler and everything its statements read, write, send events to, emit or announce (when something reads
/// the count or the announcement), an invariant and everything it reads (so an invariant spanning several parts
/// joins them, and is checked over their product only), a header and its buttons, a menu and the buttons that
/// show it. Text sizes, when explored, are a part of their own that whatever reads the text size or a layout
/// joins, and so does a button whose bindings read the button itself (a change of text size resolves every
/// button again, and such a binding may then resolve to something new). A handler that moves the VoiceOver cursor
/// makes the whole program one part.
///
/// An open menu hides the rest of the accessibility tree (it is modal), so another part's elements are not
/// checked while it is open. That only hides findings: whatever fails in a state also fails in the state where
/// every other part is at its start, where no menu is open, so a shortest way to each violation stays inside
/// one part, and each part's search finds the full search's.
public enum Independence {
  /// One part: the buttons whose taps and the menus whose selections it explores, and whether text sizes.
  public struct Part: Sendable, Equatable {
    /// Buttons, by index, ascending.
    public var buttons: [Int] = []
    /// Menus, by index, ascending.
    public var menus: [Int] = []
    /// Whether the text size events belong to it.
    public var textSizes = false
  }

  /// The parts of `program`, in the order of their first event (taps, then selections, then text sizes); one part
  /// when nothing can be explored apart. Elements no event reaches belong to none.
  public static func parts(of program: Program, textSizes: Bool) -> [Part] {
    var graph = Graph(program.checked)
    guard graph.link(program, textSizes: textSizes) else { return [everything(program.checked, textSizes)] }
    var parts: [Int: Part] = [:]
    var order: [Int] = []
    func part(_ node: Int) -> Int {
      let root = graph.root(node)
      if parts[root] == nil {
        parts[root] = Part()
        order.append(root)
      }
      return root
    }
    for button in program.checked.buttons.indices { parts[part(graph.button(button))]?.buttons.append(button) }
    for (menu, checked) in program.checked.menus.enumerated() where checked.items.contains(where: \.isAction) {
      parts[part(graph.menu(menu))]?.menus.append(menu)
    }
    if textSizes { parts[part(graph.builtin(.textSize))]?.textSizes = true }
    return order.compactMap { parts[$0] }
  }

  static func everything(_ program: CheckedProgram, _ textSizes: Bool) -> Part {
    Part(
      buttons: Array(program.buttons.indices),
      menus: program.menus.indices.filter { program.menus[$0].items.contains(where: \.isAction) },
      textSizes: textSizes)
  }
}

extension CheckedMenuItem {
  /// Whether it is an action (which an exploration selects), not a submenu.
  var isAction: Bool { kind == .action }
}

/// The elements and state of a program as nodes of a union-find: what reads or writes what else is joined.
struct Graph {
  private var parent: [Int]
  /// The built-ins the exploration changes that resolve every button again (``resolvingAgain(_:textSizes:)``).
  var changed: Set<BuiltinVariable> = []
  private let counts: (variables: Int, buttons: Int, menus: Int, headers: Int, events: Int, functions: Int)

  init(_ program: CheckedProgram) {
    counts = (
      program.variables.count, program.buttons.count, program.menus.count, program.headers.count,
      program.events.count, program.functions.count
    )
    let total = counts.variables + counts.buttons + counts.menus + counts.headers + counts.events + counts.functions
    parent = Array(0..<(total + BuiltinVariable.allCases.count))
  }

  func variable(_ index: Int) -> Int { index }
  func button(_ index: Int) -> Int { counts.variables + index }
  func menu(_ index: Int) -> Int { counts.variables + counts.buttons + index }
  func header(_ index: Int) -> Int { counts.variables + counts.buttons + counts.menus + index }
  func event(_ index: Int) -> Int { header(counts.headers) + index }
  func function(_ index: Int) -> Int { event(counts.events) + index }
  func builtin(_ builtin: BuiltinVariable) -> Int {
    function(counts.functions) + (BuiltinVariable.allCases.firstIndex(of: builtin) ?? 0)
  }
  /// The node of what a binding, condition or statement reads.
  func node(_ source: Source) -> Int {
    switch source {
    case .variable(let index): variable(index)
    case .builtin(let builtin): self.builtin(builtin)
    case .button(let index): button(index)
    case .menu(let index): menu(index)
    case .header(let index): header(index)
    case .hostEvent(let index): event(index)
    case .function(let index): function(index)
    }
  }

  /// The representative of `node`'s group (with path halving).
  mutating func root(_ node: Int) -> Int {
    var node = node
    while parent[node] != node {
      parent[node] = parent[parent[node]]
      node = parent[node]
    }
    return node
  }

  /// Joins the groups of `a` and `b`.
  mutating func join(_ a: Int, _ b: Int) {
    let (rootA, rootB) = (root(a), root(b))
    if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
  }

  mutating func join(_ node: Int, _ sources: [Source]) {
    for source in sources { join(node, self.node(source)) }
  }
}
