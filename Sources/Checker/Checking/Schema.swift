import DialParser
/// The properties and members of Dial's components: what a body may bind and
/// what an expression may read. The checker checks against it and the runtime
/// takes types and defaults from it.
public enum Schema {
  // MARK: - Properties

  /// The properties of buttons and styles, in the order of the reference's
  /// table (docs/language.md §6): the one table that the checker checks
  /// bindings against and the runtime takes defaults, storage, value checks,
  /// patches, member reads and the order of transitions from. A new property
  /// is one row here plus its storage in the runtime's `ButtonConfiguration`
  /// (exhaustive switches there make the compiler ask for the rest).
  public static let buttonProperties: [PropertySpec] = [
    PropertySpec(
      .title, .string, .constant(.string("")), uikit: "configuration.title", swiftUI: .label("Text(title)"),
      patch: .inPlace(.label),
      export: .init(uikit: .configuration("title"), swiftUI: .label)),
    PropertySpec(
      .subtitle, .string, .constant(.string("")), uikit: "configuration.subtitle",
      swiftUI: .label("Text(subtitle) under the title"), patch: .inPlace(.label),
      export: .init(uikit: .configuration("subtitle"), swiftUI: .label)),
    PropertySpec(
      .image, .string, .constant(.string("")), uikit: "configuration.image",
      swiftUI: .label("Image(systemName:)"),
      export: .init(uikit: .systemImage, swiftUI: .label)),
    PropertySpec(
      .imagePlacement, .enumeration(.imagePlacement), .constant(ImagePlacement.leading),
      uikit: "configuration.imagePlacement", swiftUI: .layout("the order of the label's stack"),
      export: .init(uikit: .configuration("imagePlacement"), swiftUI: .label)),
    PropertySpec(
      .imagePadding, .double, .constant(.double(4)), uikit: "configuration.imagePadding",
      swiftUI: .layout("spacing between image and text"), constraint: .nonNegative,
      export: .init(uikit: .configuration("imagePadding"), swiftUI: .label)),
    PropertySpec(
      .titlePadding, .double, .constant(.double(2)), uikit: "configuration.titlePadding",
      swiftUI: .layout("spacing between title and subtitle"), constraint: .nonNegative,
      export: .init(uikit: .configuration("titlePadding"), swiftUI: .label)),
    PropertySpec(
      .titleAlignment, .enumeration(.titleAlignment), .constant(TitleAlignment.automatic),
      uikit: "configuration.titleAlignment", swiftUI: .modifier(".multilineTextAlignment(_:)"),
      export: .init(uikit: .configuration("titleAlignment"), swiftUI: .label)),
    PropertySpec(
      .titleLineBreakMode, .enumeration(.lineBreakMode), .constant(LineBreakMode.byWordWrapping),
      uikit: "configuration.titleLineBreakMode", swiftUI: .modifier(".truncationMode(_:) with .lineLimit(1)"),
      export: .init(uikit: .configuration("titleLineBreakMode"), swiftUI: .truncationMode)),
    PropertySpec(
      .size, .enumeration(.buttonSize), .constant(ButtonSize.medium), uikit: "configuration.buttonSize",
      swiftUI: .style(".controlSize(_:)"),
      export: .init(uikit: .configuration("buttonSize"), swiftUI: .modifier("controlSize"))),
    PropertySpec(
      .contentInsets, .insets, .derived(.insetsForSize), uikit: "configuration.contentInsets",
      swiftUI: .layout(".padding(_:)"), constraint: .nonNegative,
      export: .init(uikit: .configuration("contentInsets"), swiftUI: .label)),
    PropertySpec(
      .cornerStyle, .enumeration(.cornerStyle), .derived(.cornerStyleForPreset), uikit: "configuration.cornerStyle",
      swiftUI: .style(".buttonBorderShape(_:)"), patch: .byResolution,
      export: .init(uikit: .configuration("cornerStyle"), swiftUI: .borderShape)),
    PropertySpec(
      .cornerRadius, .double, .derived(.radiusForCornerStyle), uikit: "configuration.background.cornerRadius",
      swiftUI: .style(".buttonBorderShape(.roundedRectangle(radius:))"), constraint: .nonNegative,
      export: .init(uikit: .background("cornerRadius"), swiftUI: .borderShape)),
    PropertySpec(
      .background, .color, .derived(.backgroundForPreset), uikit: "configuration.baseBackgroundColor",
      swiftUI: .style(".tint(_:)"), listing: .configured,
      export: .init(uikit: .configuration("baseBackgroundColor"), swiftUI: .modifier("tint"))),
    PropertySpec(
      .foreground, .color, .derived(.foregroundForPreset), uikit: "configuration.baseForegroundColor",
      swiftUI: .modifier(".foregroundStyle(_:)"), listing: .configured,
      export: .init(uikit: .configuration("baseForegroundColor"), swiftUI: .modifier("foregroundStyle"))),
    PropertySpec(
      .font, .font, .derived(.titleFontForSize), uikit: "titleTextAttributesTransformer font",
      swiftUI: .modifier(".font(_:)"),
      export: .init(uikit: .textAttributes("titleTextAttributesTransformer"), swiftUI: .modifier("font"))),
    PropertySpec(
      .subtitleFont, .font, .derived(.subtitleFontForSize), uikit: "subtitleTextAttributesTransformer font",
      swiftUI: .modifier(".font(_:) on the subtitle"),
      export: .init(uikit: .textAttributes("subtitleTextAttributesTransformer"), swiftUI: .label)),
    PropertySpec(
      .lines, .int, .constant(.int(0)), uikit: "titleLabel.numberOfLines", swiftUI: .modifier(".lineLimit(_:)"),
      constraint: .nonNegative,
      export: .init(uikit: .titleLabel("numberOfLines"), swiftUI: .label)),
    PropertySpec(
      .width, .double, .constant(.double(0)), uikit: "widthAnchor constraint", swiftUI: .layout(".frame(width:)"),
      constraint: .positive,
      export: .init(uikit: .widthConstraint("equalToConstant"), swiftUI: .labelledModifier("frame", label: "width"))),
    PropertySpec(
      .maxWidth, .double, .constant(.double(0)), uikit: "widthAnchor ≤ constraint",
      swiftUI: .layout(".frame(maxWidth:)"), constraint: .positive,
      export: .init(
        uikit: .widthConstraint("lessThanOrEqualToConstant"), swiftUI: .labelledModifier("frame", label: "maxWidth"))),
    PropertySpec(
      .loading, .bool, .constant(.bool(false)), uikit: "configuration.showsActivityIndicator",
      swiftUI: .label("ProgressView() in place of the label"), patch: .inPlace(.value),
      export: .init(uikit: .configuration("showsActivityIndicator"), swiftUI: .label)),
    PropertySpec(
      .enabled, .bool, .constant(.bool(true)), uikit: "isEnabled", swiftUI: .modifier(".disabled(!enabled)"),
      patch: .inPlace(.traitsAndColors),
      export: .init(uikit: .controlState("isEnabled"), swiftUI: .negatedModifier("disabled"))),
    PropertySpec(
      .selected, .bool, .constant(.bool(false)), uikit: "isSelected", swiftUI: .state("Toggle(isOn:)"),
      storage: .state,
      export: .init(uikit: .byExport, swiftUI: .byExport)),
    PropertySpec(
      .behavior, .enumeration(.behavior), .derived(.behaviorForMenu),
      uikit: "changesSelectionAsPrimaryAction / showsMenuAsPrimaryAction",
      swiftUI: .style("Button, Toggle, Menu or Picker(.menu)"), storage: .program,
      export: .init(uikit: .byExport, swiftUI: .byExport)),
    PropertySpec(
      .menu, .menu, .absent, uikit: "menu", swiftUI: .label("Menu { … }"), storage: .program,
      export: .init(uikit: .byExport, swiftUI: .byExport)),
    PropertySpec(
      .automaticStateColors, .bool, .constant(.bool(true)), uikit: "automaticallyUpdatesConfiguration",
      swiftUI: .style("a ButtonStyle that keeps the colors"),
      export: .init(uikit: .view("automaticallyUpdatesConfiguration"), swiftUI: .byExport)),
    PropertySpec(
      .selection, .optionalString, .absent, uikit: "Picker(selection:)", swiftUI: .state("Picker(selection:)"),
      storage: .program,
      export: .init(uikit: .byExport, swiftUI: .byExport)),
    PropertySpec(
      .accessibilityLabel, .string, .constant(.string("")), uikit: "accessibilityLabel",
      swiftUI: .modifier(".accessibilityLabel(_:)"), patch: .inPlace(.label),
      export: .init(uikit: .view("accessibilityLabel"), swiftUI: .modifier("accessibilityLabel"))),
    PropertySpec(
      .accessibilityValue, .string, .constant(.string("")), uikit: "accessibilityValue",
      swiftUI: .modifier(".accessibilityValue(_:)"), patch: .inPlace(.value),
      export: .init(uikit: .view("accessibilityValue"), swiftUI: .modifier("accessibilityValue"))),
    PropertySpec(
      .accessibilityHint, .string, .constant(.string("")), uikit: "accessibilityHint",
      swiftUI: .modifier(".accessibilityHint(_:)"),
      export: .init(uikit: .view("accessibilityHint"), swiftUI: .modifier("accessibilityHint"))),
  ]

