import DialChecker
import DialLexer
import DialParser

/// Why a value is what it is (`:why` in the REPL, `dial why`, ``Session/explain(_:)``): for a button property,
/// each declaration that sets it, in the order resolution applies them, with the values its binding reads; for
/// a variable, the assignment that last wrote it.
public struct Explanation: Sendable {
  /// One declaration that sets the property.
  public struct Step: Sendable, Equatable {
    /// Where the value comes from: `preset .filled`, `style brand`, `button save`, `when !enabled`.
    public var origin: String
    /// The binding (or the declaration, for a preset's default); nil for a built-in default.
    public var range: SourceRange?
    /// The binding as written (`background: .lightGray`), or the default's value.
    public var source: String
    /// Whether it applies now: false for a `when` block whose condition does not hold.
    public var applies: Bool
    /// The values its binding and conditions read: `enabled = false, itemCount = 0`.
    public var reads: String
  }

  /// What was asked about, as written: `save.background`.
  public var subject: String
  /// Its current value.
  public var value: Value
  /// For a button property: the declarations that set it, first applied first (the last that applies wins).
  public var steps: [Step]
  /// For a variable: the assignment that last wrote it, if any did.
  public var lastWrite: VariableWrite?
  /// For a variable: its declaration.
  public var declaration: SourceRange?

  /// The explanation as `dial why` prints it, with `file:line` locations.
  public func text(files: SourceFiles) -> String {
    let renderer = DiagnosticRenderer(files: files)
    func place(_ range: SourceRange?) -> String {
      guard let range else { return "" }
      return "  (" + (files[range.file]?.name ?? "") + ":\(renderer.lineAndColumn(range).line))"
    }
    var out = "\(subject) = \(value.literal)\n"
    for (index, step) in steps.enumerated() {
      let mark = step.applies ? "" : " (does not hold)"
      out += "  \(index + 1). \(step.origin)\(mark): \(step.source)\(place(step.range))\n"
      if !step.reads.isEmpty { out += "     reads \(step.reads)\n" }
    }
    if let declaration { out += "  declared\(place(declaration))\n" }
    if let write = lastWrite {
      // A statement run on its own (the REPL's, `run(source:)`) is quoted from the write; a host's event has no text.
      func quote(_ range: SourceRange, _ outside: VariableWrite.Quote?) -> String {
        if let outside { return "\(outside.text)  (\(outside.place))" }
        if range == VariableWrite.host { return "an event the host sent" }
        return (files[range.file]?.text(range.bytes) ?? "") + place(range)
      }
      out += "  last written by \(quote(write.assignment, write.assignmentOutside))"
      out +=
        write.statement == write.assignment
        ? "\n" : ", run by \(quote(write.statement, write.statementOutside))\n"
    } else if declaration != nil {
      out += "  not written since the start: its initial value\n"
    }
    return out
  }
}

/// An assignment to a variable and the top-level statement it ran in (itself, or an event whose handler it is in).
public struct VariableWrite: Sendable, Equatable {
  /// The assignment.
  public var assignment: SourceRange
  /// The top-level statement.
  public var statement: SourceRange
  /// The assignment's text and `name:line`, when it lies outside the program's files (a statement run on its
  /// own, whose text the session does not keep): quoted when the write is made.
  public var assignmentOutside: Quote?
  /// The same for the top-level statement.
  public var statementOutside: Quote?

  /// A piece of source text and where it was: `n = 5`, `<repl>:3`.
  public struct Quote: Sendable, Equatable {
    /// The text as written.
    public var text: String
    /// `name:line`.
    public var place: String
  }

  /// Where a host's event is, as a statement: nowhere in the source.
  static var host: SourceRange { Session.hostRange }

  /// A write by `assignment`, run by `statement`.
  public init(assignment: SourceRange, statement: SourceRange) {
    self.assignment = assignment
    self.statement = statement
  }
}
