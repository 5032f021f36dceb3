/// The eleven text styles of iOS (`UIFont.TextStyle`), in the order of Apple's Dynamic Type table.
///
/// The raw values are the styles' indices in this order, which is also the order in which the checker stores the
/// cases of Dial's `font` enum, so converting between the two is `TextStyle(rawValue: index)`.
public enum TextStyle: Int, CaseIterable, Sendable {
  /// `.largeTitle`: large navigation titles.
  case largeTitle
  /// `.title1`: first-level headings.
  case title1
  /// `.title2`: second-level headings.
  case title2
  /// `.title3`: third-level headings.
  case title3
  /// `.headline`: semibold; the default font of a button's title and of a header's title.
  case headline
  /// `.body`: running text.
  case body
  /// `.callout`: callouts.
  case callout
  /// `.subheadline`: the font of a button's subtitle.
  case subheadline
  /// `.footnote`: footnotes.
  case footnote
  /// `.caption1`: captions.
  case caption1
  /// `.caption2`: alternate captions.
  case caption2

  /// The style's weight: `.headline` is semibold and every other style regular, as in Apple's table.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
