import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// Draws elements as SVG from the layout model: frames, fonts and text widths all come from it, and every text is
/// stretched or squeezed to the width the model measured (`textLength`), so the picture shows what Dial computed,
/// whatever font the browser has.
struct PreviewDrawing {
  /// How text is measured: the session's measurement.
  let measurement: any TextMeasurement

  // MARK: - Buttons

  /// A button's background, image (or activity indicator) and text, in `frame`.
  func drawButton(
    _ resolved: ResolvedButton, layout: ButtonLayout, frame: LayoutFrame, indicator: String? = nil,
    into markup: inout Markup
  ) {
    drawBackground(resolved, frame: frame, into: &markup)
    if let indicator { drawIndicator(indicator, resolved, layout: layout, frame: frame, into: &markup) }
    let title = TextColumn(layout.titleLines, font: layout.titleFont, measurement: measurement)
    let subtitle = TextColumn(layout.subtitleLines, font: layout.subtitleFont, measurement: measurement)
    let gap = title.lines.isEmpty || subtitle.lines.isEmpty ? 0 : resolved.titlePadding
    let text = (width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
    let side = layout.imageSide
    // A pop-up's indicator has room of its own after the content, inside the insets.
    let room = layout.indicatorWidth > 0 ? layout.indicatorWidth + ButtonLayout.indicatorPadding : 0
    let contentFrame = LayoutFrame(x: frame.x, y: frame.y, width: frame.width - room, height: frame.height)
    let origins = Self.contentOrigins(resolved, side: side, text: text, frame: contentFrame)
    if side > 0 {
      let square = LayoutFrame(x: origins.image.x, y: origins.image.y, width: side, height: side)
      if resolved.loading {
        drawActivityIndicator(in: square, color: resolved.foreground, into: &markup)
      } else {
        drawSymbol(resolved.image, in: square, color: resolved.foreground, into: &markup)
      }
    }
    let alignment = Self.alignment(resolved, placement: resolved.imagePlacement)
    let block = LayoutFrame(x: origins.text.x, y: origins.text.y, width: text.width, height: text.height)
    // The browser's font may set text wider than the model measured; the button's frame clips it, as a label's
    // bounds do, rather than the text being squeezed to fit.
    let viewport =
      Self.rect(frame) + [
        ("viewBox", [frame.x, frame.y, frame.width, frame.height].map(Markup.number).joined(separator: " ")),
        ("overflow", "hidden"), ("class", "label"),
      ]
    markup.element("svg", viewport) { clip in
      title.draw(at: block, top: block.y, alignment: alignment, color: resolved.foreground, into: &clip)
      let subtitleTop = block.y + title.height + gap
      subtitle.draw(at: block, top: subtitleTop, alignment: alignment, color: resolved.foreground, into: &clip)
    }
  }

  /// The menu affordance a button shows: ⌃⌄ for a pop-up, ⌄ for a pull-down, ⋯ for a toggle's context menu.
  static func indicator(behavior: Behavior, hasMenu: Bool) -> String? {
    switch behavior {
    case .popup: return "⌃⌄"
    case .pulldown: return "⌄"
    case .toggle where hasMenu: return "⋯"
    default: return nil
    }
  }

  /// The affordance, small, centered vertically: a pop-up's in the room its layout keeps for it after the
  /// content; a pull-down's or a context menu's in the trailing inset.
  private func drawIndicator(
    _ indicator: String, _ resolved: ResolvedButton, layout: ButtonLayout, frame: LayoutFrame, into markup: inout Markup
  ) {
    let size = max(8, layout.titleFont.pointSize * 0.6)
    let x =
      layout.indicatorWidth > 0
      ? frame.maxX - resolved.contentInsets.trailing - layout.indicatorWidth
      : frame.maxX - max(resolved.contentInsets.trailing, size) / 2 - size / 2
    markup.element(
      "text",
      [
        ("class", "indicator"), ("x", Markup.number(x)), ("y", Markup.number(frame.midY + size * 0.35)),
        ("font-size", Markup.number(size)),
      ] + Self.paint(resolved.foreground, as: "fill"), text: indicator)
  }

  /// Where a button's image and text block start: their top-left corners.
  private struct ContentOrigins {
    /// The image's (or activity indicator's) top-left corner.
    var image: (x: Double, y: Double)
    /// The text block's top-left corner.
    var text: (x: Double, y: Double)
  }

  /// Places an image `side` points square and a `text` block in `frame`, as UIKit does: the two, with the image
  /// padding between them, form one content box centered inside the content insets.
  private static func contentOrigins(
    _ resolved: ResolvedButton, side: Double, text: (width: Double, height: Double), frame: LayoutFrame
  ) -> ContentOrigins {
    let placement = resolved.imagePlacement
    let imageGap = side > 0 && (text.width > 0 || text.height > 0) ? resolved.imagePadding : 0
    let content =
      placement.isHorizontal
      ? (width: side + imageGap + text.width, height: max(side, text.height))
      : (width: max(side, text.width), height: side + imageGap + text.height)
    let insets = resolved.contentInsets
    let inner = LayoutFrame(
      x: frame.x + insets.leading, y: frame.y + insets.top,
      width: frame.width - insets.leading - insets.trailing, height: frame.height - insets.top - insets.bottom)
    // UIKit centers the content in the button.
    let origin = (x: inner.midX - content.width / 2, y: inner.midY - content.height / 2)
    switch placement {
    case .leading:
      return ContentOrigins(
        image: (origin.x, origin.y + (content.height - side) / 2),
        text: (origin.x + side + imageGap, origin.y + (content.height - text.height) / 2))
    case .trailing:
      return ContentOrigins(
        image: (origin.x + text.width + imageGap, origin.y + (content.height - side) / 2),
        text: (origin.x, origin.y + (content.height - text.height) / 2))
    case .top:
      return ContentOrigins(
        image: (origin.x + (content.width - side) / 2, origin.y),
        text: (origin.x + (content.width - text.width) / 2, origin.y + side + imageGap))
    case .bottom:
      return ContentOrigins(
        image: (origin.x + (content.width - side) / 2, origin.y + text.height + imageGap),
        text: (origin.x + (content.width - text.width) / 2, origin.y))
    }
  }

  /// What Liquid Glass is drawn over: the frame's lower right half dark, its upper left half white, the two
  /// backdrops the audit measures glass over, so that the picture shows how far the backdrop decides.
  func drawGlassBackdrop(_ frame: LayoutFrame, into markup: inout Markup) {
    let corners = [
      (frame.x + frame.width, frame.y), (frame.x + frame.width, frame.y + frame.height),
      (frame.x, frame.y + frame.height),
    ]
    let points = corners.map { Markup.number($0.0) + "," + Markup.number($0.1) }.joined(separator: " ")
    markup.empty("polygon", [("points", points), ("class", "backdrop")])
  }

  /// The filled, rounded background; a clear one is outlined with a dashed line, so the frame stays visible.
  func drawBackground(_ resolved: ResolvedButton, frame: LayoutFrame, into markup: inout Markup) {
    let radius = min(resolved.cornerRadius, frame.height / 2, frame.width / 2)
    var attributes = Self.rect(frame) + [("rx", Markup.number(radius))]
    if resolved.background & 0xFF == 0 {
      attributes += [("fill", "none"), ("class", "bounds")]
    } else {
      attributes += [("fill", Markup.rgb(resolved.background)), ("fill-opacity", Markup.opacity(resolved.background))]
    }
    markup.empty("rect", attributes)
  }

  /// An SF Symbol's placeholder: a rounded square with a mark inside, named in a tooltip. Different names get
  /// different marks (a dot, a square, a triangle, a diamond, a cross or a bar, chosen by the name), so that two
  /// symbols side by side are told apart; a `.fill` variant is drawn filled, its mark in white.
  func drawSymbol(_ name: String, in square: LayoutFrame, color: UInt32, into markup: inout Markup) {
    let stroke = max(1, square.width / 14)
    let parts = name.split(separator: ".")
    let filled = parts.contains("fill")
    let mark = Self.symbolMark(parts.filter { $0 != "fill" }.joined(separator: "."))
    markup.element("g", [("class", "symbol"), ("data-symbol", name)] + Self.paint(color, as: "stroke")) { group in
      group.element("title", text: name)
      let inset = stroke / 2
      let outline = LayoutFrame(
        x: square.x + inset, y: square.y + inset, width: square.width - stroke, height: square.height - stroke)
      let fill = filled ? Self.paint(color, as: "fill") : [("fill", "none")]
      group.empty(
        "rect",
        Self.rect(outline) + [("rx", Markup.number(square.width * 0.22)), ("stroke-width", Markup.number(stroke))]
          + fill)
      let ink = filled ? [("fill", "#FFFFFF"), ("stroke", "none")] : Self.paint(color, as: "fill")
      Self.drawMark(mark, in: square, attributes: ink, into: &group)
    }
  }

  /// Which of the six marks a symbol name gets: a stable hash (FNV-1a) of the name, so a name always gets the
  /// same one.
  static func symbolMark(_ name: String) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    // FNV's low bits vary little between short names: the high half is folded in.
    return Int((hash ^ hash >> 16) % 6)
  }

