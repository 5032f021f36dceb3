/// Everything a session knows about one menu: whether it is presented and the
/// state of each item, in the checker's pre-order.
struct MenuState: Equatable, Sendable {
  /// The menu is presented.
  var open = false
  /// The button that presented the menu (its index in ``CheckedProgram/buttons``): the one button whose `open`
  /// follows the menu's, and where the VoiceOver cursor returns when the menu closes (Decision 53). Nil while the
  /// menu is closed, and when it was opened by its own name while several buttons show it.
  var presenter: Int?
  /// The resolved `title:`.
  var title = ""
  /// One per item of ``CheckedMenu/items``.
  var items: [ItemState] = []
}

/// One action or submenu.
struct ItemState: Equatable, Sendable {
  /// An action's state is on (its checkmark, or the radio group's choice).
  var selected = false
  var enabled = true
  var image = ""
  var subtitle = ""
  /// A submenu is presented.
  var open = false
  /// The VoiceOver cursor is on it.
  var focused = false
}

/// A header's resolved title.
struct HeaderState: Equatable, Sendable {
  var title = ""
  /// The VoiceOver cursor is on the title.
  var titleFocused = false
}
