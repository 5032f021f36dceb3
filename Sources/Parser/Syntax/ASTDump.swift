import DialLexer

extension ScriptSyntax {
  /// The whole tree as S-expressions, without source ranges or file, one item or body entry per line.
  ///
  /// Two parses have the same dump exactly when they have the same structure,
  /// whatever their layout and comments, which is how the tests check that
  /// `dial fmt` never changes a program:
  ///
  /// ```
  /// (script
  ///   (var count (int 0))
  ///   (button add (base preset tinted)
  ///     (property title (string (text "Add")))
  ///     (on tap
  ///       (assign count += (int 1)))))
  /// ```
  public var structuralDump: String {
    var dump = StructuralDump()
    dump.open("script")
    for item in items { dump.line(item) }
    dump.close()
    return dump.text
  }
}

/// Builds a ``ScriptSyntax/structuralDump``: nodes with children on lines of their own are
/// opened and closed; expressions are written inline.
struct StructuralDump {
  private(set) var text = ""
  private var depth = 0

  /// Starts a node whose children follow on their own lines.
  mutating func open(_ head: String) {
    newLine()
    text += "(" + head
    depth += 1
  }

  /// Ends the node opened last.
  mutating func close() {
    text += ")"
    depth -= 1
  }

  /// Writes a leaf node on a line of its own.
  mutating func leaf(_ node: String) {
    newLine()
    text += node
  }

  private mutating func newLine() {
    if !text.isEmpty { text += "\n" + String(repeating: "  ", count: depth) }
  }

  // MARK: - Declarations and statements

  mutating func line(_ item: TopLevelItem) {
    switch item {
    case .declaration(let declaration): line(declaration.kind)
    case .statement(let statement): line(statement)
    }
  }

  mutating func line(_ declaration: DeclarationKind) {
    switch declaration {
    case .variable(let variable):
      let type = variable.type.map { ": \($0.name)" } ?? ""
      leaf("(var \(variable.name.name)\(type) \(Self.expression(variable.initializer)))")
    case .style(let style): component(style, as: "style")
    case .button(let button): component(button, as: "button")
    case .menu(let menu): menuBody(menu.body, head: "menu \(menu.name.name)" + Self.modifiers(menu.body.modifiers))
    case .header(let header):
      open("header \(header.name.name)")
      for element in header.body { line(element) }
      close()
    case .use(let use): leaf("(use \(Self.quoted(use.path)))")
    case .invariant(let condition): leaf("(invariant \(Self.expression(condition)))")
    case .event(let event): leaf("(event \(event.name.name)\(Self.parameters(event.parameters)))")
    case .function(let function):
      let signature = Self.parameters(function.parameters) + " -> \(function.returnType.name)"
      leaf("(func \(function.name.name)\(signature) \(Self.expression(function.body)))")
    }
  }

  mutating func component(_ component: ComponentDeclaration, as keyword: String) {
    var head = "\(keyword) \(component.name.name)"
    if let base = component.base { head += " (base \(base.isPreset ? "preset" : "style") \(base.name.name))" }
    open(head)
    for element in component.body { line(element) }
    close()
  }

  mutating func line(_ item: BodyItem) {
    switch item.kind {
    case .property(let property): line(property)
    case .when(let block):
      open("when \(Self.expression(block.condition))")
      for element in block.body { line(element) }
      close()
    case .handler(let handler):
      open("on \(handler.event.name)")
      for element in handler.body { line(element) }
      close()
    case .menu(let body): menuBody(body, head: "menu" + Self.modifiers(body.modifiers))
    }
  }

  mutating func line(_ property: PropertyBinding) {
    switch property.value {
    case .expression(let value):
      leaf("(property \(property.name.name) \(Self.expression(value)))")
    case .button(let button, _):
      open("property \(property.name.name)")
      component(button, as: "button")
      close()
    }
  }

  mutating func menuBody(_ body: MenuBody, head: String) {
    open(head)
    for element in body.entries { line(element) }
    close()
  }

  mutating func line(_ entry: MenuEntry) {
    switch entry.kind {
    case .property(let property): line(property)
    case .action(let action):
      open("action \(Self.quoted(action.title.text))\(Self.modifiers(action.modifiers))")
      for element in action.body { line(element) }
      close()
    case .submenu(let submenu):
      menuBody(submenu.body, head: "submenu \(Self.quoted(submenu.title.text))\(Self.modifiers(submenu.modifiers))")
    case .handler(let handler):
      open("on \(handler.event.name)")
      for element in handler.body { line(element) }
      close()
    }
  }

  mutating func line(_ statement: Statement) {
    switch statement.kind {
    case .event(let verb, let target): leaf("(\(verb.rawValue) \(Self.expression(target)))")
    case .assignment(let name, let op, let value):
      leaf("(assign \(name.name) \(op.rawValue) \(Self.expression(value)))")
    case .ifElse(let statement): line(statement)
    case .expect(let condition): leaf("(expect \(Self.expression(condition)))")
    case .print(let value): leaf("(print \(Self.expression(value)))")
    case .focus(let target): leaf("(focus \(Self.focusTarget(target)))")
    case .activate: leaf("(activate)")
    case .emit(let name, let arguments):
      let values = arguments.map { ($0.label.map { "\($0.name): " } ?? "") + Self.expression($0.value) }
      leaf("(emit \(name.name)" + values.map { " " + $0 }.joined() + ")")
    case .announce(let text): leaf("(announce \(Self.expression(text)))")
    }
  }

  mutating func line(_ statement: IfStatement) {
    open("if \(Self.expression(statement.condition))")
    open("then")
    for element in statement.thenBody { line(element) }
    close()
    if let elseBody = statement.elseBody {
      open("else")
      for element in elseBody { line(element) }
      close()
    }
    close()
  }

  /// ` (count: Int) (sku: String)`: a declaration's parameters.
  static func parameters(_ parameters: [Parameter]) -> String {
    parameters.map { " (\($0.name.name): \($0.type.name))" }.joined()
  }

  static func modifiers(_ modifiers: [Identifier]) -> String {
    modifiers.isEmpty ? "" : " (modifiers " + modifiers.map(\.name).joined(separator: " ") + ")"
  }

  static func focusTarget(_ target: FocusTarget) -> String {
    switch target {
    case .first: return "first"
    case .next: return "next"
    case .previous: return "previous"
    case .element(let element): return "(element \(expression(element)))"
    }
  }
}
