import Dial
import Foundation

// MARK: - Hover on a property: `title:` in a body, `greet.enabled` in an expression

extension LSPServer {
  /// The hover of a button property at `range` in `document`: its type, default, UIKit and SwiftUI counterparts,
  /// and, where the button is known (`greet.enabled`, or the body it is written in), its value as the program starts.
  func propertyHover(_ word: String, _ range: Range<Int>, in document: LSPDocument) -> Any? {
    guard let spec = Schema.buttonProperties.first(where: { $0.property.rawValue == word }) else { return nil }
    let owner =
      Self.memberOwner(before: range.lowerBound, in: document.bytes)
      ?? (Self.isBinding(after: range.upperBound, in: document.bytes)
        ? Self.enclosingButton(of: range.lowerBound, in: document.bytes) : nil)
    guard owner != nil || Self.isBinding(after: range.upperBound, in: document.bytes) else { return nil }
    var lines = [
      "**property \(word)**", "type: \(spec.type.displayName)", "default: \(Self.defaultText(spec.defaultValue))",
    ]
    lines.append("UIKit: `\(spec.uikitName)`")
    if let swiftUI = Self.swiftUIText(spec.swiftUI) { lines.append("SwiftUI: `\(swiftUI)`") }
    if let owner,
      document.compilation.program.symbol(named: owner).map({ if case .button = $0.kind { true } else { false } })
        == true,
      let program = try? Compiler.measured(Program(document.compilation)), let session = try? Session(program),
      let value = try? session.evaluate("\(owner).\(word)")
    {
      lines.append("`\(owner).\(word)` = `\(value.literal)` as the program starts")
    }
    return [
      "contents": ["kind": "markdown", "value": lines.joined(separator: "\n\n")],
      "range": ["start": document.position(of: range.lowerBound), "end": document.position(of: range.upperBound)],
    ] as [String: Any]
  }

  /// `greet` in `greet.enabled`: the name just before the `.` that precedes `offset`.
  static func memberOwner(before offset: Int, in bytes: [UInt8]) -> String? {
    guard offset > 0, bytes[offset - 1] == UInt8(ascii: ".") else { return nil }
    var start = offset - 1
    while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
    return start < offset - 1 ? String(decoding: bytes[start..<(offset - 1)], as: UTF8.self) : nil
  }

  /// Whether `title` at `offset` is followed by `:`, as a binding in a body is.
  static func isBinding(after offset: Int, in bytes: [UInt8]) -> Bool {
    var index = offset
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: ":")
  }

  /// The button whose body holds `offset`: the `button name` before the innermost `{` that is still open there.
  static func enclosingButton(of offset: Int, in bytes: [UInt8]) -> String? {
    var depth = 0
    var index = offset - 1
    while index >= 0 {
      if bytes[index] == UInt8(ascii: "}") { depth += 1 }
      if bytes[index] == UInt8(ascii: "{") {
        if depth == 0 { return buttonName(before: index, in: bytes) }
        depth -= 1
      }
      index -= 1
    }
    return nil
  }

  /// `name` in `button name[: base] {` just before the brace at `brace`, on its line; nil for anything else (a
  /// style, a `when` block).
  static func buttonName(before brace: Int, in bytes: [UInt8]) -> String? {
    var start = brace
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    let line = String(decoding: bytes[start..<brace], as: UTF8.self)
    guard let range = line.range(of: "button ", options: .backwards) else { return nil }
    let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  /// A default as the reference's table states it.
  static func defaultText(_ value: PropertyDefault) -> String {
    switch value {
    case .constant(let constant): return "`\(Value(constant).literal)`"
    case .derived(let rule): return rule.summary.replacingOccurrences(of: ", below", with: "")
    case .absent: return "none"
    }
  }

  /// The SwiftUI counterpart's text, or nil when SwiftUI has none.
  static func swiftUIText(_ counterpart: SwiftUICounterpart) -> String? {
    switch counterpart {
    case .label(let text), .modifier(let text), .style(let text), .layout(let text), .state(let text): return "\(text)"
    case .none: return nil
    }
  }
}
