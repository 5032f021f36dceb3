/// The button configurations a style or button builds on: `.plain .gray .tinted .filled`.
public enum Preset: String, DialEnum {
  /// `UIButton.Configuration.plain()`: clear background, tint foreground.
  case plain
  /// `.gray()`: #E5E5EA background, tint foreground.
  case gray
  /// `.tinted()`: tint at 15% background, tint foreground.
  case tinted
  /// `.filled()`: tint background, white foreground.
  case filled

  /// `.preset`.
  public static var enumType: EnumType { .preset }

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
