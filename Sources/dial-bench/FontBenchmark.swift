import Dial
import Foundation

/// `dial-bench fonts [--font FILE]`: loading a font file (the best of 20 loads, in milliseconds; the goal is
/// under 10 ms for a 1 MB font) and measuring with it, against Dial's 0.55-em model in the same run: the time of
/// one width of a 13-character ASCII line and of a line with accented and CJK characters, in nanoseconds, and
/// the ratio to the model's.
enum FontBenchmark {
  static func run(json: Bool, path: String) {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("dial-bench fonts: cannot read \(path)\n".utf8))
      exit(2)
    }
    let bytes = [UInt8](data)
    var loaded: FontFace?
    let load = Measure.best(20) { loaded = try? FontFace(bytes: bytes, name: path) }
    guard let face = loaded, let fonts = FontMeasurement(faces: [face]) else {
      FileHandle.standardError.write(Data("dial-bench fonts: \(path) is not a font Dial reads\n".utf8))
      exit(2)
    }
    let model = DefaultTextMeasurement()
    let font = DynamicFont(.body, size: .accessibilityExtraExtraExtraLarge)
    let ascii: Substring = "Free delivery"
    let mixed: Substring = "Caf\u{E9} \u{65E5}\u{672C} d\u{E9}j\u{E0} vu"
    let figures: [(String, Double)] = [
      ("font_bytes", Double(bytes.count)),
      ("load_ms", load * 1000),
      ("ascii_width_ns", nanoseconds(fonts, ascii, font)),
      ("ascii_width_model_ns", nanoseconds(model, ascii, font)),
      ("ascii_width_ratio", nanoseconds(fonts, ascii, font) / nanoseconds(model, ascii, font)),
      ("mixed_width_ns", nanoseconds(fonts, mixed, font)),
      ("mixed_width_ratio", nanoseconds(fonts, mixed, font) / nanoseconds(model, mixed, font)),
    ]
    Measure.report(figures, json: json)
  }

  /// The time of one width of `line`, in nanoseconds: the best of ten runs of 100 000.
  static func nanoseconds(_ measurement: some TextMeasurement, _ line: Substring, _ font: DynamicFont) -> Double {
    var total = 0.0
    let seconds = Measure.best(10) {
      for _ in 0..<100_000 { total += measurement.width(of: line, in: font) }
    }
    if total < 0 { print(total) }
    return seconds / 100_000 * 1e9
  }
}
