/// A set of accessibility traits (docs/language.md §9), in `UIAccessibilityTraits` bit order.
public struct TraitSet: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public var rawValue: UInt8

  /// Makes a set from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The element acts as a button.
  public static let button = TraitSet(rawValue: 1 << 0)
  /// The element is selected (a toggled button, an item whose state is on).
  public static let selected = TraitSet(rawValue: 1 << 1)
  /// The element is disabled: VoiceOver says "Dimmed".
  public static let notEnabled = TraitSet(rawValue: 1 << 2)
  /// The element is a heading (a header's title).
  public static let header = TraitSet(rawValue: 1 << 3)

  /// The traits' names in bit order, as written in Dial (`button`, `selected`, …).
  public static let names: [(TraitSet, String)] = [
    (.button, "button"), (.selected, "selected"), (.notEnabled, "notEnabled"), (.header, "header"),
  ]

  /// The trait of an enum case of type `trait`, by the checker's case index.
  public static func trait(index: Int) -> TraitSet {
    names.indices.contains(index) ? names[index].0 : []
  }

  /// How many traits the set holds.
  public var count: Int { rawValue.nonzeroBitCount }

  /// The Dial literal: `[.button, .selected]`.
  public var literal: String {
    "[" + Self.names.filter { contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
  }
}
