/// The enumerations of Dial, whose cases are written `.name` and typed by context (docs/language.md §2).
///
/// The order of ``cases`` is meaningful: it is the order in which the runtime
/// stores a case (``EnumCase/index``), and for ``textSize`` it is the order of
/// the sizes, from smallest to largest, so that text sizes can be compared.
public enum EnumType: String, CaseIterable, Sendable, Hashable {
  /// Where a button's image sits: `.leading .trailing .top .bottom`.
  case imagePlacement
  /// How a button aligns its title: `.automatic .leading .center .trailing`.
  case titleAlignment
  /// UIButton.Configuration.Size: `.mini .small .medium .large`.
  case buttonSize
  /// UIButton.Configuration.CornerStyle: `.fixed .dynamic .small .medium .large .capsule`.
  case cornerStyle
  /// UIFont.TextStyle: `.largeTitle` … `.caption2`.
  case textStyle
  /// What a tap does: `.push .toggle .pulldown .popup`.
  case behavior
  /// The Dynamic Type sizes of docs/language.md §10, smallest first.
  case textSize
  /// The button configurations a style or button builds on: `.plain .gray .tinted .filled`.
  case preset
  /// An accessibility trait: `.button .selected .notEnabled .header`.
  case trait

  /// The case names, in storage order.
  public var cases: [String] { EnumType.caseTable[self] ?? [] }

  /// The name shown in messages, Swift-style: `ImagePlacement`.
  public var displayName: String {
    switch self {
    case .imagePlacement: return "ImagePlacement"
    case .titleAlignment: return "TitleAlignment"
    case .buttonSize: return "ButtonSize"
    case .cornerStyle: return "CornerStyle"
    case .textStyle: return "TextStyle"
    case .behavior: return "Behavior"
    case .textSize: return "TextSize"
    case .preset: return "Preset"
    case .trait: return "Trait"
    }
  }

  /// The case called `name`, or nil when the enumeration has none.
  public func enumCase(named name: String) -> EnumCase? {
    guard let index = EnumType.caseIndexes[self]?[name] else { return nil }
    return EnumCase(type: self, index: index)
  }

  /// Whether the cases are ordered, so that `<` and friends apply (only text sizes are).
  public var isOrdered: Bool { self == .textSize }

  static let caseTable: [EnumType: [String]] = [
    .imagePlacement: ["leading", "trailing", "top", "bottom"],
    .titleAlignment: ["automatic", "leading", "center", "trailing"],
    .buttonSize: ["mini", "small", "medium", "large"],
    .cornerStyle: ["fixed", "dynamic", "small", "medium", "large", "capsule"],
    .textStyle: [
      "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
      "caption1", "caption2",
    ],
    .behavior: Behavior.allCases.map(\.rawValue),
    .textSize: TextSize.allCases.map(\.rawValue),
    .preset: Preset.allCases.map(\.rawValue),
    .trait: ["button", "selected", "notEnabled", "header"],
  ]

  /// Case name to index, per enumeration, so that a lookup is one hash.
  static let caseIndexes: [EnumType: [String: Int]] = caseTable.mapValues { names in
    Dictionary(names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
  }
}

/// One case of an ``EnumType``, stored as its index so that values compare fast.
public struct EnumCase: Hashable, Sendable {
  /// The enumeration.
  public var type: EnumType
  /// The position of the case in ``EnumType/cases``.
  public var index: Int

  /// Makes a case from its enumeration and index.
  public init(type: EnumType, index: Int) {
    self.type = type
    self.index = index
  }

  /// The case's name without the dot, such as `trailing`.
  public var name: String {
    let names = type.cases
    return names.indices.contains(index) ? names[index] : "?"
  }
}

/// What a tap on a button does (docs/language.md §6).
public enum Behavior: String, CaseIterable, Sendable {
  /// Runs `on tap`.
  case push
  /// Flips `selected`, then runs `on tap`.
  case toggle
  /// Opens the menu.
  case pulldown
  /// Opens the menu, whose actions form one radio group shown in the title.
  case popup

  /// Whether the behaviour needs a menu.
  public var needsMenu: Bool { self == .pulldown || self == .popup }
}

/// The button configurations a style or button builds on (docs/language.md §6).
public enum Preset: String, CaseIterable, Sendable {
  /// `UIButton.Configuration.plain()`: clear background, tint foreground.
  case plain
  /// `.gray()`: #E5E5EA background, tint foreground.
  case gray
  /// `.tinted()`: tint at 15% background, tint foreground.
  case tinted
  /// `.filled()`: tint background, white foreground.
  case filled

  /// The background and foreground colors (0xRRGGBBAA) the preset gives a button.
  public var colors: (background: UInt32, foreground: UInt32) {
    let tint = NamedColors.tint
    switch self {
    case .plain: return (0x0000_0000, tint)
    case .gray: return (0xE5E5_EAFF, tint)
    // 15% of 255 is 38.25, stored as 0x26.
    case .tinted: return (tint & 0xFFFF_FF00 | 0x26, tint)
    case .filled: return (tint, 0xFFFF_FFFF)
    }
  }
}

/// The Dynamic Type sizes of docs/language.md §10, from smallest to largest.
public enum TextSize: String, CaseIterable, Sendable {
  /// The seven standard sizes; `.large` is the default.
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  /// The five accessibility sizes, which header buttons answer with the Large Content Viewer.
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }
}
