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

  /// Each file's line starts and scalar counts: computed once, so that many
  /// diagnostics in a large file cost a binary search and a short walk each.
  let indexes: [LineIndex]

  /// The most Unicode scalars of a source line shown under a diagnostic; a longer
  /// line is shown as a window around the span, with "…" where it is cut.
  static let maxShownScalars = 120
  /// How many scalars before the span's start a cut line keeps.
  static let shownScalarsBefore = 40

  /// Makes a renderer over `files`.
  public init(files: SourceFiles, colored: Bool = false) {
    self.files = files
    self.colored = colored
    self.indexes = files.files.map { LineIndex($0.bytes) }
  }

  /// The 1-based line and column (in Unicode scalars) of a range's start.
  public func lineAndColumn(_ range: SourceRange) -> (line: Int, column: Int) {
    let index = Int(range.file.index)
    guard let file = files[range.file], indexes.indices.contains(index) else { return (1, 1) }
    let lines = indexes[index]
    let line = lines.line(containing: range.start)
    let column =
      lines.scalars(before: range.start, in: file.bytes)
      - lines.scalars(before: Int(lines.lineStarts[line]), in: file.bytes)
    return (line + 1, column + 1)
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
    for advice in diagnostic.help {
      out += paint("help:", "1;32") + " \(advice)\n"
    }
    return out
  }

  /// Renders several diagnostics, in order.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined()
  }

  /// The source line of `range` with `^~~~` under the span (first line only),
  /// cut to a window around the span when the line is long.
  func snippet(_ range: SourceRange) -> String {
    let index = Int(range.file.index)
    // A file with no text (one that could not be read) has no line to show.
    guard let file = files[range.file], indexes.indices.contains(index), !file.bytes.isEmpty else { return "" }
    let lines = indexes[index]
    let line = lines.range(ofLine: lines.line(containing: range.start), in: file.bytes)
    let start = min(max(range.start, line.lowerBound), line.upperBound)
    let shown = window(of: line, around: start, in: file)
    let prefix = shown.lowerBound > line.lowerBound ? "…" : ""
    let suffix = shown.upperBound < line.upperBound ? "…" : ""
    let text = prefix + printable(file.text(shown)) + suffix
    // Terminal columns, not scalars: a wide character (CJK, emoji) takes two, so the caret stays under the span.
    let pad = prefix.count + DisplayWidth.of(printable(file.text(shown.lowerBound..<start)))
    let width = max(1, DisplayWidth.of(printable(file.text(start..<max(start, min(range.end, shown.upperBound))))))
    let marker = "^" + String(repeating: "~", count: width - 1)
    return "  \(text)\n  \(String(repeating: " ", count: pad))\(paint(marker, "1;32"))\n"
  }

  /// The bytes of `line` that are shown: all of it when short, else at most
  /// ``maxShownScalars`` scalars starting a little before `start`.
  func window(of line: Range<Int>, around start: Int, in file: SourceFile) -> Range<Int> {
    guard line.count > Self.maxShownScalars else { return line }
    let lower = file.offset(movingBack: Self.shownScalarsBefore, from: start, notBefore: line.lowerBound)
    let upper = file.offset(movingForward: Self.maxShownScalars, from: lower, notAfter: line.upperBound)
    return lower..<upper
  }

  /// Replaces tabs and control characters so the caret stays aligned.
  func printable(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
  }

  func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
