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

  /// The event as a Dial statement, which the session checks and runs.
  var source: String {
    switch self {
    case .tap(let name): return "tap \(name)"
    case .press(let name): return "press \(name)"
    case .release(let name): return "release \(name)"
    case .cancel(let name): return "cancel \(name)"
    case .select(let path):
      return "select " + (path.first ?? "") + path.dropFirst().map { "[" + Value.quoted($0) + "]" }.joined()
    case .open(let name): return "open \(name)"
    case .close(let name): return "close \(name)"
    case .set(let name, let value): return "\(name) = \(value.literal)"
    }
  }
}
