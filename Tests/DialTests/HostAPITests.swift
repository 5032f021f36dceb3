import Dial
import DialAudit
import Testing

/// What a host embedding Dial gets: why an event was ignored, VoiceOver
/// navigation, typed values, errors that print as Dial prints them, the
/// components as data, and files loaded from disk.
@Suite struct HostAPITests {
  static let cart = """
    var itemCount = 0
    button addToCart {
      title: "Add to Cart"
      on tap { itemCount += 1 }
    }
    button checkout { title: "Checkout"; enabled: itemCount > 0 }
    header nav { leading: button back { title: "Back" }; title: "Cart" }
    menu sort {
      menu "Sort By" single { action "Date" selected; action "Name" }
    }
    """

  static func session() throws -> Session { try Session(Program(source: cart, name: "cart.dial")) }

  @Test func anIgnoredEventSaysWhy() throws {
    var session = try Self.session()
    let report = try session.deliver(.tap("checkout"))
    #expect(report.transitions.isEmpty)
    #expect(report.notes == ["ignored: checkout is disabled"])
    #expect(report.ignoredBecause == "checkout is disabled")
    // `send` keeps its signature; the notes are beside it.
    #expect(try session.send(.tap("checkout")).isEmpty)
    #expect(session.lastNotes == ["ignored: checkout is disabled"])
    _ = try session.send(.tap("addToCart"))
    #expect(session.lastNotes.isEmpty)
    #expect(try session.deliver(.tap("checkout")).wasIgnored == false)
  }

