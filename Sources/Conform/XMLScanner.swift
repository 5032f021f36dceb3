/// The little of XML a page source uses: start tags with quoted attributes (entities and character references
/// decoded), empty-element tags, end tags; the declaration, comments, `<!DOCTYPE>` and text between tags are
/// skipped. Line numbers are counted for errors.
struct XMLScanner {
  /// A tag.
  enum Token {
    case start(name: String, attributes: [String: String], empty: Bool, line: Int)
    case end(name: String, line: Int)
  }

  private let text: [Character]
  private var index = 0
  /// The line being read, from 1.
  private(set) var line = 1

  init(_ text: String) { self.text = Array(text) }

  /// The next tag, or nil at the end of the text.
  mutating func next() throws(DumpError) -> Token? {
    while index < text.count {
      if text[index] != "<" {
        advance()
        continue
      }
      if starts("<?") {
        try skip(past: "?>")
      } else if starts("<!--") {
        try skip(past: "-->")
      } else if starts("<!") {
        try skip(past: ">")
      } else {
        return try tag()
      }
    }
    return nil
  }

  private mutating func advance() {
    if text[index] == "\n" { line += 1 }
    index += 1
  }

  private func starts(_ prefix: String) -> Bool {
    var at = index
    for character in prefix {
      guard at < text.count, text[at] == character else { return false }
      at += 1
    }
    return true
  }

  private mutating func skip(past terminator: String) throws(DumpError) {
    let start = line
    while index < text.count, !starts(terminator) { advance() }
    guard index < text.count else { throw DumpError("'\(terminator)' is missing: the XML was cut short", line: start) }
    for _ in terminator { advance() }
  }

  private mutating func skipSpace() {
    while index < text.count, text[index].isWhitespace { advance() }
  }

  private mutating func name() -> String {
    var name = ""
    while index < text.count, !text[index].isWhitespace, !"/>=".contains(text[index]) {
      name.append(text[index])
      advance()
    }
    return name
  }

  /// `<name a="v" …>`, `<name … />` or `</name>`, from its `<`.
  private mutating func tag() throws(DumpError) -> Token {
    let start = line
    advance()
    let closing = index < text.count && text[index] == "/"
    if closing { advance() }
    let tagName = name()
    guard !tagName.isEmpty else { throw DumpError("a '<' that starts no tag", line: start) }
    var attributes: [String: String] = [:]
    while true {
      skipSpace()
      guard index < text.count else { throw DumpError("<\(tagName) is not closed: the XML was cut short", line: start) }
      if text[index] == ">" {
        advance()
        return closing
          ? .end(name: tagName, line: start) : .start(name: tagName, attributes: attributes, empty: false, line: start)
      }
      if starts("/>") {
        advance()
        advance()
        return .start(name: tagName, attributes: attributes, empty: true, line: start)
      }
      let key = name()
      skipSpace()
      guard !key.isEmpty, index < text.count, text[index] == "=" else {
        throw DumpError("an attribute of <\(tagName)> without '=' and a quoted value", line: line)
      }
      advance()
      skipSpace()
      attributes[key] = try quotedValue(of: tagName)
    }
  }

  /// `"…"` or `'…'`, its entities decoded.
  private mutating func quotedValue(of tagName: String) throws(DumpError) -> String {
    guard index < text.count, text[index] == "\"" || text[index] == "'" else {
      throw DumpError("an attribute of <\(tagName)> whose value is not quoted", line: line)
    }
    let quote = text[index]
    let start = line
    advance()
    var value = ""
    while index < text.count, text[index] != quote {
      value.append(text[index])
      advance()
    }
    guard index < text.count else {
      throw DumpError("an attribute value of <\(tagName)> does not end: the XML was cut short", line: start)
    }
    advance()
    return Self.decoded(value)
  }

  /// `&quot;`, `&amp;`, `&lt;`, `&gt;`, `&apos;`, `&#10;` and `&#x2192;` as the characters they stand for.
  static func decoded(_ value: String) -> String {
    guard value.contains("&") else { return value }
    var result = ""
    var rest = Substring(value)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
        result.append("&")
        rest = rest[rest.index(after: amp)...]
        continue
      }
      result += entity(rest[rest.index(after: amp)..<semicolon]) ?? String(rest[amp...semicolon])
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  /// The text of one entity's name (`quot`, `#10`, `#x2192`), or nil when it is not one.
  static func entity(_ name: Substring) -> String? {
    switch name {
    case "quot": return "\""
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let hex = name.dropFirst().hasPrefix("x") || name.dropFirst().hasPrefix("X")
      let value = hex ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst())
      return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
  }
}
