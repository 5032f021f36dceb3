import DialParser
/// The button configurations a style or button builds on: `.plain .gray .tinted .filled`, and the Liquid Glass
/// configurations of iOS 26, `.glass .prominentGlass`.
public enum Preset: String, DialEnum {
  /// `UIButton.Configuration.plain()`: clear background, tint foreground.
  case plain
  /// `.gray()`: #E5E5EA background, tint foreground.
  case gray
  /// `.tinted()`: tint at 15% background, tint foreground.
  case tinted
  /// `.filled()`: tint background, white foreground.
  case filled
  /// `.glass()` (iOS 26): Liquid Glass, modelled as white at 50% opacity, tint foreground, a capsule. Before
  /// iOS 26, `.gray()`.
  case glass
  /// `.prominentGlass()` (iOS 26): glass tinted with the tint, white foreground, a capsule. Before iOS 26,
  /// `.filled()`.
  case prominentGlass

  /// `.preset`.
  public static var enumType: EnumType { .preset }

  /// The background and foreground colors (0xRRGGBBAA) the preset gives a button in `release`.
  public func colors(in release: IOSRelease) -> (background: UInt32, foreground: UInt32) {
    let tint = NamedColors.tint(in: release)
    switch self.drawn(in: release) {
    case .plain: return (0x0000_0000, tint)
    case .gray: return (0xE5E5_EAFF, tint)
    // 15% of 255 is 38.25, stored as 0x26.
    case .tinted: return (tint & 0xFFFF_FF00 | 0x26, tint)
    case .filled, .prominentGlass: return (tint, 0xFFFF_FFFF)
    case .glass: return (0xFFFF_FF80, tint)
    }
  }

  /// The preset a button of this preset is drawn as in `release`: a glass preset before iOS 26 is the
  /// configuration an app falls back to there (`if #available(iOS 26, *) { .glass() } else { .gray() }`).
  public func drawn(in release: IOSRelease) -> Preset {
    switch self {
    case .glass where !release.hasGlass: return .gray
    case .prominentGlass where !release.hasGlass: return .filled
    default: return self
    }
  }

  /// Whether the preset is Liquid Glass in `release`: a translucent material whose contrast the backdrop decides.
  public func isGlass(in release: IOSRelease) -> Bool {
    drawn(in: release) == .glass || drawn(in: release) == .prominentGlass
  }
}
