import DialParser

// MARK: - Properties by name: where each row of the schema's table is stored

extension ResolvedButton {
  /// A button's configuration before anything binds it: every constant
  /// default of ``Schema/buttonProperties``. Defaults that follow from other
  /// properties (insets by size, radius by corner style, colors by preset)
  /// are set as the button resolves.
  static let defaults: ResolvedButton = {
    var resolved = ResolvedButton()
    for spec in Schema.buttonProperties {
      guard case .constant(let constant) = spec.defaultValue else { continue }
      // A default of the wrong type would be a mistake in the table; `PropertyTableTests` reads every one back.
      _ = resolved.store(Value(constant), in: spec.property)
    }
    return resolved
  }()

  /// The resolved value of a configuration property, as Dial reads it
  /// (`b.title`); nil for what is not configuration: `selected` is the
  /// button's state, `behavior` and `menu` are the program's, and the header
  /// edges are not button properties.
  ///
  /// The switch is exhaustive, so a new ``Property`` does not compile until it
  /// has a place here and in ``store(_:in:)``.
  subscript(property: Property) -> Value? {
    switch property {
    case .title: return .string(title)
    case .subtitle: return .string(subtitle)
    case .image: return .string(image)
    case .imagePlacement: return .enumCase(imagePlacement.enumCase)
    case .imagePadding: return .double(imagePadding)
    case .titlePadding: return .double(titlePadding)
    case .titleAlignment: return .enumCase(titleAlignment.enumCase)
    case .size: return .enumCase(size.enumCase)
    case .contentInsets: return .insets(contentInsets)
    case .cornerStyle: return .enumCase(cornerStyle.enumCase)
    case .cornerRadius: return .double(cornerRadius)
    case .background: return .color(background)
    case .foreground: return .color(foreground)
    case .font: return .enumCase(font.enumCase)
    case .lines: return .int(lines)
    case .loading: return .bool(loading)
    case .enabled: return .bool(enabled)
    case .accessibilityLabel: return .string(accessibilityLabel)
    case .accessibilityValue: return .string(accessibilityValue)
    case .accessibilityHint: return .string(accessibilityHint)
    case .selected, .behavior, .menu, .leading, .trailing: return nil
    }
  }

  /// The value a transition lists for a property (``TransitionListing``):
  /// colors as configured, before the automatic state adjustments.
  func listedValue(of spec: PropertySpec) -> Value? {
    switch spec.listing {
    case .resolved: return self[spec.property]
    case .configured:
      switch spec.property {
      case .background: return .color(configuredBackground)
      case .foreground: return .color(configuredForeground)
      default: return self[spec.property]
      }
    case .state, .never: return nil
    }
  }

  /// Stores a value in a configuration property; false, storing nothing, when
  /// the value is not of the property's kind (which the checker rules out).
  mutating func store(_ value: Value, in property: Property) -> Bool {
    switch property {
    case .title, .subtitle, .image, .accessibilityLabel, .accessibilityValue, .accessibilityHint:
      guard let text = value.stringValue else { return false }
      storeText(text, in: property)
    case .imagePlacement, .titleAlignment, .size, .cornerStyle, .font:
      return storeCase(value.enumValue, in: property)
    case .imagePadding, .titlePadding, .cornerRadius:
      guard let number = value.doubleValue else { return false }
      storeNumber(number, in: property)
    case .contentInsets:
      guard let insets = value.insetsValue else { return false }
      contentInsets = insets
    case .background, .foreground:
      guard let color = Self.color(value) else { return false }
      if property == .background { background = color } else { foreground = color }
    case .lines:
      guard let number = value.intValue else { return false }
      lines = number
    case .loading, .enabled:
      guard let flag = value.boolValue else { return false }
      if property == .loading { loading = flag } else { enabled = flag }
    case .selected, .behavior, .menu, .leading, .trailing: return false
    }
    return true
  }

  private mutating func storeText(_ text: String, in property: Property) {
    switch property {
    case .title: title = text
    case .subtitle: subtitle = text
    case .image: image = text
    case .accessibilityLabel: accessibilityLabel = text
    case .accessibilityValue: accessibilityValue = text
    default: accessibilityHint = text
    }
  }

  private mutating func storeNumber(_ number: Double, in property: Property) {
    switch property {
    case .imagePadding: imagePadding = number
    case .titlePadding: titlePadding = number
    default: cornerRadius = number
    }
  }

  /// Stores an enumeration case in the property of its Swift type; false when the case is of another enumeration.
  private mutating func storeCase(_ value: EnumCase?, in property: Property) -> Bool {
    guard let value else { return false }
    switch property {
    case .imagePlacement: return Self.assign(value, to: &imagePlacement)
    case .titleAlignment: return Self.assign(value, to: &titleAlignment)
    case .size: return Self.assign(value, to: &size)
    case .cornerStyle: return Self.assign(value, to: &cornerStyle)
    default: return Self.assign(value, to: &font)
    }
  }

  private static func assign<E: DialEnum>(_ value: EnumCase, to field: inout E) -> Bool {
    guard let decoded = value.decoded(as: E.self) else { return false }
    field = decoded
    return true
  }

  /// A color value; a named color written where a Color is expected may arrive as an enum-like case.
  static func color(_ value: Value) -> UInt32? {
    if let color = value.colorValue { return color }
    return value.enumValue.flatMap { NamedColors.value(named: $0.name) }
  }
}
