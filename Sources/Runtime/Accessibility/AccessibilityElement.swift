/// One element of the accessibility tree, as VoiceOver would expose it (docs/language.md §9).
public struct AccessibilityElement: Equatable, Sendable {
  /// How Dial names it: `checkout`, `nav.title`, `more["Sort By"]["Date"]`.
  public var path: String
  /// What VoiceOver reads first.
  public var label: String
  /// The current value, such as a pop-up's selection.
  public var value: String
  /// Its traits.
  public var traits: TraitSet
  /// The hint, read after a pause.
  public var hint: String
  /// The whole description (the six rules of docs/language.md §9).
  public var speech: String
  /// Whether the VoiceOver cursor is on it.
  public var focused: Bool
}