  /// One mark, centred in `square`.
  static func drawMark(_ mark: Int, in square: LayoutFrame, attributes: [(String, String)], into markup: inout Markup) {
    let (x, y, r) = (square.midX, square.midY, square.width * 0.18)
    func points(_ list: [(Double, Double)]) -> [(String, String)] {
      [("points", list.map { Markup.number(x + $0.0 * r) + "," + Markup.number(y + $0.1 * r) }.joined(separator: " "))]
    }
    switch mark {
    case 0:
      markup.empty(
        "circle", [("cx", Markup.number(x)), ("cy", Markup.number(y)), ("r", Markup.number(r * 0.9))] + attributes)
    case 1: markup.empty("polygon", points([(-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)]) + attributes)
    case 2: markup.empty("polygon", points([(0, -1), (1, 0.8), (-1, 0.8)]) + attributes)
    case 3: markup.empty("polygon", points([(0, -1.1), (1.1, 0), (0, 1.1), (-1.1, 0)]) + attributes)
    case 4:
      markup.empty(
        "polygon",
        points([
          (-0.3, -1), (0.3, -1), (0.3, -0.3), (1, -0.3), (1, 0.3), (0.3, 0.3), (0.3, 1), (-0.3, 1),
          (-0.3, 0.3), (-1, 0.3), (-1, -0.3), (-0.3, -0.3),
        ]) + attributes)
    default: markup.empty("polygon", points([(-1, -0.35), (1, -0.35), (1, 0.35), (-1, 0.35)]) + attributes)
    }
  }

