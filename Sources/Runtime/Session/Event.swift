/// An event a host sends to a session, naming components as a script would.
public enum Event: Sendable, Equatable {
  /// Press and release inside: the primary action.
  case tap(String)
  /// Touch down.
  case press(String)
  /// Touch up inside.
  case release(String)
  /// The touch is dragged out.
  case cancel(String)
  /// Choose a menu item by path: `.select(["more", "Sort By", "Date"])`.
  case select([String])
  /// Present a menu or a button's menu.
  case open(String)
  /// Dismiss it.
  case close(String)
  /// Assign a variable, or the built-ins `textSize` and `screenWidth`.
  case set(String, Value)

}
