import DialChecker
import DialLexer
import DialParser
import DialRuntime

// Fixes as edits of the source: computed from the layout and the declarations, offered only where they remove the
// finding, and never one the checker would reject.
extension AccessibilityAudit.Inspection {
  /// The binding of `property` that sets button `index`'s value: the nearest plain one of its chain (the button's
  /// own, then its styles', nearest first); nil when only a `when` block or the default sets it.
  func binding(_ property: Property, ofButton index: Int) -> CheckedBinding? {
    for block in checked.configuration(of: checked.buttons[index]).reversed() {
      if let binding = block.bindings.last(where: { $0.property == property }) { return binding }
    }
    return nil
  }

  /// A fixed font made relative to the text style nearest its size at `.large` (15 pt → `.subheadline`): the edit
  /// inserts `, relativeTo: .style` before the closing parenthesis of `.system(size:weight:)` where it is written.
  func relativeFontEdit(_ property: Property, ofButton index: Int, size: Double) -> AuditEdit? {
    guard let binding = binding(property, ofButton: index), Self.isFixedSystemFont(binding.value),
      let bytes = session.program.files[binding.value.range.file]?.bytes,
      bytes.indices.contains(binding.value.range.end - 1), bytes[binding.value.range.end - 1] == UInt8(ascii: ")")
    else { return nil }
    let style = TextStyle.allCases.min {
      abs(DynamicTypeTable.pointSize($0, .large) - size) < abs(DynamicTypeTable.pointSize($1, .large) - size)
    }
    let at = binding.value.range.end - 1
    return AuditEdit(
      range: SourceRange(file: binding.value.range.file, start: at, end: at),
      newText: ", relativeTo: .\((style ?? .body).rawValue)")
  }

  /// Whether an expression is `.system(size:weight:)` without `relativeTo:`, folded to a constant or not.
  static func isFixedSystemFont(_ expression: CheckedExpression) -> Bool {
    switch expression.kind {
    case .constant(.font(.system(_, _, nil))), .systemFont(_, _, nil): return true
    default: return false
    }
  }

  /// `lines: N` made `lines: 0`, where the button's own chain writes it.
  func unlimitedLinesEdit(ofButton index: Int) -> AuditEdit? {
    guard let binding = binding(.lines, ofButton: index) else { return nil }
    return AuditEdit(range: binding.value.range, newText: "0")
  }

  /// The insets that bring button `index` to 44 × 44 pt at this size, as an edit: the `contentInsets` it writes
  /// replaced, or the property added at the start of its body. Horizontal insets only where the width falls short
  /// and is not pinned by `width:`; none when a pinned width is below 44 (then `width` is what to change).
  func hitTargetEdit(
    ofButton index: Int, frame: LayoutFrame, insets: ButtonLayout.Insets
  ) -> (edit: AuditEdit, insets: String)? {
    let minimum = AccessibilityAudit.minimumHitTarget
    let resolved = session.state.resolvedButton(index)
    let pinned = resolved.width > 0
    if pinned && resolved.width < minimum { return nil }
    let vertical = (max(0, minimum - frame.height) / 2).rounded(.up)
    let horizontal = pinned ? 0 : (max(0, minimum - frame.width) / 2).rounded(.up)
    let edges = [
      insets.top + vertical, insets.leading + horizontal, insets.bottom + vertical, insets.trailing + horizontal,
    ]
    let text =
      Set(edges).count == 1 ? Self.number(edges[0]) : "(" + edges.map(Self.number).joined(separator: ", ") + ")"
    // The button's own insets are replaced; a style's are overridden in the button, which other users of the style
    // do not share.
    if let binding = checked.buttons[index].body.bindings.last(where: { $0.property == .contentInsets }) {
      return (AuditEdit(range: binding.value.range, newText: text), text)
    }
    return bodyInsertion(ofButton: index, "contentInsets: \(text); ").map { ($0, text) }
  }

  /// A number as a Dial literal: `14`, `14.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// `text` inserted just after the `{` that opens button `index`'s body.
  func bodyInsertion(ofButton index: Int, _ text: String) -> AuditEdit? {
    let name = checked.buttons[index].range
    guard let bytes = session.program.files[name.file]?.bytes,
      let brace = bytes[name.end...].firstIndex(of: UInt8(ascii: "{"))
    else { return nil }
    return AuditEdit(range: SourceRange(file: name.file, start: brace + 1, end: brace + 1), newText: " " + text)
  }
}
