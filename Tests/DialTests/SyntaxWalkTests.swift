import Testing

@testable import DialChecker
@testable import DialLexer
@testable import DialParser

/// The one traversal of the syntax tree (`SyntaxNode.walk`): every node, parents first and in source order,
/// as the visitor directs.
struct SyntaxWalkTests {
  /// A script with a node of every kind: declarations, body items, menu entries, statements, expressions.
  static let source = """
    var count = 1 + total
    button add {
      title: "\\(count) items"
      when enabled { image: "cart" }
      on tap { if count > 0 { count -= 1 } }
    }
    menu more {
      menu "Sort By" single { action "Date" { enabled: count == 0 } }
    }
    tap add
    """

  /// The nodes a walk visits, each named briefly, in the order visited.
  static func visited(_ source: String, _ step: (SyntaxNode) -> WalkStep = { _ in .visitChildren }) -> [String] {
    var names: [String] = []
    for item in Parser.parse(Array(source.utf8)).syntax.items {
      let node: SyntaxNode
      switch item {
      case .declaration(let declaration): node = .declaration(declaration)
      case .statement(let statement): node = .statement(statement)
      }
      node.walk { node in
        names.append(name(node))
        return step(node)
      }
    }
    return names
  }

  /// A short name: the declaration's name, the body item's or entry's kind, the statement's or expression's.
  static func name(_ node: SyntaxNode) -> String {
    switch node {
    case .declaration(let declaration): return declaration.name?.name ?? "declaration"
    case .bodyItem(let item):
      switch item.kind {
      case .property(let binding): return binding.name.name + ":"
      case .when: return "when"
      case .handler(let handler): return "on " + handler.event.name
      case .menu: return "menu"
      }
    case .menuEntry(let entry):
      switch entry.kind {
      case .action(let action): return "action " + action.title.text
      case .submenu(let submenu): return "submenu " + submenu.title.text
      case .property(let binding): return binding.name.name + ":"
      case .handler: return "on select"
      }
    case .statement(let statement):
      switch statement.kind {
      case .event(let verb, _): return verb.rawValue
      case .assignment(let name, let op, _): return name.name + " " + op.rawValue
      case .ifElse: return "if"
      default: return "statement"
      }
    case .expression(let expression):
      switch expression.kind {
      case .name(let name): return name
      case .integer(let value): return String(value)
      case .binary(let op, _, _): return op.rawValue
      case .string: return "string"
      case .text(let text): return "\"" + text + "\""
      default: return "expression"
      }
    }
  }

  @Test func everyNodeIsVisitedParentsFirstInSourceOrder() {
    #expect(
      Self.visited(Self.source) == [
        "count", "+", "1", "total",
        "add", "title:", "string", "count", "when", "enabled", "image:", "\"cart\"",
        "on tap", "if", ">", "count", "0", "count -=", "1",
        "more", "submenu Sort By", "action Date", "enabled:", "==", "count", "0",
        "tap", "add",
      ])
  }

  @Test func skippingANodeSkipsWhatIsInsideIt() {
    let visited = Self.visited(Self.source) { node in
      if case .bodyItem(let item) = node, case .when = item.kind { return .skipChildren }
      return .visitChildren
    }
    #expect(visited.contains("when"))
    #expect(!visited.contains("image:"))
    #expect(visited.contains("on tap"))
  }

  @Test func stoppingEndsTheWalk() {
    let visited = Self.visited("var a = (b + c) * d") { node in
      if case .expression(let expression) = node, case .name("b") = expression.kind { return .stop }
      return .visitChildren
    }
    #expect(visited == ["a", "*", "expression", "+", "b"])
  }

  @Test func anInlineHeaderButtonIsADeclarationInsideItsHeader() {
    let visited = Self.visited("header nav { leading: button back { title: \"Back\" } }")
    #expect(visited == ["nav", "leading:", "back", "title:", "\"Back\""])
  }

  @Test func anExpressionWalkSeesOnlyExpressions() {
    let (expression, _) = Parser.parseExpression(Array("a ? b.c : f(x)[\"T\"]".utf8))
    var names: [String] = []
    expression.walk { expression in
      if case .name(let name) = expression.kind { names.append(name) }
      return .visitChildren
    }
    #expect(names == ["a", "b", "f", "x"])
  }

  @Test func aMenusItemsAreCountedAtEveryLevelButNotInActionBodies() {
    let source = """
      menu more {
        title: "More"
        action "Refresh" { menu { action "Not an item" } }
        menu "Sort By" { action "Date"; menu "Order" { action "Up"; action "Down" } }
        on select { print item }
      }
      """
    guard case .declaration(let declaration)? = Parser.parse(Array(source.utf8)).syntax.items.first,
      case .menu(let menu) = declaration.kind
    else {
      Issue.record("expected a menu")
      return
    }
    // Refresh, Sort By, Date, Order, Up, Down: the size the checker reserves for the menu's items.
    #expect(MenuChecker.itemCount(menu.body.entries) == 6)
  }
}