  /// The row of a button property; every ``Property`` a button can bind has one.
  public static func buttonSpec(_ property: Property) -> PropertySpec? {
    let row = buttonRowIndex[property.ordinal]
    return row >= 0 ? buttonProperties[row] : nil
  }

  /// The position of each property's row in ``buttonProperties``, by property ordinal; -1 for none.
  public static let buttonRowIndex: [Int] = Property.allCases.map { property in
    buttonProperties.firstIndex { $0.property == property } ?? -1
  }

  /// The properties of a menu body: its `title`.
  public static let menuProperties: [PropertySpec] = [
    PropertySpec(.title, .string, .constant(.string("")), uikit: "UIMenu.title"),
    PropertySpec(
      .selection, .optionalString, .absent, uikit: "Picker(selection:)", swiftUI: .state("Picker(selection:)"),
      storage: .program),
  ]

  /// The properties of an action body.
  public static let actionProperties: [PropertySpec] = [
    PropertySpec(.image, .string, .constant(.string("")), uikit: "UIAction.image"),
    PropertySpec(.subtitle, .string, .constant(.string("")), uikit: "UIAction.subtitle"),
    PropertySpec(.selected, .bool, .constant(.bool(false)), uikit: "UIAction.state"),
    PropertySpec(.enabled, .bool, .constant(.bool(true)), uikit: "UIAction.attributes (.disabled)"),
  ]

