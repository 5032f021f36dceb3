import Dial
import Foundation
import Testing

@testable import DialLanguageServer
@testable import DialREPL

/// The words that begin a statement or a declaration are one table (`Verb`). Every place that lists them is
/// built from it or checked here against it, so that a verb added to the table and missing anywhere fails: the
/// parser, the formatter, the REPL's completer and help, the language server's semantic tokens, the editor
/// grammar and the runtime's events.
struct VerbTableTests {
  /// A program that gives every verb something to act on.
  static let program = """
    var n = 0
    button b { title: "B" }
    button more { title: "More"; behavior: .pulldown; menu { menu "Sort By" { action "Date" } } }
    event saved()

    """

  /// A statement or declaration that starts with `verb`, valid in ``program``. A switch without `default`, so that
  /// a new verb needs its sample here.
  static func sample(_ verb: Verb) -> String {
    switch verb {
    case .tap, .press, .release, .cancel: return "\(verb.rawValue) b"
    case .longPress: return "longPress more"
    case .select: return #"select more["Sort By"]["Date"]"#
    case .open, .close: return "\(verb.rawValue) more"
    case .focus: return "focus b"
    case .activate: return "activate"
    case .expect: return "expect n == 0"
    case .print: return "print n"
    case .emit: return "emit saved()"
    case .announce: return #"announce "Saved""#
    case .invariant: return "invariant n >= 0"
    case .event: return "event done()"
    case .function: return "func twice(x: Int) -> Int = x * 2"
    }
  }

  @Test(arguments: Verb.allCases)
  func theParserReadsIt(_ verb: Verb) throws {
    let source = Self.program + Self.sample(verb) + "\n"
    let compilation = Frontend.compile(entry: SourceFile(name: "verb.dial", text: source), loader: nil)
    #expect(compilation.diagnostics.isEmpty, "\(Self.sample(verb)): \(compilation.diagnostics.map(\.message))")
    let parsed = try #require(compilation.scripts.first)
    let last = try #require(parsed.items.last)
    switch (verb.role, last) {
    case (.event(let event), .statement(let statement)):
      guard case .event(let parsedVerb, _) = statement.kind else {
        Issue.record("\(verb): \(statement.kind)")
        return
      }
      #expect(parsedVerb == event)
    case (.statement, .statement): break
    case (.declaration, .declaration): break
    default: Issue.record("\(verb) parsed as \(last)")
    }
  }

  @Test(arguments: Verb.allCases)
  func theFormatterKeepsItAVerb(_ verb: Verb) {
    let sample = Self.program + Self.sample(verb) + "\n"
    #expect(SourceFormatter.format(Array(sample.utf8)).text == sample)
    // `print -1` is a verb and a negative number, not a subtraction: so is every verb that takes a value.
    guard verb.role != .declaration, verb != .activate, verb != .emit else { return }
    let source = "\(verb.rawValue) -1\n"
    #expect(SourceFormatter.format(Array(source.utf8)).text == source)
  }

  @Test func theCompleterOffersEveryWordWhereAStatementStarts() {
    let program = CheckerSupport.program(Self.program)
    let offered = Set(Completer.complete("", cursor: 0, in: program).candidates)
    let missing = Verb.allCases.map(\.rawValue).filter { !offered.contains($0) }
    #expect(missing.isEmpty, "not completed: \(missing)")
  }

  @Test(arguments: EventVerb.allCases)
  func theCompleterOffersWhatAnEventTakes(_ verb: EventVerb) {
    let program = CheckerSupport.program(Self.program)
    let offered = Completer.complete(verb.rawValue + " ", cursor: verb.rawValue.count + 1, in: program).candidates
    switch verb.target {
    case .button: #expect(offered == ["b", "more"])
    case .buttonWithMenu, .presenter, .action: #expect(offered == ["more"])
    }
  }

  @Test(arguments: Verb.allCases)
  func theLanguageServerTypesItAKeywordWhereAStatementStarts(_ verb: Verb) {
    let bytes = Array((Self.program + Self.sample(verb) + "\n").utf8)
    let tokens = Lexer.tokenize(bytes).tokens
    let start = Self.program.utf8.count
    let index = tokens.firstIndex { $0.start == start }
    #expect(index.flatMap { SemanticTokens.type(at: $0, in: tokens, bytes) } == 0, "\(verb) is not a keyword")
  }

  @Test func theREPLHelpNamesEveryWord() {
    let help = ReplModel.helpText
    let missing = Verb.allCases.map(\.rawValue).filter { !help.contains($0) }
    #expect(missing.isEmpty, "not in :help: \(missing)")
  }

  @Test(arguments: Verb.allCases)
  func theEditorGrammarHighlightsItAsAKeyword(_ verb: Verb) throws {
    let data = Data(TestSupport.bytes(EditorGrammarTests.grammarPath))
    let grammar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let repository = try #require(grammar["repository"] as? [String: Any])
    let rule = verb.role == .declaration ? "keywords" : "verbs"
    let pattern = try #require((repository[rule] as? [String: Any])?["match"] as? String)
    let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    let line = "  " + Self.sample(verb)
    let match = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
    #expect(match.map { (line as NSString).substring(with: $0.range).hasSuffix(verb.rawValue) } == true)
  }

  @Test(arguments: EventVerb.allCases)
  func aHostSendsEveryEventByItsVerb(_ verb: EventVerb) throws {
    var session = try Session(Program(source: Self.program))
    let event: Event
    switch verb.target {
    case .button: event = .named(verb, "b")
    case .buttonWithMenu, .presenter: event = .named(verb, "more")
    case .action: event = .path(verb, ["more", "Sort By", "Date"])
    }
    if verb == .release || verb == .cancel { _ = try session.send(.press("b")) }
    if verb == .close || verb == .select { _ = try session.send(.open("more")) }
    _ = try session.send(event)
    #expect(!session.lastEventNotes.contains { $0.description.hasPrefix("ignored") }, "\(verb): ignored")
  }
}
