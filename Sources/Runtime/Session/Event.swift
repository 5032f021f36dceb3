import DialChecker
import DialParser

/// An event a host sends to a session, naming components as a script would,
/// or by handles looked up once (``Program/button(_:)``, ``Program/item(_:)``).
///
/// ```swift
/// try session.send(.tap("addToCart"))                  // by name: looked up per event
/// let addToCart = program.button("addToCart")!
/// try session.send(.tap(addToCart))                    // by handle: no lookup
/// ```
public enum Event: Sendable, Equatable {
  /// An event on a component by name: `.named(.tap, "addToCart")`, which `.tap("addToCart")` makes. The verb's
  /// ``EventVerb/target`` says what the name must be (a button, a menu, a button with a menu).
  case named(EventVerb, String)
  /// An event on a menu item by path: `.path(.select, ["more", "Sort By", "Date"])`, which
  /// `.select(["more", "Sort By", "Date"])` makes; `.open` and `.close` show and hide a submenu's items.
  case path(EventVerb, [String])
  /// An event on a button found beforehand: what `.tap(handle)`, `.press(handle)` … make.
  case button(EventVerb, ButtonHandle)
  /// Choose a menu action found beforehand: what `.select(handle)` makes.
  case selectItem(ItemHandle)
  /// Assign a variable, or the built-ins `textSize` and `screenWidth`.
  case set(String, Value)
  /// Move the VoiceOver cursor, as `focus first|next|previous|name` does; the
  /// notes say what VoiceOver reads.
  case focus(VoiceOverFocus)
  /// A double tap on the element under the VoiceOver cursor, as `activate` does.
  case activate

  /// Press and release inside: the primary action.
  public static func tap(_ name: String) -> Event { .named(.tap, name) }
  /// Touch down.
  public static func press(_ name: String) -> Event { .named(.press, name) }
  /// Touch up inside.
  public static func release(_ name: String) -> Event { .named(.release, name) }
  /// The touch is dragged out.
  public static func cancel(_ name: String) -> Event { .named(.cancel, name) }
  /// Present a menu or a button's menu.
  public static func open(_ name: String) -> Event { .named(.open, name) }
  /// Dismiss it.
  public static func close(_ name: String) -> Event { .named(.close, name) }
  /// Touch and hold: presents a button's menu as a context menu (the way to a `.toggle`'s menu).
  public static func longPress(_ name: String) -> Event { .named(.longPress, name) }
  /// Choose a menu item by path: `.select(["more", "Sort By", "Date"])`.
  public static func select(_ path: [String]) -> Event { .path(.select, path) }
  /// Show a submenu's items, by path: `.openItem(["more", "Sort By"])`.
  public static func openItem(_ path: [String]) -> Event { .path(.open, path) }
  /// Hide them.
  public static func closeItem(_ path: [String]) -> Event { .path(.close, path) }
  /// Press and release inside, on a button found beforehand.
  public static func tap(_ button: ButtonHandle) -> Event { .button(.tap, button) }
  /// Touch down on a button found beforehand.
  public static func press(_ button: ButtonHandle) -> Event { .button(.press, button) }
  /// Touch up inside on a button found beforehand.
  public static func release(_ button: ButtonHandle) -> Event { .button(.release, button) }
  /// Drag a touch out of a button found beforehand.
  public static func cancel(_ button: ButtonHandle) -> Event { .button(.cancel, button) }
  /// Present the menu of a button found beforehand.
  public static func open(_ button: ButtonHandle) -> Event { .button(.open, button) }
  /// Dismiss the menu of a button found beforehand.
  public static func close(_ button: ButtonHandle) -> Event { .button(.close, button) }
  /// Touch and hold a button found beforehand.
  public static func longPress(_ button: ButtonHandle) -> Event { .button(.longPress, button) }
  /// Choose a menu action found beforehand.
  public static func select(_ item: ItemHandle) -> Event { .selectItem(item) }
  /// Change the Dynamic Type size: `.textSize(.accessibilityExtraLarge)`.
  public static func textSize(_ size: TextSize) -> Event { .set(BuiltinVariable.textSize.rawValue, .textSize(size)) }
  /// Change the iOS release whose appearance is modelled: `.iOSVersion(.iOS18)`.
  public static func iOSVersion(_ release: IOSRelease) -> Event {
    .set(BuiltinVariable.iOSVersion.rawValue, .int(Int64(release.rawValue)))
  }
  /// Change the screen width, in points.
  public static func screenWidth(_ points: Double) -> Event {
    .set(BuiltinVariable.screenWidth.rawValue, .double(points))
  }
}

/// Where a host's ``Event/focus(_:)`` moves the VoiceOver cursor.
public enum VoiceOverFocus: Sendable, Equatable {
  /// The first element, in accessibility order.
  case first
  /// The element after the focused one (the first when nothing is focused).
  case next
  /// The element before the focused one.
  case previous
  /// A button by name, or a header's title as `"nav.title"`.
  case element(String)
  /// A menu item by path, while its menu is open: `["more", "Sort By"]`.
  case item([String])
}
