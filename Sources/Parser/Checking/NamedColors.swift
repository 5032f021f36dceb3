/// The named colors of docs/language.md §6, with UIKit's light-mode values as 0xRRGGBBAA.
///
/// They are written as enum cases (`background: .systemBlue`) wherever a Color
/// is expected.
public enum NamedColors {
  /// Every named color, in the order of docs/language.md §6.
  public static let all: [(name: String, value: UInt32)] = [
    ("systemBlue", 0x007A_FFFF), ("systemRed", 0xFF3B_30FF), ("systemOrange", 0xFF95_00FF),
    ("systemGreen", 0x34C7_59FF), ("systemYellow", 0xFFCC_00FF), ("systemPink", 0xFF2D_55FF),
    ("systemPurple", 0xAF52_DEFF), ("systemTeal", 0x5AC8_FAFF), ("systemIndigo", 0x5856_D6FF),
    ("systemGray", 0x8E8E_93FF), ("orange", 0xFF80_00FF), ("white", 0xFFFF_FFFF), ("black", 0x0000_00FF),
    ("lightGray", 0xAAAA_AAFF), ("darkGray", 0x5555_55FF), ("clear", 0x0000_0000),
  ]

  /// The tint every preset uses: `.systemBlue`.
  public static let tint: UInt32 = 0x007A_FFFF

  /// The value of the color called `name`, or nil.
  public static func value(named name: String) -> UInt32? { byName[name] }

  /// The names, for did-you-mean suggestions.
  public static var names: [String] { all.map(\.name) }

  static let byName: [String: UInt32] = Dictionary(all.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
}
