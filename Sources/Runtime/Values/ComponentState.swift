import DialChecker
import DialParser

/// One component of a running session as data: a button, a header and its
/// title, a menu, or one of its items, with every property and state a script
/// can read of it (`title`, `enabled`, `speech`, `frame`…), resolved.
///
/// What the REPL's `:state name` prints, for a host that lists the components
/// of a program (an inspector, a design tool) without writing expressions.
public struct ComponentState: Sendable, Equatable {
  /// What the component is, as Dial's types name it.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// A `button`, stand-alone or in a header.
    case button
    /// A `header`: its own members (`frame`, `largeContentViewer`); its title and buttons are listed apart.
    case header
    /// A header's title element (`nav.title`).
    case headerTitle
    /// A declared `menu`.
    case menu
    /// An `action` of a menu.
    case menuItem
    /// A submenu (`menu "Sort By" { … }` inside a menu).
    case submenu
  }

  /// One property or state and its current value.
  public struct Property: Sendable, Equatable {
    /// The member's name, as a script reads it: `title`, `speech`.
    public var name: String
    /// Its current value.
    public var value: Value

    /// Makes a property, as a host's test double of a component might.
    public init(name: String, value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// What the component is.
  public var kind: Kind
  /// How a script names it: `add`, `nav.title`, `more["Sort By"]["Date"]`.
  public var path: String
  /// Its members in the order the reference lists them.
  public var properties: [Property]

  /// Makes a component's state, as a host's test double might.
  public init(kind: Kind, path: String, properties: [Property]) {
    self.kind = kind
    self.path = path
    self.properties = properties
  }

  /// The value of the member `name`, or nil when the component has none.
  public subscript(name: String) -> Value? { properties.first { $0.name == name }?.value }
}
