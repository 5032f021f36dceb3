/// Swift source as it is written: lines at a depth of two spaces a level, so that every part of an export is
/// formatted one way.
struct SwiftSource {
  private(set) var lines: [String] = []
  private var depth = 0

  /// Adds a line at the current depth; an empty one stays empty.
  mutating func line(_ text: String = "") {
    lines.append(text.isEmpty ? "" : String(repeating: "  ", count: depth) + text)
  }

  /// Adds `opener {`, the lines `body` writes one level deeper, and `}` (with `closer` after it).
  mutating func block(_ opener: String, closer: String = "", _ body: (inout SwiftSource) -> Void) {
    line(opener + " {")
    depth += 1
    body(&self)
    depth -= 1
    line("}" + closer)
  }

  /// Adds `opener {`, the cases `body` writes at the same depth (as Swift's style indents a `switch`), and `}`.
  mutating func switchBlock(_ opener: String, _ body: (inout SwiftSource) -> Void) {
    line(opener + " {")
    body(&self)
    line("}")
  }

  /// Adds `opener` as written, the lines `body` writes one level deeper, and `closer`: for a closure
  /// (`UIAction { _ in` … `}`) or a call's arguments.
  mutating func wrapped(_ opener: String, _ closer: String, _ body: (inout SwiftSource) -> Void) {
    line(opener)
    depth += 1
    body(&self)
    depth -= 1
    line(closer)
  }

  /// Adds `text` at the end of the last line: `label: {` becomes `label: { EmptyView() }`.
  mutating func extendLastLine(_ text: String) {
    guard let last = lines.popLast() else { return line(text) }
    lines.append(last + text)
  }

  /// Adds the lines of `other` one level deeper than the current depth.
  mutating func indented(_ other: SwiftSource) {
    depth += 1
    append(other)
    depth -= 1
  }

  /// Adds the lines of `other` at the current depth.
  mutating func append(_ other: SwiftSource) {
    for text in other.lines { line(text) }
  }

  /// The lines one level shallower: those written for inside a closure, taken out of it.
  var dedented: SwiftSource {
    SwiftSource(lines: lines.map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }, depth: 0)
  }

  /// The source, one line each, ending in a newline.
  var text: String { lines.joined(separator: "\n") + "\n" }
}
