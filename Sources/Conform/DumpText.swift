/// A `debugDescription` as people save it: the text itself, or the text inside a Swift string literal (what
/// `po app.debugDescription` prints, `\n` and `\'` escaped) or a JSON object's `"value"` (what Appium's
/// `mobile: source` with the description format answers). Unwrapping comes first, so that lines and their
/// indentation are the dump's own.
enum DumpText {
  /// The dump's text, unwrapped; an error when a wrapper is cut short.
  static func unwrapped(_ text: String) throws(DumpError) -> String {
    let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if trimmed.first == "{" { return try jsonValue(Substring(trimmed)) }
    // A one-line literal: the whole dump quoted, with its line breaks escaped.
    // A literal after lines of a test's log: it starts at the quote before its escaped `Element subtree:`.
    var literal = trimmed
    if trimmed.first != "\"", !text.contains("\nElement subtree:"),
      let escaped = text.firstRange(of: "\\nElement subtree:"),
      let quote = text[..<escaped.lowerBound].lastIndex(of: "\"")
    {
      literal = text[quote...]
    }
    if literal.first == "\"" {
      let body = literal.dropFirst()
      guard let end = closingQuote(in: body) else {
        throw DumpError("the quoted dump does not end: it was cut short", line: 1)
      }
      return unescaped(body[..<end])
    }
    return text
  }

  /// `{"value": "…"}`: the string under `value`.
  static func jsonValue(_ text: Substring) throws(DumpError) -> String {
    guard let key = text.firstRange(of: "\"value\"") else {
      throw DumpError("a JSON dump without a \"value\" string", line: 1)
    }
    let rest = text[key.upperBound...].drop { $0 == ":" || $0.isWhitespace }
    guard rest.first == "\"", let end = closingQuote(in: rest.dropFirst()) else {
      throw DumpError("the JSON dump's \"value\" string does not end: it was cut short", line: 1)
    }
    return unescaped(rest.dropFirst()[..<end])
  }

  /// Where the string that starts at `text` ends: the first `"` not escaped.
  static func closingQuote(in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "\\" {
        index = text.index(after: index)
        if index < text.endIndex { index = text.index(after: index) }
        continue
      }
      if text[index] == "\"" { return index }
      index = text.index(after: index)
    }
    return nil
  }

  /// A string literal's escapes undone: `\n`, `\t`, `\'`, `\"`, `\\`, `\u{2192}` and JSON's `\u2192`.
  static func unescaped(_ text: Substring) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      index = text.index(after: index)
      guard character == "\\", index < text.endIndex else {
        result.append(character)
        continue
      }
      let escaped = text[index]
      index = text.index(after: index)
      switch escaped {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": break
      case "u": result += unicodeEscape(text, &index)
      default: result.append(escaped)
      }
    }
    return result
  }

  /// The scalar of `\u{…}` or `\uXXXX` whose digits start at `index`, which it moves past them.
  static func unicodeEscape(_ text: Substring, _ index: inout Substring.Index) -> String {
    let braced = index < text.endIndex && text[index] == "{"
    if braced { index = text.index(after: index) }
    var digits = ""
    while index < text.endIndex, text[index].isHexDigit, braced || digits.count < 4 {
      digits.append(text[index])
      index = text.index(after: index)
    }
    if braced, index < text.endIndex, text[index] == "}" { index = text.index(after: index) }
    guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
    return String(Character(scalar))
  }
}
