import DialParser
/// Where a running button keeps a property's value.
public enum PropertyStorage: Hashable, Sendable {
  /// In its resolved configuration, which its bindings and `when` blocks write.
  case configuration
  /// In its state rather than its configuration: `selected`, which a binding sets and a `.toggle` tap flips.
  case state
  /// In the program: static, fixed when the program starts.
  case program
}
