/// The source of the helpers an export declares when its code uses them (``SwiftHelper``): small, so that a
/// reader sees what each computes.
enum SwiftHelpers {
  /// The helpers' declarations, in a fixed order, for `target`.
  static func source(_ helpers: Set<SwiftHelper>, target: ExportTarget) -> SwiftSource {
    var source = SwiftSource()
    for helper in helpers.sorted() where !text(of: helper, target: target).isEmpty {
      source.line()
      for line in text(of: helper, target: target).split(separator: "\n", omittingEmptySubsequences: false) {
        source.line(String(line))
      }
    }
    return source
  }

  static func text(of helper: SwiftHelper, target: ExportTarget) -> String {
    switch helper {
    case .numberText: return numberText
    case .color: return target == .uikit ? uikitColor : swiftUIColor
    case .lastAnnouncement, .twoWaySelection: return ""
    }
  }

  static let uikitColor = """
    private extension UIColor {
      /// A color from Dial's 0xRRGGBBAA value, the one the spec was tested with.
      convenience init(dialRGBA rgba: UInt32) {
        self.init(
          red: CGFloat(rgba >> 24 & 0xFF) / 255, green: CGFloat(rgba >> 16 & 0xFF) / 255,
          blue: CGFloat(rgba >> 8 & 0xFF) / 255, alpha: CGFloat(rgba & 0xFF) / 255)
      }
    }
    """

  static let swiftUIColor = """
    private extension Color {
      /// A color from Dial's 0xRRGGBBAA value, the one the spec was tested with.
      init(dialRGBA rgba: UInt32) {
        self.init(
          .sRGB, red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
          blue: Double(rgba >> 8 & 0xFF) / 255, opacity: Double(rgba & 0xFF) / 255)
      }
    }
    """

  static let numberText = """
    /// Numbers written as Dial writes them, where Swift's own text differs.
    enum DialText {
      /// A Double with a point and never an exponent: `390.0`, `100000000000000000000.0`.
      static func number(_ value: Double) -> String {
        let text = value.description
        guard value.isFinite, let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
          let exponent = Int(text[text.index(after: e)...])
        else { return text }
        let mantissa = text[..<e]
        let negative = mantissa.hasPrefix("-")
        let unsigned = negative ? mantissa.dropFirst() : mantissa
        let digits = unsigned.filter { $0 != "." }
        let point =
          (unsigned.firstIndex(of: ".").map { unsigned.distance(from: unsigned.startIndex, to: $0) } ?? unsigned.count)
          + exponent
        let plain: String
        if point <= 0 {
          plain = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
          plain = digits + String(repeating: "0", count: point - digits.count) + ".0"
        } else {
          plain = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        return (negative ? "-" : "") + plain
      }
    }
    """
}
