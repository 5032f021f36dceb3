import DialParser
/// UIKit's system colors (`UIColor.systemBlue` …), whose light-mode values change between iOS releases: a color
/// written `.systemBlue` is evaluated in the session's ``IOSRelease`` (docs/language.md §6, with each value's
/// source in docs/sources.md).
public enum SystemColor: String, CaseIterable, Sendable, Hashable {
  case systemBlue, systemRed, systemOrange, systemGreen, systemYellow, systemPink, systemPurple, systemTeal
  case systemIndigo, systemGray, systemMint, systemCyan, systemBrown

  /// The light-mode value (0xRRGGBBAA) in `release`.
  public func value(in release: IOSRelease) -> UInt32 {
    let values = Self.table[self] ?? (0x8E8E_93FF, 0x8E8E_93FF)
    return release >= .iOS26 ? values.iOS26 : values.iOS18
  }

  /// The color's value in each release: iOS 15 to 18, then iOS 26, as Apple's Human Interface Guidelines list them.
  static let table: [SystemColor: (iOS18: UInt32, iOS26: UInt32)] = [
    .systemBlue: (0x007A_FFFF, 0x0088_FFFF), .systemRed: (0xFF3B_30FF, 0xFF38_3CFF),
    .systemOrange: (0xFF95_00FF, 0xFF8D_28FF), .systemGreen: (0x34C7_59FF, 0x34C7_59FF),
    .systemYellow: (0xFFCC_00FF, 0xFFCC_00FF), .systemPink: (0xFF2D_55FF, 0xFF2D_55FF),
    .systemPurple: (0xAF52_DEFF, 0xCB30_E0FF), .systemTeal: (0x30B0_C7FF, 0x00C3_D0FF),
    .systemIndigo: (0x5856_D6FF, 0x6155_F5FF), .systemGray: (0x8E8E_93FF, 0x8E8E_93FF),
    .systemMint: (0x00C7_BEFF, 0x00C8_B3FF), .systemCyan: (0x32AD_E6FF, 0x00C0_E8FF),
    .systemBrown: (0xA584_5EFF, 0xAC7F_5EFF),
  ]
}
