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
    case button, header, headerTitle, menu, menuItem, submenu
  }

  /// One property or state and its current value.
  public struct Property: Sendable, Equatable {
    /// The member's name, as a script reads it: `title`, `speech`.
    public var name: String
    /// Its current value.
    public var value: Value
  }

  /// What the component is.
  public var kind: Kind
  /// How a script names it: `add`, `nav.title`, `more["Sort By"]["Date"]`.
  public var path: String
  /// Its members in the order the reference lists them.
  public var properties: [Property]

  /// The value of the member `name`, or nil when the component has none.
  public subscript(name: String) -> Value? { properties.first { $0.name == name }?.value }
}
