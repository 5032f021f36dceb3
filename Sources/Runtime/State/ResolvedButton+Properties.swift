import DialChecker
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
    case .title: return .string(self.title)
    case .subtitle: return .string(self.subtitle)
    case .image: return .string(self.image)
    case .imagePlacement: return .enumCase(self.imagePlacement.enumCase)
    case .imagePadding: return .double(self.imagePadding)
    case .titlePadding: return .double(self.titlePadding)
    case .titleAlignment: return .enumCase(self.titleAlignment.enumCase)
    case .titleLineBreakMode: return .enumCase(self.titleLineBreakMode.enumCase)
    case .size: return .enumCase(self.size.enumCase)
    case .contentInsets: return .insets(self.contentInsets)
    case .cornerStyle: return .enumCase(self.cornerStyle.enumCase)
    case .cornerRadius: return .double(self.cornerRadius)
    case .background: return .color(self.background)
    case .foreground: return .color(self.foreground)
    case .font: return .font(self.font)
    case .subtitleFont: return .font(self.subtitleFont)
    case .lines: return .int(self.lines)
    case .width: return .double(self.width)
    case .maxWidth: return .double(self.maxWidth)
    case .loading: return .bool(loading)
    case .enabled: return .bool(enabled)
    case .automaticStateColors: return .bool(self.automaticStateColors)
    case .accessibilityLabel: return .string(self.accessibilityLabel)
    case .accessibilityValue: return .string(self.accessibilityValue)
    case .accessibilityHint: return .string(self.accessibilityHint)
    case .selected, .behavior, .menu, .selection, .leading, .trailing, .largeContentViewer: return nil
    }
  }

  /// The value a transition lists for a property (``TransitionListing``):
  /// colors as configured, before the automatic state adjustments.
  @inline(__always)
  func listedValue(of property: Property, as listing: TransitionListing) -> Value? {
    switch (listing, property) {
    case (.configured, .background): return .color(self.configuredBackground)
    case (.configured, .foreground): return .color(self.configuredForeground)
    case (.resolved, _), (.configured, _): return self[property]
    case (.state, _), (.never, _): return nil
    }
  }

  /// Whether a transition would list the same value for `property` here as in
  /// `other`: compared field by field, so that an unchanged property (most of
  /// them, in most events) builds no value at all.
  func lists(_ property: Property, as listing: TransitionListing, like other: ResolvedButton) -> Bool {
    switch property {
    case .title: return self.title == other.title
    case .subtitle: return self.subtitle == other.subtitle
    case .image: return self.image == other.image
    case .imagePlacement: return self.imagePlacement == other.imagePlacement
    case .imagePadding: return self.imagePadding == other.imagePadding
    case .titlePadding: return self.titlePadding == other.titlePadding
    case .titleAlignment: return self.titleAlignment == other.titleAlignment
    case .titleLineBreakMode: return self.titleLineBreakMode == other.titleLineBreakMode
    case .size: return self.size == other.size
    case .contentInsets: return self.contentInsets == other.contentInsets
    case .cornerStyle: return self.cornerStyle == other.cornerStyle
    case .cornerRadius: return self.cornerRadius == other.cornerRadius
    case .background:
      return listing == .configured
        ? self.configuredBackground == other.configuredBackground : self.background == other.background
    case .foreground:
      return listing == .configured
        ? self.configuredForeground == other.configuredForeground : self.foreground == other.foreground
    case .font: return self.font == other.font
    case .subtitleFont: return self.subtitleFont == other.subtitleFont
    case .lines: return self.lines == other.lines
    case .width: return self.width == other.width
    case .maxWidth: return self.maxWidth == other.maxWidth
    case .loading: return loading == other.loading
    case .enabled: return enabled == other.enabled
    case .automaticStateColors: return self.automaticStateColors == other.automaticStateColors
    case .accessibilityLabel: return self.accessibilityLabel == other.accessibilityLabel
    case .accessibilityValue: return self.accessibilityValue == other.accessibilityValue
    case .accessibilityHint: return self.accessibilityHint == other.accessibilityHint
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
    case .title: return value.stringValue.map { $0 == self.title }
    case .subtitle: return value.stringValue.map { $0 == self.subtitle }
    case .image: return value.stringValue.map { $0 == self.image }
    case .accessibilityLabel: return value.stringValue.map { $0 == self.accessibilityLabel }
    case .accessibilityValue: return value.stringValue.map { $0 == self.accessibilityValue }
    case .accessibilityHint: return value.stringValue.map { $0 == self.accessibilityHint }
    case .imagePlacement: return value.enumValue?.decoded(as: ImagePlacement.self).map { $0 == self.imagePlacement }
    case .titleAlignment: return value.enumValue?.decoded(as: TitleAlignment.self).map { $0 == self.titleAlignment }
    case .titleLineBreakMode:
      return value.enumValue?.decoded(as: LineBreakMode.self).map { $0 == self.titleLineBreakMode }
    case .size: return value.enumValue?.decoded(as: ButtonSize.self).map { $0 == self.size }
    case .cornerStyle: return value.enumValue?.decoded(as: CornerStyle.self).map { $0 == self.cornerStyle }
    case .font: return value.fontValue.map { $0 == self.font }
    case .subtitleFont: return value.fontValue.map { $0 == self.subtitleFont }
    case .width: return value.doubleValue.map { $0 == self.width }
    case .maxWidth: return value.doubleValue.map { $0 == self.maxWidth }
    case .automaticStateColors: return value.boolValue.map { $0 == self.automaticStateColors }
    case .imagePadding: return value.doubleValue.map { $0 == self.imagePadding }
    case .titlePadding: return value.doubleValue.map { $0 == self.titlePadding }
    case .cornerRadius: return value.doubleValue.map { $0 == self.cornerRadius }
    case .contentInsets: return value.insetsValue.map { $0 == self.contentInsets }
    case .background: return Self.color(value).map { $0 == self.configuredBackground }
    case .foreground: return Self.color(value).map { $0 == self.configuredForeground }
    case .lines: return value.intValue.map { $0 == self.lines }
    case .loading: return value.boolValue.map { $0 == loading }
    case .enabled: return value.boolValue.map { $0 == enabled }
    case .selected, .behavior, .menu, .selection, .leading, .trailing, .largeContentViewer: return nil
    }
  }

  /// Stores a value in a configuration property; false, storing nothing, when
  /// the value is not of the property's kind (which the checker rules out).
  /// Each case writes its own field: a new property does not compile until it has one. Each field is set by a
  /// plain assignment, whose key path the optimizer folds: passed `inout` to a helper, the dynamic member's key
  /// path was made at run time on every store (`swift_getKeyPath`, a patch of a variable change).
  mutating func store(_ value: Value, in property: Property) -> Bool {
    switch property {
    case .title:
      guard let field = value.stringValue else { return false }
      self.title = field
    case .subtitle:
      guard let field = value.stringValue else { return false }
      self.subtitle = field
    case .image:
      guard let field = value.stringValue else { return false }
      self.image = field
    case .accessibilityLabel:
      guard let field = value.stringValue else { return false }
      self.accessibilityLabel = field
    case .accessibilityValue:
      guard let field = value.stringValue else { return false }
      self.accessibilityValue = field
    case .accessibilityHint:
      guard let field = value.stringValue else { return false }
      self.accessibilityHint = field
    case .imagePlacement:
      guard let field = value.enumValue?.decoded(as: ImagePlacement.self) else { return false }
      self.imagePlacement = field
    case .titleAlignment:
      guard let field = value.enumValue?.decoded(as: TitleAlignment.self) else { return false }
      self.titleAlignment = field
    case .titleLineBreakMode:
      guard let field = value.enumValue?.decoded(as: LineBreakMode.self) else { return false }
      self.titleLineBreakMode = field
    case .size:
      guard let field = value.enumValue?.decoded(as: ButtonSize.self) else { return false }
      self.size = field
    case .cornerStyle:
      guard let field = value.enumValue?.decoded(as: CornerStyle.self) else { return false }
      self.cornerStyle = field
    case .font:
      guard let field = value.fontValue else { return false }
      self.font = field
    case .subtitleFont:
      guard let field = value.fontValue else { return false }
      self.subtitleFont = field
    case .imagePadding:
      guard let field = value.doubleValue else { return false }
      self.imagePadding = field
    case .titlePadding:
      guard let field = value.doubleValue else { return false }
      self.titlePadding = field
    case .cornerRadius:
      guard let field = value.doubleValue else { return false }
      self.cornerRadius = field
    case .width:
      guard let field = value.doubleValue else { return false }
      self.width = field
    case .maxWidth:
      guard let field = value.doubleValue else { return false }
      self.maxWidth = field
    case .contentInsets:
      guard let field = value.insetsValue else { return false }
      self.contentInsets = field
    case .background:
      guard let field = Self.color(value) else { return false }
      self.background = field
    case .foreground:
      guard let field = Self.color(value) else { return false }
      self.foreground = field
    case .lines:
      guard let field = value.intValue else { return false }
      self.lines = field
    case .loading:
      guard let field = value.boolValue else { return false }
      loading = field
    case .enabled:
      guard let field = value.boolValue else { return false }
      enabled = field
    case .automaticStateColors:
      guard let field = value.boolValue else { return false }
      self.automaticStateColors = field
    case .selected, .behavior, .menu, .selection, .leading, .trailing, .largeContentViewer: return false
    }
    return true
  }

  /// A color value; a named color written where a Color is expected may arrive as an enum-like case.
  static func color(_ value: Value) -> UInt32? {
    if let color = value.colorValue { return color }
    return value.enumValue.flatMap { NamedColors.value(named: $0.name) }
  }
}
