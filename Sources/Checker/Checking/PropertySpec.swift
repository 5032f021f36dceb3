import DialParser
/// What the schema knows about one property: one row of a component's table, holding everything that varies
/// by property. The checker, the runtime (defaults, storage, value checks, patches, transitions), `why` and the
/// reference's table all read the row, so a new property is its row, its storage in the runtime's
/// `ButtonConfiguration`, and a test; exhaustive switches over ``Property`` make the compiler ask for the rest.
public struct PropertySpec: Sendable {
  /// The property.
  public var property: Property
  /// The type of the values it accepts.
  public var type: DialType
  /// Its value when unbound: a constant, or a rule that derives it from other properties.
  public var defaultValue: PropertyDefault
  /// Where a running button keeps it.
  public var storage: PropertyStorage
  /// What UIKit calls it, for documentation and hover text: `configuration.title`.
  public var uikitName: StaticString
  /// Where it lands in SwiftUI.
  public var swiftUI: SwiftUICounterpart
  /// How a running button follows a change of one of its bindings.
  public var patch: PatchClass
  /// How its changes are listed among transitions.
  public var listing: TransitionListing
  /// What its values must satisfy beyond their type.
  public var constraint: ValueConstraint
  /// How `dial export` writes a binding of it in UIKit and in SwiftUI.
  public var export: PropertyExport

  /// Makes a property description. A static property (`storage: .program`) is never listed or patched; a state
  /// property (`selected`) is listed as state and follows a change by a resolution.
  public init(
    _ property: Property, _ type: DialType, _ defaultValue: PropertyDefault, uikit uikitName: StaticString,
    swiftUI: SwiftUICounterpart = .none, storage: PropertyStorage = .configuration,
    patch: PatchClass = .overConfiguration, listing: TransitionListing = .resolved,
    constraint: ValueConstraint = .none, export: PropertyExport = .none
  ) {
    (self.property, self.type, self.defaultValue, self.storage) = (property, type, defaultValue, storage)
    (self.uikitName, self.swiftUI, self.constraint, self.export) = (uikitName, swiftUI, constraint, export)
    switch storage {
    case .configuration: (self.patch, self.listing) = (patch, listing)
    case .state: (self.patch, self.listing) = (.byResolution, .state)
    case .program: (self.patch, self.listing) = (.never, .never)
    }
  }

  /// Whether it is fixed when the program starts, so that it may not be set inside `when`.
  public var isStatic: Bool { storage == .program }

  /// Whether a binding's value is stored in the resolved configuration (not `selected`, which is state, nor
  /// static properties).
  public var isStored: Bool { storage == .configuration }

  /// Whether the label (and so the speech) follows from it: a title, a subtitle, an `accessibilityLabel`.
  public var feedsLabel: Bool { patch == .inPlace(.label) }

  /// The rule its default follows, when it is derived.
  public var derivedDefault: DerivedDefault? {
    if case .derived(let rule) = defaultValue { return rule }
    return nil
  }
}
