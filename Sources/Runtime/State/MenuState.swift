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
  /// One per item of ``CheckedMenu/items``: their flags, plain values without a reference, so that a select,
  /// which writes two of them, copies and compares the array without retaining or comparing a string
  /// (`selects_per_s` in `dial-bench events`).
  var items: [ItemState] = []
  /// One per item, its texts: apart from the flags, so that writing a flag leaves this array shared.
  var texts: [ItemTexts] = []

  /// A closed menu of `count` items, in their initial states.
  init(count: Int) {
    items = Array(repeating: ItemState(), count: count)
    texts = Array(repeating: ItemTexts(), count: count)
  }
}

/// One action's or submenu's flags.
struct ItemState: Equatable, Sendable {
  /// An action's state is on (its checkmark, or the radio group's choice).
  var selected = false
  var enabled = true
  /// A submenu is presented.
  var open = false
  /// The VoiceOver cursor is on it.
  var focused = false
}

/// One action's or submenu's resolved texts.
struct ItemTexts: Equatable, Sendable {
  var image = ""
  var subtitle = ""
}

/// A header's resolved title.
struct HeaderState: Equatable, Sendable {
  var title = ""
  /// The VoiceOver cursor is on the title.
  var titleFocused = false
}
