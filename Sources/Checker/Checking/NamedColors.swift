import DialParser
/// The named colors of docs/language.md §6, as 0xRRGGBBAA.
///
/// They are written as enum cases (`background: .systemBlue`) wherever a Color
/// is expected. The system colors (``SystemColor``) take the value of the session's iOS release; UIKit's fixed
/// colors (`.white`, `.orange` …) are the same in every release.
public enum NamedColors {
  /// UIKit's fixed colors, which no release changes.
  public static let fixed: [(name: String, value: UInt32)] = [
    ("orange", 0xFF80_00FF), ("white", 0xFFFF_FFFF), ("black", 0x0000_00FF),
    ("lightGray", 0xAAAA_AAFF), ("darkGray", 0x5555_55FF), ("clear", 0x0000_0000),
  ]

  /// Every named color, in the order of docs/language.md §6, with its value in the newest release.
  public static let all: [(name: String, value: UInt32)] =
    SystemColor.allCases.map { ($0.rawValue, $0.value(in: .newest)) } + fixed

  /// The tint every preset uses in `release`: `.systemBlue`.
  public static func tint(in release: IOSRelease) -> UInt32 { SystemColor.systemBlue.value(in: release) }

  /// The value of the color called `name`, in the newest release, or nil.
  public static func value(named name: String) -> UInt32? { byName[name] }

  /// The names, for did-you-mean suggestions.
  public static var names: [String] { all.map(\.name) }

  static let byName: [String: UInt32] = Dictionary(all.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
}
