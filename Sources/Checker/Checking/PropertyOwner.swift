import DialParser
/// The kinds of body that bind properties, each with its own table (docs/language.md §6–§8).
enum PropertyOwner {
  /// A button or a style, a menu, a menu action, a header.
  case component, menu, action, header

  /// The properties of the owner, in schema order.
  var specs: [PropertySpec] {
    switch self {
    case .component: return Schema.buttonProperties
    case .menu: return Schema.menuProperties
    case .action: return Schema.actionProperties
    case .header: return Schema.headerProperties
    }
  }

  /// The property called `name`, found by one hash.
  func spec(named name: String) -> PropertySpec? {
    switch self {
    case .component: return PropertyOwner.componentIndex[name]
    case .menu: return PropertyOwner.menuIndex[name]
    case .action: return PropertyOwner.actionIndex[name]
    case .header: return PropertyOwner.headerIndex[name]
    }
  }

  static let componentIndex = index(Schema.buttonProperties)
  static let menuIndex = index(Schema.menuProperties)
  static let actionIndex = index(Schema.actionProperties)
  static let headerIndex = index(Schema.headerProperties)

  static func index(_ specs: [PropertySpec]) -> [String: PropertySpec] {
    Dictionary(specs.map { ($0.property.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
