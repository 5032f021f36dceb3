/// Reads XCUITest's `debugDescription`: the `Element subtree:` section, an element a line, the root marked
/// ` →`, each level two spaces deeper. The `Attributes:` line before it and the `Path to element:` and
/// `Query chain:` sections after it repeat elements of the tree and are not read. Depth comes from a stack of
/// indentations rather than exact arithmetic, so a dump pasted into a comment (every line indented alike) or
/// edited by hand (a level four spaces deeper) still reads.
enum DebugDescriptionReader {
  /// The dump in `text`, unwrapped first when it is a string literal or JSON.
  static func read(_ text: String) throws(DumpError) -> AccessibilityDump {
    let lines = try DumpText.unwrapped(text).split(separator: "\n", omittingEmptySubsequences: false).map {
      // Trailing spaces (and a carriage return) mean nothing.
      var line = $0
      while let last = line.last, last.isWhitespace { line = line.dropLast() }
      return line
    }
    guard let start = subtreeStart(lines) else {
      throw DumpError(
        "not a dump of an accessibility tree: no 'Element subtree:' section, no element line and no '<' of a page "
          + "source", line: 1)
    }
    var reader = TreeBuilder()
    for number in start..<lines.count {
      let line = lines[number]
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed == "Path to element:" || trimmed == "Query chain:" { break }
      if trimmed.allSatisfy(\.isWhitespace) { continue }
      if trimmed.hasPrefix("...") || trimmed == "…" {
        throw DumpError("the dump leaves elements out here ('...'); conform needs the whole tree", line: number + 1)
      }
      try reader.add(line, number: number + 1)
    }
    try reader.finish()
    guard !reader.elements.isEmpty else {
      throw DumpError("the dump has no elements after 'Element subtree:': it was cut short", line: max(start, 1))
    }
    return AccessibilityDump(format: .debugDescription, elements: reader.elements)
  }

  /// The index of the first line of the tree: after `Element subtree:`, else the line marked `→`, else the
  /// first line that reads as an element.
  static func subtreeStart(_ lines: [Substring]) -> Int? {
    if let header = lines.firstIndex(where: { $0.contains("Element subtree:") }) { return header + 1 }
    // Without the header, the tree is what comes before the sections that repeat its elements.
    let end =
      lines.firstIndex {
        let trimmed = $0.drop { $0 == " " || $0 == "\t" }
        return trimmed == "Path to element:" || trimmed == "Query chain:"
      } ?? lines.count
    if let marked = lines[..<end].firstIndex(where: { $0.drop { $0 == " " }.hasPrefix("→") }) { return marked }
    return lines[..<end].firstIndex { DebugDescriptionLine.startsElement($0.drop { $0 == " " || $0 == "\t" }) }
  }

  /// Builds the tree line by line: each element's parent from the indentation stack; a line that does not
  /// start an element continues the label of the one before (a label with a line break in it).
  struct TreeBuilder {
    var elements: [DumpElement] = []
    /// The open ancestors: their type's column and their index.
    var stack: [(column: Int, index: Int)] = []
    /// The element being read, and its text so far.
    var pending: (text: String, number: Int, column: Int)?
    /// The indentation every line has: the root's type is two columns in from it.
    var base = 0

    mutating func add(_ line: Substring, number: Int) throws(DumpError) {
      let (column, body) = DebugDescriptionLine.column(of: line)
      guard DebugDescriptionLine.startsElement(body) else {
        guard let open = pending else {
          throw DumpError("'\(line.prefix(60))' is not an element of the tree", line: number)
        }
        // The label's next line, less the indentation every line of a pasted dump has.
        var continued = line
        while continued.first == " ", line.count - continued.count < base { continued = continued.dropFirst() }
        pending = (open.text + "\n" + continued, open.number, open.column)
        return
      }
      try finish()
      if elements.isEmpty { base = max(column - 2, 0) }
      // A line less indented than the first element: the dump is an excerpt that starts inside a tree.
      if let root = stack.first, column < root.column {
        throw DumpError(
          "this element is less indented than the first: the dump starts inside a tree, not at its root", line: number)
      }
      pending = (String(body), number, column)
    }

    /// Reads the pending element and puts it under the nearest open ancestor less indented.
    mutating func finish() throws(DumpError) {
      guard let open = pending else { return }
      pending = nil
      var element = try DebugDescriptionLine.element(open.text, line: open.number)
      while let top = stack.last, top.column >= open.column { stack.removeLast() }
      element.parent = stack.last?.index
      stack.append((open.column, elements.count))
      elements.append(element)
    }
  }
}
