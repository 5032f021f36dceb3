import DialChecker
import DialParser

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

  /// The set of one trait.
  public init(_ trait: Trait) {
    switch trait {
    case .button: self = .button
    case .selected: self = .selected
    case .notEnabled: self = .notEnabled
    case .header: self = .header
    }
  }

  /// The traits in bit order (``Trait``'s order), with their names as written in Dial (`button`, `selected`, …).
  public static let names: [(TraitSet, String)] = Trait.allCases.map { (TraitSet($0), $0.rawValue) }

  /// How many traits the set holds.
  public var count: Int { rawValue.nonzeroBitCount }

  /// The Dial literal: `[.button, .selected]`.
  public var literal: String {
    "[" + Self.names.filter { contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
  }
}
