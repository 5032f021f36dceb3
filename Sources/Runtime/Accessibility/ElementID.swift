import DialParser

/// An element of the accessibility tree, by position in the program: what the VoiceOver cursor rests on.
enum ElementID: Hashable, Sendable {
  case button(Int)
  case headerTitle(Int)
  case item(MenuItemReference)
}
