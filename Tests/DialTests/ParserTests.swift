import Testing

@testable import DialChecker
@testable import DialLexer
@testable import DialParser

/// How tokens become a syntax tree (§3–§9), and how errors are recovered from.
struct ParserTests {
  static func parse(_ source: String) -> ParsedScript { Parser.parse(Array(source.utf8)) }

  static func expression(_ source: String) -> ExpressionKind? {
    let parsed = parse("var x = " + source)
    guard case .declaration(let decl)? = parsed.syntax.items.first, case .variable(let variable) = decl.kind
    else { return nil }
    return variable.initializer.kind
  }

  static func name(_ text: String) -> Expression {
    Expression(.name(text), SourceRange(file: FileID(0), start: 0, end: 0))
  }

  @Test func theFirstLookProgramParsesWithoutErrors() {
    let source = String(decoding: TestSupport.bytes("Tests/DialTests/Programs/valid/first-look.dial"), as: UTF8.self)
    let parsed = Self.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.syntax.items.count > 10)
  }

  @Test func multiplicationBindsTighterThanAddition() {
    guard case .binary(.add, _, let right)? = Self.expression("1 + 2 * 3") else {
      Issue.record("expected an addition at the root")
      return
    }
    guard case .binary(.multiply, _, _) = right.kind else {
      Issue.record("expected a multiplication on the right")
      return
    }
  }

  @Test func subtractionIsLeftAssociative() {
    guard case .binary(.subtract, let left, _)? = Self.expression("1 - 2 - 3"),
      case .binary(.subtract, _, _) = left.kind
    else {
      Issue.record("expected (1 - 2) - 3")
      return
    }
  }

  @Test func andBindsTighterThanOr() {
    guard case .binary(.or, _, let right)? = Self.expression("a || b && c"), case .binary(.and, _, _) = right.kind
    else {
      Issue.record("expected a || (b && c)")
      return
    }
  }

  @Test func theTernaryIsRightAssociativeAndLoosest() {
    guard case .ternary(let condition, _, let otherwise)? = Self.expression("a == 1 ? b : c ? d : e"),
      case .binary(.equal, _, _) = condition.kind, case .ternary = otherwise.kind
    else {
      Issue.record("expected (a == 1) ? b : (c ? d : e)")
      return
    }
  }

  @Test func memberPathsAndSubscriptsChain() {
    guard case .member(let base, let member)? = Self.expression(#"more["Sort By"].selection"#),
      case .subscriptItem = base.kind
    else {
      Issue.record("expected more[\"Sort By\"].selection")
      return
    }
    #expect(member.name == "selection")
  }

  @Test func colorsAreStoredAsRGBA() {
    #expect(Self.expression("#F90") == .color(0xFF99_00FF))
    #expect(Self.expression("#FF9500") == .color(0xFF95_00FF))
    #expect(Self.expression("#FF950080") == .color(0xFF95_0080))
  }

  @Test func tuplesAndParentheses() {
    guard case .tuple(let items)? = Self.expression("(7, 12, 7, 12)") else {
      Issue.record("expected a tuple")
      return
    }
    #expect(items.count == 4)
    guard case .parenthesized? = Self.expression("(7)") else {
      Issue.record("expected parentheses")
      return
    }
  }

  // MARK: - Trait-set literals

  /// An expression and its tree, as the structural dump writes it.
  struct TreeCase: Sendable, CustomTestStringConvertible {
    var rule: String
    var source: String
    var tree: String
    var testDescription: String { rule }
  }

  static let traitSetCases: [TreeCase] = [
    TreeCase(rule: "the empty set", source: "[]", tree: "(traits)"),
    TreeCase(rule: "one trait", source: "[.header]", tree: "(traits (case header))"),
    TreeCase(
      rule: "several traits, in the order written", source: "[.selected, .button]",
      tree: "(traits (case selected) (case button))"),
    TreeCase(
      rule: "newlines inside the brackets end nothing", source: "[\n  .button,\n  .notEnabled\n]",
      tree: "(traits (case button) (case notEnabled))"),
    TreeCase(
      rule: "a comparison's right operand", source: "b.traits == [.button, .selected]",
      tree: "(binary == (member (name b) traits) (traits (case button) (case selected)))"),
    TreeCase(
      rule: "a comparison's left operand", source: "[] != nav.title.traits",
      tree: "(binary != (traits) (member (member (name nav) title) traits))"),
    TreeCase(
      rule: "branches of a ternary", source: "flag ? [.button, .selected] : [.button]",
      tree: "(ternary (name flag) (traits (case button) (case selected)) (traits (case button)))"),
    TreeCase(rule: "in parentheses", source: "([.button])", tree: "(paren (traits (case button)))"),
    TreeCase(
      rule: "after an operand, '[' is still a menu path", source: #"more["Sort By"]"#,
      tree: #"(subscript (name more) (string (text "Sort By")))"#),
  ]

  @Test(arguments: traitSetCases)
  func traitSetLiterals(_ test: TreeCase) {
    let parsed = Self.parse("var x = " + test.source)
    #expect(parsed.diagnostics.isEmpty)
    guard case .declaration(let decl)? = parsed.syntax.items.first, case .variable(let variable) = decl.kind else {
      Issue.record("expected a variable")
      return
    }
    #expect(StructuralDump.expression(variable.initializer) == test.tree)
  }

  @Test func aTraitSetsRangeCoversItsBrackets() {
    let source = "var x = [ .button ]"
    guard case .declaration(let decl)? = Self.parse(source).syntax.items.first,
      case .variable(let variable) = decl.kind
    else {
      Issue.record("expected a variable")
      return
    }
    #expect(variable.initializer.range.start == 8)
    #expect(variable.initializer.range.end == source.utf8.count)
  }

  @Test(arguments: [
    ("var x = [.button,]", "expected an expression"),
    ("var x = [.button", "expected ']' to end the trait set"),
    ("var x = [.button, .selected)", "expected ']' to end the trait set"),
    ("[.button]", "expected a statement; an expression alone does nothing"),
  ])
  func malformedTraitSets(_ source: String, _ message: String) {
    #expect(TestSupport.messages(source) == [message])
  }

  @Test func nilIsALiteral() {
    #expect(Self.expression("nil") == .nilLiteral)
  }

  @Test(arguments: EventVerb.allCases.map(\.rawValue))
  func eventVerbs(_ verb: String) {
    let parsed = Self.parse("\(verb) b")
    guard case .statement(let statement)? = parsed.syntax.items.first, case .event(let parsedVerb, _) = statement.kind
    else {
      Issue.record("expected an event")
      return
    }
    #expect(parsedVerb.rawValue == verb)
  }

  @Test func aVerbFollowedByAnAssignmentIsAVariable() {
    let parsed = Self.parse("var tap = 1\ntap = 2")
    guard case .statement(let statement)? = parsed.syntax.items.last, case .assignment = statement.kind else {
      Issue.record("expected an assignment")
      return
    }
  }

  @Test func focusTakesNavigationWordsOrAName() {
    let parsed = Self.parse("focus first\nfocus next\nfocus previous\nfocus nav.title\nactivate")
    let kinds = parsed.syntax.items.compactMap { item -> StatementKind? in
      if case .statement(let statement) = item { return statement.kind }
      return nil
    }
    #expect(kinds.count == 5)
    #expect(kinds[0] == .focus(.first))
    #expect(kinds[1] == .focus(.next))
    #expect(kinds[2] == .focus(.previous))
    #expect(kinds[4] == .activate)
  }

  @Test func elseMayStartTheNextLine() {
    #expect(Self.parse("if a { tap b }\nelse if c { tap d }\nelse { tap e }").diagnostics.isEmpty)
  }

  @Test func menusHoldActionsSubmenusAndModifiers() {
    let parsed = Self.parse(
      """
      menu more {
        title: "Options"
        action "Delete" destructive
        menu "Sort By" single { action "Title" selected; action "Date" { subtitle: "Newest first" } }
      }
      """)
    #expect(parsed.diagnostics.isEmpty)
    guard case .declaration(let decl)? = parsed.syntax.items.first, case .menu(let menu) = decl.kind else {
      Issue.record("expected a menu")
      return
    }
    #expect(menu.body.entries.count == 3)
    guard case .submenu(let submenu) = menu.body.entries[2].kind else {
      Issue.record("expected a submenu")
      return
    }
    #expect(submenu.modifiers.map(\.name) == ["single"])
    #expect(submenu.body.entries.count == 2)
  }

  @Test func headersTakeInlineButtons() {
    let parsed = Self.parse(
      """
      header nav {
        leading: button cancel { title: "Cancel" }
        title: "Edit Profile"
        trailing: done
      }
      """)
    #expect(parsed.diagnostics.isEmpty)
    guard case .declaration(let decl)? = parsed.syntax.items.first, case .header(let header) = decl.kind,
      case .property(let leading) = header.body.first?.kind, case .button(let button, _) = leading.value
    else {
      Issue.record("expected a header with an inline button")
      return
    }
    #expect(button.name.name == "cancel")
  }

  @Test func rangesCoverTheirSource() {
    let source = "var count = 1 + 2"
    let parsed = Self.parse(source)
    guard case .declaration(let decl)? = parsed.syntax.items.first else {
      Issue.record("expected a declaration")
      return
    }
    #expect(decl.range.start == 0 && decl.range.end == source.utf8.count)
  }

  @Test func fiveIndependentErrorsAreAllReported() {
    let bytes = TestSupport.bytes("Tests/DialTests/Programs/invalid/five-errors.dial")
    #expect(Parser.parse(bytes).diagnostics.count == 5)
  }

  @Test(arguments: [100_000])
  func deepNestingIsAnErrorNotACrash(_ depth: Int) {
    let sources = [
      "var x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth),
      "var x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
      "var x = " + String(repeating: "!", count: depth) + "true",
      "var x = 1" + String(repeating: " + 1", count: depth),
      "var x = a" + String(repeating: ".b", count: depth),
      "button b {" + String(repeating: "when a {", count: depth) + String(repeating: "}", count: depth + 1),
      String(repeating: "if a { ", count: depth),
      "var x = " + String(repeating: "\"\\(", count: depth),
    ]
    for source in sources {
      let messages = TestSupport.messages(source)
      #expect(messages.contains { $0.hasPrefix("nesting is too deep") })
    }
  }
}
