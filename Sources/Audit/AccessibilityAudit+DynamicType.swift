import DialChecker
import DialLexer
import DialParser
import DialRuntime

// Dynamic Type: text that does not follow the text size.
extension AccessibilityAudit.Inspection {
  /// A title or subtitle shown in a fixed-size font (`.system(size:)` without `relativeTo:`): it stays the same
  /// size whatever text size the user chooses, which Apple's guidelines ask apps not to do. A text style or a
  /// relative font scales, and passes.
  func checkFixedFontSize(_ index: Int, into collector: inout AccessibilityAudit.Collector) {
    let layout = session.state.placedButtonLayout(index)
    let resolved = session.state.resolvedButton(index)
    let fixed = [
      ("title", resolved.font, !layout.titleLines.isEmpty),
      ("subtitle", resolved.subtitleFont, !layout.subtitleLines.isEmpty),
    ].filter { $0.2 && Self.isFixed($0.1) }
    guard !fixed.isEmpty else { return }
    let texts = fixed.map(\.0).joined(separator: " and ")
    let fonts = fixed.map { Value.font($0.1).literal }.joined(separator: ", ")
    let button = checked.buttons[index]
    let observation = AccessibilityAudit.Observation(
      kind: .fixedFontSize, element: button.name, range: button.range,
      message: { _, fonts in
        "button '\(button.name)' shows its \(texts) in a fixed size (\(fonts)) that does not follow Dynamic Type"
      },
      fix: { _ in "use a text style (.body), or scale the size with relativeTo: (.system(size:weight:relativeTo:))" },
      edits: Array(
        Set(
          fixed.compactMap { text, font, _ in
            guard case .system(let points, _, _) = font else { return nil }
            return relativeFontEdit(text == "title" ? .font : .subtitleFont, ofButton: index, size: points)
          })))
    collector.add(observation, size: size, detail: fonts)
  }

  /// Whether a font keeps its size at every text size.
  static func isFixed(_ font: Font) -> Bool {
    if case .system(_, _, nil) = font { return true }
    return false
  }
}
