import Dial
import Foundation

// MARK: - Hover on a property: `title:` in a body, `greet.enabled` in an expression

extension LanguageServer {
  /// The hover of a button property at `range` in `document`: its type, default, UIKit and SwiftUI counterparts,
  /// and, where the button is known (`greet.enabled`, or the body it is written in), its value as the program
  /// starts.
  func propertyHover(_ word: String, _ range: Range<Int>, in document: OpenDocument) -> Hover? {
    guard let spec = Schema.buttonProperties.first(where: { $0.property.rawValue == word }) else { return nil }
    let isBinding = Self.isBinding(after: range.upperBound, in: document.bytes)
    let owner =
      Self.memberOwner(before: range.lowerBound, in: document.bytes)
      ?? (isBinding ? Self.enclosingButton(of: range.lowerBound, in: document) : nil)
    guard owner != nil || isBinding else { return nil }
    var lines = [
      "**property \(word)**", "type: \(spec.type.displayName)", "default: \(Self.defaultText(spec.defaultValue))",
    ]
    lines.append("UIKit: `\(spec.uikitName)`")
    if let swiftUI = Self.swiftUIText(spec.swiftUI) { lines.append("SwiftUI: `\(swiftUI)`") }
    if let owner,
      document.compilation.program.symbol(named: owner).map({ if case .button = $0.kind { true } else { false } })
        == true,
      let session = document.startSession(measuring), let value = try? session.evaluate("\(owner).\(word)")
    {
      lines.append("`\(owner).\(word)` = `\(value.literal)` as the program starts")
    }
    return Hover(contents: MarkupContent(value: lines.joined(separator: "\n\n")), range: document.range(range))
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

  /// The button whose body holds `offset`, from the syntax tree: a top-level button, or a header's inline one
  /// (nil in a style, a menu or outside any body).
  static func enclosingButton(of offset: Int, in document: OpenDocument) -> String? {
    func holds(_ component: ComponentDeclaration) -> Bool {
      component.bodyRange.start <= offset && offset < component.bodyRange.end
    }
    for item in document.compilation.scripts.first?.items ?? [] {
      guard case .declaration(let declaration) = item, declaration.range.start <= offset,
        offset < declaration.range.end
      else { continue }
      switch declaration.kind {
      case .button(let button) where holds(button): return button.name.name
      case .header(let header):
        for bodyItem in header.body {
          guard case .property(let binding) = bodyItem.kind, case .button(let button, _) = binding.value,
            holds(button)
          else { continue }
          return button.name.name
        }
        return nil
      default: return nil
      }
    }
    return nil
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
