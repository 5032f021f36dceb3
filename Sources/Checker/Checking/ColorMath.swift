/// Dial's colour arithmetic: the automatic state colors of docs/language.md §6 (darker while highlighted, half as
/// opaque while disabled) and `.opacity(x)`. One definition for the runtime, which computes them, and for the
/// tools that fold constant colors (the export).
package enum ColorMath {
  /// HSB brightness × 0.9 (the `darkened` of a custom UIControl button with Dynamic Type). Brightness is the largest
  /// channel, so scaling every channel by 0.9 keeps hue and saturation.
  package static func darkened(_ color: UInt32) -> UInt32 {
    let red = scaled(color >> 24 & 0xFF, by: 0.9)
    let green = scaled(color >> 16 & 0xFF, by: 0.9)
    let blue = scaled(color >> 8 & 0xFF, by: 0.9)
    return red << 24 | green << 16 | blue << 8 | color & 0xFF
  }

  /// Opacity halved; an opaque color's alpha becomes 0x80.
  /// The color with its alpha multiplied by `fraction` (0…1), rounded to the nearest integer, ties away from
  /// zero: `#FF9500` at 0.5 is `#FF950080` (127.5 rounds to 128).
  package static func withOpacity(_ color: UInt32, _ fraction: Double) -> UInt32 {
    let alpha = (Double(color & 0xFF) * fraction).rounded(.toNearestOrAwayFromZero)
    return color & 0xFFFF_FF00 | UInt32(min(255, max(0, alpha)))
  }

  package static func halfOpacity(_ color: UInt32) -> UInt32 {
    color & 0xFFFF_FF00 | scaled(color & 0xFF, by: 0.5)
  }

  /// A channel scaled and rounded to the nearest 8-bit value, halves away from zero.
  package static func scaled(_ channel: UInt32, by factor: Double) -> UInt32 {
    UInt32(min(255, max(0, (Double(channel) * factor).rounded())))
  }
}
