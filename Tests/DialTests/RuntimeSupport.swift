import Dial
import Testing

// Helpers for the runtime tests. They go through the public API only (`Program`, `Session`, `run(source:)`,
// `evaluate`), so the tests document what a host sees, and they keep each test to its Dial source and its facts.

extension Session {
  /// Compiles a program and starts a session of it: where most runtime tests begin.
  init(dial source: String) throws {
    try self.init(Program(source: source, name: "test.dial"))
  }

  /// Runs statements and returns their transitions as `path: old -> new` lines. A runtime error fails the test,
  /// since a test that wants one inspects the outcome itself.
  mutating func transitions(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    let outcomes = try run(source: source)
    for error in outcomes.compactMap(\.error) {
      Issue.record("runtime error: \(error.message)", sourceLocation: sourceLocation)
    }
    return outcomes.flatMap(\.transitions).map(\.description)
  }

  /// Runs statements and returns their notes (ignored events, VoiceOver output).
  mutating func notes(_ source: String) throws -> [String] {
    try run(source: source).flatMap(\.notes)
  }

  /// Evaluates an expression and returns it as a Dial literal (`"Title"`, `true`, `#FF9500`, `nil`), the form in
  /// which the reference writes values, so expectations read like the docs.
  func literal(_ expression: String) throws -> String {
    try evaluate(expression).literal
  }

  /// Evaluates a String-typed expression, such as `b.speech`, and returns its text.
  func text(_ expression: String) throws -> String {
    try evaluate(expression).text
  }

  /// Evaluates a Bool-typed expression.
  func holds(_ expression: String) throws -> Bool {
    try evaluate(expression) == .bool(true)
  }
}

extension RuntimeError {
  /// Where the error happened, as `line:column` in `program`'s source; nil for a snippet or no location.
  func location(in program: Program) -> String? {
    guard let range, let file = program.files[range.file] else { return nil }
    let (line, column) = file.lineAndColumn(of: range.start)
    return "\(line):\(column)"
  }

  /// The source text the error points at, in `program`'s source.
  func sourceText(in program: Program) -> String? {
    guard let range, let file = program.files[range.file] else { return nil }
    return file.text(range.bytes)
  }
}
