import DialLexer

// Variables (docs/language.md §4): each type comes from the initializer, which may read
// variables declared anywhere. Initializers are checked in dependency order,
// found by an iterative walk, so that a long chain of variables cannot
// exhaust the stack, and a cycle is reported where it closes.
extension CheckPass {
  /// The type of variable `index`; nil when its initializer failed.
  func variableType(_ index: Int) -> DialType? {
    variableStates[index] == .done ? program.variables[index].type : nil
  }

  mutating func inferVariables() {
    let reads = variableSyntax.map { variableReads($0.initializer) }
    for index in dependencyOrder(reads) { inferVariable(index) }
  }

  /// The variables an initializer names, with where, in source order.
  func variableReads(_ expression: Expression) -> [(variable: Int, range: SourceRange)] {
    var found: [(Int, SourceRange)] = []
    expression.forEachName { name, range in
      if case .variable(let index)? = program.symbol(named: name)?.kind { found.append((index, range)) }
    }
    return found
  }

  /// The variables, each after those it reads (a depth-first post-order). A read that closes a cycle
  /// is reported, once per variable it reaches back to; the variables on cycles are marked failed.
  mutating func dependencyOrder(_ reads: [[(variable: Int, range: SourceRange)]]) -> [Int] {
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
          report(CheckerDiagnostics.circularInitializer(program.variables[target].name, at: range))
        } else if !visited[target] {
          visited[target] = true
          onStack[target] = true
          stack.append((target, 0))
        }
      }
    }
    failVariablesOnCycles(reads, order: order)
    return order
  }

  /// Marks failed every variable in a cycle: the strongly connected components with more than one
  /// variable, or one that reads itself (Kosaraju's second pass, over the reversed reads).
  mutating func failVariablesOnCycles(_ reads: [[(variable: Int, range: SourceRange)]], order: [Int]) {
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
      for variable in component { variableStates[variable] = .failed }
    }
  }

  /// Types a variable from its initializer, once the variables it reads are typed.
  mutating func inferVariable(_ index: Int) {
    let syntax = variableSyntax[index]
    // A variable on a cycle stays failed, but its initializer is still checked for other mistakes.
    let onCycle = variableStates[index] == .failed
    if let annotation = syntax.type {
      return inferAnnotatedVariable(index, annotation, onCycle: onCycle)
    }
    let checked = check(syntax.initializer, expecting: nil, inComponent: false)
    guard !onCycle, let checked else {
      variableStates[index] = .failed
      return
    }
    guard checked.type.isVariableType else {
      report(CheckerDiagnostics.invalidVariableType(syntax.name.name, checked.type, at: syntax.initializer.range))
      variableStates[index] = .failed
      return
    }
    program.variables[index].type = checked.type
    program.variables[index].initializer = checked
    variableStates[index] = .done
  }

  /// `var name: Type = value`: the written type, and the initial value checked against it (so `nil` and
  /// `.large` need no other context).
  mutating func inferAnnotatedVariable(_ index: Int, _ annotation: Identifier, onCycle: Bool) {
    let syntax = variableSyntax[index]
    guard let type = Self.variableTypes[annotation.name] else {
      let hint = suggestion(for: annotation.name, among: Self.variableTypeNames)
      report(CheckerDiagnostics.unknownType(annotation.name, suggestion: hint, at: annotation.range))
      variableStates[index] = .failed
      return
    }
    let checked = checkValue(syntax.initializer, as: type, inComponent: false) { found in
      CheckerDiagnostics.assignmentType(syntax.name.name, target: type, found: found, at: syntax.initializer.range)
    }
    guard !onCycle, let checked else {
      variableStates[index] = .failed
      return
    }
    program.variables[index].type = type
    program.variables[index].initializer = checked
    variableStates[index] = .done
  }

  /// The types a variable may be declared with, by the names the reference gives them.
  static let variableTypes: [String: DialType] = {
    var types: [String: DialType] = [
      "Bool": .bool, "Int": .int, "Double": .double, "String": .string, "Color": .color,
      "Selection": .optionalString,
    ]
    for type in EnumType.allCases { types[type.displayName] = .enumeration(type) }
    return types
  }()

  /// Their names, in a fixed order for suggestions.
  static let variableTypeNames: [String] =
    ["Bool", "Int", "Double", "String", "Color", "Selection"] + EnumType.allCases.map(\.displayName)
}

extension Expression {
  /// Calls `body` with every `name` the expression contains, with its range, in source order.
  /// The parser bounds an expression's height, so the recursion is bounded too.
  func forEachName(_ body: (String, SourceRange) -> Void) {
    switch kind {
    case .name(let name): body(name, range)
    case .integer, .double, .boolean, .text, .color, .nilLiteral, .enumCase, .invalid: break
    case .string(let parts):
      for case .interpolation(let value) in parts { value.forEachName(body) }
    case .member(let base, _), .unary(_, let base), .parenthesized(let base): base.forEachName(body)
    case .subscriptItem(let base, let index):
      base.forEachName(body)
      index.forEachName(body)
    case .call(let callee, let arguments):
      callee.forEachName(body)
      for argument in arguments { argument.value.forEachName(body) }
    case .binary(_, let left, let right):
      left.forEachName(body)
      right.forEachName(body)
    case .ternary(let condition, let whenTrue, let whenFalse):
      for part in [condition, whenTrue, whenFalse] { part.forEachName(body) }
    case .tuple(let elements), .traitSet(let elements):
      for element in elements { element.forEachName(body) }
    }
  }
}
