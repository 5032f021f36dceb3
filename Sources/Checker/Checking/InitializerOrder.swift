import DialLexer
import DialParser

/// The order in which variables are inferred (docs/language.md §4): each after the variables its initializer
/// reads, found by an iterative depth-first walk, so that a long chain cannot exhaust the stack. A read that
/// closes a cycle is reported, and the variables on cycles are marked failed.
struct InitializerOrder {
  /// The variables each initializer reads, with where, in source order.
  let reads: [[(variable: Int, range: SourceRange)]]

  /// The variables, each after those it reads (a depth-first post-order). A read that closes a cycle
  /// is reported, once per variable it reaches back to; the variables on cycles are marked failed.
  func order(in context: inout CheckContext) -> [Int] {
    var order: [Int] = []
    var visited = [Bool](repeating: false, count: reads.count)
    var onStack = [Bool](repeating: false, count: reads.count)
    var reported = [Bool](repeating: false, count: reads.count)
    for start in reads.indices where !visited[start] {
      var stack: [(variable: Int, next: Int)] = [(start, 0)]
      visited[start] = true
      onStack[start] = true
      while let top = stack.last {
        guard top.next < reads[top.variable].count else {
          onStack[top.variable] = false
          order.append(top.variable)
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let (target, range) = reads[top.variable][top.next]
        if onStack[target] && !reported[target] {
          reported[target] = true
          context.report(CheckerDiagnostics.circularInitializer(context.program.variables[target].name, at: range))
        } else if !visited[target] {
          visited[target] = true
          onStack[target] = true
          stack.append((target, 0))
        }
      }
    }
    failVariablesOnCycles(order: order, in: &context)
    return order
  }

  /// Marks failed every variable in a cycle: the strongly connected components with more than one
  /// variable, or one that reads itself (Kosaraju's second pass, over the reversed reads).
  func failVariablesOnCycles(order: [Int], in context: inout CheckContext) {
    var readers = [[Int]](repeating: [], count: reads.count)
    var readsItself = [Bool](repeating: false, count: reads.count)
    for (reader, targets) in reads.enumerated() {
      for (target, _) in targets {
        readers[target].append(reader)
        if target == reader { readsItself[reader] = true }
      }
    }
    var assigned = [Bool](repeating: false, count: reads.count)
    for root in order.reversed() where !assigned[root] {
      var component: [Int] = []
      var pending = [root]
      assigned[root] = true
      while let variable = pending.popLast() {
        component.append(variable)
        for reader in readers[variable] where !assigned[reader] {
          assigned[reader] = true
          pending.append(reader)
        }
      }
      guard component.count > 1 || readsItself[root] else { continue }
      for variable in component { context.variableStates[variable] = .failed }
    }
  }
}
