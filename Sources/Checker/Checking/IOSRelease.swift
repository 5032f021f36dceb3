import DialParser
/// The iOS releases whose appearance Dial models (docs/language.md §6, "iOS releases"): what `iOSVersion` and
/// `--ios` choose, and what the system colors and presets follow.
public enum IOSRelease: Int, CaseIterable, Sendable, Hashable {
  /// iOS 18: the system colors of iOS 15 to 18, and no Liquid Glass.
  case iOS18 = 18
  /// iOS 26: the Liquid Glass release, with its new system colors and glass button configurations.
  case iOS26 = 26

  /// The newest release whose values public sources give: what a session models unless told otherwise.
  public static let newest = IOSRelease.iOS26

  /// The release numbered `version`, or nil when Dial does not model it.
  public init?(version: Int64) {
    guard let release = IOSRelease(rawValue: Int(truncatingIfNeeded: version)), Int64(release.rawValue) == version
    else { return nil }
    self = release
  }

  /// The numbers of every release, for messages: "18 or 26".
  public static var versionList: String {
    let numbers = allCases.map { String($0.rawValue) }
    return numbers.dropLast().joined(separator: ", ") + " or " + (numbers.last ?? "")
  }

  /// Whether the release has UIKit's Liquid Glass button configurations (`UIButton.Configuration.glass()`).
  public var hasGlass: Bool { self >= .iOS26 }
}

extension IOSRelease: Comparable {
  public static func < (lhs: IOSRelease, rhs: IOSRelease) -> Bool { lhs.rawValue < rhs.rawValue }
}
