import Dial
import Testing

@testable import DialRuntime

/// The runtime's catalogue of errors (docs/language.md §14): each kind of failure has its own identifier, which
/// the reference lists, and a failing statement or event reports it with the message Dial has always printed.
struct RuntimeIssueTests {
  /// One issue of each kind the catalogue has.
  static let samples: [RuntimeIssue] = [
    .divisionByZero, .integerOverflow(Int64.max, .add, 1), .negationOverflow(Int64.min),
    .numberOverflow(1e308, .multiply, 10), .cascadeTooDeep, .unsettledBindings(button: "b"),
    .popupSetToNil(group: "color"), .unknownSelection(title: "Size", group: "more"),
    .negativeInsetEdge(.contentInsets, -1), .negativeNumber(.lines, -1), .nonPositiveNumber(.width, 0),
    .fontSize(0), .opacity(2), .screenWidth(.double(0)), .iOSVersion(.int(17)),
    .hostFunctionFailed(function: "f", reason: "offline"),
    .hostFunctionType(function: "f", expected: .string, found: "1"),
    .request(.unknownName("b", kind: .button, suggestion: nil)), .request(.noMenu(button: "b")),
    .request(.unknownItem(title: "X", menu: "m", suggestion: nil)), .request(.missingMenuName),
    .request(.missingItemTitle(after: "m")), .request(.selectNeedsAction), .request(.openNeedsSubmenu(action: "m")),
    .request(.foreignButtonHandle), .request(.foreignItemHandle),
    .request(.wrongEventTarget(verb: .tap, given: "an item path")),
    .request(.setTypeMismatch(variable: "n", type: .int, value: .bool(true))),
    .request(.setNotFinite(variable: "d", .nan)),
    .request(.setInvalidCase(variable: "textSize", EnumCase(type: .textSize, index: 99))),
    .request(.setUnassignable(variable: "d", .traits(TraitSet()))),
  ]

  /// The identifiers of the runtime's errors, which no other stage reports.
  static let identifiers = Set(samples.map(\.entry.id))

  /// The identifiers §14 lists, one line each: `` - `division-by-zero`: … ``.
  static let documented: Set<String> = {
    let text = String(decoding: TestSupport.bytes("docs/language.md"), as: UTF8.self)
    let start = text.range(of: "## 14.")?.upperBound ?? text.endIndex
    let end = text.range(of: "## 15.", range: start..<text.endIndex)?.lowerBound ?? text.endIndex
    let lines = text[start..<end].split(separator: "\n").filter { $0.hasPrefix("- `") }
    return Set(lines.compactMap { $0.dropFirst(3).split(separator: "`").first.map(String.init) })
  }()

  @Test(arguments: samples)
  func anIssueHasARuntimeIdentifierAndASentence(_ issue: RuntimeIssue) {
    let (id, message) = issue.entry
    #expect(id != .runtimeError && id != .internalError, "\(id)")
    #expect(Self.documented.contains(id.rawValue), "\(id) is not listed in docs/language.md §14")
    // §14: messages are sentences without a final period (a type's name may start one: `Insets cannot be …`).
    #expect(!message.isEmpty && !message.hasSuffix("."), "\(message)")
  }

  /// Kinds share an identifier only where they are one kind written two ways.
  @Test func eachKindHasItsOwnIdentifier() {
    var counts: [DiagnosticID: Int] = [:]
    for issue in Self.samples { counts[issue.entry.id, default: 0] += 1 }
    let shared = counts.filter { $0.value > 1 }
    #expect(shared == [.integerArithmeticOverflow: 2, .incompleteItemPath: 2, .foreignHandle: 2])
  }

  /// §14 lists the catalogue's identifiers and no others.
  @Test func theReferenceListsExactlyTheCatalogue() {
    let catalogued = Set(Self.identifiers.map(\.rawValue))
    let runtimeLines = Self.documented.filter { DiagnosticID(rawValue: $0) != nil }
    #expect(runtimeLines == catalogued)
  }

