import DialParser

/// What the runtime consults of ``Schema/buttonProperties`` per binding and
/// per transition, taken from the table once as arrays of plain values: a
/// row holds strings, and copying rows in an event's inner loops would retain
/// and release them every time.
enum ButtonRows {
  /// The properties transitions list, in table order, with how each is listed.
  static let listed: [(property: Property, listing: TransitionListing)] = Schema.buttonProperties
    .filter { $0.listing != .never }.map { ($0.property, $0.listing) }

  /// Per property ordinal: how transitions list it (`.never` for a property that is not a button's).
  static let listing: [TransitionListing] = Property.allCases.map { Schema.buttonSpec($0)?.listing ?? .never }

  /// Per property ordinal: whether a binding's value is stored in the resolved
  /// configuration (not `selected`, which is state, nor static properties).
  static let isStored: [Bool] = Property.allCases.map { property in
    Schema.buttonSpec(property).map { $0.listing == .resolved || $0.listing == .configured } ?? false
  }

  /// Per property ordinal: what its values must satisfy beyond their type.
  static let constraint: [ValueConstraint] = Property.allCases.map { Schema.buttonSpec($0)?.constraint ?? .none }
}
