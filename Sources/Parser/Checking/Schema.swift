/// The properties and members of Dial's components: what a body may bind and
/// what an expression may read. The checker checks against it and the runtime
/// takes types and defaults from it.
public enum Schema {
  // MARK: - Properties

  /// The properties of buttons and styles (docs/language.md §6), in the order of the table there.
  public static let buttonProperties: [PropertySpec] = [
    PropertySpec(.title, .string, .constant(.string(""))),
    PropertySpec(.subtitle, .string, .constant(.string(""))),
    PropertySpec(.image, .string, .constant(.string(""))),
    PropertySpec(.imagePlacement, .enumeration(.imagePlacement), enumDefault(.imagePlacement, 0)),
    PropertySpec(.imagePadding, .double, .constant(.double(4))),
    PropertySpec(.titlePadding, .double, .constant(.double(2))),
    PropertySpec(.titleAlignment, .enumeration(.titleAlignment), enumDefault(.titleAlignment, 0)),
    PropertySpec(.size, .enumeration(.buttonSize), enumDefault(.buttonSize, 2)),
    PropertySpec(.contentInsets, .insets, .insetsForSize),
    PropertySpec(.cornerStyle, .enumeration(.cornerStyle), enumDefault(.cornerStyle, 1)),
    PropertySpec(.cornerRadius, .double, .radiusForCornerStyle),
    PropertySpec(.background, .color, .colorForPreset),
    PropertySpec(.foreground, .color, .colorForPreset),
    PropertySpec(.font, .enumeration(.textStyle), enumDefault(.textStyle, 4)),
    PropertySpec(.lines, .int, .constant(.int(0))),
    PropertySpec(.loading, .bool, .constant(.bool(false))),
    PropertySpec(.enabled, .bool, .constant(.bool(true))),
    PropertySpec(.selected, .bool, .constant(.bool(false))),
    PropertySpec(.behavior, .enumeration(.behavior), .behaviorForMenu, isStatic: true),
    PropertySpec(.menu, .menu, .absent, isStatic: true),
    PropertySpec(.accessibilityLabel, .string, .constant(.string(""))),
    PropertySpec(.accessibilityValue, .string, .constant(.string(""))),
    PropertySpec(.accessibilityHint, .string, .constant(.string(""))),
  ]

  /// The properties of a menu body: its `title`.
  public static let menuProperties: [PropertySpec] = [PropertySpec(.title, .string, .constant(.string("")))]

  /// The properties of an action body (docs/language.md §7).
  public static let actionProperties: [PropertySpec] = [
    PropertySpec(.image, .string, .constant(.string(""))),
    PropertySpec(.subtitle, .string, .constant(.string(""))),
    PropertySpec(.selected, .bool, .constant(.bool(false))),
    PropertySpec(.enabled, .bool, .constant(.bool(true))),
  ]

  /// The properties of a header (docs/language.md §8); `title` is required.
  public static let headerProperties: [PropertySpec] = [
    PropertySpec(.leading, .button, .absent, isStatic: true),
    PropertySpec(.title, .string, .constant(.string(""))),
    PropertySpec(.trailing, .button, .absent, isStatic: true),
  ]

  /// The default content insets (top, leading, bottom, trailing) of a button size (docs/language.md §6).
  public static func defaultInsets(for size: EnumCase) -> (Double, Double, Double, Double) {
    switch size.name {
    case "mini": return (4, 8, 4, 8)
    case "small": return (5, 10, 5, 10)
    case "large": return (14, 20, 14, 20)
    default: return (7, 12, 7, 12)
    }
  }

  static func enumDefault(_ type: EnumType, _ index: Int) -> PropertyDefault {
    .constant(.enumCase(EnumCase(type: type, index: index)))
  }

  // MARK: - Members

  /// The members a value of `type` has, in a fixed order (used for suggestions).
  public static func members(of type: DialType) -> [MemberSpec] { memberTable[type] ?? [] }

  /// The member `name` of `type`, or nil when it has none of that name.
  public static func member(_ name: String, of type: DialType) -> MemberSpec? { memberIndex[type]?[name] }

  /// What a button exposes: its resolved properties, states, accessibility output and layout.
  /// `open` needs a menu and `selection` a `.popup` behaviour; the checker checks both.
  static let buttonMembers: [MemberSpec] = {
    var members: [MemberSpec] = buttonProperties.compactMap { spec in
      guard spec.property != .menu, let member = Member(rawValue: spec.property.rawValue) else { return nil }
      return MemberSpec(member, spec.type)
    }
    members += [.highlighted, .focused, .open, .largeContentViewer].map { MemberSpec($0, .bool) }
    members += accessibilityMembers + [MemberSpec(.frame, .frame), MemberSpec(.selection, .optionalString)]
    return members
  }()

  /// `speech label value hint traits`, which every accessibility element has (docs/language.md §9).
  static let accessibilityMembers: [MemberSpec] = [
    MemberSpec(.speech, .string), MemberSpec(.label, .string), MemberSpec(.value, .string),
    MemberSpec(.hint, .string), MemberSpec(.traits, .traitSet),
  ]

  /// What every menu item has (docs/language.md §7, "Reading items").
  static let itemMembers: [MemberSpec] = [
    MemberSpec(.title, .string), MemberSpec(.enabled, .bool), MemberSpec(.focused, .bool),
    MemberSpec(.label, .string), MemberSpec(.value, .string), MemberSpec(.hint, .string),
    MemberSpec(.traits, .traitSet), MemberSpec(.speech, .string),
  ]

  /// An action adds its state and its body's properties.
  static let actionMembers: [MemberSpec] =
    itemMembers + [MemberSpec(.selected, .bool), MemberSpec(.subtitle, .string), MemberSpec(.image, .string)]

  /// A submenu adds presentation and, when `single`, its selection (checked by the checker).
  static let submenuMembers: [MemberSpec] =
    itemMembers + [MemberSpec(.open, .bool), MemberSpec(.selection, .optionalString)]

  static let frameMembers: [MemberSpec] = [Member.x, .y, .width, .height, .minX, .midX, .maxX, .minY, .midY, .maxY]
    .map { MemberSpec($0, .double) }

  static let memberTable: [DialType: [MemberSpec]] = [
    .button: buttonMembers,
    .menu: [MemberSpec(.title, .string), MemberSpec(.open, .bool)],
    .submenu: submenuMembers,
    .menuItem: actionMembers,
    .header: [MemberSpec(.leading, .button), MemberSpec(.title, .headerTitle), MemberSpec(.trailing, .button)],
    .headerTitle: [
      MemberSpec(.text, .string), MemberSpec(.truncated, .bool), MemberSpec(.frame, .frame),
      MemberSpec(.font, .enumeration(.textStyle)), MemberSpec(.focused, .bool), MemberSpec(.label, .string),
      MemberSpec(.value, .string), MemberSpec(.hint, .string), MemberSpec(.traits, .traitSet),
      MemberSpec(.speech, .string),
    ],
    .frame: frameMembers,
    .string: [MemberSpec(.count, .int), MemberSpec(.isEmpty, .bool), MemberSpec(.contains, .bool, argument: .string)],
    .traitSet: [
      MemberSpec(.count, .int), MemberSpec(.isEmpty, .bool),
      MemberSpec(.contains, .bool, argument: .enumeration(.trait)),
    ],
  ]

  static let memberIndex: [DialType: [String: MemberSpec]] = memberTable.mapValues { specs in
    Dictionary(specs.map { ($0.member.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
