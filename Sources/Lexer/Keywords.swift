/// Recognizes reserved words by length and bytes, without making a String.
enum Keywords {
  /// The keyword kind of the identifier in `start..<end`, or ``TokenKind/identifier``.
  static func kind(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind {
    switch end - start {
    case 2:
      if matches(bytes, start, "on") { return .kwOn }
      if matches(bytes, start, "if") { return .kwIf }
    case 3:
      if matches(bytes, start, "var") { return .kwVar }
      if matches(bytes, start, "use") { return .kwUse }
    case 4:
      if matches(bytes, start, "menu") { return .kwMenu }
      if matches(bytes, start, "when") { return .kwWhen }
      if matches(bytes, start, "else") { return .kwElse }
      if matches(bytes, start, "true") { return .kwTrue }
    case 5:
      if matches(bytes, start, "style") { return .kwStyle }
      if matches(bytes, start, "false") { return .kwFalse }
    case 6:
      if matches(bytes, start, "button") { return .kwButton }
      if matches(bytes, start, "header") { return .kwHeader }
      if matches(bytes, start, "action") { return .kwAction }
    default:
      break
    }
    return .identifier
  }

  @inline(__always)
  static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
    let pointer = word.utf8Start
    for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != pointer[offset] {
      return false
    }
    return true
  }
}