  @Test func focusAndActivateAreVoiceOverEvents() throws {
    var session = try Self.session()
    #expect(try session.deliver(.activate).ignoredBecause == "nothing is focused")
    #expect(try session.deliver(.focus(.first)).notes == [#"VoiceOver: "Add to Cart. Button.""#])
    let activated = try session.deliver(.activate)
    #expect(activated.transitions.map(\.description).first == "itemCount: 0 -> 1")
    #expect(try session.deliver(.focus(.element("nav.title"))).notes == [#"VoiceOver: "Cart. Heading.""#])
    #expect(try session.deliver(.focus(.element("checkout"))).notes == [#"VoiceOver: "Checkout. Button.""#])
    #expect(throws: RuntimeError("there is no button or header title named 'checkuot'; did you mean 'checkout'?")) {
      try session.send(.focus(.element("checkuot")))
    }
  }

  /// What VoiceOver read comes back as text, escapes and all.
  @Test func whatVoiceOverReadIsText() throws {
    var session = try Session(Program(source: #"button say { title: "Say \"hi\"\tnow" }"#))
    let report = try session.deliver(.focus(.first))
    #expect(report.notes == [#"VoiceOver: "Say \"hi\"\tnow. Button.""#])
    #expect(report.spoken == ["Say \"hi\"\tnow. Button."])
  }

  @Test func valuesHaveTypedAccessorsAndConstructors() throws {
    var session = try Self.session()
    _ = try session.send(.textSize(.accessibilityExtraLarge))
    #expect(try session.evaluate("textSize").decoded(as: TextSize.self) == .accessibilityExtraLarge)
    _ = try session.send(.set("textSize", .textSize(.large)))
    _ = try session.send(.set("itemCount", Value(3)))
    #expect(try session.evaluate("itemCount").intValue == 3)
    #expect(try session.evaluate("checkout.enabled").boolValue == true)
    #expect(try session.evaluate("checkout.title").stringValue == "Checkout")
    #expect(try session.evaluate("checkout.frame").frameValue?.width ?? 0 > 0)
    #expect(Value.rgb(0xFF9500) == .color(0xFF95_00FF))
    #expect(Value(ButtonSize.large).literal == ".large")
    #expect(Value(true).boolValue == true && Value(1.5).doubleValue == 1.5 && Value("a").stringValue == "a")
  }

  @Test(arguments: [
    (Event.tap("addToCrat"), "there is no button named 'addToCrat'; did you mean 'addToCart'?"),
    (Event.set("itemcount", .int(1)), "there is no variable named 'itemcount'; did you mean 'itemCount'?"),
    (Event.select(["sort", "Sort By", "Dtae"]), #"sort has no item "Dtae" there; did you mean "Date"?"#),
    (Event.open("srot"), "there is no menu or button with a menu named 'srot'; did you mean 'sort'?"),
    (Event.set("itemCount", .string("1")), #"'itemCount' holds an Int; it cannot be set to "1""#),
  ])
  func hostErrorsSuggestTheNameMeant(_ event: Event, _ message: String) throws {
    var session = try Self.session()
    #expect(throws: RuntimeError(message)) { try session.send(event) }
  }

  @Test func evaluateThrowsOneTypedError() throws {
    let session = try Self.session()
    do throws(EvaluationError) {
      _ = try session.evaluate("itemCout")
      Issue.record("expected an error")
    } catch {
      guard case .compile(let compile) = error else {
        Issue.record("expected a compile error")
        return
      }
      #expect(compile.diagnostics.first?.description.hasPrefix("error: unknown name 'itemCout'") == true)
      #expect(error.description.contains("<input>:1:1: error: unknown name 'itemCout'"))
    }
    #expect(throws: EvaluationError.self) { try session.evaluate("1 / 0") }
  }

  @Test func diagnosticsAndFindingsPrintAsDialPrintsThem() throws {
    let diagnostic = Diagnostic(
      .unknownProperty, "unknown property 'titel'", at: SourceRange(file: FileID(0), start: 0, end: 5),
      fixIts: [
        FixIt(
          "replace 'titel' with 'title'", range: SourceRange(file: FileID(0), start: 0, end: 5), replacement: "title")
      ])
    #expect("\(diagnostic)" == "error: unknown property 'titel'\nhelp: replace 'titel' with 'title'")
    let program = try Program(source: #"button icon { image: "star"; contentInsets: 15 }"#)
    let findings = try AccessibilityAudit(program).run()
    #expect(
      findings.first.map { "\($0)" }?.hasPrefix("error: [missing-label] button 'icon' has no accessible label") == true)
    #expect(
      findings.first.map { "\($0)" }?.hasSuffix("help: set accessibilityLabel to say what the button does") == true)
  }

  @Test func componentsAndTheirResolvedPropertiesAreData() throws {
    var session = try Self.session()
    _ = try session.send(.tap("addToCart"))
    let paths = session.components.map(\.path)
    #expect(
      paths == [
        "addToCart", "checkout", "back", "nav", "nav.title", "sort", #"sort["Sort By"]"#,
        #"sort["Sort By"]["Date"]"#, #"sort["Sort By"]["Name"]"#,
      ])
    let checkout = try #require(session.component(named: "checkout"))
    #expect(checkout.kind == .button)
    #expect(checkout["enabled"] == .bool(true))
    #expect(checkout["speech"] == .string("Checkout. Button."))
    #expect(session.component(named: "nav.title")?["speech"] == .string("Cart. Heading."))
    #expect(session.component(named: #"sort["Sort By"]["Date"]"#)?.kind == .menuItem)
  }

  /// A context menu is reached by a long press, and a submenu opened and closed by its path.
  @Test func longPressAndSubmenusByPath() throws {
    let source = """
      button fav {
        title: "Fav"
        behavior: .toggle
        menu { menu "Share" { action "Copy" } }
      }
      """
    var session = try Session(Program(source: source))
    #expect(try session.send(.longPress("fav")).map(\.description) == ["fav.open: false -> true"])
    #expect(try session.send(.openItem(["fav", "Share"])).map(\.description) == [#"fav["Share"].open: false -> true"#])
    #expect(
      try session.send(.closeItem(["fav", "Share"])).map(\.description) == [#"fav["Share"].open: true -> false"#])
    #expect(throws: RuntimeError(#"'open' and 'close' need a submenu; fav["Share"]["Copy"] is an action"#)) {
      try session.send(.openItem(["fav", "Share", "Copy"]))
    }
    let handle = try #require(session.program.button("fav"))
    _ = try session.send(.close("fav"))
    #expect(try session.send(.longPress(handle)).map(\.description) == ["fav.open: false -> true"])
  }

  /// A pull-down's inline menu is named by its button: the button is listed once, then the menu's items.
  @Test func anInlineMenuIsListedThroughItsButton() throws {
    let source = #"button more { title: "More"; menu { action "Copy"; action "Paste" } }"#
    let session = try Session(Program(source: source))
    #expect(session.components.map(\.path) == ["more", #"more["Copy"]"#, #"more["Paste"]"#])
    #expect(session.component(named: "more")?.kind == .button)
    #expect(session.component(named: "more")?["open"] == .bool(false))
  }

  @Test func aProgramIsLoadedFromDiskWithTheFilesItUses() throws {
    let path = TestSupport.root.path + "/Tests/DialTests/Programs/testing/passing-spec.dial"
    var session = try Session(Program(contentsOfFile: path))
    let outcomes = session.runScript()
    #expect(outcomes.flatMap(\.expectations).allSatisfy { $0.passed })
    #expect(
      session.program.files.files.map { $0.name.split(separator: "/").suffix(2).joined(separator: "/") }
        == ["testing/passing-spec.dial", "shared/styles.dial"])
    do throws(CompileError) {
      _ = try Program(contentsOfFile: "/no/such/file.dial")
      Issue.record("expected an error")
    } catch {
      #expect(error.diagnostics.map(\.id) == [.cannotReadFile])
      #expect(error.description.contains("error: cannot read '/no/such/file.dial': no such file"))
      #expect(!error.description.contains("^"), "no source line to point into")
    }
  }
}
