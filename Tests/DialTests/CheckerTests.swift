import DialLexer
import Foundation
import Testing

@testable import DialChecker
@testable import DialParser

/// The static checker, case by case: what each expression's type is, what the
/// resolved program looks like, and which mistakes are reported, and how.
struct CheckerTests {
  // MARK: - Types of expressions

  /// A case of the expression table: an expression, the declarations it reads, and its type.
  struct TypeCase: Sendable, CustomTestStringConvertible {
    var expression: String
    var type: String
    var declarations = ""
    var testDescription: String { "\(expression) : \(type)" }
  }

  static let declarations = """
    var count = 0
    var ratio = 0.5
    var name = "Dial"
    button save { title: "Save" }
    menu more { menu "Sort By" single { action "Date" } }
    header nav { leading: save; title: "Edit" }
    """

  static let typeCases: [TypeCase] = [
    TypeCase(expression: "1 + 2", type: "Int"),
    TypeCase(expression: "7 / 2", type: "Int"),
    TypeCase(expression: "1 + 2.5", type: "Double"),
    TypeCase(expression: "count * ratio", type: "Double"),
    TypeCase(expression: "-count", type: "Int"),
    TypeCase(expression: "count % 3", type: "Int"),
    TypeCase(expression: "\"a\" + name", type: "String"),
    TypeCase(expression: "\"\\(count) items, \\(save.enabled)\"", type: "String"),
    TypeCase(expression: "count < ratio", type: "Bool"),
    TypeCase(expression: "name < \"E\"", type: "Bool"),
    TypeCase(expression: "textSize >= .accessibilityMedium", type: "Bool"),
    TypeCase(expression: ".large == textSize", type: "Bool"),
    TypeCase(expression: "count > 0 ? 1 : 2.5", type: "Double"),
    TypeCase(expression: "textSize", type: "TextSize"),
    TypeCase(expression: "screenWidth", type: "Double"),
    TypeCase(expression: "save.title", type: "String"),
    TypeCase(expression: "save.size", type: "ButtonSize"),
    TypeCase(expression: "save.background", type: "Color"),
    TypeCase(expression: "save.contentInsets", type: "Insets"),
    TypeCase(expression: "save.speech", type: "String"),
    TypeCase(expression: "save.traits", type: "TraitSet"),
    TypeCase(expression: "save.traits.contains(.selected)", type: "Bool"),
    TypeCase(expression: "save.traits.count", type: "Int"),
    TypeCase(expression: "save.frame.midX", type: "Double"),
    TypeCase(expression: "save.largeContentViewer", type: "Bool"),
    TypeCase(expression: "name.contains(\"D\")", type: "Bool"),
    TypeCase(expression: "name.isEmpty", type: "Bool"),
    TypeCase(expression: "more.title", type: "String"),
    TypeCase(expression: "more[\"Sort By\"].selection", type: "Selection"),
    TypeCase(expression: "more[\"Sort By\"][\"Date\"].selected", type: "Bool"),
    TypeCase(expression: "more[\"Sort By\"].selection == nil", type: "Bool"),
    TypeCase(expression: "more[\"Sort By\"].selection == \"Date\"", type: "Bool"),
    TypeCase(expression: "nav.title.truncated", type: "Bool"),
    TypeCase(expression: "nav.title.frame.width", type: "Double"),
    TypeCase(expression: "nav.leading.title", type: "String"),
    TypeCase(expression: "save.background == .systemOrange", type: "Bool"),
    TypeCase(
      expression: "pick.selection", type: "Selection", declarations: "button pick { behavior: .popup; menu: more }"),
    TypeCase(expression: "pick.open", type: "Bool", declarations: "button pick { menu: more }"),
    TypeCase(expression: "more[\"Sort By\"].open", type: "Bool"),
    TypeCase(expression: "nav.title.font", type: "Font"),
    TypeCase(expression: "later", type: "Int", declarations: "var later = 1"),
  ]

