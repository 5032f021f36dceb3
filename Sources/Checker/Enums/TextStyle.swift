import DialParser
/// The eleven text styles of iOS (`UIFont.TextStyle`), in the order of Apple's
/// Dynamic Type table: what `font:` takes.
public enum TextStyle: String, DialEnum {
  /// Large navigation titles.
  case largeTitle
  /// First-level headings.
  case title1
  /// Second-level headings.
  case title2
  /// Third-level headings.
  case title3
  /// Semibold; the default font of a button's title and of a header's title.
  case headline
  /// Running text.
  case body
  /// Callouts.
  case callout
  /// The default font of a button's subtitle.
  case subheadline
  /// Footnotes.
  case footnote
  /// Captions.
  case caption1
  /// Alternate captions.
  case caption2

  /// `.textStyle`.
  public static var enumType: EnumType { .textStyle }
}
