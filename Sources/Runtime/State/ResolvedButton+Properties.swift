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
  @inline(__always)
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
    case .font: return .font(font)
    case .subtitleFont: return .font(subtitleFont)
    case .lines: return .int(lines)
    case .width: return .double(width)
    case .maxWidth: return .double(maxWidth)
    case .loading: return .bool(loading)
    case .enabled: return .bool(enabled)
    case .automaticStateColors: return .bool(automaticStateColors)
    case .accessibilityLabel: return .string(accessibilityLabel)
    case .accessibilityValue: return .string(accessibilityValue)
    case .accessibilityHint: return .string(accessibilityHint)
    case .selected, .behavior, .menu, .selection, .leading, .trailing, .largeContentViewer: return nil
    }
  }

  /// The value a transition lists for a property (``TransitionListing``):
  /// colors as configured, before the automatic state adjustments.
  @inline(__always)
  func listedValue(of property: Property, as listing: TransitionListing) -> Value? {
    switch (listing, property) {
    case (.configured, .background): return .color(configuredBackground)
    case (.configured, .foreground): return .color(configuredForeground)
    case (.resolved, _), (.configured, _): return self[property]
    case (.state, _), (.never, _): return nil
    }
  }

  /// Whether a transition would list the same value for `property` here as in
  /// `other`: compared field by field, so that an unchanged property (most of
  /// them, in most events) builds no value at all.
  func lists(_ property: Property, as listing: TransitionListing, like other: ResolvedButton) -> Bool {
    switch property {
    case .title: return title == other.title
    case .subtitle: return subtitle == other.subtitle
    case .image: return image == other.image
    case .imagePlacement: return imagePlacement == other.imagePlacement
    case .imagePadding: return imagePadding == other.imagePadding
    case .titlePadding: return titlePadding == other.titlePadding
    case .titleAlignment: return titleAlignment == other.titleAlignment
    case .size: return size == other.size
    case .contentInsets: return contentInsets == other.contentInsets
    case .cornerStyle: return cornerStyle == other.cornerStyle
    case .cornerRadius: return cornerRadius == other.cornerRadius
    case .background:
      return listing == .configured
        ? configuredBackground == other.configuredBackground : background == other.background
    case .foreground:
      return listing == .configured
        ? configuredForeground == other.configuredForeground : foreground == other.foreground
    case .font: return font == other.font
    case .subtitleFont: return subtitleFont == other.subtitleFont
    case .lines: return lines == other.lines
    case .width: return width == other.width
    case .maxWidth: return maxWidth == other.maxWidth
    case .loading: return loading == other.loading
    case .enabled: return enabled == other.enabled
    case .automaticStateColors: return automaticStateColors == other.automaticStateColors
    case .accessibilityLabel: return accessibilityLabel == other.accessibilityLabel
    case .accessibilityValue: return accessibilityValue == other.accessibilityValue
    case .accessibilityHint: return accessibilityHint == other.accessibilityHint
    case .selected, .behavior, .menu, .selection, .leading, .trailing, .largeContentViewer: return true
    }
  }

  /// Whether storing `value` in `property` would leave the configuration as it
  /// is; nil when the value is not of the property's kind (``store(_:in:)``
  /// would refuse it). Colors are compared with the configured ones, before
  /// the state adjustments, which is where a patch stores them.
  @inline(__always)
  func holds(_ value: Value, in property: Property) -> Bool? {
    switch property {
    case .title: return value.stringValue.map { $0 == title }
    case .subtitle: return value.stringValue.map { $0 == subtitle }
    case .image: return value.stringValue.map { $0 == image }
    case .accessibilityLabel: return value.stringValue.map { $0 == accessibilityLabel }
    case .accessibilityValue: return value.stringValue.map { $0 == accessibilityValue }
    case .accessibilityHint: return value.stringValue.map { $0 == accessibilityHint }
    case .imagePlacement: return value.enumValue?.decoded(as: ImagePlacement.self).map { $0 == imagePlacement }
    case .titleAlignment: return value.enumValue?.decoded(as: TitleAlignment.self).map { $0 == titleAlignment }
    case .size: return value.enumValue?.decoded(as: ButtonSize.self).map { $0 == size }
    case .cornerStyle: return value.enumValue?.decoded(as: CornerStyle.self).map { $0 == cornerStyle }
    case .font: return value.fontValue.map { $0 == font }
    case .subtitleFont: return value.fontValue.map { $0 == subtitleFont }
    case .width: return value.doubleValue.map { $0 == width }
    case .maxWidth: return value.doubleValue.map { $0 == maxWidth }
    case .automaticStateColors: return value.boolValue.map { $0 == automaticStateColors }
    case .imagePadding: return value.doubleValue.map { $0 == imagePadding }
    case .titlePadding: return value.doubleValue.map { $0 == titlePadding }
    case .cornerRadius: return value.doubleValue.map { $0 == cornerRadius }
    case .contentInsets: return value.insetsValue.map { $0 == contentInsets }
    case .background: return Self.color(value).map { $0 == configuredBackground }
    case .foreground: return Self.color(value).map { $0 == configuredForeground }
    case .lines: return value.intValue.map { $0 == lines }
    case .loading: return value.boolValue.map { $0 == loading }
    case .enabled: return value.boolValue.map { $0 == enabled }
    case .selected, .behavior, .menu, .selection, .leading, .trailing, .largeContentViewer: return nil
    }
  }

  /// Stores a value in a configuration property; false, storing nothing, when
  /// the value is not of the property's kind (which the checker rules out).
  mutating func store(_ value: Value, in property: Property) -> Bool {
    switch property {
    case .title, .subtitle, .image, .accessibilityLabel, .accessibilityValue, .accessibilityHint:
      guard let text = value.stringValue else { return false }
      storeText(text, in: property)
    case .imagePlacement, .titleAlignment, .size, .cornerStyle:
      return storeCase(value.enumValue, in: property)
    case .font, .subtitleFont:
      guard let font = value.fontValue else { return false }
      if property == .font { self.font = font } else { subtitleFont = font }
    case .imagePadding, .titlePadding, .cornerRadius, .width, .maxWidth:
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
    case .loading, .enabled, .automaticStateColors:
      guard let flag = value.boolValue else { return false }
      switch property {
      case .loading: loading = flag
      case .enabled: enabled = flag
      default: automaticStateColors = flag
      }
    case .selected, .behavior, .menu, .selection, .leading, .trailing, .largeContentViewer: return false
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
    case .width: width = number
    case .maxWidth: maxWidth = number
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
    default: return Self.assign(value, to: &cornerStyle)
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
