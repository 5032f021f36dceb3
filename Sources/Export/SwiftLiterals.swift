import DialChecker
import DialLexer
import DialParser

/// Swift literals for Dial's constants: strings escaped, Doubles that read back as the same value, colors as
/// explicit RGBA values (Dial's own, not a system color that follows the appearance), fonts as the target
/// builds them.
enum SwiftLiterals {
  /// The text escaped for a Swift string literal: Dial's string literals escape what Swift's do, the same way.
  static func escaped(_ text: String) -> String {
    String(StringLiteral.quoted(text).dropFirst().dropLast())
  }

  /// `"Add to Cart"`: a string literal.
  static func string(_ text: String) -> String { "\"" + escaped(text) + "\"" }

  /// `4.5`, `390.0`: a Double literal (always with a fraction, so that Swift types it as a Double).
  static func double(_ number: Double) -> String {
    NumberText.literal(number)
  }

  /// `UIColor(dialRGBA: 0xFF9500FF)` or `Color(dialRGBA: 0xFF9500FF)`: the helper initializer each export
  /// declares, from the value Dial computes with.
  static func color(_ rgba: UInt32, target: ExportTarget) -> String {
    // Black and white are the framework's own.
    if rgba == 0x0000_00FF || rgba == 0xFFFF_FFFF {
      let name = rgba == 0xFFFF_FFFF ? "white" : "black"
      return target == .uikit ? "UIColor.\(name)" : "Color.\(name)"
    }
    let hex = String(rgba, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 8 - hex.count)) + hex
    return (target == .uikit ? "UIColor" : "Color") + "(dialRGBA: 0x\(padded))"
  }

  /// A system color as the target names it: `UIColor.systemBlue`, `Color(uiColor: .systemBlue)`.
  static func systemColor(_ color: SystemColor, target: ExportTarget) -> String {
    target == .uikit ? "UIColor.\(color.rawValue)" : "Color(uiColor: .\(color.rawValue))"
  }

  /// A font as the target makes it: a text style's preferred font, or a system font at a size and weight,
  /// scaled like a text style when Dial's is `relativeTo:` one.
  static func font(_ font: Font, target: ExportTarget) -> String {
    switch (font, target) {
    case (.style(let style), .uikit): return "UIFont.preferredFont(forTextStyle: .\(style.rawValue))"
    case (.style(let style), .swiftui): return "Font.\(SwiftEnumCases.textStyle(style, target: .swiftui))"
    case (.system(let size, let weight, nil), .uikit):
      return "UIFont.systemFont(ofSize: \(double(size)), weight: .\(weight.rawValue))"
    case (.system(let size, let weight, let style?), .uikit):
      return "UIFontMetrics(forTextStyle: .\(style.rawValue))"
        + ".scaledFont(for: UIFont.systemFont(ofSize: \(double(size)), weight: .\(weight.rawValue)))"
    case (.system(let size, let weight, nil), .swiftui):
      return "Font.system(size: \(double(size)), weight: .\(weight.rawValue))"
    case (.system, .swiftui):
      // A size relative to a text style: the caller reports it (SwiftUI scales a system size only through
      // `@ScaledMetric`, which the export does not write yet).
      return "_"
    }
  }
}

/// Dial's enum cases as the target's: most keep their names (`.trailing`, `.capsule`, `.large`); SwiftUI names
/// a medium control `.regular` and the first title style `.title`.
enum SwiftEnumCases {
  /// The case's name in the target's counterpart type.
  static func name(of value: EnumCase, target: ExportTarget) -> String {
    if target == .swiftui, value.type == .buttonSize, value.name == "medium" { return "regular" }
    // UIKit's content size categories have Dial's names; SwiftUI's dynamic type sizes are shorter.
    if target == .swiftui, value.type == .textSize {
      let names = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
      ]
      return names.indices.contains(value.index) ? names[value.index] : value.name
    }
    if value.type == .textStyle, let style = TextStyle(rawValue: value.name) {
      return textStyle(style, target: target)
    }
    return value.name
  }

  /// A text style: UIKit's `UIFont.TextStyle` has Dial's names; SwiftUI's `Font` calls `title1` `title` and
  /// `caption1` `caption`.
  static func textStyle(_ style: TextStyle, target: ExportTarget) -> String {
    guard target == .swiftui else { return style.rawValue }
    switch style {
    case .title1: return "title"
    case .caption1: return "caption"
    default: return style.rawValue
    }
  }
}