  /// UIActivityIndicatorView's look: eight spokes fading round.
  func drawActivityIndicator(in square: LayoutFrame, color: UInt32, into markup: inout Markup) {
    let radius = square.width / 2
    markup.element(
      "g",
      [("class", "activity-indicator"), ("stroke-linecap", "round"), ("stroke-width", Markup.number(radius / 5))]
        + Self.paint(color, as: "stroke")
    ) { group in
      group.element("title", text: "activity indicator")
      for spoke in 0..<8 {
        let angle = Double(spoke) * Double.pi / 4
        let (cos, sin) = Self.cosSin(angle)
        group.empty(
          "line",
          [
            ("x1", Markup.number(square.midX + cos * radius * 0.45)),
            ("y1", Markup.number(square.midY + sin * radius * 0.45)),
            ("x2", Markup.number(square.midX + cos * radius * 0.9)),
            ("y2", Markup.number(square.midY + sin * radius * 0.9)),
            ("opacity", Markup.number(1 - Double(spoke) * 0.1)),
          ])
      }
    }
  }

  /// How lines of a text block are aligned: `.automatic` centers them under or over an image, else leads.
  static func alignment(_ resolved: ResolvedButton, placement: ButtonLayout.ImagePlacement) -> TextColumn.Alignment {
    switch resolved.titleAlignment {
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    case .automatic: return placement.isHorizontal ? .leading : .center
    }
  }

  // MARK: - Attributes

  static func rect(_ frame: LayoutFrame) -> [(String, String)] {
    [
      ("x", Markup.number(frame.x)), ("y", Markup.number(frame.y)), ("width", Markup.number(frame.width)),
      ("height", Markup.number(frame.height)),
    ]
  }

  /// `fill`/`stroke` and its opacity for an `0xRRGGBBAA` color.
  static func paint(_ color: UInt32, as property: String) -> [(String, String)] {
    [(property, Markup.rgb(color)), (property + "-opacity", Markup.opacity(color))]
  }

  /// Cosine and sine of multiples of 45°, exactly, without Foundation.
  static func cosSin(_ angle: Double) -> (Double, Double) {
    let half = 0.7071067811865476
    let table: [(Double, Double)] = [
      (1, 0), (half, half), (0, 1), (-half, half), (-1, 0), (-half, -half), (0, -1), (half, -half),
    ]
    return table[Int((angle / (Double.pi / 4)).rounded()) % 8]
  }
}