  @Test("expression types", arguments: typeCases)
  func expressionType(_ test: TypeCase) {
    let declarations = Self.declarations + "\n" + test.declarations
    #expect(CheckerSupport.type(of: test.expression, declarations: declarations) == test.type)
  }

  @Test func anIntIsConvertedExplicitlyWhereADoubleIsExpected() {
    let program = CheckerSupport.program("screenWidth = 320")
    guard case .assignment(.builtin(.screenWidth), .assign, let value)? = program.statements.first?.kind else {
      Issue.record("not an assignment to screenWidth")
      return
    }
    #expect(value.type == .double)
    #expect(value.kind == .toDouble(CheckedExpression(.constant(.int(320)), .int, value.range)))
  }

  @Test func mixedArithmeticConvertsTheIntOperand() {
    let program = CheckerSupport.program("var x = 1 + 2.5")
    guard case .binary(.add, let left, let right) = program.variables.first?.initializer.kind else {
      Issue.record("not an addition")
      return
    }
    #expect(left.type == .double)
    #expect(right.type == .double)
    if case .toDouble = left.kind {} else { Issue.record("the Int operand is not converted") }
  }

  // MARK: - Declarations and names

  @Test func declarationsAreHoisted() {
    let lines = CheckerSupport.lines(
      """
      print total
      button b { title: "\\(total)"; background: accent }
      var total = base + 1
      var base = 2
      var accent = #FF9500
      """)
    #expect(lines == [])
  }

  @Test func symbolsAreListedInDeclarationOrder() {
    let program = CheckerSupport.program(
      """
      var a = 1
      style s: .filled {}
      header h { leading: button inner { title: "x" }; title: "T" }
      menu m { action "A" }
      button b: s {}
      """)
    #expect(program.symbols.map(\.name) == ["a", "s", "h", "inner", "m", "b"])
    #expect(program.symbols.map(\.kind.word) == ["variable", "style", "header", "button", "menu", "button"])
  }

