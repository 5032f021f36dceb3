import DialLexer
import DialRuntime

/// What `dial conform` found: the differences between a dump of the app and its spec, and how the comparison
/// was made.
public struct ConformanceReport: Equatable, Sendable {
  /// The differences, in the order they were found: the spec's elements in declaration order, then extras.
  public var differences: [Difference]
  /// How many of the spec's elements were compared.
  public var compared: Int
  /// The text size the spec was compared at: `.large` unless the session set another.
  public var textSize: String
  /// The format the dump was read from.
  public var format: AccessibilityDump.Format

  /// A report of `differences` among `compared` elements.
  public init(differences: [Difference], compared: Int, textSize: String, format: AccessibilityDump.Format) {
    self.differences = differences
    self.compared = compared
    self.textSize = textSize
    self.format = format
  }

  /// Whether the app conforms: no difference.
  public var conforms: Bool { differences.isEmpty }

  /// Where a difference is: `checkout.dial:29:1` at the spec's declaration, else `dump.txt:14` at the dump's line.
  public func location(of difference: Difference, in program: Program, dumpName: String) -> String {
    guard let range = difference.range else { return "\(dumpName):\(difference.dumpLine ?? 1)" }
    let position = DiagnosticRenderer(files: program.files).lineAndColumn(range)
    let file = program.files[range.file]?.name ?? "spec"
    return "\(file):\(position.line):\(position.column)"
  }

  /// The report as `dial conform` prints it: a line a difference, located, then a summary that names the text
  /// size compared at.
  public func text(in program: Program, dumpName: String) -> String {
    var lines: [String] = []
    for difference in differences {
      var line = "\(location(of: difference, in: program, dumpName: dumpName)): \(difference.kind.rawValue): "
      line += difference.message
      if difference.range != nil, let dumpLine = difference.dumpLine { line += " (\(dumpName):\(dumpLine))" }
      lines.append(line)
    }
    let elements = compared == 1 ? "1 element" : "\(compared) elements"
    if conforms {
      lines.append("the app conforms: \(elements) compared at text size \(textSize)")
    } else {
      let count = differences.count == 1 ? "1 difference" : "\(differences.count) differences"
      lines.append("\(count) in \(elements) compared at text size \(textSize)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
