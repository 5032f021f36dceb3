import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// The shown lines of a label, as the layout model wraps and cuts them (``TextBlock``), with each line's width so
/// that it can be drawn.
struct TextColumn {
  /// How lines are placed in the width of their block.
  enum Alignment {
    case leading, center, trailing
  }

  /// The shown lines and their measured (unrounded) widths.
  var lines: [(text: String, width: Double)]
  /// The font.
  var font: DynamicFont
  /// One line's height.
  var lineHeight: Double
  /// The widest line, rounded up, as ``TextBlock`` rounds it.
  var width: Double
  /// All lines' height, rounded up once.
  var height: Double
  /// The baseline's distance below a line's top.
  var baseline: Double

  /// The lines a layout shows (``ButtonLayout/titleLines``), measured in `font`.
  init(_ shown: [String], font: DynamicFont, measurement: any TextMeasurement) {
    self.lines = shown.map { ($0, measurement.width(of: $0[...], in: font)) }
    self.font = font
    self.lineHeight = measurement.lineHeight(of: font)
    self.width = roundedUpToPoints(lines.map { $0.width }.max() ?? 0)
    self.height = roundedUpToPoints(Double(lines.count) * lineHeight)
    self.baseline = Self.baseline(font, measurement)
  }

  /// The baseline's distance below the top of a line of `font`: for a real face, half its line gap and its
  /// ascender, as a line of that face is set; for the model, about 0.93 em (half the extra leading of a line
  /// 1.2 em high, then about 0.83 em of ascent).
  static func baseline(_ font: DynamicFont, _ measurement: any TextMeasurement) -> Double {
    guard let fonts = measurement as? FontMeasurement else { return font.pointSize * 0.93 }
    let face = fonts.face(for: font.weight)
    return (Double(face.lineGap) / 2 + Double(face.ascender)) * font.pointSize / Double(face.unitsPerEm)
  }

  /// Draws the lines from `top`, aligned in the width of `block`.
  func draw(at block: LayoutFrame, top: Double, alignment: Alignment, color: UInt32, into markup: inout Markup) {
    for (index, line) in lines.enumerated() where !line.text.isEmpty {
      let x: Double
      switch alignment {
      case .leading: x = block.x
      case .center: x = block.midX - line.width / 2
      case .trailing: x = block.maxX - line.width
      }
      Self.drawLine(
        line.text, width: line.width, x: x, top: top + Double(index) * lineHeight, baseline: baseline, font: font,
        color: color, into: &markup)
    }
  }

  /// One line of text whose box starts at (`x`, `top`), exactly `width` wide.
  static func drawLine(
    _ text: String, width: Double, x: Double, top: Double, baseline: Double, font: DynamicFont, color: UInt32,
    into markup: inout Markup
  ) {
    var attributes: [(String, String)] = [
      ("x", Markup.number(x)), ("y", Markup.number(top + baseline)), ("font-size", Markup.number(font.pointSize)),
      ("font-weight", Self.cssWeight(font.weight)),
    ]
    attributes += PreviewDrawing.paint(color, as: "fill")
    // Text is drawn at its natural width, never stretched or squeezed to the model's: the model decides the
    // frame and where a line breaks or is cut, the browser's font only how the glyphs look. `data-width` keeps
    // the model's width for tools.
    attributes.append(("data-width", Markup.number(width)))
    markup.element("text", attributes, text: text)
  }

  /// The CSS weight of a font weight: 400 regular to 800 heavy.
  static func cssWeight(_ weight: FontWeight) -> String {
    switch weight {
    case .regular: return "400"
    case .medium: return "500"
    case .semibold: return "600"
    case .bold: return "700"
    case .heavy: return "800"
    }
  }
}
