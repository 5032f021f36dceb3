import DialChecker
import DialLexer
import DialParser
import DialRuntime

// Contrast (WCAG 2.x, success criterion 1.4.3) and pop-ups with nothing to show.
extension AccessibilityAudit.Inspection {
  /// The foreground against the background of a button that draws text, in its normal and highlighted states,
  /// and a toggle in its other selection too (a selected toggle may take the filled look, ``StateColors``).
  /// A disabled button is exempt, as WCAG exempts inactive components, and is not checked. The page behind a
  /// translucent background is white. `probes` are the button's states (``probes(of:)``).
  func checkContrast(
    _ index: Int, in probes: [(name: String, session: Session)], into collector: inout AccessibilityAudit.Collector
  ) {
    // A disabled button is exempt as it is; its enabled state, where one can happen, is among the probes.
    let startsEnabled = session.state.isEnabled(button: index)
    guard startsEnabled || reachability.canBeEnabled(index) else { return }
    let layout = session.state.placedButtonLayout(index)
    guard let (required, held) = Self.threshold(of: layout) else { return }
    // One finding for the button, naming each state that fails: one cause, the colors, however many states.
    var failing: [String] = []
    var backdropDecides: [String] = []
    let glass = checked.buttons[index].preset.isGlass(in: session.iOSRelease)
    for (name, probe) in probes where probe.state.isEnabled(button: index) {
      let resolved = probe.state.resolvedButton(index)
      let colors = "\(Value.hex(resolved.foreground)) on \(Value.hex(resolved.background))"
      let overWhite = Contrast.ratio(resolved.foreground, on: resolved.background)
      // Liquid Glass shows what is behind it: measured over white and over black, the two extremes.
      let overBlack = glass ? Contrast.ratio(resolved.foreground, on: resolved.background, over: 0) : overWhite
      if overWhite < required && overBlack < required {
        failing.append("\(Self.ratioText(min(overWhite, overBlack))):1 \(name), \(colors)")
      } else if overWhite < required || overBlack < required {
        let ratios = "\(Self.ratioText(overWhite)):1 over white and \(Self.ratioText(overBlack)):1 over black"
        backdropDecides.append("\(name): \(ratios), \(colors)")
      }
    }
    let threshold = "WCAG's \(Self.ratioText(required)):1"
    let name = checked.buttons[index].name
    report(.glassBackdrop, index, backdropDecides, into: &collector) { sizes, detail in
      "button '\(name)' is Liquid Glass, and whether its text reaches \(threshold) at \(sizes) depends on what is "
        + "behind it (\(detail))"
    } fix: {
      "keep it over a backdrop that gives enough contrast, or use .prominentGlass or a darker foreground"
    }
    report(.lowContrast, index, failing, into: &collector) { sizes, detail in
      "button '\(name)' draws its \(held) at a contrast below \(threshold) at \(sizes) (\(detail))"
    } fix: {
      "choose a foreground and background with a contrast of at least \(Self.ratioText(required)):1"
    }
  }

  /// Every state the button's declaration allows, each named as a finding says it: at start and pressed; a
  /// toggle with its selection flipped; a button disabled at start once enabled (and pressed), unless an
  /// exploration shows it never is; a button whose `loading` is bound, loading. The disabled state is exempt.
  func probes(of index: Int) -> [(name: String, session: Session)] {
    var probes = [("normal", session), ("highlighted", pressed(session, index))]
    let resolved = session.state.resolvedButton(index)
    if checked.buttons[index].behavior == .toggle {
      let selected = resolved.traits.contains(.selected)
      probes.append((selected ? "not selected" : "selected", shown(index, selected ? .normal : .selected)))
    }
    if !resolved.enabled && reachability.canBeEnabled(index) {
      let enabled = shown(index, .normal)
      probes += [
        (reachability.name("enabled"), enabled), (reachability.name("enabled, highlighted"), pressed(enabled, index)),
      ]
    }
    let bindsLoading = checked.configuration(of: checked.buttons[index]).contains { block in
      block.bindings.contains { $0.property == .loading }
    }
    if bindsLoading && !resolved.loading { probes.append(("loading (assumed reachable)", shown(index, .loading))) }
    // A `when` block on data, in a state the exploration reached where it holds, at this text size.
    for (condition, witness) in reachability.whenStates[index] ?? [] {
      var state = witness
      try? state.preview(textSize: size)
      probes.append((condition, state))
    }
    return probes
  }

  /// `session` with button `index` pressed.
  private func pressed(_ session: Session, _ index: Int) -> Session {
    var pressed = session
    try? pressed.previewPress(button: index)
    return pressed
  }

  /// The session with button `index` shown in `state` (enabled, loading or selected forced, as the preview does).
  private func shown(_ index: Int, _ state: PreviewState) -> Session {
    var shown = session
    try? shown.preview(button: index, in: state)
    return shown
  }

