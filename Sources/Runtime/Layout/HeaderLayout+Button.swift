extension HeaderLayout {
  /// A button placed at one edge of a header.
  public struct Button: Hashable, Sendable {
    /// The button's frame in the header.
    public var frame: LayoutFrame
    /// The button's intrinsic layout, at the text size it follows (capped with the Large Content Viewer).
    public var layout: ButtonLayout
    /// Whether the button offers the Large Content Viewer (Dial's `largeContentViewer`, UIKit's
    /// `showsLargeContentViewer`): true at the accessibility sizes in a header that opts into it, where its
    /// buttons no longer grow.
    public var showsLargeContentViewer: Bool

    /// A button of `layout` at `x`, centered vertically in a header `headerHeight` high.
    init(layout: ButtonLayout, x: Double, headerHeight: Double, showsLargeContentViewer: Bool) {
      let y = HeaderLayout.centeredY(height: layout.height, headerHeight: headerHeight)
      self.frame = LayoutFrame(x: x, y: y, width: layout.width, height: layout.height)
      self.layout = layout
      self.showsLargeContentViewer = showsLargeContentViewer
    }
  }
}
