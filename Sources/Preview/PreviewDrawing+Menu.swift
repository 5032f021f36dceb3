import DialChecker
import DialLexer
import DialParser
import DialRuntime

extension PreviewDrawing {
  /// One shown item of an open menu.
  struct MenuRow {
    var title: String
    var subtitle: String
    var image: String
    var selected: Bool
    /// The `mixed` state, drawn as a dash where a checkmark would be.
    var mixed: Bool = false
    var enabled: Bool
    var destructive: Bool
    var isSubmenu: Bool
    /// How many non-inline submenus it is inside.
    var depth: Int
    /// The inline submenu it is shown in, if any: a change of group draws a wide separator, as UIMenu does.
    var group: Int?
  }

  /// The geometry of a drawn menu, in points. The layout model has no menus, so these follow UIMenu's look:
  /// at least 250 wide, rows at least 44 high, body text with footnote subtitles.
  struct MenuMetrics {
    static let minimumWidth = 250.0
    static let minimumRowHeight = 44.0
    static let padding = 16.0
    static let indent = 16.0
    static let groupGap = 8.0
  }

  /// The size a menu with `title` and `rows` is drawn at `size`.
  func menuSize(title: String, rows: [MenuRow], size: DynamicTypeSize) -> (width: Double, height: Double) {
    let fonts = MenuFonts(size: size, measurement: measurement)
    var width = MenuMetrics.minimumWidth
    var height = title.isEmpty ? 0 : fonts.titleRowHeight
    var previousGroup: Int?? = .none
    for row in rows {
      let text = max(
        measurement.width(of: row.title[...], in: fonts.body), measurement.width(of: row.subtitle[...], in: fonts.note))
      let image = row.image.isEmpty && !row.isSubmenu ? 0 : fonts.symbolSide + MenuMetrics.padding
      width = max(width, roundedUpToPoints(fonts.leadingColumn(row.depth) + text + image + MenuMetrics.padding))
      if let previous = previousGroup, previous != row.group { height += MenuMetrics.groupGap }
      previousGroup = .some(row.group)
      height += fonts.rowHeight(row)
    }
    return (width, height)
  }

  /// An open menu: its title, then its items (submenus open, inline groups set apart).
  func drawMenu(
    title: String, rows: [MenuRow], size: DynamicTypeSize, into markup: inout Markup
  ) {
    let fonts = MenuFonts(size: size, measurement: measurement)
    let extent = menuSize(title: title, rows: rows, size: size)
    markup.empty(
      "rect", Self.rect(LayoutFrame(x: 0, y: 0, width: extent.width, height: extent.height)) + [("class", "menu")])
    var y = 0.0
    if !title.isEmpty {
      let width = measurement.width(of: title[...], in: fonts.note)
      TextColumn.drawLine(
        title, width: width, x: MenuMetrics.padding, top: y + (fonts.titleRowHeight - fonts.noteLine) / 2,
        baseline: TextColumn.baseline(fonts.note, measurement), font: fonts.note, color: 0x8A8A_8EFF, into: &markup)
      y += fonts.titleRowHeight
    }
    var previousGroup: Int?? = .none
    for row in rows {
      if let previous = previousGroup {
        if previous != row.group {
          markup.empty(
            "rect",
            Self.rect(LayoutFrame(x: 0, y: y, width: extent.width, height: MenuMetrics.groupGap)) + [
              ("class", "menu-gap")
            ])
          y += MenuMetrics.groupGap
        } else {
          markup.empty(
            "line",
            [
              ("x1", "0"), ("y1", Markup.number(y)), ("x2", Markup.number(extent.width)), ("y2", Markup.number(y)),
              ("class", "menu-separator"),
            ])
        }
      }
      previousGroup = .some(row.group)
      drawMenuRow(row, top: y, width: extent.width, fonts: fonts, into: &markup)
      y += fonts.rowHeight(row)
    }
  }