  /// The threshold that applies to a button's texts, each against that of its own font (a large title over a small
  /// subtitle needs the subtitle's), and the texts held to it: "title and subtitle", or one of them. Nil for a
  /// button that shows no text.
  static func threshold(of layout: ButtonLayout) -> (required: Double, held: String)? {
    let texts = [
      ("title", layout.titleFont, !layout.titleLines.isEmpty),
      ("subtitle", layout.subtitleFont, !layout.subtitleLines.isEmpty),
    ].filter(\.2).map { (name: $0.0, required: Contrast.isLarge($0.1) ? 3.0 : 4.5) }
    guard let required = texts.map(\.required).max() else { return nil }
    return (required, texts.filter { $0.required == required }.map(\.name).joined(separator: " and "))
  }

  /// One finding of `kind` for button `index`, naming each state in `details`; none when `details` is empty.
  func report(
    _ kind: AuditFinding.Kind, _ index: Int, _ details: [String], into collector: inout AccessibilityAudit.Collector,
    message: @escaping @Sendable (String, String) -> String, fix: @escaping @Sendable () -> String
  ) {
    guard !details.isEmpty else { return }
    let button = checked.buttons[index]
    let observation = AccessibilityAudit.Observation(
      kind: kind, element: button.name, range: button.range, message: message, fix: { _ in fix() })
    collector.add(observation, size: size, detail: details.joined(separator: "; "))
  }

  /// A ratio with two decimals, rounded down so that a failing ratio never prints as the threshold.
  static func ratioText(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  /// A pop-up with no action: it has no selection to show, and VoiceOver reads an empty button.
  func checkPopupSelection(_ index: Int, into collector: inout AccessibilityAudit.Collector) {
    let button = checked.buttons[index]
    guard button.behavior == .popup, let menu = button.menu,
      !checked.menus[menu].items.contains(where: { $0.kind == .action })
    else { return }
    let observation = AccessibilityAudit.Observation(
      kind: .missingSelection, element: button.name, range: button.range,
      message: { _, _ in "pop-up '\(button.name)' has no action to select, so it shows nothing" },
      fix: { _ in "add actions to its menu, or make it a .pulldown" })
    collector.add(observation, size: size, detail: "")
  }
}

/// WCAG 2.x contrast: sRGB relative luminance, colors composited over what is behind them.
enum Contrast {
  /// The contrast ratio of `foreground` drawn on `background`, itself drawn on a gray backdrop of `backdrop`
  /// (0…1): white, the page behind a button, unless told otherwise.
  static func ratio(_ foreground: UInt32, on background: UInt32, over backdrop: Double = 1) -> Double {
    let back = composite(background, over: (backdrop, backdrop, backdrop))
    let front = composite(foreground, over: back)
    let (a, b) = (luminance(front), luminance(back))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// WCAG's large text: at least 18 pt, or at least 14 pt in bold or heavier. Semibold is not bold, so a 17-pt
  /// `.headline`, a button's default title font, is not large. **Decision:** iOS points count as WCAG points.
  static func isLarge(_ font: DynamicFont) -> Bool {
    font.pointSize >= 18 || (font.pointSize >= 14 && font.weight.ordinal >= FontWeight.bold.ordinal)
  }

  typealias RGB = (red: Double, green: Double, blue: Double)

  /// A 0xRRGGBBAA color over an opaque one, channels in 0…1.
  static func composite(_ color: UInt32, over behind: RGB) -> RGB {
    let alpha = Double(color & 0xFF) / 255
    func channel(_ shift: UInt32, _ under: Double) -> Double {
      Double(color >> shift & 0xFF) / 255 * alpha + under * (1 - alpha)
    }
    return (channel(24, behind.red), channel(16, behind.green), channel(8, behind.blue))
  }

  /// Relative luminance of an sRGB color.
  static func luminance(_ color: RGB) -> Double {
    func linear(_ value: Double) -> Double {
      value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// `base` to the power `exponent` for 0 ≤ base ≤ 1 without Foundation: exp(exponent × ln(base)).
  static func pow(_ base: Double, _ exponent: Double) -> Double {
    guard base > 0 else { return 0 }
    return exp(exponent * log(base))
  }

  /// The natural logarithm, by range reduction to [1, 2) and the series of atanh.
  static func log(_ x: Double) -> Double {
    var value = x
    var exponent = 0.0
    while value >= 2 {
      value /= 2
      exponent += 1
    }
    while value < 1 {
      value *= 2
      exponent -= 1
    }
    let y = (value - 1) / (value + 1)
    var term = y
    var sum = 0.0
    var n = 1.0
    while abs(term) > 1e-17 {
      sum += term / n
      term *= y * y
      n += 2
    }
    return 2 * sum + exponent * 0.693_147_180_559_945_3
  }

  /// e to the power `x`, for the small |x| that `pow` needs, by its series after halving.
  static func exp(_ x: Double) -> Double {
    var halvings = 0
    var value = x
    while abs(value) > 0.5 {
      value /= 2
      halvings += 1
    }
    var term = 1.0
    var sum = 1.0
    var n = 1.0
    while abs(term) > 1e-17 {
      term *= value / n
      sum += term
      n += 1
    }
    for _ in 0..<halvings { sum *= sum }
    return sum
  }
}
