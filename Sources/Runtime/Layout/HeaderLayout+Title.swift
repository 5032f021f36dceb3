extension HeaderLayout {
  /// A header's title: one line, centered, truncated with "…" when wider than the room the buttons leave.
  ///
  /// A title with a line break shows its first line and is truncated (as a one-line label is).
  public struct Title: Hashable, Sendable {
    /// The title's frame in the header: its intrinsic width when it fits, the available width when truncated,
    /// and width 0 when there is no room.
    public var frame: LayoutFrame
    /// The full title, which VoiceOver reads even when truncated.
    public var text: String
    /// The text shown: the full title, or a prefix and "…" (empty when not even "…" fits).
    public var displayedText: String
    /// Whether the title is truncated (Dial's `nav.title.truncated`).
    public var isTruncated: Bool
    /// Whether the buttons leave the title no room (available width ≤ 0), which `dial audit` reports.
    public var hasNoRoom: Bool
    /// The title's font.
    public var font: DynamicFont

    /// A title fitted into the available width, centered in `screenWidth` and in a header `headerHeight` high.
    init(_ fitted: Fitted, text: String, font: DynamicFont, screenWidth: Double, headerHeight: Double) {
      let y = HeaderLayout.centeredY(height: fitted.height, headerHeight: headerHeight)
      self.frame = LayoutFrame(x: (screenWidth - fitted.width) / 2, y: y, width: fitted.width, height: fitted.height)
      self.text = text
      self.displayedText = fitted.displayedText ?? text
      self.isTruncated = fitted.displayedText != nil
      self.hasNoRoom = fitted.hasNoRoom
      self.font = font
    }
  }
}

extension HeaderLayout.Title {
  /// The title's size and shown text once fitted into the available width.
  struct Fitted {
    /// The frame's width.
    var width: Double
    /// The frame's height: one line, rounded up; 0 for an empty title.
    var height: Double
    /// The truncated text, or nil when the full title is shown.
    var displayedText: String?
    /// Whether the available width is 0 or less.
    var hasNoRoom: Bool

    /// Fits `text`, set in `font`, into `available` points.
    init(_ text: String, font: DynamicFont, available: Double, measurement: some TextMeasurement) {
      var lines = TextLines(text)
      let firstLine = lines.next()
      let hasMoreLines = lines.next() != nil
      let fullWidth = roundedUpToPoints(firstLine.map { measurement.width(of: $0, in: font) } ?? 0)
      self.height = firstLine == nil ? 0 : roundedUpToPoints(measurement.lineHeight(of: font))
      self.hasNoRoom = available <= 0
      // No room counts as 0 wide, so an empty title is never truncated.
      if !hasMoreLines && fullWidth <= max(0, available) {
        self.width = fullWidth
        self.displayedText = nil
      } else {
        let room = max(0, available)
        self.width = room
        self.displayedText = measurement.truncate(firstLine ?? "", toFit: room, in: font).text
      }
    }
  }
}