  /// One item of an open menu at `top`: its checkmark when selected, its title and subtitle, and on the trailing
  /// side its symbol, or a chevron for a submenu; a disabled item is dimmed, a destructive one red.
  func drawMenuRow(_ row: MenuRow, top: Double, width: Double, fonts: MenuFonts, into markup: inout Markup) {
    let color: UInt32 = row.destructive ? 0xFF3B_30FF : 0x0000_00FF
    let shown = row.enabled ? color : color & 0xFFFF_FF00 | 0x4D
    let height = fonts.rowHeight(row)
    let textHeight = fonts.bodyLine + (row.subtitle.isEmpty ? 0 : fonts.noteLine)
    let textTop = top + (height - textHeight) / 2
    let x = fonts.leadingColumn(row.depth)
    if row.mixed {
      drawDash(before: x, mid: top + height / 2, fonts: fonts, color: shown, into: &markup)
    } else if row.selected {
      drawCheckmark(before: x, mid: top + height / 2, fonts: fonts, color: shown, into: &markup)
    }
    let titleWidth = measurement.width(of: row.title[...], in: fonts.body)
    TextColumn.drawLine(
      row.title, width: titleWidth, x: x, top: textTop, baseline: TextColumn.baseline(fonts.body, measurement),
      font: fonts.body, color: shown, into: &markup)
    if !row.subtitle.isEmpty {
      let subtitleWidth = measurement.width(of: row.subtitle[...], in: fonts.note)
      TextColumn.drawLine(
        row.subtitle, width: subtitleWidth, x: x, top: textTop + fonts.bodyLine,
        baseline: TextColumn.baseline(fonts.note, measurement), font: fonts.note,
        color: row.enabled ? 0x8A8A_8EFF : 0x8A8A_8E4D, into: &markup)
    }
    let square = LayoutFrame(
      x: width - MenuMetrics.padding - fonts.symbolSide, y: top + (height - fonts.symbolSide) / 2,
      width: fonts.symbolSide, height: fonts.symbolSide)
    if row.isSubmenu {
      drawChevron(in: square, into: &markup)
    } else if !row.image.isEmpty {
      drawSymbol(row.image, in: square, color: shown, into: &markup)
    }
  }

  /// A mixed item's dash, in the checkmark's column.
  private func drawDash(before x: Double, mid: Double, fonts: MenuFonts, color: UInt32, into markup: inout Markup) {
    let side = fonts.body.pointSize * 0.7
    let left = x - side - 8
    markup.empty(
      "line",
      [
        ("class", "mixed"), ("x1", Markup.number(left)), ("y1", Markup.number(mid)),
        ("x2", Markup.number(left + side)), ("y2", Markup.number(mid)),
        ("stroke-width", Markup.number(max(1.5, side / 7))), ("stroke-linecap", "round"),
      ] + Self.paint(color, as: "stroke"))
  }

  /// A selected item's checkmark, in the column ending 8 points before the text at `x`, centered on `mid`.
  private func drawCheckmark(
    before x: Double, mid: Double, fonts: MenuFonts, color: UInt32, into markup: inout Markup
  ) {
    let side = fonts.body.pointSize * 0.7
    let left = x - side - 8
    markup.empty(
      "polyline",
      [
        (
          "points",
          [(left, mid), (left + side * 0.35, mid + side * 0.35), (left + side, mid - side * 0.45)]
            .map { Markup.number($0.0) + "," + Markup.number($0.1) }.joined(separator: " ")
        ),
        ("fill", "none"), ("stroke-width", Markup.number(max(1.5, side / 7))), ("stroke-linecap", "round"),
      ] + Self.paint(color, as: "stroke"))
  }

  /// An open submenu's mark in `square`: a gray chevron pointing down.
  private func drawChevron(in square: LayoutFrame, into markup: inout Markup) {
    let points = [
      (square.minX + square.width * 0.2, square.midY - square.height * 0.15),
      (square.midX, square.midY + square.height * 0.2),
      (square.maxX - square.width * 0.2, square.midY - square.height * 0.15),
    ]
    markup.empty(
      "polyline",
      [
        ("points", points.map { Markup.number($0.0) + "," + Markup.number($0.1) }.joined(separator: " ")),
        ("fill", "none"), ("stroke-width", Markup.number(max(1.5, square.width / 9))), ("stroke-linecap", "round"),
      ] + Self.paint(0x8A8A_8EFF, as: "stroke"))
  }

  /// The fonts and heights of a menu at one text size.
  struct MenuFonts {
    var body: DynamicFont
    var note: DynamicFont
    var bodyLine: Double
    var noteLine: Double

    init(size: DynamicTypeSize, measurement: any TextMeasurement) {
      body = DynamicFont(.body, size: size)
      note = DynamicFont(.footnote, size: size)
      bodyLine = roundedUpToPoints(measurement.lineHeight(of: body))
      noteLine = roundedUpToPoints(measurement.lineHeight(of: note))
    }

    var symbolSide: Double { body.pointSize }
    var titleRowHeight: Double { noteLine + 16 }

    /// Where an item's text starts: after the checkmark column and the indent of its depth.
    func leadingColumn(_ depth: Int) -> Double {
      MenuMetrics.padding + body.pointSize + 8 + Double(depth) * MenuMetrics.indent
    }

    func rowHeight(_ row: MenuRow) -> Double {
      max(MenuMetrics.minimumRowHeight, bodyLine + (row.subtitle.isEmpty ? 0 : noteLine) + 22)
    }
  }
}
