/// A line of text cut to fit a width: a prefix and "…".
public struct TruncatedText: Hashable, Sendable {
  /// The ellipsis a truncated text ends with, U+2026 HORIZONTAL ELLIPSIS.
  public static let ellipsis = "…"

  /// No text at all: what is left when not even the ellipsis fits.
  public static let empty = TruncatedText(text: "", width: 0)

  /// The text to display: a prefix of the line followed by "…", or empty.
  public var text: String
  /// The measured width of `text`, in points, before rounding.
  public var width: Double

  /// A truncated text with its measured width.
  public init(text: String, width: Double) {
    self.text = text
    self.width = width
  }

  /// `prefix` followed by "…", with the width of both: the text is built with one allocation at most.
  public init(prefix: Substring, width: Double) {
    var text = ""
    text.reserveCapacity(prefix.utf8.count + TruncatedText.ellipsis.utf8.count)
    text += prefix
    text += TruncatedText.ellipsis
    self.init(text: text, width: width)
  }
}
