import DialLexer
import DialParser

/// Finds binding cycles (docs/language.md §6, decision 21): a binding that, through other bindings and derived
/// members, reads what it computes would never settle. The graph's nodes are components' members; a binding's
/// node depends on what its value and its enclosing `when` conditions read, and a derived member (`speech`,
/// `frame`, …) on the members it is computed from. Only bound nodes start a walk, and the walk is iterative,
/// so a long chain cannot overflow the stack.
///
/// It runs last, on the whole checked program, which it holds (nothing writes the program any more) with the
/// edges the bindings add.
struct BindingCycleChecker {
  /// The edges that bindings add, from each bound member to what it reads. Only bindings that read some
  /// component's member are kept: a binding of constants and variables cannot be part of a cycle, and
  /// those are nearly all of a large program's bindings.
  struct BindingEdges {
    /// What each bound node reads.
    var reads: [DependencyNode: [DependencyNode]] = [:]
    /// The bound nodes in program order, so that walks, and so reports, do not depend on hashing.
    var order: [DependencyNode] = []

    /// Records that `node` reads `nodes`; a node that reads nothing adds no edge.
    mutating func add(_ node: DependencyNode, reading nodes: [DependencyNode]) {
      guard !nodes.isEmpty else { return }
      if reads[node] == nil { order.append(node) }
      reads[node, default: []] += nodes
    }
  }

  /// The checked program.
  let program: CheckedProgram
  /// The edges its bindings add.
  let edges: BindingEdges

  /// Finds the edges of `program`'s bindings.
  init(program: CheckedProgram) {
    self.program = program
    self.edges = Self.bindingEdges(of: program)
  }

  /// Reports each cycle once, at its first node.
  func check(reportingTo sink: inout DiagnosticSink) {
    var finished: Set<DependencyNode> = []
    var reported: Set<DependencyNode> = []
    var stackIndex: [DependencyNode: Int] = [:]
    var stack: [(node: DependencyNode, next: [DependencyNode])] = []
    for start in edges.order where !finished.contains(start) {
      stackIndex[start] = 0
      stack.append((start, successors(of: start)))
      while let top = stack.last {
        guard let node = stack[stack.count - 1].next.popLast() else {
          finished.insert(top.node)
          stackIndex[top.node] = nil
          stack.removeLast()
          continue
        }
        if finished.contains(node) { continue }
        if let position = stackIndex[node] {
          // Each node closes at most one reported cycle, so reports stay linear in number and size.
          if reported.insert(node).inserted { reportCycle(stack[position...].lazy.map(\.node), to: &sink) }
          continue
        }
        stackIndex[node] = stack.count
        stack.append((node, successors(of: node)))
      }
    }
  }

  /// The edges of every binding that reads a component, in one pass over the program.
  static func bindingEdges(of program: CheckedProgram) -> BindingEdges {
    var edges = BindingEdges()
    for index in program.buttons.indices {
      for block in program.configuration(of: program.buttons[index]) {
        block.forEachBinding(guards: []) { binding, guards in
          var reads: [DependencyNode] = []
          binding.value.dependencies(ownButton: index, into: &reads)
          for condition in guards { condition.dependencies(ownButton: index, into: &reads) }
          // Most bindings read no member: then nothing is filtered (on an empty array `removeAll` still
          // makes it unique), and their property is not looked up as a member by name, a string match
          // over every member's name that was 2% of `dial check` (callgrind, 1 MB program).
          guard !reads.isEmpty else { return }
          reads.removeAll { $0.isEventState }
          guard !reads.isEmpty, let member = Member(rawValue: binding.property.rawValue) else { return }
          edges.add(.button(index, member), reading: reads)
        }
      }
    }
    for (menu, checked) in program.menus.enumerated() {
      for (item, entry) in checked.items.enumerated() {
        for binding in entry.bindings {
          var reads: [DependencyNode] = []
          binding.value.dependencies(ownButton: nil, into: &reads)
          guard !reads.isEmpty, let member = Member(rawValue: binding.property.rawValue) else { continue }
          edges.add(.item(MenuItemReference(menu: menu, item: item), member), reading: reads)
        }
      }
    }
    for (header, checked) in program.headers.enumerated() {
      var reads: [DependencyNode] = []
      checked.title?.dependencies(ownButton: nil, into: &reads)
      edges.add(.headerTitle(header, .text), reading: reads)
    }
    return edges
  }

