import DialChecker
import DialParser

/// The layout of a header: [leading button, title, trailing button], after HeaderHStack, a SwiftUI header layout.
///
/// For a container `screenWidth` wide and spacing 8:
/// - `edge = max(width(leading), width(trailing))`, a missing button counting 0;
/// - the leading button sits at x = 0 and the trailing one ends at x = `screenWidth`;
/// - the title is centered at `screenWidth / 2` with `screenWidth − 2 × (edge + 8)` available, on one line,
///   truncated with "…" exactly when its text is wider (then its frame is the available width);
/// - the header is as high as its tallest child, and each child is centered vertically in it, at y ≥ 0.
///
/// So the title stays centered and never overlaps a button whenever the edges leave it room. Header buttons keep
/// one line and follow Dynamic Type at every size, as a SwiftUI header's buttons do; with `largeContentViewer`
/// they behave as UIKit's bar buttons instead: they stop growing at `.extraExtraExtraLarge` and, at the
/// accessibility sizes, offer the Large Content Viewer. The title (`.headline` unless set) keeps scaling.
///
/// ```swift
/// let nav = HeaderLayout(
///   leading: ButtonLayout.Input(title: "Cancel"), title: "Edit Profile",
///   trailing: ButtonLayout.Input(title: "Done"), textSize: .large)
/// nav.leading?.frame.width  // 81
/// nav.title.frame.midX      // 195
/// ```
public struct HeaderLayout: Hashable, Sendable {
  /// The container width when none is given, as Dial's `screenWidth` defaults to.
  public static let defaultScreenWidth = 390.0
  /// The space between the title and a button's edge.
  public static let spacing = 8.0
  /// The text size header buttons stop growing at, as UIKit's bar buttons do.
  public static let buttonMaximumTextSize = DynamicTypeSize.extraExtraExtraLarge
  /// The text style of the title unless the header sets a font, as a navigation bar title's.
  public static let titleStyle = TextStyle.headline

  /// The leading button, or nil when the header has none.
  public var leading: Button?
  /// The title.
  public var title: Title
  /// The trailing button, or nil when the header has none.
  public var trailing: Button?
  /// The container width the header was laid out in.
  public var screenWidth: Double
  /// The header's height: its tallest child's.
  public var height: Double

  /// The header's frame: at (0, 0), `screenWidth` wide and as high as its tallest child.
  public var frame: LayoutFrame { LayoutFrame(x: 0, y: 0, width: screenWidth, height: height) }

  /// The layout of a header in a container `screenWidth` wide at `textSize`, measured by the default measurement.
  public init(
    leading: ButtonLayout.Input?, title: String, trailing: ButtonLayout.Input?,
    screenWidth: Double = HeaderLayout.defaultScreenWidth, textSize: DynamicTypeSize,
    titleFont: Font = .style(HeaderLayout.titleStyle), largeContentViewer: Bool = false
  ) {
    self.init(
      leading: leading, title: title, trailing: trailing, screenWidth: screenWidth, textSize: textSize,
      titleFont: titleFont, largeContentViewer: largeContentViewer, measurement: DefaultTextMeasurement())
  }

  /// The layout of a header in a container `screenWidth` wide at `textSize`, measured by `measurement`; an empty
  /// title takes no room.
  public init(
    leading: ButtonLayout.Input?, title: String, trailing: ButtonLayout.Input?,
    screenWidth: Double = HeaderLayout.defaultScreenWidth, textSize: DynamicTypeSize,
    titleFont: Font = .style(HeaderLayout.titleStyle), largeContentViewer: Bool = false,
    measurement: some TextMeasurement
  ) {
    let buttonSize = largeContentViewer ? textSize.capped(at: Self.buttonMaximumTextSize) : textSize
    let leadingLayout = leading.map { Self.buttonLayout($0, textSize: buttonSize, measurement: measurement) }
    let trailingLayout = trailing.map { Self.buttonLayout($0, textSize: buttonSize, measurement: measurement) }
    let edge = max(leadingLayout?.width ?? 0, trailingLayout?.width ?? 0)
    let available = screenWidth - 2 * (edge + Self.spacing)
    let titleFont = DynamicFont(titleFont, size: textSize)
    let fitted = Title.Fitted(title, font: titleFont, available: available, measurement: measurement)
    let height = max(leadingLayout?.height ?? 0, fitted.height, trailingLayout?.height ?? 0)
    let showsLargeContentViewer = largeContentViewer && textSize.isAccessibilitySize
    self.leading = leadingLayout.map {
      Button(layout: $0, x: 0, headerHeight: height, showsLargeContentViewer: showsLargeContentViewer)
    }
    self.trailing = trailingLayout.map {
      Button(
        layout: $0, x: screenWidth - $0.width, headerHeight: height, showsLargeContentViewer: showsLargeContentViewer)
    }
    self.title = Title(fitted, text: title, font: titleFont, screenWidth: screenWidth, headerHeight: height)
    self.screenWidth = screenWidth
    self.height = height
  }

  /// A header button's intrinsic layout: one line per line break, never wrapped.
  static func buttonLayout(
    _ input: ButtonLayout.Input, textSize: DynamicTypeSize, measurement: some TextMeasurement
  ) -> ButtonLayout {
    var input = input
    input.availableWidth = nil
    return ButtonLayout(input, textSize: textSize, measurement: measurement)
  }

  /// The y that centers a child `height` high in a header `headerHeight` high.
  static func centeredY(height: Double, headerHeight: Double) -> Double {
    (headerHeight - height) / 2
  }
}
