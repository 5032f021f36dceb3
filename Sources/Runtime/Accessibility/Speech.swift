/// What VoiceOver reads for an element, in AccessibilitySnapshot's format (§7).
public enum Speech {
  /// Combines label, value, traits and hint by the six rules of §7:
  /// `"Checkout. Dimmed. Button."`, `"Selected: In Stock Only. Button."`.
  public static func describe(label: String, value: String, traits: TraitSet, hint: String) -> String {
    var description = label
    if !value.isEmpty { description = description.isEmpty ? value : "\(description): \(value)" }
    if traits.contains(.selected) { description = description.isEmpty ? "Selected." : "Selected: \(description)" }
    var words: [String] = []
    if traits.contains(.notEnabled) { words.append("Dimmed.") }
    if traits.contains(.button) { words.append("Button.") }
    if traits.contains(.header) { words.append("Heading.") }
    if description.isEmpty { description = hint }
    guard !words.isEmpty else { return description }
    let traitText = words.joined(separator: " ")
    guard !description.isEmpty else { return traitText }
    return description + (description.hasSuffix(".") ? " " : ". ") + traitText
  }
}