  /// A host's own error keeps the shared identifier, and equals the runtime's error with the same message.
  @Test func aHostsErrorKeepsItsMessageAndTheSharedIdentifier() {
    let range = SourceRange(file: FileID(0), start: 0, end: 1)
    let own = RuntimeError("division by zero", at: range)
    let thrown = RuntimeError(.divisionByZero, at: range)
    #expect(own.id == .runtimeError && thrown.id == .divisionByZero)
    #expect(own == thrown)
    #expect(thrown.diagnostic?.id == .divisionByZero)
    #expect(thrown.diagnostic?.message == "division by zero")
    #expect(RuntimeError(.request(.missingMenuName)).diagnostic == nil)
  }
}

// MARK: - Statements that fail

extension RuntimeIssueTests {
  struct Failure: Sendable, CustomTestStringConvertible {
    var statement: String
    var id: DiagnosticID
    var message: String
    var testDescription: String { statement }
  }

  /// 1 followed by 308 zeros, as a Double literal: ten times it is not finite.
  static let huge = "1" + String(repeating: "0", count: 308) + ".0"

  static let program = """
    var n = 9223372036854775807
    var z = 0
    var big = \(huge)
    var l = 2
    var w = 100.0
    var size = 12.0
    var alpha = 0.5
    var edge = 4
    var sortKey = "Date"
    var colorName: Selection = "A"
    button lined { title: "L"; lines: l }
    button wide { title: "W"; width: w }
    button sized { title: "S"; font: .system(size: size, weight: .regular) }
    button tinted { title: "T"; background: .systemRed.opacity(alpha) }
    button inset { title: "I"; contentInsets: edge }
    button loop { title: "Loop"; on tap { tap loop } }
    button color: .gray { behavior: .popup; selection: colorName; menu { action "A"; action "B" } }
    menu more { menu "Sort By" single { selection: sortKey; action "Title"; action "Date" } }
    """

