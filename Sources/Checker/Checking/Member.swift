import DialParser
/// The name of a member that an expression can read (`b.title`, `nav.title.frame.midX`).
///
/// One name means the same thing on every type that has it: `.title` is a
/// button's resolved title, a menu's title and an action's title. Which types
/// have which members is in ``Schema/members(of:)``.
public enum Member: String, OrdinalEnum {
  /// The resolved values of the properties of docs/language.md §6 (and a menu's or item's title).
  case title, subtitle, image, imagePlacement, imagePadding, titlePadding, titleAlignment, titleLineBreakMode, size
  /// More resolved property values.
  case contentInsets, cornerStyle, cornerRadius, background, foreground, font, subtitleFont, lines, behavior
  /// The width a button is laid out in (``width`` is also a frame's).
  case maxWidth
  /// The accessibility properties as written (or derived).
  case accessibilityLabel, accessibilityValue, accessibilityHint
  /// States (docs/language.md §6, §7).
  case enabled, highlighted, selected, loading, focused, open
  /// Accessibility output (docs/language.md §9).
  case speech, label, value, hint, traits
  /// Layout (docs/language.md §8, §10).
  case frame, largeContentViewer, truncated, titleLines
  /// A frame's coordinates.
  case x, y, width, height, minX, midX, maxX, minY, midY, maxY
  /// Headers, menus, strings and trait sets.
  case text, leading, trailing, selection, count, isEmpty, contains
  /// A color's members: `c.darkened` and `c.opacity(x)`.
  case darkened, opacity
  /// Whether the automatic highlighted and disabled color adjustments apply.
  case automaticStateColors
}

extension Member {
  /// The button property this member reads (`b.title` reads `title`), or nil
  /// for a state, accessibility output or layout member.
  public var property: Property? { Member.propertyTable[ordinal] }

  /// What reading the member gives: `accessibilityLabel`, `accessibilityValue` and `accessibilityHint` read what
  /// VoiceOver uses, as UIKit's getters do (the derived label when none is set, "In progress" while loading),
  /// which are `label`, `value` and `hint`; every other member reads itself.
  public var effectiveGetter: Member {
    switch self {
    case .accessibilityLabel: return .label
    case .accessibilityValue: return .value
    case .accessibilityHint: return .hint
    default: return self
    }
  }

  /// Members named like a property read that property: one table, built from the names, by member ordinal.
  static let propertyTable: [Property?] = Member.allCases.map { Property(rawValue: $0.rawValue) }
}

/// What the schema knows about one member of a type.
public struct MemberSpec: Sendable {
  /// The member.
  public var member: Member
  /// The type of the value it reads; for `contains`, the call's result (Bool).
  public var type: DialType
  /// For a method (`contains`), the type of its one argument; nil for a plain member.
  public var argument: DialType?

  /// Makes a member description.
  public init(_ member: Member, _ type: DialType, argument: DialType? = nil) {
    self.member = member
    self.type = type
    self.argument = argument
  }
}

/// The variables every program has (docs/language.md §10).
public enum BuiltinVariable: String, CaseIterable, Sendable, Hashable {
  /// The Dynamic Type size, `.large` by default.
  case textSize
  /// The container width in points, 390 by default.
  case screenWidth
  /// The iOS release whose appearance is modelled (an Int: 18 or 26), the newest by default.
  case iOSVersion
  /// What VoiceOver last announced (`announce`), `""` at start; read-only.
  case lastAnnouncement

  /// The variable's type.
  public var type: DialType {
    switch self {
    case .textSize: return .enumeration(.textSize)
    case .screenWidth: return .double
    case .iOSVersion: return .int
    case .lastAnnouncement: return .string
    }
  }

  /// Whether a statement may assign it: `lastAnnouncement` changes only by `announce`.
  public var isAssignable: Bool { self != .lastAnnouncement }
}
