import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// A small writer of XHTML-compatible markup: every attribute quoted, every element closed (void ones as `<x/>`),
/// every text escaped. The preview is built with it only, so it is well-formed by construction.
struct Markup {
  /// The markup written so far.
  private(set) var text = ""

  /// `<name attributes>`, then what `content` writes, then `</name>`.
  mutating func element(_ name: String, _ attributes: [(String, String)] = [], _ content: (inout Markup) -> Void) {
    text += "<" + name + Self.attributes(attributes) + ">"
    content(&self)
    text += "</" + name + ">"
  }

  /// An element with only text inside.
  mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String) {
    element(name, attributes) { $0.text(content) }
  }

  /// An element with nothing inside, written `<name …/>`.
  mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
    text += "<" + name + Self.attributes(attributes) + "/>"
  }

  /// Escaped text.
  mutating func text(_ content: String) {
    text += Self.escaped(content)
  }

  /// Text written as is: for the document type and the style sheet, which contain no markup characters.
  mutating func raw(_ content: String) {
    text += content
  }

  static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " " + $0.0 + "=\"" + escaped($0.1) + "\"" }.joined()
  }

  /// `& < > " '` as character references; control characters other than tab and line feed, which XML does not
  /// allow, as U+FFFD.
  static func escaped(_ content: String) -> String {
    var out = ""
    out.reserveCapacity(content.utf8.count)
    for scalar in content.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      default:
        let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        let isNonCharacter = scalar.value == 0xFFFE || scalar.value == 0xFFFF
        out.unicodeScalars.append(isControl || isNonCharacter ? "\u{FFFD}" : scalar)
      }
    }
    return out
  }

  // MARK: - Values

  /// A length in points: whole numbers without a fraction, others with at most two decimals (`12`, `12.5`).
  static func number(_ value: Double) -> String { PointText.number(value) }

  /// `#RRGGBB` of an `0xRRGGBBAA` color; its alpha goes in an opacity attribute.
  static func rgb(_ color: UInt32) -> String {
    let digits = String(color >> 8, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }

  /// The alpha of an `0xRRGGBBAA` color, from 0 to 1.
  static func opacity(_ color: UInt32) -> String {
    number(Double(color & 0xFF) / 255)
  }
}
