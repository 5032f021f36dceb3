import Foundation
import Testing

@_spi(Tools) @testable import DialRuntime

/// The `.dial` specs under `Specs/`, one feature each (wrapping, fonts, headers, pop-up images, accessibility
/// getters, `self`, colors, typed variables, selection bindings, menu handlers, single menus, context menus):
/// each runs without a runtime error and every `expect` in it holds.
struct SpecTests {
  static let specs = TestSupport.dialFiles(under: "Tests/DialTests/Specs")

  @Test(arguments: specs)
  func everySpecHolds(_ path: String) throws {
    let source = String(decoding: TestSupport.bytes(path), as: UTF8.self)
    var session = try Session(Program(source: source, name: path))
    var count = 0
    for outcome in session.runScript() {
      #expect(outcome.error == nil, "\(path): \(outcome.error?.message ?? "")")
      for expectation in outcome.expectations {
        count += 1
        #expect(expectation.passed, "\(path): expectation at byte \(expectation.range.start): \(expectation.detail)")
      }
    }
    #expect(count > 0, "\(path) has no expect")
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    var statement: String
    var message: String
    var testDescription: String { statement }
  }

  /// What the language additions check at run time: each an error located at its statement, which changes
  /// nothing.
  static let failures: [Failure] = [
    .init(statement: "sortKey = \"Nope\"", message: #"more["Sort By"] has no action titled "Nope" to select"#),
    .init(statement: "colorName = nil", message: "a pop-up always has a selection: color cannot be set to nil"),
    .init(statement: "alpha = 2", message: "an opacity cannot be 2.0; it must be between 0 and 1"),
  ]

  @Test(arguments: failures)
  func aFailingStatementIsAnErrorThatChangesNothing(_ example: Failure) throws {
    var session = try Session(
      dial: """
        var sortKey = "Date"
        var colorName: Selection = "A"
        var alpha = 0.5
        menu more { menu "Sort By" single { selection: sortKey; action "Title"; action "Date" } }
        button color: .gray { behavior: .popup; selection: colorName; menu { action "A"; action "B" } }
        button tinted { title: "T"; background: .systemBlue.opacity(alpha) }
        """)
    let before = session
    let outcome = try #require(try session.run(source: example.statement).first)
    #expect(outcome.error?.message == example.message)
    #expect(outcome.error?.range != nil)
    #expect(session == before)
  }
}
