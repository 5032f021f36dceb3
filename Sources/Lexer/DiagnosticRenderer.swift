/// Prints diagnostics the way compilers do:
///
/// ```
/// cart.dial:3:14: error: unknown property 'titel'; did you mean 'title'?
///   title: "x"
///   ^~~~~
/// help: replace 'titel' with 'title'
/// ```
///
/// It is the one place that turns diagnostics into text, so every tool prints alike.
public struct DiagnosticRenderer: Sendable {
  /// The files that diagnostics' ranges point into.
  public var files: SourceFiles
  /// Whether to use ANSI colors (only on a terminal, and never with `NO_COLOR`).
  public var colored: Bool

  /// The byte offset of each line's start, per file: computed once, so that
  /// many diagnostics in a large file cost a binary search each.
  let lineStarts: [[Int]]

  /// Makes a renderer over `files`.
  public init(files: SourceFiles, colored: Bool = false) {
    self.files = files
    self.colored = colored
    self.lineStarts = files.files.map { file in
      [0] + file.bytes.indices.filter { file.bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }
  }

  /// The 1-based line and column (in Unicode scalars) of a range's start.
  public func lineAndColumn(_ range: SourceRange) -> (line: Int, column: Int) {
    let index = Int(range.file.index)
    guard let file = files[range.file], lineStarts.indices.contains(index) else { return (1, 1) }
    let starts = lineStarts[index]
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= range.start { low = middle } else { high = middle - 1 }
    }
    return (low + 1, file.scalarCount(from: starts[low], to: range.start) + 1)
  }

  /// The `file:line:col` of a range's start.
  public func location(_ range: SourceRange) -> String {
    guard let file = files[range.file] else { return "<unknown>" }
    let (line, column) = lineAndColumn(range)
    return "\(file.name):\(line):\(column)"
  }

  /// Renders one diagnostic with its source line, caret, notes and fix-its.
  public func render(_ diagnostic: Diagnostic) -> String {
    let label = diagnostic.severity == .error ? paint("error:", "1;31") : paint("warning:", "1;35")
    var out = paint(location(diagnostic.range) + ":", "1") + " \(label) " + paint(diagnostic.message, "1") + "\n"
    out += snippet(diagnostic.range)
    for note in diagnostic.notes {
      if let range = note.range {
        out += paint(location(range) + ":", "1") + " " + paint("note:", "1;36") + " \(note.message)\n"
        out += snippet(range)
      } else {
        out += paint("note:", "1;36") + " \(note.message)\n"
      }
    }
    for fix in diagnostic.fixIts {
      out += paint("help:", "1;32") + " \(fix.message)\n"
    }
    return out
  }

  /// Renders several diagnostics, in order.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined()
  }

  /// The source line of `range` with `^~~~` under the span (first line only).
  func snippet(_ range: SourceRange) -> String {
    guard let file = files[range.file] else { return "" }
    let line = file.lineRange(containing: range.start)
    let text = printable(file.text(line))
    let pad = file.scalarCount(from: line.lowerBound, to: range.start)
    let width = max(1, file.scalarCount(from: range.start, to: min(range.end, line.upperBound)))
    let marker = "^" + String(repeating: "~", count: width - 1)
    return "  \(text)\n  \(String(repeating: " ", count: pad))\(paint(marker, "1;32"))\n"
  }

  /// Replaces tabs and control characters so the caret stays aligned.
  func printable(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
  }

  func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
