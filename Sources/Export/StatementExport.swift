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

  init(program: CheckedProgram, expressions: SwiftExpressions, model: ModelExport, chosenItem: String? = nil) {
    (self.program, self.expressions, self.model) = (program, expressions, model)
    scope = model.scope
    scope.chosenItem = chosenItem
  }

  /// Writes one statement into `source`.
  func write(_ statement: CheckedStatement, into source: inout SwiftSource, _ log: inout ExportLog) {
    switch statement.kind {
    case .assignment(.variable(let index), let op, let value):
      let name = SwiftNames.identifier(program.variables[index].name)
      source.line("\(name) \(op.rawValue) \(expressions.swift(value, in: scope, &log))")
    case .ifElse(let condition, let then, let otherwise):
      writeIf(condition, then, otherwise, into: &source, &log)
    case .emit(let event, let arguments):
      let values = arguments.map { expressions.swift($0, in: scope, &log) }
      // Counted, and its arguments kept, before the host hears of it, as Dial does when an emission is made.
      let declaration = program.events[event]
      if log.countedEvents.contains(event) { source.line("\(ModelExport.count(of: declaration.name)) += 1") }
      for (position, parameter) in declaration.parameters.enumerated()
      where log.readArguments.contains([event, position]) {
        source.line("\(ModelExport.lastArgument(declaration.name, parameter.name)) = \(values[position])")
      }
      source.line("\(model.eventProperty(program.events[event].name))?(\(values.joined(separator: ", ")))")
    case .announce(let text):
      log.helpers.insert(.lastAnnouncement)
      source.line("lastAnnouncement = \(expressions.swift(text, in: scope, &log))")
      source.line(announcement("lastAnnouncement"))
    case .event(.tap, .button(let index)) where program.buttons[index].tapHandler != nil:
      source.line("\(ModelExport.action(for: program.buttons[index].name))()")
    case .event(.select, .item(let reference, _)): writeChoice(reference, into: &source, &log)
    default:
      log.unsupported(
        "'\(expressions.files[statement.range.file]?.text(statement.range.bytes) ?? "this statement")'",
        because: "a handler's statement that only a script makes has no counterpart in an app",
        at: statement.range)
    }
  }

  /// A handler's `select` of an action: what the user's choice of it does, when it can be chosen.
  func writeChoice(_ reference: MenuItemReference, into source: inout SwiftSource, _ log: inout ExportLog) {
    let menu = MenuExport(program: program, menu: program.menus[reference.menu])
    let entry = menu.menu.items[reference.item]
    guard !entry.modifiers.contains(.disabled), !entry.modifiers.contains(.hidden), menu.hasEffect(reference.item)
    else { return }
    if let enabled = entry.bindings.first(where: { $0.property == .enabled }) {
      source.line("if \(expressions.swift(enabled.value, in: scope, &log)) { \(menu.chosen(reference.item))() }")
    } else {
      source.line("\(menu.chosen(reference.item))()")
    }
  }

  /// `if c { … } else if d { … } else { … }`.
  func writeIf(
    _ condition: CheckedExpression, _ then: [CheckedStatement], _ otherwise: [CheckedStatement]?,
    into source: inout SwiftSource, _ log: inout ExportLog
  ) {
    let test = expressions.swift(condition, in: scope, &log)
    let closer = otherwise == nil ? "" : " else {"
    source.block("if \(test)", closer: closer) { body in
      for statement in then { write(statement, into: &body, &log) }
    }
    guard let otherwise else { return }
    // `} else {` opened above; its body one level deeper, then its brace.
    var nested = SwiftSource()
    for statement in otherwise { write(statement, into: &nested, &log) }
    source.indented(nested)
    source.line("}")
  }

  /// The target's way to make VoiceOver announce `text`.
  func announcement(_ text: String) -> String {
    model.target == .uikit
      ? "UIAccessibility.post(notification: .announcement, argument: \(text))"
      : "AccessibilityNotification.Announcement(\(text)).post()"
  }
}
