import DialChecker
import DialLexer
import DialParser
import DialRuntime

extension PreviewDrawing {
  /// A placed header button: its resolved configuration and its place in the header layout.
  struct HeaderButton {
    var resolved: ResolvedButton
    var placed: HeaderLayout.Button
    /// The menu affordance it shows (``PreviewDrawing/indicator(_:)``).
    var indicator: String?
  }

  /// A header as a [button, title, button] header layout (HeaderHStack) lays it out: a bar `screenWidth` wide, the
  /// buttons at its edges and the title, truncated as the layout decided, centered.
  func drawHeader(
    _ layout: HeaderLayout, leading: HeaderButton?, trailing: HeaderButton?, into markup: inout Markup
  ) {
    markup.empty(
      "rect",
      Self.rect(LayoutFrame(x: 0, y: 0, width: layout.screenWidth, height: layout.height)) + [
        ("class", "bar")
      ])
    for button in [leading, trailing].compactMap({ $0 }) {
      drawButton(
        button.resolved, layout: button.placed.layout, frame: button.placed.frame, indicator: button.indicator,
        into: &markup)
    }
    let title = layout.title
    guard !title.displayedText.isEmpty, title.frame.width > 0 else { return }
    if title.isTruncated { markup.empty("rect", Self.rect(title.frame) + [("class", "truncated")]) }
    let width = measurement.width(of: title.displayedText[...], in: title.font)
    TextColumn.drawLine(
      title.displayedText, width: width, x: title.frame.midX - width / 2, top: title.frame.y,
      baseline: TextColumn.baseline(title.font, measurement), font: title.font, color: 0x0000_00FF, into: &markup)
  }
}
