import DialChecker
import DialParser

extension TextStyle {
  /// The style's weight: `.headline` is semibold and every other style regular, as in Apple's table.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
