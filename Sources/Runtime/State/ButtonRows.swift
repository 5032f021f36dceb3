import DialChecker
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
  static let isStored: [Bool] = Property.allCases.map { Schema.buttonSpec($0)?.isStored ?? false }

  /// Per property ordinal: what its values must satisfy beyond their type.
  static let constraint: [ValueConstraint] = Property.allCases.map { Schema.buttonSpec($0)?.constraint ?? .none }

  /// Per property ordinal: how a change of one of its bindings is followed (``PatchClass``).
  static let patch: [PatchClass] = Property.allCases.map { Schema.buttonSpec($0)?.patch ?? .never }

  /// The stored properties whose default is derived, with their rules, in table order; a resolution applies
  /// them by ``DerivedDefault/stage``: the preset's colors before any binding, then what follows from other
  /// properties, what follows the layout last.
  static let derived: [(property: Property, rule: DerivedDefault)] = {
    // A loop rather than `compactMap`: the closure form crashes the 6.3 optimizer (copy propagation).
    var rules: [(property: Property, rule: DerivedDefault)] = []
    for row in Schema.buttonProperties where row.isStored {
      if case .derived(let rule) = row.defaultValue { rules.append((row.property, rule)) }
    }
    return rules
  }()

  /// The derived defaults a resolution applies before any binding (the preset's colors).
  static let derivedAtStart = derived.filter { $0.rule.stage == .start }
  /// The derived defaults a resolution or a patch applies to what its bindings left unbound, that follow from
  /// other properties.
  static let derivedAfterBindings = derived.filter { $0.rule.stage == .afterBindings }
  /// The same, that follow the layout: derived last.
  static let derivedAfterLayout = derived.filter { $0.rule.stage == .afterLayout }
}
