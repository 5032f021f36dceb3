import DialParser
/// How a button's title breaks into lines (`titleLineBreakMode`, `UIButton.Configuration.titleLineBreakMode`,
/// an `NSLineBreakMode`). The two wrapping modes give several lines; the others keep the title on one line.
public enum LineBreakMode: String, DialEnum {
  /// The default: lines break between words; a word wider than a line breaks between characters.
  case byWordWrapping
  /// Lines break between any two characters.
  case byCharWrapping
  /// One line, cut at the edge.
  case byClipping
  /// One line; what does not fit is replaced by "…" at its start.
  case byTruncatingHead
  /// One line; what does not fit is replaced by "…" at its end.
  case byTruncatingTail
  /// One line; what does not fit is replaced by "…" in its middle.
  case byTruncatingMiddle

  /// `.lineBreakMode`.
  public static var enumType: EnumType { .lineBreakMode }

  /// Whether the mode gives several lines (the two wrapping modes), rather than one.
  public var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }
}
