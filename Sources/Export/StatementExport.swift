import DialChecker
import DialLexer
import DialParser

/// A handler's statements as the model action's Swift: assignments, `if`, `emit` as a call of the event's
/// closure, `announce` as a VoiceOver announcement, a `tap` of another button as a call of its action.
/// Statements that only a script makes (`expect`, `print`, `focus`, opening a menu) are reported.
struct StatementExport {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  let model: ModelExport
  /// Where the statements stand: the model, with the chosen action inside an `on select`.
  var scope: ExpressionScope
  /// Whether an emission is queued and delivered once the handler has run (one followed by other statements, or
  /// inside an `if`), as Dial delivers emissions after the statement completes.
  var queuesEmissions = false

  init(program: CheckedProgram, expressions: SwiftExpressions, model: ModelExport, chosenItem: String? = nil) {
    (self.program, self.expressions, self.model) = (program, expressions, model)
    scope = model.scope
    scope.chosenItem = chosenItem
  }

  /// Writes a handler's statements; its emissions reach the host after all of them have run, as Dial delivers
  /// them when the statement completes: written last where they come last, else queued and delivered at the end.
  func writeHandler(_ statements: [CheckedStatement], into source: inout SwiftSource, _ log: inout ExportLog) {
    var writer = self
    writer.queuesEmissions = Self.needsQueue(statements)
    if writer.queuesEmissions { source.line("var emissions: [() -> Void] = []") }
    for statement in statements { writer.write(statement, into: &source, &log) }
    if writer.queuesEmissions { source.line("for emission in emissions { emission() }") }
  }

  /// Whether some emission is followed by a statement that is not one, or stands inside an `if`.
  static func needsQueue(_ statements: [CheckedStatement]) -> Bool {
    func emits(_ statements: [CheckedStatement]) -> Bool {
      statements.contains { statement in
        switch statement.kind {
        case .emit: return true
        case .ifElse(_, let then, let otherwise): return emits(then) || emits(otherwise ?? [])
        default: return false
        }
      }
    }
    guard let first = statements.firstIndex(where: { if case .emit = $0.kind { true } else { false } }) else {
      return statements.contains { if case .ifElse = $0.kind { emits([$0]) } else { false } }
    }
    let tail = statements[first...]
    let plainTail = tail.allSatisfy { if case .emit = $0.kind { true } else { false } }
    return !plainTail || emits(statements[..<first].filter { if case .ifElse = $0.kind { true } else { false } })
  }

  /// Writes one statement into `source`.
  func write(_ statement: CheckedStatement, into source: inout SwiftSource, _ log: inout ExportLog) {
    switch statement.kind {
    case .assignment(.variable(let index), let op, let value):
      let name = SwiftNames.identifier(program.variables[index].name)
      let code = expressions.swift(value, in: scope, &log)
      // A variable given its own value (a toggle's handler taking the selection that is that variable) does
      // nothing.
      if op == .assign && code == name { return }
      source.line("\(name) \(op.rawValue) \(code)")
    case .ifElse(let condition, let then, let otherwise):
      writeIf(condition, then, otherwise, into: &source, &log)
    case .emit(let event, let arguments): writeEmission(event, arguments, into: &source, &log)
    case .announce(let text):
      log.helpers.insert(.lastAnnouncement)
      var localized = scope
      localized.localizes = true
      source.line("lastAnnouncement = \(expressions.swift(text, in: localized, &log))")
      source.line("announce(lastAnnouncement)")
    case .event(.tap, .button(let index))
    where ModelExport.hasAction(
      program.buttons[index], program: program, expressions: expressions, target: model.target):
      source.line("\(ModelExport.action(for: program.buttons[index].name))()")
    case .event(.select, .item(let reference, _)): writeChoice(reference, into: &source, &log)
    // What only the spec reads is left out with the spec, which the header comment says.
    case .expect, .print: log.helpers.insert(.specInHandlers)
    default:
      log.unsupported(
        "'\(expressions.files[statement.range.file]?.text(statement.range.bytes) ?? "this statement")'",
        because: "a handler's statement that only a script makes has no counterpart in an app",
        at: statement.range)
    }
  }

  /// `emit name(…)`: counted, and its arguments kept, before the host hears of it, as Dial does when an emission is
  /// made; the host's closure called now when nothing follows it, else queued with its arguments evaluated now.
  func writeEmission(
    _ event: Int, _ arguments: [CheckedExpression], into source: inout SwiftSource, _ log: inout ExportLog
  ) {
    let values = arguments.map { expressions.swift($0, in: scope, &log) }
    let declaration = program.events[event]
    if log.countedEvents.contains(event) { source.line("\(ModelExport.count(of: declaration.name)) += 1") }
    for (position, parameter) in declaration.parameters.enumerated()
    where log.readArguments.contains([event, position]) {
      source.line("\(ModelExport.lastArgument(declaration.name, parameter.name)) = \(values[position])")
    }
    let property = model.eventProperty(declaration.name)
    guard queuesEmissions else { return source.line("\(property)?(\(values.joined(separator: ", ")))") }
    // An enum case alone has no type in a capture list: it is given the parameter's.
    let types = declaration.parameters.map { SwiftTypes.name(of: $0.type, target: model.target) ?? "Any" }
    let captures = values.indices.map { index in
      values[index].hasPrefix(".")
        ? "a\(index) = \(values[index]) as \(types[index])" : "a\(index) = \(values[index])"
    }
    let list = captures.isEmpty ? "" : "[\(captures.joined(separator: ", "))] in "
    let passed = values.indices.map { "a\($0)" }.joined(separator: ", ")
    source.line("emissions.append { \(list)self.\(property)?(\(passed)) }")
  }

  /// A handler's `select` of an action: what the user's choice of it does, when it can be chosen.
  func writeChoice(_ reference: MenuItemReference, into source: inout SwiftSource, _ log: inout ExportLog) {
    let menu = MenuExport(program: program, menu: program.menus[reference.menu])
    let entry = menu.menu.items[reference.item]
    guard !entry.modifiers.contains(.disabled), !entry.modifiers.contains(.hidden),
      let choice = menu.choice(reference.item, prefix: "")
    else { return }
    if let enabled = entry.bindings.first(where: { $0.property == .enabled }) {
      source.line("if \(expressions.swift(enabled.value, in: scope, &log)) { \(choice) }")
    } else {
      source.line(choice)
    }
  }

  /// `if c { … } else if d { … } else { … }`.
  func writeIf(
    _ condition: CheckedExpression, _ then: [CheckedStatement], _ otherwise: [CheckedStatement]?,
    into source: inout SwiftSource, _ log: inout ExportLog
  ) {
    var test = expressions.swift(condition, in: scope, &log)
    var (whenTrue, whenFalse) = (SwiftSource(), SwiftSource())
    for statement in then { write(statement, into: &whenTrue, &log) }
    for statement in otherwise ?? [] { write(statement, into: &whenFalse, &log) }
    // A branch left empty by the spec's statements is left out; an `if` with none, altogether.
    if whenTrue.lines.isEmpty {
      guard !whenFalse.lines.isEmpty else { return }
      (test, whenTrue, whenFalse) = (SwiftUIExport.negated(test), whenFalse, SwiftSource())
    }
    source.block("if \(test)", closer: whenFalse.lines.isEmpty ? "" : " else {") { body in body.append(whenTrue) }
    guard !whenFalse.lines.isEmpty else { return }
    // `} else {` opened above; its body one level deeper, then its brace.
    source.indented(whenFalse)
    source.line("}")
  }
}
