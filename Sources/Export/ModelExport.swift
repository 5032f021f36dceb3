import DialChecker
import DialLexer
import DialParser

/// The screen's model: one `@Observable` class holding Dial's variables, the last announcement, a closure per
/// host event for the host to set, and an action per handler (docs/language.md §13, "export"). A view reads
/// it, so a change of a variable updates what reads it.
struct ModelExport {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  let target: ExportTarget
  let namespace: String

  /// How the model's own code reaches its variables and functions.
  var scope: ExpressionScope { ExpressionScope(modelPrefix: "", target: target, namespace: namespace) }

  /// The model class. Its actions are written first: `lastAnnouncement` is declared only when something
  /// announces or reads it (``ExportLog/helpers``), which the screen, written before, may do too.
  func source(_ log: inout ExportLog) -> SwiftSource {
    let selected = SelectedBindingsExport(model: self)
    let entries = selected.entries(&log)
    var actions = SwiftSource()
    handlers(&actions, &log)
    for menu in program.menus {
      MenuModelExport(model: self, menu: MenuExport(program: program, menu: menu)).actions(&actions, &log)
    }
    var source = SwiftSource()
    source.line("/// The screen's state and actions: Dial's variables, and what its handlers do.")
    source.line("@MainActor @Observable")
    source.block("final class Model") { body in
      variables(&body, reapplying: Set(entries.flatMap(\.reads)), &log)
      selections(&body, &log)
      for menu in program.menus {
        MenuModelExport(model: self, menu: MenuExport(program: program, menu: menu)).selections(&body, &log)
      }
      if log.helpers.contains(.lastAnnouncement) {
        body.line("/// What VoiceOver last announced.")
        body.line("private(set) var lastAnnouncement = \"\"")
      }
      events(&body, &log)
      initializer(&body, starting: entries.map { selected.start($0, &log) }, &log)
      body.append(actions)
      selected.methods(entries, &body, &log)
      invariants(&body, &log)
    }
    return source
  }

  /// `var inStockIsSelected = true`: each toggle's selection, as its constant `selected:` binding starts it.
  func selections(_ source: inout SwiftSource, _ log: inout ExportLog) {
    for button in program.buttons where button.behavior == .toggle {
      let binding = program.configuration(of: button).flatMap(\.bindings).last { $0.property == .selected }
      var initial = "false"
      let name = Self.selection(of: button.name)
      switch binding?.value.kind {
      case .constant(.bool(let flag))?: initial = flag ? "true" : "false"
      case .variable(let index)?:
        // Bound to a variable: the selection is that variable, both ways (the header comment says so).
        let variable = SwiftNames.identifier(program.variables[index].name)
        log.helpers.insert(.twoWaySelection)
        source.line("/// Whether toggle `\(button.name)` is selected: `\(program.variables[index].name)`, both ways.")
        source.line("var \(name): Bool {")
        source.line("  get { \(variable) }")
        source.line("  set { \(variable) = newValue }")
        source.line("}")
        continue
      // An expression: `init()` and the `didSet`s of what it reads set it (``SelectedBindingsExport``).
      default: break
      }
      source.line("/// Whether toggle `\(button.name)` is selected.")
      source.line("var \(name) = \(initial)")
    }
  }

  /// `inStockIsSelected`: the model's property for a toggle's selection.
  static func selection(of button: String) -> String { button + "IsSelected" }

  /// `var itemCount = 0`: a constant initial value in place; one that reads other variables in `init()`.
  /// A variable that `selected:` bindings read (`reapplying`) re-applies them from its `didSet`.
  func variables(_ source: inout SwiftSource, reapplying: Set<Int>, _ log: inout ExportLog) {
    for variable in program.variables {
      guard let type = SwiftTypes.name(of: variable.type, target: target) else {
        log.unsupported(
          "variable '\(variable.name)'", because: "\(variable.type.displayName) has no Swift type in the export yet",
          at: variable.range)
        continue
      }
      let name = SwiftNames.identifier(variable.name)
      // One that reads other variables starts at its type's zero and is set in `init()`, once all exist.
      let initial: CheckedExpression
      if case .constant = variable.initializer.kind {
        initial = variable.initializer
      } else {
        initial = CheckedExpression(.constant(Self.zero(of: variable.type)), variable.type, variable.range)
      }
      let declaration = "var \(name): \(type) = \(expressions.swift(initial, in: scope, &log))"
      guard let index = program.variables.firstIndex(where: { $0.name == variable.name }), reapplying.contains(index)
      else {
        source.line(declaration)
        continue
      }
      source.block(declaration) { body in body.line("didSet { \(SelectedBindingsExport.assigned(variable.name))() }") }
    }
  }

