/// What VoiceOver reads for an element, in AccessibilitySnapshot's format (§7).
public enum Speech {
  /// Combines label, value, traits and hint by the six rules of §7:
  /// `"Checkout. Dimmed. Button."`, `"Selected: In Stock Only. Button."`.
  public static func describe(label: String, value: String, traits: TraitSet, hint: String) -> String {
    var description = label
    if !value.isEmpty { description = description.isEmpty ? value : "\(description): \(value)" }
    if traits.contains(.selected) { description = description.isEmpty ? "Selected." : "Selected: \(description)" }
    // Built by appending, not by joining an array: this runs on every resolution.
    var words = ""
    if traits.contains(.notEnabled) { words += "Dimmed." }
    if traits.contains(.button) { words += words.isEmpty ? "Button." : " Button." }
    if traits.contains(.header) { words += words.isEmpty ? "Heading." : " Heading." }
    if description.isEmpty { description = hint }
    guard !words.isEmpty else { return description }
    guard !description.isEmpty else { return words }
    description += description.hasSuffix(".") ? " " : ". "
    description += words
    return description
  }
}