  static let failures: [Failure] = [
    .init(statement: "z = 1 / z", id: .divisionByZero, message: "division by zero"),
    .init(
      statement: "n += 1", id: .integerArithmeticOverflow,
      message: "integer overflow: 9223372036854775807 + 1 does not fit in Int"),
    .init(
      statement: "n = -(-n - 1)", id: .integerArithmeticOverflow,
      message: "integer overflow: -(-9223372036854775808) does not fit in Int"),
    .init(
      statement: "big = big * 10", id: .numberArithmeticOverflow,
      message: "number overflow: \(huge) * 10.0 does not fit in Double"),
    .init(statement: "tap loop", id: .cascadeTooDeep, message: "event cascade deeper than 32 handlers"),
    .init(
      statement: "colorName = nil", id: .popupSetToNil,
      message: "a pop-up always has a selection: color cannot be set to nil"),
    .init(
      statement: #"sortKey = "Size""#, id: .unknownSelection,
      message: #"more["Sort By"] has no action titled "Size" to select"#),
    .init(statement: "edge = -1", id: .negativeInsetEdge, message: "contentInsets cannot have an edge of -1.0"),
    .init(
      statement: "l = -1", id: .negativeNumber, message: "lines cannot be -1.0; it must be a finite number of 0 or more"
    ),
    .init(
      statement: "w = 0", id: .nonPositiveNumber, message: "width cannot be 0.0; it must be a number greater than 0"),
    .init(
      statement: "size = 0", id: .invalidFontSize,
      message: "a font size cannot be 0.0; it must be a number greater than 0"),
    .init(
      statement: "alpha = 2", id: .opacityOutOfRange, message: "an opacity cannot be 2.0; it must be between 0 and 1"),
    .init(
      statement: "screenWidth = 0", id: .invalidScreenWidth,
      message: "screenWidth must be a finite number above 0, not 0.0"),
    .init(
      statement: "iOSVersion = 17", id: .unsupportedIOSVersion,
      message: "iOSVersion must be 18 or 26 (the iOS releases Dial models), not 17"),
  ]

  @Test(arguments: failures)
  func aFailingStatementReportsItsIdentifier(_ example: Failure) throws {
    var session = try Session(dial: Self.program)
    let outcome = try #require(try session.run(source: example.statement).first)
    let error = try #require(outcome.error)
    #expect(error.id == example.id)
    #expect(error.message == example.message)
    #expect(error.diagnostic?.id == example.id)
    #expect(error.range != nil)
  }

  @Test func bindingsThatNeverSettleStopTheStart() {
    #expect(throws: RuntimeError("the bindings of 'b' do not settle: a property depends on itself")) {
      _ = try Session(dial: #"button b { title: "B"; enabled: !b.enabled }"#)
    }
    do {
      _ = try Session(dial: #"button b { title: "B"; enabled: !b.enabled }"#)
    } catch let error as RuntimeError {
      #expect(error.id == .unsettledBindings)
    } catch {
      Issue.record("expected a runtime error: \(error)")
    }
  }
}

// MARK: - Events a host sends

extension RuntimeIssueTests {
  struct Refusal: Sendable, CustomTestStringConvertible {
    var event: Event
    var id: DiagnosticID
    var message: String
    var testDescription: String { message }
  }

  static let cart = """
    var itemCount = 0
    var d = 1.5
    button addToCart { title: "Add to Cart"; on tap { itemCount += 1 } }
    button checkout { title: "Checkout"; enabled: itemCount > 0 }
    menu sort { menu "Sort By" single { action "Date" selected; action "Name" } }
    """

  static let refusals: [Refusal] = [
    .init(
      event: .tap("addToCrat"), id: .unknownTarget,
      message: "there is no button named 'addToCrat'; did you mean 'addToCart'?"),
    .init(event: .open("nope"), id: .unknownTarget, message: "there is no menu or button with a menu named 'nope'"),
    .init(event: .longPress("checkout"), id: .noMenu, message: "'checkout' has no menu"),
    .init(
      event: .select(["sort", "Sort By", "Dtae"]), id: .unknownItem,
      message: #"sort has no item "Dtae" there; did you mean "Date"?"#),
    .init(event: .select([]), id: .incompleteItemPath, message: "an item path needs a menu name"),
    .init(event: .select(["sort"]), id: .incompleteItemPath, message: "an item path needs an item title after 'sort'"),
    .init(event: .select(["sort", "Sort By"]), id: .selectNeedsAction, message: "'select' needs a menu action"),
    .init(
      event: .path(.tap, ["sort", "Sort By"]), id: .wrongEventTarget, message: "'tap' needs a button, not an item path"),
    .init(
      event: .named(.select, "sort"), id: .incompleteItemPath, message: "an item path needs an item title after 'sort'"),
    .init(
      event: .openItem(["sort", "Sort By", "Date"]), id: .openNeedsSubmenu,
      message: #"'open' and 'close' need a submenu; sort["Sort By"]["Date"] is an action"#),
    .init(
      event: .set("itemCount", .string("1")), id: .setTypeMismatch,
      message: #"'itemCount' holds an Int; it cannot be set to "1""#),
    .init(
      event: .set("d", .double(.infinity)), id: .setNotFinite, message: "'d' cannot be set to inf, which is not finite"),
    .init(
      event: .set("textSize", .enumCase(EnumCase(type: .textSize, index: 12))), id: .setInvalidCase,
      message: "'textSize' cannot be set to case 12 of TextSize"),
    .init(
      event: .set("d", .insets(.init(all: 1))), id: .setUnassignable, message: "Insets cannot be assigned to 'd'"),
  ]

  @Test(arguments: refusals)
  func aRefusedEventReportsItsIdentifier(_ example: Refusal) throws {
    var session = try Session(dial: Self.cart)
    let before = session
    do {
      _ = try session.send(example.event)
      Issue.record("expected an error")
    } catch {
      #expect(error.id == example.id)
      #expect(error.message == example.message)
      #expect(error.range == nil && error.diagnostic == nil)
    }
    #expect(session == before)
  }

  @Test func aHandleFromAnotherProgramIsForeign() throws {
    var session = try Session(dial: Self.cart)
    let other = try Program(source: Self.cart)
    let button = try #require(other.button("addToCart"))
    let item = try #require(other.item(["sort", "Sort By", "Name"]))
    for event in [Event.tap(button), .select(item)] {
      do {
        _ = try session.send(event)
        Issue.record("expected an error")
      } catch {
        #expect(error.id == .foreignHandle)
        #expect(error.message.hasSuffix("handle was made for another program"))
      }
    }
  }
}
