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
  /// Touch and hold: presents a button's menu as a context menu (the way to a `.toggle`'s menu).
  case longPress(String)
  /// Show a submenu's items, by path: `.openItem(["more", "Sort By"])`.
  case openItem([String])
  /// Hide them.
  case closeItem([String])
  /// Assign a variable, or the built-ins `textSize` and `screenWidth`.
  case set(String, Value)
  /// Move the VoiceOver cursor, as `focus first|next|previous|name` does; the
  /// notes say what VoiceOver reads.
  case focus(VoiceOverFocus)
  /// A double tap on the element under the VoiceOver cursor, as `activate` does.
  case activate
  /// An event on a button found beforehand: what `.tap(handle)`, `.press(handle)` … make.
  case buttonAction(ButtonAction, ButtonHandle)
  /// Choose a menu action found beforehand: what `.select(handle)` makes.
  case selectItem(ItemHandle)

  /// Press and release inside, on a button found beforehand.
  public static func tap(_ button: ButtonHandle) -> Event { .buttonAction(.tap, button) }
  /// Touch down on a button found beforehand.
  public static func press(_ button: ButtonHandle) -> Event { .buttonAction(.press, button) }
  /// Touch up inside on a button found beforehand.
  public static func release(_ button: ButtonHandle) -> Event { .buttonAction(.release, button) }
  /// Drag a touch out of a button found beforehand.
  public static func cancel(_ button: ButtonHandle) -> Event { .buttonAction(.cancel, button) }
  /// Present the menu of a button found beforehand.
  public static func open(_ button: ButtonHandle) -> Event { .buttonAction(.open, button) }
  /// Dismiss the menu of a button found beforehand.
  public static func close(_ button: ButtonHandle) -> Event { .buttonAction(.close, button) }
  /// Touch and hold a button found beforehand.
  public static func longPress(_ button: ButtonHandle) -> Event { .buttonAction(.longPress, button) }
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

/// What an event does to a button (docs/language.md §11).
public enum ButtonAction: Sendable, Hashable, CaseIterable {
  /// Press and release inside.
  case tap
  /// Touch down.
  case press
  /// Touch up inside.
  case release
  /// The touch is dragged out.
  case cancel
  /// Present the button's menu.
  case open
  /// Dismiss it.
  case close
  /// Touch and hold: present the button's menu as a context menu.
  case longPress
}
