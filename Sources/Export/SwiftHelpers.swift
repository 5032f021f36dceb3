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
    case .lastAnnouncement, .twoWaySelection, .dynamicTypeSize: return ""
    case .headerBar: return target == .uikit ? uikitHeaderBar : swiftUIHeaderLayout
    case .glass: return target == .uikit ? uikitGlass : swiftUIGlass
    case .identifiedMenuElement: return target == .uikit ? uikitIdentified : ""
    case .steadyButtonStyle: return target == .swiftui ? swiftUISteady : ""
    case .pressedButtonStyle: return target == .swiftui ? swiftUIPressed : ""
    case .specInHandlers: return ""
    }
  }

  static let swiftUISteady = """
    /// The label in the colors it is given, pressed or disabled alike (`automaticStateColors: false`), on its
    /// preset's fill: none for plain, a light tint for gray and tinted, the tint for filled.
    private struct DialSteadyButtonStyle: ButtonStyle {
      var fill = 0.15

      func makeBody(configuration: Configuration) -> some View {
        configuration.label.background(.tint.opacity(fill), in: RoundedRectangle(cornerRadius: 8))
      }
    }
    """

  static let swiftUIPressed = """
    /// A button drawn from its label and whether it is pressed (`when highlighted`), on its preset's fill: none
    /// for plain, a light tint for gray and tinted, the tint for filled.
    private struct DialPressedStyle<Content: View>: ButtonStyle {
      var fill = 0.15
      @ViewBuilder var content: (Configuration.Label, Bool) -> Content

      func makeBody(configuration: Configuration) -> some View {
        content(configuration.label, configuration.isPressed)
          .background(.tint.opacity(fill), in: RoundedRectangle(cornerRadius: 8))
      }
    }
    """

  static let uikitIdentified = """
    private extension UIMenuElement {
      /// The element with an accessibility identifier, so that a UI test finds it whatever its title's language.
      func identified(_ identifier: String) -> Self {
        accessibilityIdentifier = identifier
        return self
      }
    }
    """

  static let uikitGlass = """
    private extension UIButton.Configuration {
      /// Liquid Glass on iOS 26 and later; before, the configuration Dial draws there: gray, or filled when prominent.
      static func dialGlass(prominent: Bool) -> UIButton.Configuration {
        if #available(iOS 26.0, *) { return prominent ? .prominentGlass() : .glass() }
        return prominent ? .filled() : .gray()
      }
    }
    """

  static let swiftUIGlass = """
    private extension View {
      /// Liquid Glass on iOS 26 and later; before, the style Dial draws there: bordered, or bordered prominent.
      @ViewBuilder func dialGlassButtonStyle(prominent: Bool) -> some View {
        if #available(iOS 26.0, *) {
          if prominent { buttonStyle(.glassProminent) } else { buttonStyle(.glass) }
        } else {
          if prominent { buttonStyle(.borderedProminent) } else { buttonStyle(.bordered) }
        }
      }
    }
    """

  static let uikitHeaderBar = """
    /// A [button, title, button] bar laid out as Dial lays out a header: the title centred on one line, as wide as
    /// the wider side leaves it (and 8 points), truncated when it does not fit; the sides at the leading and
    /// trailing edges, mirrored in a right-to-left language.
    private final class HeaderBar: UIView {
      let leading: UIView?
      let trailing: UIView?
      let titleLabel = UILabel()
      var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue; setNeedsLayout() }
      }

      init(leading: UIView? = nil, trailing: UIView? = nil, font: UIFont, largeContentViewer: Bool = false) {
        (self.leading, self.trailing) = (leading, trailing)
        super.init(frame: .zero)
        titleLabel.font = font
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header
        for view in [leading, titleLabel, trailing].compactMap({ $0 }) { addSubview(view) }
        // Bar buttons that stop growing offer the Large Content Viewer on a long press, as UIKit's bars do.
        if largeContentViewer { addInteraction(UILargeContentViewerInteraction()) }
      }

      required init?(coder: NSCoder) { nil }

      override var intrinsicContentSize: CGSize {
        let heights = [leading, titleLabel, trailing].compactMap { $0?.intrinsicContentSize.height }
        return CGSize(width: UIView.noIntrinsicMetric, height: heights.max() ?? 0)
      }

      override func layoutSubviews() {
        super.layoutSubviews()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let (left, right) = rightToLeft ? (trailing, leading) : (leading, trailing)
        let (leftSize, rightSize) = (left?.intrinsicContentSize ?? .zero, right?.intrinsicContentSize ?? .zero)
        left?.frame = CGRect(x: 0, y: (bounds.height - leftSize.height) / 2, width: leftSize.width, height: leftSize.height)
        right?.frame = CGRect(
          x: bounds.width - rightSize.width, y: (bounds.height - rightSize.height) / 2, width: rightSize.width,
          height: rightSize.height)
        let title = titleLabel.intrinsicContentSize
        let width = min(title.width, max(0, bounds.width - 2 * (max(leftSize.width, rightSize.width) + 8)))
        titleLabel.frame = CGRect(
          x: (bounds.width - width) / 2, y: (bounds.height - title.height) / 2, width: width, height: title.height)
      }
    }
    """

  static let swiftUIHeaderLayout = """
    /// A [button, title, button] layout as Dial lays out a header: the wider edge's width, and 8 points, kept
    /// free on both sides, so that the title stays centred, truncated when it does not fit; each child centred
    /// vertically, the header as high as the tallest.
    private struct HeaderLayout: Layout {
      var hasLeading: Bool
      var hasTrailing: Bool

      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: proposal.width ?? 0, height: height)
      }

      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let leading = hasLeading ? subviews.first : nil
        let trailing = hasTrailing ? subviews.last : nil
        let titles = subviews.dropFirst(hasLeading ? 1 : 0).dropLast(hasTrailing ? 1 : 0)
        let edge = max(
          leading?.sizeThatFits(.unspecified).width ?? 0, trailing?.sizeThatFits(.unspecified).width ?? 0)
        leading?.place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: .unspecified)
        trailing?.place(at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: .unspecified)
        let available = ProposedViewSize(width: max(0, bounds.width - 2 * (edge + 8)), height: nil)
        for title in titles { title.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: available) }
      }
    }
    """

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
