import DialParser
/// The enumerations of Dial, whose cases are written `.name` and typed by context.
///
/// Each is a Swift enumeration conforming to ``DialEnum`` (``swiftType``), which
/// lists its cases once for the checker and the runtime. A value of an
/// enumeration travels as an ``EnumCase``; the runtime turns it back into the
/// Swift type with ``EnumCase/decoded(as:)``.
public enum EnumType: String, CaseIterable, Sendable, Hashable {
  /// Where a button's image sits: ``ImagePlacement``.
  case imagePlacement
  /// How a button aligns its title: ``TitleAlignment``.
  case titleAlignment
  /// How a button's title breaks into lines: ``LineBreakMode``.
  case lineBreakMode
  /// `UIButton.Configuration.Size`: ``ButtonSize``.
  case buttonSize
  /// `UIButton.Configuration.CornerStyle`: ``CornerStyle``.
  case cornerStyle
  /// `UIFont.TextStyle`: ``TextStyle``.
  case textStyle
  /// What a tap does: ``Behavior``.
  case behavior
  /// The Dynamic Type sizes, smallest first: ``TextSize``.
  case textSize
  /// The button configurations a style or button builds on: ``Preset``.
  case preset
  /// An accessibility trait: ``Trait``.
  case trait
  /// A system font's weight: ``FontWeight``.
  case fontWeight

  /// The Swift enumeration that lists the cases.
  public var swiftType: any DialEnum.Type {
    switch self {
    case .imagePlacement: return ImagePlacement.self
    case .titleAlignment: return TitleAlignment.self
    case .lineBreakMode: return LineBreakMode.self
    case .buttonSize: return ButtonSize.self
    case .cornerStyle: return CornerStyle.self
    case .textStyle: return TextStyle.self
    case .behavior: return Behavior.self
    case .textSize: return TextSize.self
    case .preset: return Preset.self
    case .trait: return Trait.self
    case .fontWeight: return FontWeight.self
    }
  }

  /// The case names, in declaration order.
  public var cases: [String] { EnumType.caseTable[self] ?? [] }

  /// The name shown in messages, Swift-style: `ImagePlacement`.
  public var displayName: String { String(describing: swiftType) }

  /// The case called `name`, or nil when the enumeration has none.
  public func enumCase(named name: String) -> EnumCase? {
    guard let index = EnumType.caseIndexes[self]?[name] else { return nil }
    return EnumCase(type: self, index: index)
  }

  /// Whether the cases are ordered, so that `<` and friends apply (only text sizes are).
  public var isOrdered: Bool { self == .textSize }

  /// Case names per enumeration, taken from the Swift types once.
  static let caseTable: [EnumType: [String]] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0, $0.swiftType.names) })

  /// Case name to position, per enumeration, so that a lookup is one hash.
  static let caseIndexes: [EnumType: [String: Int]] = caseTable.mapValues { names in
    Dictionary(names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
  }
}

/// One case of an ``EnumType``, as a Dial value carries it: the enumeration and
/// the case's position, so that values compare and order fast.
///
/// Made from a Swift case (``DialEnum/enumCase``) or by name
/// (``EnumType/enumCase(named:)``), and read back with ``decoded(as:)``.
public struct EnumCase: Hashable, Sendable {
  /// The enumeration.
  public var type: EnumType
  /// The position of the case in ``EnumType/cases``.
  public var index: Int

  /// Makes a case from its enumeration and position; prefer ``DialEnum/enumCase``.
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