  /// The properties of a header; each may be left out (a header without a title is a bar of buttons).
  public static let headerProperties: [PropertySpec] = [
    PropertySpec(.leading, .button, .absent, uikit: "leading bar button", storage: .program),
    PropertySpec(.title, .string, .constant(.string("")), uikit: "navigation title"),
    PropertySpec(.trailing, .button, .absent, uikit: "trailing bar button", storage: .program),
    PropertySpec(.font, .font, .constant(.font(.style(.headline))), uikit: "titleTextAttributes font"),
    PropertySpec(
      .largeContentViewer, .bool, .constant(.bool(false)), uikit: "showsLargeContentViewer", storage: .program),
  ]

  // MARK: - Members

  /// The members a value of `type` has, in a fixed order (used for suggestions).
  public static func members(of type: DialType) -> [MemberSpec] { memberTable[type] ?? [] }

  /// The member `name` of `type`, or nil when it has none of that name.
  public static func member(_ name: String, of type: DialType) -> MemberSpec? { memberIndex[type]?[name] }

  /// What a button exposes: its resolved properties, states, accessibility output and layout.
  /// `open` needs a menu and `selection` a `.popup` behaviour; the checker checks both.
  static let buttonMembers: [MemberSpec] = {
    var members: [MemberSpec] = buttonProperties.compactMap { spec in
      guard spec.property != .menu, spec.property != .selection, let member = Member(rawValue: spec.property.rawValue)
      else { return nil }
      return MemberSpec(member, spec.type)
    }
    members += [.highlighted, .focused, .open, .largeContentViewer, .truncated].map { MemberSpec($0, .bool) }
    members.append(MemberSpec(.titleLines, .int))
    members += accessibilityMembers + [MemberSpec(.frame, .frame), MemberSpec(.selection, .optionalString)]
    return members
  }()

  /// `speech label value hint traits`, which every accessibility element has (docs/language.md §9).
  static let accessibilityMembers: [MemberSpec] = [
    MemberSpec(.speech, .string), MemberSpec(.label, .string), MemberSpec(.value, .string),
    MemberSpec(.hint, .string), MemberSpec(.traits, .traitSet),
  ]

  /// What every menu item has (docs/language.md §7 "Reading items").
  static let itemMembers: [MemberSpec] =
    [
      MemberSpec(.title, .string), MemberSpec(.enabled, .bool), MemberSpec(.focused, .bool),
      MemberSpec(.label, .string), MemberSpec(.value, .string), MemberSpec(.hint, .string),
      MemberSpec(.traits, .traitSet), MemberSpec(.speech, .string),
    ] + accessibilityGetters

  /// `accessibilityLabel accessibilityValue accessibilityHint`, which read what VoiceOver uses, as UIKit's getters
  /// do: the longer names of `label value hint`.
  static let accessibilityGetters: [MemberSpec] = [
    MemberSpec(.accessibilityLabel, .string), MemberSpec(.accessibilityValue, .string),
    MemberSpec(.accessibilityHint, .string),
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
    .menu: [MemberSpec(.title, .string), MemberSpec(.open, .bool), MemberSpec(.selection, .optionalString)],
    .submenu: submenuMembers,
    .menuItem: actionMembers,
    .header: [
      MemberSpec(.leading, .button), MemberSpec(.title, .headerTitle), MemberSpec(.trailing, .button),
      MemberSpec(.frame, .frame), MemberSpec(.largeContentViewer, .bool),
    ],
    .headerTitle: [
      MemberSpec(.text, .string), MemberSpec(.truncated, .bool), MemberSpec(.frame, .frame),
      MemberSpec(.font, .font), MemberSpec(.focused, .bool), MemberSpec(.label, .string),
      MemberSpec(.value, .string), MemberSpec(.hint, .string), MemberSpec(.traits, .traitSet),
      MemberSpec(.speech, .string),
    ] + accessibilityGetters,
    .frame: frameMembers,
    .font: [],
    .color: [MemberSpec(.darkened, .color), MemberSpec(.opacity, .color, argument: .double)],
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
