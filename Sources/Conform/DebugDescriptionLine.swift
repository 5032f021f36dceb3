/// One element line of a `debugDescription`:
/// `Button, 0x600003c0c1c0, {{16.0, 120.0}, {343.0, 50.0}}, identifier: 'add', label: 'Add to Cart', value: 3,
/// Selected, Disabled`. The address, `pid:`, the frame and each attribute may be missing. Quoted strings are
/// printed without escapes (`label: 'YOU'RE'`), so a string ends at the quote that a known attribute, a flag or
/// the end of the line follows; `value:` is unquoted and comes last, before the flags.
enum DebugDescriptionLine {
  /// The attributes whose text is quoted.
  static let quoted: Set<String> = ["identifier", "label", "placeholderValue", "title"]
  /// The bare words after the attributes that `dial conform` reads; others are accepted and ignored.
  static let flags: Set<String> = ["Selected", "Disabled", "Focused", "Keyboard Focused"]

  /// The column of the line's element type (after its indentation and a root's `→`) and the text from there.
  static func column(of line: Substring) -> (Int, Substring) {
    var column = 0
    var rest = line
    while let first = rest.first, first == " " || first == "\t" || first == "→" || first == "↳" {
      column += first == "\t" ? 4 : 1
      rest = rest.dropFirst()
    }
    return (column, rest)
  }

  /// Whether `text` starts an element: a type name (`Button`, `Window (Main)`) alone or followed by `, ` and an
  /// address, a `pid:`, a frame, an attribute or a flag.
  static func startsElement(_ text: Substring) -> Bool {
    guard let first = text.first, first.isUppercase, first.isASCII else { return false }
    let type = typeName(text)
    let rest = text.dropFirst(type.count)
    guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "(" || $0 == ")" }) else { return false }
    if rest.isEmpty { return !type.contains(" ") || type.hasSuffix(")") }
    guard rest.hasPrefix(", ") else { return false }
    let next = rest.dropFirst(2)
    if next.hasPrefix("0x") || next.hasPrefix("pid:") || next.hasPrefix("{{") { return true }
    if let key = next.split(separator: ":", maxSplits: 1).first, quoted.contains(String(key)) || key == "value" {
      return true
    }
    return next.first?.isUppercase == true
  }

  /// The type: the text before the first `, `.
  static func typeName(_ text: Substring) -> Substring {
    guard let comma = text.firstRange(of: ", ") else { return text }
    return text[..<comma.lowerBound]
  }

  /// The element the line's text describes.
  static func element(_ text: String, line: Int) throws(DumpError) -> DumpElement {
    let body = Substring(text)
    let type = typeName(body)
    var element = DumpElement(type: type.hasSuffix(" (Main)") ? String(type.dropLast(7)) : String(type), line: line)
    // The format prints `Selected` when an element is: none is not.
    element.selected = false
    var rest = body.dropFirst(type.count)
    while rest.hasPrefix(", ") {
      rest = rest.dropFirst(2)
      try field(&rest, into: &element, line: line)
    }
    guard rest.isEmpty else { throw DumpError("cannot read '\(rest.prefix(40))' of an element", line: line) }
    return element
  }

  /// Reads the field at the start of `rest` (an address, a `pid:`, a frame, an attribute or a flag) into
  /// `element`, and drops it.
  static func field(_ rest: inout Substring, into element: inout DumpElement, line: Int) throws(DumpError) {
    if rest.hasPrefix("{{") {
      element.frame = try frame(&rest, line: line)
    } else if let colon = rest.firstRange(of: ": "), isKey(rest[..<colon.lowerBound]) {
      let key = String(rest[..<colon.lowerBound])
      rest = rest[colon.upperBound...]
      try attribute(key, &rest, into: &element, line: line)
    } else {
      // An address, or a flag: a word up to the next field.
      let word = rest[..<(rest.firstRange(of: ", ")?.lowerBound ?? rest.endIndex)]
      rest = rest.dropFirst(word.count)
      if word == "Selected" { element.selected = true }
      if word == "Disabled" { element.enabled = false }
    }
  }

  /// Whether `text` is an attribute's key: a lower-case word (`label`, `pid`, `hitPoint`).
  static func isKey(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLowercase else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber }
  }

  /// An attribute's text after `key: `: quoted ones up to their closing quote, others up to the next field.
  static func attribute(
    _ key: String, _ rest: inout Substring, into element: inout DumpElement, line: Int
  ) throws(DumpError) {
    if quoted.contains(key) {
      guard rest.first == "'", let end = closingQuote(rest) else {
        throw DumpError("the \(key) '\(rest.prefix(40))' does not end with a quote: the dump was cut short", line: line)
      }
      let text = String(rest[rest.index(after: rest.startIndex)..<end])
      rest = rest[rest.index(after: end)...]
      switch key {
      case "identifier": element.identifier = text
      case "label": element.label = text
      case "placeholderValue": element.placeholder = text
      default: break
      }
      return
    }
    let end = key == "value" ? valueEnd(rest) : nextField(rest)
    if key == "value" { element.value = String(rest[..<end]) }
    rest = rest[end...]
  }

  /// The closing quote of the string that starts `text`: the first quote after which the line ends or a field
  /// follows.
  static func closingQuote(_ text: Substring) -> Substring.Index? {
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      if text[index] == "'" {
        let after = text[text.index(after: index)...]
        if after.isEmpty || (after.hasPrefix(", ") && startsField(after.dropFirst(2))) { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// Whether `text` starts a field: a frame, an address, an attribute or a flag.
  static func startsField(_ text: Substring) -> Bool {
    if text.hasPrefix("{{") || text.hasPrefix("0x") { return true }
    if let colon = text.firstRange(of: ": "), isKey(text[..<colon.lowerBound]) { return true }
    let word = text[..<(text.firstRange(of: ", ")?.lowerBound ?? text.endIndex)]
    return flags.contains(String(word))
  }

  /// Where a value ends: at the first flag that only flags follow, else at the end of the line.
  static func valueEnd(_ text: Substring) -> Substring.Index {
    var search = text.startIndex
    while let comma = text[search...].firstRange(of: ", ") {
      if text[comma.upperBound...].split(separator: ",").allSatisfy({
        flags.contains(String($0.drop { $0 == " " }))
      }) {
        return comma.lowerBound
      }
      search = comma.upperBound
    }
    return text.endIndex
  }

  /// Where an unquoted attribute other than the value ends: at the next `, ` that starts a field.
  static func nextField(_ text: Substring) -> Substring.Index {
    var search = text.startIndex
    while let comma = text[search...].firstRange(of: ", ") {
      if startsField(text[comma.upperBound...]) { return comma.lowerBound }
      search = comma.upperBound
    }
    return text.endIndex
  }

  /// `{{x, y}, {w, h}}`, dropped from the start of `rest`.
  static func frame(_ rest: inout Substring, line: Int) throws(DumpError) -> DumpFrame {
    guard let end = rest.firstRange(of: "}}") else {
      throw DumpError("the frame '\(rest.prefix(40))' does not end: the dump was cut short", line: line)
    }
    let numbers = rest[..<end.lowerBound].split { "{}, ".contains($0) }.compactMap { Double($0) }
    guard numbers.count == 4 else { throw DumpError("cannot read the frame '\(rest[..<end.upperBound])'", line: line) }
    rest = rest[end.upperBound...]
    return DumpFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
