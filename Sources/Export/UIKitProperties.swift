import DialLexer
import DialParser

/// How a button property is set in UIKit, from its row's UIKit counterpart (``PropertySpec/uikitName``): a
/// `configuration.` counterpart is a field of the `UIButton.Configuration` being built, the others are the
/// button's own properties or need code of their own.
enum UIKitProperties {
  /// The lines that set `property` to `value` (Swift) on `config` and `button`; nil when the export cannot yet.
  static func assignment(_ property: Property, _ value: String) -> [String]? {
    switch property {
    case .image: return ["config.image = UIImage(systemName: \(value))"]
    case .cornerRadius: return ["config.background.cornerRadius = \(value)"]
    case .background: return ["config.baseBackgroundColor = \(value)"]
    case .foreground: return ["config.baseForegroundColor = \(value)"]
    case .loading: return ["config.showsActivityIndicator = \(value)"]
    case .font: return textAttributes("titleTextAttributesTransformer", font: value)
    case .subtitleFont: return textAttributes("subtitleTextAttributesTransformer", font: value)
    // Set only when it changes: setting it runs the update handler, which sets it again.
    case .enabled: return ["if button.isEnabled != (\(value)) { button.isEnabled = \(value) }"]
    // A configuration has no line limit: the title label it lays out keeps one.
    case .lines: return ["button.titleLabel?.numberOfLines = \(value)"]
    case .accessibilityLabel, .accessibilityValue, .accessibilityHint:
      return ["button.\(property.rawValue) = \(value)"]
    default:
      // `configuration.title` → `config.title`: the row's counterpart names the field.
      guard let spec = Schema.buttonSpec(property), let field = configurationField(spec) else { return nil }
      return ["config.\(field) = \(value)"]
    }
  }

  /// The field of `UIButton.Configuration` a row's counterpart names (`configuration.buttonSize` →
  /// `buttonSize`), or nil when the counterpart is not a plain field.
  static func configurationField(_ spec: PropertySpec) -> String? {
    let name = spec.uikitName.description
    guard name.hasPrefix("configuration."), !name.dropFirst("configuration.".count).contains(".") else {
      return nil
    }
    return String(name.dropFirst("configuration.".count))
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

  /// `UIButton.Configuration.filled()`: the configuration a preset starts from.
  static func preset(_ preset: Preset) -> String {
    "UIButton.Configuration.\(preset.rawValue)()"
  }
}
