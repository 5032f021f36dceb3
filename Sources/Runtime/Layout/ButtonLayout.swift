import DialChecker
import DialParser

/// A button's intrinsic size, after `UIButton.Configuration`'s content layout.
///
/// The content is the image (a square of the title font's point size; a loading button's activity indicator
/// takes its place) and the text (the title above the subtitle, `titlePadding` apart). With `.leading` or
/// `.trailing` placement they stand in a row, `imagePadding` apart; with `.top` or `.bottom`, in a column. The
/// content insets are added around, and the size is rounded up to whole points.
///
/// ```swift
/// let cancel = ButtonLayout(ButtonLayout.Input(title: "Cancel"), textSize: .large)
/// cancel.width   // 12 + ⌈6 × 0.55 × 17⌉ + 12 = 81
/// cancel.height  // 7 + ⌈1.2 × 17⌉ + 7 = 35
/// ```
///
/// Computing a layout allocates nothing and walks each text once.
public struct ButtonLayout: Hashable, Sendable {
  /// The intrinsic width, in whole points.
  public var width: Double
  /// The intrinsic height, in whole points.
  public var height: Double
  /// The Dynamic Type size the fonts were taken at (capped for a header button).
  public var textSize: DynamicTypeSize
  /// The title's font.
  public var titleFont: DynamicFont
  /// The subtitle's font.
  public var subtitleFont: DynamicFont
  /// The side of the image (or activity indicator) square; 0 when neither is shown.
  public var imageSide: Double
  /// The width of a pop-up's indicator after the content (``indicatorWidth(for:)``); 0 for another button.
  public var indicatorWidth: Double
  /// Whether text was cut: lines of the title or the subtitle left out because of the `lines` limit, or a title
  /// kept on one line by its line-break mode cut to fit.
  public var isTextTruncated: Bool
  /// The title's lines as shown (wrapped, the last one ending in "…" when cut).
  public var titleLines: [String]
  /// The subtitle's lines as shown.
  public var subtitleLines: [String]
  /// Whether the content does not fit the available width even wrapped (a character wider than a line, insets
  /// and image wider than the width): the frame is then cut to the available width, and `dial audit` reports it.
  public var overflows: Bool

  /// The layout of `input` at `textSize`, measured by Dial's 0.55-em model (``DefaultTextMeasurement``).
  public init(_ input: Input, textSize: DynamicTypeSize) {
    self.init(input, textSize: textSize, measurement: DefaultTextMeasurement())
  }

  /// The layout of `input` at `textSize`, measured by `measurement`.
  public init(_ input: Input, textSize: DynamicTypeSize, measurement: some TextMeasurement) {
    let titleFont = DynamicFont(input.titleFont, size: textSize)
    let subtitleFont = DynamicFont(input.subtitleFont, size: textSize)
    let imageSide = input.showsImage ? titleFont.pointSize : 0
    let indicator = input.hasPopupIndicator ? Self.indicatorWidth(for: titleFont) : 0
    let insets = input.resolvedContentInsets
    let wrapWidth = input.availableWidth.map {
      Self.textWidth(in: $0, image: imageSide, input: input) - Self.indicatorRoom(indicator)
    }
    let title = TextBlock(
      input.title, font: titleFont, maximumLines: input.lines, wrapWidth: wrapWidth, mode: input.titleLineBreakMode,
      measurement: measurement)
    let subtitle = TextBlock(
      input.subtitle, font: subtitleFont, maximumLines: input.lines, wrapWidth: wrapWidth, measurement: measurement)
    let text = Self.stack(title, subtitle, padding: input.titlePadding)
    let content = Self.content(image: imageSide, text: text, input: input)
    let intrinsicWidth = roundedUpToPoints(
      insets.leading + content.width + Self.indicatorRoom(indicator) + insets.trailing)
    let available = input.availableWidth.map { max(0, $0) }
    self.width = input.fixedWidth.map { max(0, $0) } ?? min(intrinsicWidth, available ?? intrinsicWidth)
    self.height = roundedUpToPoints(insets.top + content.height + insets.bottom)
    self.textSize = textSize
    self.titleFont = titleFont
    self.subtitleFont = subtitleFont
    self.imageSide = imageSide
    self.indicatorWidth = indicator
    self.isTextTruncated = title.isTruncated || subtitle.isTruncated
    self.titleLines = title.lines
    self.subtitleLines = subtitle.lines
    self.overflows = available.map { intrinsicWidth > $0 } ?? false
  }

  /// The width left for text in a button `available` wide: less the insets and, beside the text, the image and
  /// its padding.
  static func textWidth(in available: Double, image side: Double, input: Input) -> Double {
    let insets = input.resolvedContentInsets
    let beside = input.imagePlacement.isHorizontal && side > 0 ? side + input.imagePadding : 0
    return available - insets.leading - insets.trailing - beside
  }

  /// A pop-up's indicator (⌃⌄, UIKit's `chevron.up.chevron.down`): 0.6 em of the title's font wide, after
  /// the content and ``indicatorPadding`` from it, inside the content insets. **Decision**: UIKit does not
  /// publish its indicator's size; this is the width the preview draws it at.
  public static func indicatorWidth(for font: DynamicFont) -> Double { font.pointSize * 0.6 }

  /// Between a pop-up's content and its indicator, in points.
  public static let indicatorPadding = 4.0

  /// The room an indicator `width` wide takes after the content: its width and its padding; 0 for none.
  static func indicatorRoom(_ width: Double) -> Double { width > 0 ? width + indicatorPadding : 0 }

  /// The frame of a button laid out alone: at (0, 0) with its intrinsic size.
  public var frame: LayoutFrame { LayoutFrame(x: 0, y: 0, width: width, height: height) }

  // MARK: - Content

  /// A width and a height, in points.
  typealias Extent = (width: Double, height: Double)

  /// The title above the subtitle: as wide as the wider, `padding` apart when both are shown.
  static func stack(_ title: TextBlock, _ subtitle: TextBlock, padding: Double) -> Extent {
    let gap = title.lineCount > 0 && subtitle.lineCount > 0 ? padding : 0
    return (max(title.width, subtitle.width), title.height + gap + subtitle.height)
  }

  /// Image and text in a row or a column, `imagePadding` apart when both are shown.
  static func content(image side: Double, text: Extent, input: Input) -> Extent {
    let hasText = text.width > 0 || text.height > 0
    let gap = side > 0 && hasText ? input.imagePadding : 0
    if input.imagePlacement.isHorizontal {
      return (side + gap + text.width, max(side, text.height))
    }
    return (max(side, text.width), side + gap + text.height)
  }
}
