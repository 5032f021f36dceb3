import DialChecker
import DialLexer
import DialParser

/// How a button property is set in UIKit: its row's export column (``PropertyExport/uikit``), on `config`, the
/// `UIButton.Configuration` being built, or on `button`.
enum UIKitProperties {
  /// The lines that set `property` to `value` (Swift); nil when its row says it is not exported, or that the
  /// export's own parts write it.
  static func assignment(_ property: Property, _ value: String, preset: Preset? = nil) -> [String]? {
    guard let spec = Schema.buttonSpec(property) else { return nil }
    // An assignment needs no parentheses around its value, nor a system color its type.
    var value = SwiftCode.unwrapped(value)
    if value.hasPrefix("UIColor.system"), value.dropFirst(8).allSatisfy(\.isLetter) { value.removeFirst(7) }
    switch (property, preset) {
    // Only a filled configuration fills its background with `baseBackgroundColor` as given; the others would
    // draw no fill (plain) or a tint of it (gray, tinted). Dial uses an explicit background as given.
    case (.background, .plain?), (.background, .gray?), (.background, .tinted?):
      return ["config.background.backgroundColor = \(value)"]
    // A corner style other than `.fixed` replaces the background's radius: an explicit radius wins in Dial.
    case (.cornerRadius, _): return ["config.cornerStyle = .fixed", "config.background.cornerRadius = \(value)"]
    default: break
    }
    switch spec.export.uikit {
    case .configuration(let field): return ["config.\(field) = \(value)"]
    case .background(let field): return ["config.background.\(field) = \(value)"]
    case .systemImage: return ["config.image = UIImage(systemName: \(value))"]
    case .textAttributes(let transformer): return textAttributes("\(transformer)", font: value)
    // Set only when it changes: setting it runs the update handler, which sets it again.
    case .controlState(let state): return ["if button.\(state) != (\(value)) { button.\(state) = \(value) }"]
    case .view(let field): return ["button.\(field) = \(value)"]
    // A configuration has no line limit: the title label it lays out keeps one.
    case .titleLabel(let field): return ["button.titleLabel?.\(field) = \(value)"]
    case .widthConstraint, .byExport, .none: return nil
    }
  }

  /// A text attributes transformer that sets the font.
  static func textAttributes(_ transformer: String, font: String) -> [String] {
    [
      "config.\(transformer) = UIConfigurationTextAttributesTransformer { attributes in",
      "  var attributes = attributes",
      "  attributes.font = \(font)",
      "  return attributes",
      "}",
    ]
  }

  /// `UIButton.Configuration.filled()`: the configuration a preset starts from; a glass one through the helper
  /// that falls back before iOS 26.
  static func preset(_ preset: Preset, _ log: inout ExportLog) -> String {
    guard preset == .glass || preset == .prominentGlass else { return "UIButton.Configuration.\(preset.rawValue)()" }
    log.helpers.insert(.glass)
    return "UIButton.Configuration.dialGlass(prominent: \(preset == .prominentGlass))"
  }
}
