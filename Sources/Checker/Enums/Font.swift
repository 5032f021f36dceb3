import DialParser
/// What `font:` and `subtitleFont:` take: a text style that follows Dynamic Type, or a system font of a
/// given size, fixed or scaled relative to a text style.
///
/// ```dial
/// font: .headline                                          // UIFont.preferredFont(forTextStyle: .headline)
/// font: .system(size: 14, weight: .bold)                   // UIFont.boldSystemFont(ofSize: 14): never scales
/// font: .system(size: 14, weight: .bold, relativeTo: .body) // UIFontMetrics(forTextStyle: .body).scaledFont(for:)
/// ```
public enum Font: Hashable, Sendable {
  /// A text style's preferred font, which scales with the text size.
  case style(TextStyle)
  /// A system font `size` points high at `weight`; scaled by `relativeTo`'s growth when one is given.
  case system(size: Double, weight: FontWeight, relativeTo: TextStyle?)

  /// The font as Dial source writes it: `.headline`, `.system(size: 14.0, weight: .bold)`.
  public func literal(number: (Double) -> String) -> String {
    switch self {
    case .style(let style): return "." + style.rawValue
    case .system(let size, let weight, let relativeTo):
      let scale = relativeTo.map { ", relativeTo: .\($0.rawValue)" } ?? ""
      return ".system(size: \(number(size)), weight: .\(weight.rawValue)\(scale))"
    }
  }
}