  /// What a node reads: its bindings' reads, and the members a derived member is computed from.
  func successors(of node: DependencyNode) -> [DependencyNode] {
    var nodes = edges.reads[node] ?? []
    switch node {
    case .button(let index, let member):
      nodes += (DependencyNode.derivedButtonMembers[member] ?? []).map { .button(index, $0) }
      popUpSuccessors(index, member, into: &nodes)
    case .item(let item, let member):
      nodes += (DependencyNode.derivedItemMembers[member] ?? []).map { .item(item, $0) }
    case .headerTitle(let header, let member):
      nodes += (DependencyNode.derivedTitleMembers[member] ?? []).map { .headerTitle(header, $0) }
      guard member == .truncated || member == .frame else { break }
      for edge in [program.headers[header].leading, program.headers[header].trailing] {
        if let edge { nodes.append(.button(edge, .frame)) }
      }
    }
    // A state bound to itself (`enabled: !enabled`) is reported by `checkSelfDependency`.
    if case .button(_, let member) = node, member == .enabled || member == .loading || member == .selected {
      nodes.removeAll { $0 == node }
    }
    return nodes
  }

  /// A pop-up's title and selection are its menu's selected action (docs/language.md §6).
  func popUpSuccessors(_ index: Int, _ member: Member, into nodes: inout [DependencyNode]) {
    let button = program.buttons[index]
    guard button.behavior == .popup, let menu = button.menu else { return }
    if member == .title { nodes.append(.button(index, .selection)) }
    guard member == .selection else { return }
    for (item, entry) in program.menus[menu].items.enumerated() where entry.kind == .action {
      nodes.append(.item(MenuItemReference(menu: menu, item: item), .selected))
    }
  }

  // MARK: - Reporting

  /// Reports a cycle at its first node; a long one is named by its ends only.
  func reportCycle<C: Collection>(_ cycle: C, to sink: inout DiagnosticSink) where C.Element == DependencyNode {
    guard let first = cycle.first else { return }
    let shown = cycle.count > 12 ? Array(cycle.prefix(6)) + [nil] + Array(cycle.suffix(5)) : Array(cycle)
    let names = shown.map { $0.map(describe) ?? "…" } + [describe(first)]
    sink.report(CheckerDiagnostics.bindingCycle(names, at: sourceRange(of: first)))
  }

  /// `save.title`, `more["Sort By"]["Date"].selected`, `nav.title.text`.
  func describe(_ node: DependencyNode) -> String {
    switch node {
    case .button(let index, let member):
      return "\(program.buttons[index].name).\(member.rawValue)"
    case .item(let item, let member):
      let menu = program.menus[item.menu]
      let owner: String
      switch menu.owner {
      case .declaration(let name): owner = name
      case .button(let index): owner = program.buttons[index].name
      }
      return owner + menu.path(of: item.item).map { "[\"\($0)\"]" }.joined() + "." + member.rawValue
    case .headerTitle(let header, let member):
      return "\(program.headers[header].name).title.\(member.rawValue)"
    }
  }

  /// Where a node is bound: its binding in the button itself, else in a style, else its declaration.
  func sourceRange(of node: DependencyNode) -> SourceRange {
    switch node {
    case .button(let index, let member):
      var found: SourceRange?
      for block in program.configuration(of: program.buttons[index]).reversed() where found == nil {
        block.forEachBinding(guards: []) { binding, _ in
          if found == nil && binding.property.rawValue == member.rawValue { found = binding.range }
        }
      }
      return found ?? program.buttons[index].range
    case .item(let item, let member):
      let entry = program.menus[item.menu].items[item.item]
      return entry.bindings.first { $0.property.rawValue == member.rawValue }?.range ?? entry.titleRange
    case .headerTitle(let header, _):
      return program.headers[header].title?.range ?? program.headers[header].range
    }
  }
}

extension CheckedBlock {
  /// Calls `body` with each binding of the block and its nested blocks, and the conditions that guard it.
  func forEachBinding(guards: [CheckedExpression], _ body: (CheckedBinding, [CheckedExpression]) -> Void) {
    let guards = condition.map { guards + [$0] } ?? guards
    for binding in bindings { body(binding, guards) }
    for nested in whens { nested.forEachBinding(guards: guards, body) }
  }
}
