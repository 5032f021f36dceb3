import DialChecker
import DialParser

/// An element of the accessibility tree, by position in the program: what the VoiceOver cursor rests on.
public enum ElementID: Hashable, Sendable {
  /// A button, by index.
  case button(Int)
  /// A header's title, by the header's index.
  case headerTitle(Int)
  /// A menu item.
  case item(MenuItemReference)
}
