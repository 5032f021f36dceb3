import DialChecker
import DialParser

extension ButtonLayout {
  /// The button sizes of `UIButton.Configuration.Size`: Dial's ``DialParser/ButtonSize``.
  public typealias ButtonSize = DialChecker.ButtonSize

  /// Where the image sits relative to the text: Dial's ``DialParser/ImagePlacement``.
  public typealias ImagePlacement = DialChecker.ImagePlacement

  /// Content insets in points (`NSDirectionalEdgeInsets`), between the button's edges and its content.
  public struct Insets: Hashable, Sendable {
    /// Above the content.
    public var top: Double
    /// Before the content.
    public var leading: Double
    /// Below the content.
    public var bottom: Double
    /// After the content.
    public var trailing: Double

    /// Insets of the given edges.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// The same inset on all four edges, as `contentInsets: 5` sets.
    public init(all inset: Double) {
      self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }
  }

  /// A button's resolved properties that decide its intrinsic size (the properties of the same names,
  /// docs/language.md §6).
  ///
  /// It is independent of the rest of the runtime: the runtime fills one in from a button's resolved values.
  public struct Input: Hashable, Sendable {
    /// The title; empty for none.
    public var title: String
    /// The subtitle; empty for none.
    public var subtitle: String
    /// Whether the button shows an image (its `image` is not empty).
    public var hasImage: Bool
    /// Whether the button is loading: the activity indicator takes the image's place (with the same size),
    /// even when the button has no image.
    public var isLoading: Bool
    /// Where the image sits.
    public var imagePlacement: ImagePlacement
    /// Between image and text, when both are shown.
    public var imagePadding: Double
    /// Between title and subtitle, when both are shown.
    public var titlePadding: Double
    /// The button size, which gives the default insets.
    public var size: ButtonSize
    /// Explicit content insets, or nil for the size's defaults.
    public var contentInsets: Insets?
    /// The title's font.
    public var titleFont: Font
    /// The subtitle's font.
    public var subtitleFont: Font
    /// The most lines the title and the subtitle each show; 0 (or less) for no limit.
    public var lines: Int
    /// The width the button may take at most (docs/language.md §10): its text wraps inside it, and its frame is
    /// never wider. Nil for no limit, where each line break starts a line and nothing else (a header's button).
    public var availableWidth: Double?
    /// A fixed width (`width:`): the frame's width whatever the content; the text wraps inside it.
    public var fixedWidth: Double?
    /// How the title breaks into lines: wrapped (the default), or kept on one line.
    public var titleLineBreakMode: LineBreakMode
    /// Whether the button shows a pop-up's indicator (⌃⌄) after its content, as a pop-up button does.
    public var hasPopupIndicator: Bool

    /// A button's layout input; every parameter defaults to Dial's default for the property.
    public init(
      title: String = "", subtitle: String = "", hasImage: Bool = false, isLoading: Bool = false,
      imagePlacement: ImagePlacement = .leading, imagePadding: Double = 4, titlePadding: Double = 2,
      size: ButtonSize = .medium, contentInsets: Insets? = nil, titleFont: Font = .style(.headline),
      subtitleFont: Font = .style(.subheadline), lines: Int = 0, availableWidth: Double? = nil,
      fixedWidth: Double? = nil, titleLineBreakMode: LineBreakMode = .byWordWrapping,
      hasPopupIndicator: Bool = false
    ) {
      self.title = title
      self.subtitle = subtitle
      self.hasImage = hasImage
      self.isLoading = isLoading
      self.imagePlacement = imagePlacement
      self.imagePadding = imagePadding
      self.titlePadding = titlePadding
      self.size = size
      self.contentInsets = contentInsets
      self.titleFont = titleFont
      self.subtitleFont = subtitleFont
      self.lines = lines
      self.availableWidth = fixedWidth ?? availableWidth
      self.fixedWidth = fixedWidth
      self.titleLineBreakMode = titleLineBreakMode
      self.hasPopupIndicator = hasPopupIndicator
    }

    /// The insets in effect: the explicit ones, else the size's.
    public var resolvedContentInsets: Insets { contentInsets ?? size.defaultContentInsets }

    /// Whether an image or the activity indicator is shown.
    public var showsImage: Bool { hasImage || isLoading }
  }
}

extension ButtonSize {
  /// The title's text style of a button of this size that sets no `font`, as `UIButton.Configuration.Size`
  /// changes it: `.mini` `.caption1`, `.small` `.subheadline`, `.medium` `.headline`, `.large` `.title3`.
  public var defaultTitleStyle: TextStyle {
    switch self {
    case .mini: .caption1
    case .small: .subheadline
    case .medium: .headline
    case .large: .title3
    }
  }

  /// The subtitle's text style of a button of this size that sets no `subtitleFont`: `.mini` `.caption2`,
  /// `.small` `.footnote`, `.medium` `.subheadline`, `.large` `.callout`.
  public var defaultSubtitleStyle: TextStyle {
    switch self {
    case .mini: .caption2
    case .small: .footnote
    case .medium: .subheadline
    case .large: .callout
    }
  }

  /// The content insets of a button of this size that sets none.
  public var defaultContentInsets: ButtonLayout.Insets {
    switch self {
    case .mini: ButtonLayout.Insets(top: 4, leading: 8, bottom: 4, trailing: 8)
    case .small: ButtonLayout.Insets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case .medium: ButtonLayout.Insets(top: 7, leading: 12, bottom: 7, trailing: 12)
    case .large: ButtonLayout.Insets(top: 14, leading: 20, bottom: 14, trailing: 20)
    }
  }
}
