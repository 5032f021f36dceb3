import DialChecker
import DialParser

/// A set of properties, one bit per ``Property`` ordinal: which properties a button binds (so that their
/// derived defaults do not apply), and which a holding `when` block set (so that the state colors leave them
/// alone).
struct PropertySet: OptionSet, Sendable, Hashable {
  let rawValue: UInt64

  init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The set of one property.
  init(_ property: Property) { rawValue = 1 << UInt64(property.ordinal) }

  /// The properties `bindings` bind.
  init(binding bindings: some Sequence<CheckedBinding>) {
    var set: PropertySet = []
    for binding in bindings { set.insert(PropertySet(binding.property)) }
    self = set
  }

  /// Whether the set holds `property`.
  func contains(_ property: Property) -> Bool { contains(PropertySet(property)) }

  /// Adds `property`.
  mutating func insert(_ property: Property) { insert(PropertySet(property)) }
}
