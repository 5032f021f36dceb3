/// Lengths in points as the tools print them: to the hundredth, a whole number without decimals (`44`, `20.4`);
/// a size as `90 × 35 pt`. One formatting for the preview's pictures and the audit's findings.
public enum PointText {
  /// `value` rounded to the hundredth, without a fraction when whole.
  public static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }

  /// `90 × 35 pt`.
  public static func size(_ width: Double, _ height: Double) -> String {
    number(width) + " \u{00D7} " + number(height) + " pt"
  }
}