  /// `init()`: the initial values that read other variables, in declaration order, then the `selected:`
  /// bindings applied at start (`starting`).
  func initializer(_ source: inout SwiftSource, starting: [String], _ log: inout ExportLog) {
    let computed = program.variables.filter { if case .constant = $0.initializer.kind { false } else { true } }
    guard !computed.isEmpty || !starting.isEmpty else { return }
    source.line()
    source.block("init()") { body in
      for variable in computed {
        let value = expressions.swift(variable.initializer, in: scope, &log)
        body.line("\(SwiftNames.identifier(variable.name)) = \(value)")
      }
      for line in starting { body.line(line) }
    }
  }

  /// `@ObservationIgnored var onAddedToCart: ((_ count: Int, _ sku: String) -> Void)?` for each host event, and
  /// its count where the program reads it (`addedToCartEmitted`).
  func events(_ source: inout SwiftSource, _ log: inout ExportLog) {
    for (index, event) in program.events.enumerated() {
      if log.countedEvents.contains(index) {
        source.line()
        source.line("/// How many times `\(event.name)` was emitted.")
        source.line("private(set) var \(Self.count(of: event.name)) = 0")
      }
      for (position, parameter) in event.parameters.enumerated() where log.readArguments.contains([index, position]) {
        let zero = CheckedExpression(.constant(Self.zero(of: parameter.type)), parameter.type, event.range)
        let type = SwiftTypes.name(of: parameter.type, target: target) ?? "Any"
        source.line("/// `\(parameter.name)` of the last `\(event.name)`.")
        source.line(
          "private(set) var \(Self.lastArgument(event.name, parameter.name)): \(type) = \(expressions.swift(zero, in: scope, &log))"
        )
      }
      let parameters = event.parameters.map { parameter in
        "_ \(SwiftNames.identifier(parameter.name)): \(SwiftTypes.name(of: parameter.type, target: target) ?? "Any")"
      }
      source.line()
      source.line("/// Host event `\(event.name)`: set it to act on each emission.")
      source.line(
        "@ObservationIgnored var \(eventProperty(event.name)): ((\(parameters.joined(separator: ", "))) -> Void)?")
    }
  }

  /// A type's zero value, as a constant.
  static func zero(of type: DialType) -> ConstantValue {
    switch type {
    case .bool: return .bool(false)
    case .int: return .int(0)
    case .double: return .double(0)
    case .color: return .color(0)
    case .enumeration(let enumeration): return .enumCase(EnumCase(type: enumeration, index: 0))
    case .optionalString: return .none
    default: return .string("")
    }
  }

  /// `addedToCartLastSku`: the model's copy of a host event's last argument.
  static func lastArgument(_ event: String, _ parameter: String) -> String {
    event + "Last" + SwiftNames.upperCamel(parameter)
  }

  /// `addedToCartEmitted`.
  static func count(of event: String) -> String { event + "Emitted" }

  /// `onAddedToCart`.
  func eventProperty(_ name: String) -> String { "on" + SwiftNames.upperCamel(name) }

  /// An action per button handler: `func addToCartTapped()`.
  func handlers(_ source: inout SwiftSource, _ log: inout ExportLog) {
    let statements = StatementExport(program: program, expressions: expressions, model: self)
    for button in program.buttons {
      guard let handler = button.tapHandler else { continue }
      source.line()
      source.line("/// What a tap on `\(button.name)` does.")
      source.block("func \(Self.action(for: button.name))()") { body in
        for statement in handler { statements.write(statement, into: &body, &log) }
        if !program.invariants.isEmpty { body.line("checkInvariants()") }
      }
    }
  }

  /// `checkInvariants()`: each invariant as an `assert`, run after every action in debug builds. An invariant
  /// that reads a component (`checkout.enabled`) is reported: the model does not see the screen.
  func invariants(_ source: inout SwiftSource, _ log: inout ExportLog) {
    guard !program.invariants.isEmpty else { return }
    source.line()
    source.line("/// The spec's invariants, checked after every action in debug builds.")
    source.block("func checkInvariants()") { body in
      for invariant in program.invariants {
        var readsComponent = false
        invariant.condition.walk { node in
          if case .reference = node.kind { readsComponent = true }
          if case .ownState = node.kind { readsComponent = true }
          return .visitChildren
        }
        // The model does not see the screen: such an invariant is listed in the header as not checked.
        guard !readsComponent else {
          log.uncheckedInvariants.append(invariant.range)
          continue
        }
        let condition = expressions.swift(invariant.condition, in: scope, &log)
        let text = expressions.files[invariant.range.file]?.text(invariant.range.bytes) ?? "invariant"
        body.line("assert(\(condition), \"\(SwiftLiterals.escaped(text))\")")
      }
    }
  }

  /// `addToCartTapped`: the model's action for a button's tap.
  static func action(for button: String) -> String { button + "Tapped" }
}