  @Test func variableTypesComeFromInitializers() {
    let program = CheckerSupport.program(
      """
      var flag = true
      var count = 1
      var ratio = 1.5
      var label = "x"
      var tint = #007AFF
      var placement = b.imagePlacement
      var size = textSize
      button b {}
      """)
    #expect(
      program.variables.map(\.type.displayName) == [
        "Bool", "Int", "Double", "String", "Color", "ImagePlacement", "TextSize",
      ])
  }

  @Test func aDuplicateDeclarationPointsAtBothPlaces() {
    let compilation = CheckerSupport.compile("var x = 1\nbutton x {}")
    let diagnostic = compilation.diagnostics.first
    #expect(diagnostic?.id == .duplicateDeclaration)
    #expect(diagnostic?.message == "duplicate declaration of 'x'")
    #expect(diagnostic?.notes.first?.message == "'x' was first declared here")
    #expect(diagnostic?.notes.first?.range?.start == 4)
  }

  @Test func aMisspellingComesWithAFixIt() {
    let diagnostic = CheckerSupport.compile("button b {\n  titel: \"x\"\n}").diagnostics.first
    #expect(diagnostic?.message == "unknown property 'titel'; did you mean 'title'?")
    #expect(diagnostic?.fixIts.first?.message == "replace 'titel' with 'title'")
    #expect(diagnostic?.fixIts.first?.replacement == "title")
  }

  @Test func anUnknownEnumCaseIsReplacedWithItsDot() {
    let diagnostic = CheckerSupport.compile("button b { size: .lage }").diagnostics.first
    #expect(diagnostic?.message == "unknown case '.lage' of ButtonSize; did you mean '.large'?")
    #expect(diagnostic?.fixIts.first?.replacement == ".large")
  }

  @Test func farMisspellingsGetNoSuggestion() {
    #expect(CheckerSupport.lines("print zzzzzz") == ["error: 1:7 unknown name 'zzzzzz'"])
  }

  // MARK: - Mistakes, by example

  /// A small program and exactly the diagnostics it must produce.
  struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    var rule: String
    var source: String
    var expected: [String]
    var testDescription: String { rule }
  }

  static let diagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(
      rule: "an Int does not become a String",
      source: "button b { title: 1 }", expected: ["error: 1:19 property 'title' expects String, found Int"]),
    DiagnosticCase(
      rule: "a Double does not become an Int", source: "var n = 1\nn = 2.5",
      expected: ["error: 2:5 cannot assign Double to 'n' of type Int"]),
    DiagnosticCase(
      rule: "an Int becomes a Double", source: "var d = 1.5\nd = 2\nd += 1\nbutton b { imagePadding: 3 }",
      expected: []),
    DiagnosticCase(
      rule: "'+=' on a String appends", source: "var s = \"a\"\ns += \"b\"", expected: []),
    DiagnosticCase(
      rule: "'if' needs a Bool", source: "var n = 1\nif n { n = 2 }",
      expected: ["error: 2:4 'if' condition must be Bool, found Int"]),
    DiagnosticCase(
      rule: "'expect' needs a Bool", source: "expect 1 + 1",
      expected: ["error: 1:8 'expect' needs a Bool, found Int"]),
    DiagnosticCase(
      rule: "the condition of '?:' is a Bool", source: "var s = 1 ? \"a\" : \"b\"",
      expected: ["error: 1:9 '?:' condition must be Bool, found Int"]),
    DiagnosticCase(
      rule: "'%' is for Ints, as in Swift", source: "var r = 7 % 2\nvar d = 7.5 % 2",
      expected: ["error: 2:9 operator '%' cannot be applied to Double and Int"]),
    DiagnosticCase(
      rule: "a bare case takes its type from the other operand", source: "expect textSize == .large",
      expected: []),
    DiagnosticCase(
      rule: "a submenu opens and closes", source: "menu m { menu \"Sub\" { action \"A\" } }\nopen m[\"Sub\"]\nclose m",
      expected: []),
    DiagnosticCase(
      rule: "'selected' in a 'when' block", source: "button b { when highlighted { selected: true } }",
      expected: ["error: 1:31 'selected' is state and cannot be set inside 'when'"]),
    DiagnosticCase(
      rule: "a state bound inside a 'when' that reads it",
      source: "button b { when !enabled { enabled: true } }",
      expected: ["error: 1:28 'enabled' cannot depend on its own value"]),
    DiagnosticCase(
      rule: "colors only compare for equality", source: "expect #FFF < #000",
      expected: ["error: 1:8 operator '<' cannot be applied to Color and Color"]),
    DiagnosticCase(
      rule: "a case unknown everywhere", source: "var x = .nowhere", expected: ["error: 1:9 unknown case '.nowhere'"]),
    DiagnosticCase(
      rule: "a tap needs a button", source: "var n = 0\ntap n",
      expected: ["error: 2:5 'tap' needs a button, found a value of type Int"]),
    DiagnosticCase(
      rule: "'select' picks an action, in a menu or a button's menu",
      source: """
        button color { behavior: .popup; menu { action "Blue"; action "Red" selected } }
        select color["Blue"]
        open color
        close color
        """, expected: []),
    DiagnosticCase(
      rule: "focus names a button or a header title",
      source: "button b {}\nheader h { title: \"T\" }\nfocus b\nfocus h.title\nfocus first\nfocus next\nactivate",
      expected: []),
    DiagnosticCase(
      rule: "a button's own states inside its body",
      source: """
        button b {
          title: selected ? "On" : "Off"
          behavior: .toggle
          when highlighted && !loading { image: "star.fill" }
          when !enabled { background: #AAAAAA }
          when focused { foreground: .white }
        }
        """, expected: []),
    DiagnosticCase(
      rule: "own states are not names outside a button", source: "print highlighted",
      expected: ["error: 1:7 unknown name 'highlighted'"]),
    DiagnosticCase(
      rule: "a button's 'on tap' reads its own states",
      source: "var n = 0\nbutton b { behavior: .toggle; on tap { if selected { n += 1 } } }", expected: []),
    DiagnosticCase(
      rule: "an action's 'on select' does not", source: "menu m { action \"A\" { on select { print selected } } }",
      expected: ["error: 1:41 unknown name 'selected'"]),
    DiagnosticCase(
      rule: "handlers check their statements",
      source: "button b { on tap { missing = 1 } }", expected: ["error: 1:21 unknown name 'missing'"]),
    DiagnosticCase(
      rule: "behaviour inherited from a style is checked at the button",
      source: "style picker { behavior: .pulldown }\nbutton b: picker { title: \"x\" }",
      expected: ["error: 2:8 button 'b' is .pulldown but has no menu"]),
    DiagnosticCase(
      rule: "an unknown base suggests a style",
      source: "style primary {}\nbutton b: primery {}",
      expected: ["error: 2:11 unknown name 'primery'; did you mean 'primary'?"]),
    DiagnosticCase(
      rule: "an unknown preset", source: "button b: .filed {}",
      expected: ["error: 1:12 unknown case '.filed' of Preset; did you mean '.filled'?"]),
    DiagnosticCase(
      rule: "a style can be its own cycle", source: "style s: s {}",
      expected: ["error: 1:10 style bases form a cycle: s -> s"]),
    DiagnosticCase(
      rule: "contentInsets takes one number or four",
      source:
        "button a { contentInsets: 8 }\nbutton b { contentInsets: (1, 2.5, 3, 4) }\nbutton c { contentInsets: (1, 2, \"3\", 4) }",
      expected: ["error: 3:34 property 'contentInsets' expects Double, found String"]),
    DiagnosticCase(
      rule: "a header edge is a button", source: "menu m { action \"A\" }\nheader h { title: \"T\"; leading: m }",
      expected: ["error: 2:33 property 'leading' expects button, found menu"]),
    DiagnosticCase(
      rule: "a header edge is not a variable", source: "var n = 1\nheader h { title: \"T\"; leading: n }",
      expected: ["error: 2:33 property 'leading' expects button, found Int"]),
    DiagnosticCase(
      rule: "a variable may read a header's edge",
      source: "var t = h.leading.title\nheader h { leading: b; title: t }\nbutton b {}",
      expected: []),
    DiagnosticCase(
      rule: "the same button cannot be both edges",
      source: "button b {}\nheader h { leading: b; title: \"T\"; trailing: b }",
      expected: ["error: 2:46 button 'b' is already placed in header 'h'"]),
    DiagnosticCase(
      rule: "a cycle of variables is reported once", source: "var a = b\nvar b = c + a\nvar c = a\nvar d = a + 1",
      expected: ["error: 3:9 the initial value of 'a' depends on itself"]),
    DiagnosticCase(
      rule: "errors do not cascade", source: "var a = missing\nvar b = a + 1\nexpect b == 2",
      expected: ["error: 1:9 unknown name 'missing'"]),
  ]

  @Test("diagnostics", arguments: diagnosticCases)
  func diagnostics(_ test: DiagnosticCase) {
    #expect(CheckerSupport.lines(test.source) == test.expected)
  }

  @Test func bindingCyclesGoThroughDerivedMembersAndHeaders() {
    let lines = CheckerSupport.lines(
      """
      header nav { leading: back; title: back.title }
      button back { title: "\\(nav.title.truncated)" }
      button ok { enabled: ok.background == #FFFFFF }
      button fine { title: other.title; image: other.image }
      button other { title: "Other"; image: fine.title }
      """)
    #expect(
      lines == [
        "error: 2:15 bindings form a cycle: back.title -> nav.title.truncated -> back.frame -> back.title",
        "error: 3:13 bindings form a cycle: ok.enabled -> ok.background -> ok.enabled",
      ])
  }

  @Test func diagnosticsAreSortedAndAllReported() {
    let lines = CheckerSupport.lines("print b\nprint a\nbutton c { titel: 1; size: .hug }")
    #expect(lines.count == 4)
    #expect(lines == lines.sorted { $0.split(separator: " ")[1] < $1.split(separator: " ")[1] })
  }

  // MARK: - The resolved program

  @Test func aButtonsConfigurationIsItsStylesThenItsBody() {
    let program = CheckerSupport.program(
      """
      style base: .filled { size: .large }
      style accent: base { background: .orange; when highlighted { background: .systemRed } }
      button b: accent { title: "Go" }
      """)
    let button = program.buttons[0]
    #expect(button.preset == .filled)
    let blocks = program.configuration(of: button)
    #expect(blocks.map { $0.bindings.map(\.property) } == [[.size], [.background], [.title]])
    #expect(blocks[1].whens.first?.bindings.first?.property == .background)
    #expect(blocks[1].whens.first?.condition?.kind == .ownState(.highlighted))
  }

  @Test func behaviourDefaultsByMenu() {
    let program = CheckerSupport.program(
      """
      button plain {}
      button pull { menu { action "A" } }
      button pick { behavior: .popup; menu { action "A"; action "B" } }
      button flip { behavior: .toggle }
      """)
    #expect(program.buttons.map(\.behavior) == [.push, .pulldown, .popup, .toggle])
    #expect(program.buttons.map { $0.menu != nil } == [false, true, true, false])
  }

  @Test func menusAreFlattenedWithPathsAndRadioGroups() {
    let program = CheckerSupport.program(
      """
      menu more {
        title: "Options"
        action "Refresh" { on select { print "refreshing" } }
        menu "Sort By" single {
          action "Title" selected
          menu "Order" inline { action "Ascending" }
        }
        menu "Filter" single { action "All" }
      }
      """)
    let menu = program.menus[0]
    #expect(menu.owner == .declaration(name: "more"))
    #expect(menu.items.map(\.title) == ["Refresh", "Sort By", "Title", "Order", "Ascending", "Filter", "All"])
    #expect(menu.path(of: 4) == ["Sort By", "Order", "Ascending"])
    #expect(menu.topLevel == [0, 1, 5])
    #expect(menu.items.map(\.radioGroup) == [nil, nil, 1, nil, 1, nil, 5])
    #expect(menu.items[2].modifiers == .selected)
    #expect(menu.items[0].selectHandler?.count == 1)
    #expect(menu.title?.kind == .constant(.string("Options")))
  }

  @Test func aPopUpMenuIsOneRadioGroup() {
    let program = CheckerSupport.program(
      "button color { behavior: .popup; menu { action \"Blue\"; menu \"More\" { action \"Red\" } } }")
    #expect(program.menus[0].isPopup)
    #expect(program.menus[0].owner == .button(0))
    #expect(program.menus[0].items.filter { $0.kind == .action }.map(\.radioGroup) == [-1, -1])
  }

  @Test func aSharedMenuKnowsItsButtons() {
    let program = CheckerSupport.program("menu m { action \"A\" }\nbutton a { menu: m }\nbutton b { menu: m }")
    #expect(program.menus[0].buttons == [0, 1])
    #expect(program.buttons.map(\.menu) == [0, 0])
  }

  @Test func headerEdgesBelongToTheirHeader() {
    let program = CheckerSupport.program(
      """
      button done { title: "Done" }
      header nav { leading: button cancel { title: "Cancel" }; title: "Edit"; trailing: done }
      tap nav.leading
      """)
    let header = program.headers[0]
    #expect(header.leading.map { program.buttons[$0].name } == "cancel")
    #expect(header.trailing.map { program.buttons[$0].name } == "done")
    #expect(program.buttons.map(\.header) == [0, 0])
    #expect(program.statements.first?.kind == .event(.tap, .button(1)))
  }

  @Test func eventTargetsAreResolved() {
    let program = CheckerSupport.program(
      """
      menu more { menu "Sort By" single { action "Date" } }
      select more["Sort By"]["Date"]
      open more
      """)
    #expect(
      program.statements.map(\.kind) == [
        .event(.select, .item(MenuItemReference(menu: 0, item: 1))), .event(.open, .menu(0)),
      ])
  }

  // MARK: - Checking against a program, as the REPL does

  @Test func anExpressionIsCheckedAgainstAProgram() {
    let program = CheckerSupport.program("var count = 1\nbutton save { title: \"Save\" }")
    let good = Parser.parse(Array("print save.title.count + count".utf8)).syntax.items
    guard case .statement(let statement)? = good.first, case .print(let expression) = statement.kind else {
      Issue.record("no print statement")
      return
    }
    let result = Checker.check(expression: expression, in: program)
    #expect(result.expression?.type == .int)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func statementsAreCheckedAgainstAProgram() {
    let program = CheckerSupport.program("var count = 1")
    let items = Parser.parse(Array("count += 1\ncount = \"x\"\ntap nowhere".utf8)).syntax.items
    let statements = items.compactMap { item -> Statement? in
      if case .statement(let statement) = item { return statement }
      return nil
    }
    let result = Checker.check(statements: statements, in: program)
    #expect(result.statements.count == 1)
    #expect(result.diagnostics.map(\.id) == [.typeMismatch, .unknownName])
  }

  // MARK: - use

  @Test func usedFilesAreLoadedOnceAndCheckedTogether() {
    let compilation = CheckerSupport.compile(
      "use \"styles.dial\"\nuse \"./styles.dial\"\nbutton b: brand { title: \"x\" }",
      files: [
        "styles.dial": "use \"colors.dial\"\nstyle brand: .filled { background: accent }",
        "colors.dial": "var accent = #FF9500", "./styles.dial": "style brand {}",
      ])
    #expect(CheckerSupport.lines(of: compilation) == [])
    #expect(compilation.files.files.map(\.name) == ["test.dial", "styles.dial", "colors.dial"])
    #expect(compilation.program.buttons[0].preset == .filled)
  }

  /// A `use` setup and what it reports.
  struct UseCase: Sendable, CustomTestStringConvertible {
    var rule: String
    var source: String
    var files: [String: String]
    var expected: [String]
    var testDescription: String { rule }
  }

  static let useCases: [UseCase] = [
    UseCase(
      rule: "a cycle is reported at the use that closes it", source: "use \"a.dial\"",
      files: ["a.dial": "use \"b.dial\"", "b.dial": "use \"a.dial\""],
      expected: ["error: b.dial:1:5 circular use: a.dial -> b.dial -> a.dial"]),
    UseCase(
      rule: "a file may not use the entry script", source: "use \"a.dial\"", files: ["a.dial": "use \"test.dial\""],
      expected: ["error: a.dial:1:5 circular use: test.dial -> a.dial -> test.dial"]),
    UseCase(
      rule: "paths stay inside the entry script's directory", source: "use \"../secrets.dial\"", files: [:],
      expected: ["error: 1:5 '../secrets.dial' leaves the entry script's directory"]),
    UseCase(
      rule: "'..' may climb back inside", source: "use \"lib/../a.dial\"", files: ["lib/../a.dial": "var a = 1"],
      expected: []),
    UseCase(
      rule: "absolute paths are refused", source: "use \"/etc/a.dial\"", files: [:],
      expected: ["error: 1:5 '/etc/a.dial' is absolute; use a path relative to this file"]),
    UseCase(
      rule: "a missing file", source: "use \"nope.dial\"", files: [:],
      expected: ["error: 1:5 cannot load 'nope.dial': no such file"]),
    UseCase(
      rule: "used files declare; statements run in the entry script", source: "use \"a.dial\"",
      files: ["a.dial": "var a = 1\nprint a\nprint a"],
      expected: [
        "error: a.dial:2:1 a used file can only contain declarations; statements run in the entry script"
      ]),
    UseCase(
      rule: "errors in used files point into them", source: "use \"a.dial\"",
      files: ["a.dial": "button b { titel: \"x\" }"],
      expected: ["error: a.dial:1:12 unknown property 'titel'; did you mean 'title'?"]),
  ]

  @Test("use", arguments: useCases)
  func use(_ test: UseCase) {
    #expect(CheckerSupport.lines(test.source, files: test.files) == test.expected)
  }

  @Test(arguments: [
    ("/etc/a.dial", true), ("\\\\server\\a.dial", true), ("~/a.dial", true), ("C:a.dial", true),
    ("a.dial", false), ("./lib/a.dial", false), ("..", false),
  ])
  func absolutePaths(_ path: String, _ isAbsolute: Bool) {
    #expect(UsePath.isAbsolute(path) == isAbsolute)
  }

  @Test func pathsResolveFromTheIncludingFilesDirectory() {
    #expect(UsePath.resolve("b.dial", from: ["lib", "a.dial"]) == ["lib", "b.dial"])
    #expect(UsePath.resolve("../b.dial", from: ["lib", "a.dial"]) == ["b.dial"])
    #expect(UsePath.resolve("./x/../b.dial", from: ["main.dial"]) == ["b.dial"])
    #expect(UsePath.resolve("../../b.dial", from: ["lib", "a.dial"]) == nil)
    #expect(UsePath.entryKey("examples/cart.dial") == ["cart.dial"])
  }

  @Test func withoutALoaderUseIsAnError() {
    let compilation = Frontend.compile(entry: SourceFile(name: "repl", text: "use \"a.dial\""), loader: nil)
    #expect(CheckerSupport.lines(of: compilation) == ["error: 1:5 use is not available here"])
  }

  // MARK: - Scale

  @Test func thousandsOfMisspellingsStayFast() {
    let source = (0..<3000).map { "var v\($0) = w\($0)" }.joined(separator: "\n")
    let diagnostics = CheckerSupport.compile(source).diagnostics
    // The first 1000 are reported, then one error says the rest were left out (§15).
    #expect(diagnostics.count == Limits.maxDiagnostics + 1)
    #expect(diagnostics.dropLast().allSatisfy { $0.id == .unknownName })
    #expect(diagnostics.last?.id == .tooManyDiagnostics)
  }

  @Test func aLongChainOfBindingsIsWalkedWithoutRecursion() {
    let count = 20_000
    var source = (0..<count).map { "button b\($0) { title: b\($0 + 1).title }" }.joined(separator: "\n")
    source += "\nbutton b\(count) { title: b0.subtitle }"
    #expect(CheckerSupport.ids(source) == [])
    source += "\nbutton last { subtitle: \"\\(b0.title)\" }"
    let cyclic = source.replacingOccurrences(of: "title: b0.subtitle", with: "title: b0.title")
    #expect(CheckerSupport.ids(cyclic) == ["binding-cycle"])
  }

  @Test func aLongChainOfInitializersIsTypedInDependencyOrder() {
    let source = (0..<5000).map { "var v\($0) = v\($0 + 1) + 1" }.joined(separator: "\n") + "\nvar v5000 = 0.5"
    let program = CheckerSupport.program(source)
    #expect(program.variables.allSatisfy { $0.type == .double })
    let cyclic = source + "\nvar w = v0\nvar v5001 = w"
    #expect(
      CheckerSupport.lines(cyclic.replacingOccurrences(of: "var v5000 = 0.5", with: "var v5000 = v5001"))
        == ["error: 5002:9 the initial value of 'v0' depends on itself"])
  }
}
