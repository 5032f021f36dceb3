import DialChecker
import DialLexer
import DialParser

/// `selected:` bindings that are expressions, as the model applies them: once at start, in source order (the
/// last that holds wins), and again whenever a variable they read is assigned, from that variable's `didSet`,
/// even when its value does not change, as Dial re-applies them (docs/language.md §6, §7). A toggle's selection
/// takes the binding's value; an action of a radio group becomes the group's selection while its binding holds,
/// and gives it up (to nothing, or a pop-up's first action) when its binding stops holding.
struct SelectedBindingsExport {
  let model: ModelExport

  /// One binding: its condition, the variables it reads, and what it selects.
  struct Entry {
    let condition: CheckedExpression
    let reads: Set<Int>
    /// The model property it sets: a toggle's `…IsSelected`, or a radio group's `…Selection`.
    let property: String
    /// For an action: its title, and the selection its group falls back to (`nil`, or a pop-up's first).
    let action: (title: String, fallback: String)?
  }

  var program: CheckedProgram { model.program }

  /// Every exported `selected:` binding that is an expression, in source order; those that read more than
  /// variables are reported.
  func entries(_ log: inout ExportLog) -> [Entry] {
    var found: [Entry] = []
    for button in program.buttons where button.behavior == .toggle {
      let binding = program.configuration(of: button).flatMap(\.bindings).last { $0.property == .selected }
      guard let binding, Self.isExpression(binding.value), let reads = reads(binding, &log) else { continue }
      found.append(
        Entry(
          condition: binding.value, reads: reads, property: ModelExport.selection(of: button, in: program), action: nil)
      )
    }
    for menu in program.menus.map({ MenuExport(program: program, menu: $0) }) {
      for item in menu.menu.items.indices {
        guard let group = menu.menu.items[item].radioGroup,
          let binding = menu.menu.items[item].bindings.last(where: { $0.property == .selected }),
          let reads = reads(binding, &log)
        else { continue }
        if menu.menu.selectionBindings.contains(where: { $0.group == group }) {
          log.unsupported(
            "a 'selected' binding in a group whose selection is bound", because: "the two would set each other",
            at: binding.range)
          continue
        }
        let initial = menu.initialAction(of: group).map(menu.selectionValue)
        let fallback = menu.menu.isPopup ? initial ?? "\"\"" : "nil"
        let title = menu.selectionValue(item)
        found.append(
          Entry(
            condition: binding.value, reads: reads, property: menu.selection(of: group),
            action: (title, fallback)))
      }
    }
    return found
  }

  /// Whether a toggle's binding is an expression rather than a constant or a variable (which the model
  /// takes as they are).
  static func isExpression(_ value: CheckedExpression) -> Bool {
    switch value.kind {
    case .constant, .variable: return false
    default: return true
    }
  }

  static func literal(_ text: String) -> String { "\"" + SwiftLiterals.escaped(text) + "\"" }

  /// The variables a binding reads; nil (reported) when it reads the screen or the host's state, which the
  /// model cannot watch.
  func reads(_ binding: CheckedBinding, _ log: inout ExportLog) -> Set<Int>? {
    var variables: Set<Int> = []
    var other = false
    binding.value.walk { node in
      switch node.kind {
      case .variable(let index): variables.insert(index)
      case .reference, .ownState, .builtin, .emissionCount, .emittedArgument, .chosenItem: other = true
      default: break
      }
      return .visitChildren
    }
    guard other else { return variables }
    log.unsupported(
      "a 'selected' binding that reads more than variables", because: "the model re-applies it when they are assigned",
      at: binding.range)
    return nil
  }

  /// The lines that apply `entry` when a variable it reads is assigned.
  func reapply(_ entry: Entry, _ log: inout ExportLog) -> String {
    let condition = model.expressions.swift(entry.condition, in: model.scope, &log)
    guard let (title, fallback) = entry.action else { return "\(entry.property) = \(condition)" }
    return "if \(condition) { \(entry.property) = \(title) } else if \(entry.property) == \(title) { "
      + "\(entry.property) = \(fallback) }"
  }

  /// The line that applies `entry` at start.
  func start(_ entry: Entry, _ log: inout ExportLog) -> String {
    let condition = model.expressions.swift(entry.condition, in: model.scope, &log)
    guard let (title, _) = entry.action else { return "\(entry.property) = \(condition)" }
    return "if \(condition) { \(entry.property) = \(title) }"
  }

  /// `iAssigned`: the method a variable's `didSet` calls.
  static func assigned(_ variable: String) -> String { variable + "Assigned" }

  /// A method per variable that bindings read: the bindings that read it, in source order.
  func methods(_ entries: [Entry], _ source: inout SwiftSource, _ log: inout ExportLog) {
    for (index, variable) in program.variables.enumerated() {
      let reading = entries.filter { $0.reads.contains(index) }
      guard !reading.isEmpty else { continue }
      source.line()
      source.block("private func \(Self.assigned(variable.name))()") { body in
        for entry in reading { body.line(reapply(entry, &log)) }
      }
    }
  }
}
