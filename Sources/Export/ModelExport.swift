import DialChecker
import DialLexer
import DialParser

/// The screen's model: one `@Observable` class holding Dial's variables, the last announcement, a closure per
/// host event for the host to set, and an action per handler (docs/language.md §13, "export"). A view reads
/// it, so a change of a variable updates what reads it. It imports Observation alone (and Foundation where it
/// localizes an announcement), so it compiles and runs wherever Swift does.
struct ModelExport {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  let target: ExportTarget
  /// The model's type, whose static methods the functions are.
  let namespace: String
  /// The variables something exported reads or writes; the rest only the spec reads, and are left out.
  var exported: Set<Int> = []

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
    source.line("@MainActor @Observable")
    source.block("final class \(namespace)") { body in
      // The selections' enums first, as a type's nested types are.
      let start = body.lines.count
      for menu in program.menus {
        MenuModelExport(model: self, menu: MenuExport(program: program, menu: menu)).enums(&body)
      }
      if body.lines.count > start { body.line() }
      variables(&body, reapplying: Set(entries.flatMap(\.reads)), &log)
      selections(&body, &log)
      for menu in program.menus {
        MenuModelExport(model: self, menu: MenuExport(program: program, menu: menu)).selections(&body, &log)
      }
      if log.helpers.contains(.lastAnnouncement) {
        body.line("private(set) var lastAnnouncement = \"\"")
      }
      if Self.announces(program) {
        body.line("@ObservationIgnored var announce: (String) -> Void = { _ in }")
      }
      derivedTexts(&body)
      events(&body, &log)
      initializer(&body, starting: entries.map { selected.start($0, &log) }, &log)
      body.append(actions)
      selected.methods(entries, &body, &log)
      writeFunctions(&body, &log)
      if log.helpers.contains(.numberText) { body.append(SwiftExport.lines(SwiftHelpers.numberText)) }
    }
    return source
  }

  /// The buttons' texts that other bindings read, each computed once from the model (``DerivedTexts``).
  func derivedTexts(_ source: inout SwiftSource) {
    let texts = expressions.derived.sorted { ($0.key.button, $0.value) < ($1.key.button, $1.value) }
    guard !texts.isEmpty else { return }
    source.line()
    for (text, name) in texts {
      let code = DerivedTexts.definition(text, program: program, expressions: expressions, target: target, prefix: "")
      source.line("var \(name): String { \(code ?? "\"\"") }")
    }
  }

  /// Whether a handler announces something.
  static func announces(_ program: CheckedProgram) -> Bool {
    func announces(_ statements: [CheckedStatement]) -> Bool {
      statements.contains { statement in
        switch statement.kind {
        case .announce: return true
        case .ifElse(_, let then, let otherwise): return announces(then) || announces(otherwise ?? [])
        default: return false
        }
      }
    }
    let handlers =
      program.buttons.compactMap(\.tapHandler) + program.menus.compactMap(\.selectHandler)
      + program.menus.flatMap { $0.items.compactMap(\.selectHandler) }
    return handlers.contains(where: announces)
  }

  /// Each `func` as a static method: a pure function of its parameters.
  func writeFunctions(_ source: inout SwiftSource, _ log: inout ExportLog) {
    for function in program.functions {
      guard let body = function.body else { continue }
      let names = function.parameters.map { SwiftNames.identifier($0.name) }
      let scope = ExpressionScope(modelPrefix: "", parameters: names, target: target, namespace: namespace)
      let parameters = function.parameters.map { parameter in
        "\(SwiftNames.identifier(parameter.name)): \(SwiftTypes.name(of: parameter.type, target: target) ?? "Any")"
      }
      let result = SwiftTypes.name(of: function.returnType, target: target) ?? "Any"
      source.line()
      source.line(
        "static func \(SwiftNames.identifier(function.name))(\(parameters.joined(separator: ", "))) -> \(result) {")
      source.line("  \(expressions.swift(body, in: scope, &log))")
      source.line("}")
    }
  }

  /// `var inStockIsSelected = true`: each toggle's selection, as its constant `selected:` binding starts it.
  func selections(_ source: inout SwiftSource, _ log: inout ExportLog) {
    for button in program.buttons where button.behavior == .toggle {
      let binding = program.configuration(of: button).flatMap(\.bindings).last { $0.property == .selected }
      var initial = "false"
      let name = Self.selection(of: button, in: program)
      switch binding?.value.kind {
      case .constant(.bool(let flag))?: initial = flag ? "true" : "false"
      case .variable?:
        // Bound to a variable: the selection is that variable, both ways (the header comment says so).
        log.helpers.insert(.twoWaySelection)
        continue
      // An expression: `init()` and the `didSet`s of what it reads set it (``SelectedBindingsExport``).
      default: break
      }
      source.line("var \(name) = \(initial)")
    }
  }

  /// `inStockIsSelected`: the model's property for a toggle's selection; the variable its `selected:` binds,
  /// where it binds one.
  static func selection(of button: CheckedButton, in program: CheckedProgram) -> String {
    let binding = program.configuration(of: button).flatMap(\.bindings).last { $0.property == .selected }
    if case .variable(let index)? = binding?.value.kind { return SwiftNames.identifier(program.variables[index].name) }
    return button.name + "IsSelected"
  }

  /// Whether a tap of `button` runs an action of the model: it has a handler that does something in the app
  /// (one that only a script's statements or a self-assignment make is none).
  static func hasAction(
    _ button: CheckedButton, program: CheckedProgram, expressions: SwiftExpressions, target: ExportTarget
  ) -> Bool {
    guard button.behavior != .popup && button.behavior != .pulldown, let handler = button.tapHandler else {
      return false
    }
    let scope = ExpressionScope(modelPrefix: "", target: target, namespace: "")
    // Read, not written: a handler that taps another button does something whatever that one does.
    func doesSomething(_ statements: [CheckedStatement]) -> Bool {
      statements.contains { statement in
        switch statement.kind {
        case .expect, .print: return false
        case .assignment(.variable(let index), .assign, let value):
          var log = ExportLog()
          return expressions.swift(value, in: scope, &log) != SwiftNames.identifier(program.variables[index].name)
        case .ifElse(_, let then, let otherwise): return doesSomething(then) || doesSomething(otherwise ?? [])
        default: return true
        }
      }
    }
    return doesSomething(handler)
  }

  /// `var itemCount = 0`: a constant initial value in place; one that reads other variables in `init()`.
  /// A variable that `selected:` bindings read (`reapplying`) re-applies them from its `didSet`.
  func variables(_ source: inout SwiftSource, reapplying: Set<Int>, _ log: inout ExportLog) {
    for (index, variable) in program.variables.enumerated() where exported.contains(index) {
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
      let value = expressions.swift(initial, in: scope, &log)
      // The type where Swift would not infer it from the value: `var itemCount = 0`, `var price: Double = 0`.
      let declaration =
        Self.infers(initial, type: variable.type) ? "var \(name) = \(value)" : "var \(name): \(type) = \(value)"
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
    let computed = program.variables.indices.filter { exported.contains($0) }.map { program.variables[$0] }.filter {
      if case .constant = $0.initializer.kind { false } else { true }
    }
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
        source.line("private(set) var \(Self.count(of: event.name)) = 0")
      }
      for (position, parameter) in event.parameters.enumerated() where log.readArguments.contains([index, position]) {
        let zero = CheckedExpression(.constant(Self.zero(of: parameter.type)), parameter.type, event.range)
        let type = SwiftTypes.name(of: parameter.type, target: target) ?? "Any"
        source.line(
          "private(set) var \(Self.lastArgument(event.name, parameter.name)): \(type) = \(expressions.swift(zero, in: scope, &log))"
        )
      }
      let parameters = event.parameters.map { parameter in
        "_ \(SwiftNames.identifier(parameter.name)): \(SwiftTypes.name(of: parameter.type, target: target) ?? "Any")"
      }
      source.line()
      source.line(
        "@ObservationIgnored var \(eventProperty(event.name)): ((\(parameters.joined(separator: ", "))) -> Void)?")
    }
  }

  /// Whether Swift infers `type` from the literal of `value`: an Int, a Bool, a String, a Double with a fraction.
  static func infers(_ value: CheckedExpression, type: DialType) -> Bool {
    switch (value.kind, type) {
    case (.constant(.int), .int), (.constant(.bool), .bool), (.constant(.string), .string): return true
    case (.constant(.double), .double): return true
    default: return false
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
    // A pop-up's or a pull-down's tap presents its menu: its `on tap` never runs (the checker warns).
    for button in program.buttons
    where Self.hasAction(button, program: program, expressions: expressions, target: target) {
      guard let handler = button.tapHandler else { continue }
      source.line()
      source.block("func \(Self.action(for: button.name))()") { body in
        statements.writeHandler(handler, into: &body, &log)
      }
    }
  }

  /// `addToCartTapped`: the model's action for a button's tap.
  static func action(for button: String) -> String { button + "Tapped" }
}
