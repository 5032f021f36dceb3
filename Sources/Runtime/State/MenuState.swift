/// Everything a session knows about one menu: whether it is presented and the
/// state of each item, in the checker's pre-order.
public struct MenuState: Equatable, Sendable {
  /// The menu is presented.
  public internal(set) var open = false
  /// The button that presented the menu (its index in ``CheckedProgram/buttons``): the one button whose `open`
  /// follows the menu's, and where the VoiceOver cursor returns when the menu closes (Decision 53). Nil while the
  /// menu is closed, and when it was opened by its own name while several buttons show it.
  public internal(set) var presenter: Int?
  /// The resolved `title:`.
  public internal(set) var title = ""
  /// One per item of ``CheckedMenu/items``: their flags, plain values without a reference, so that a select,
  /// which writes two of them, copies and compares the array without retaining or comparing a string
  /// (`selects_per_s` in `dial-bench events`).
  public internal(set) var items: [ItemState] = []
  /// One per item, its texts: apart from the flags, so that writing a flag leaves this array shared.
  public internal(set) var texts: [ItemTexts] = []

  /// A closed menu of `count` items, in their initial states.
  init(count: Int) {
    items = Array(repeating: ItemState(), count: count)
    texts = Array(repeating: ItemTexts(), count: count)
  }
}

/// One action's or submenu's flags.
public struct ItemState: Equatable, Sendable {
  /// An action's state is on (its checkmark, or the radio group's choice).
  public internal(set) var selected = false
  /// It can be chosen (`enabled:`, not `disabled`).
  public internal(set) var enabled = true
  /// A submenu is presented.
  public internal(set) var open = false
  /// The VoiceOver cursor is on it.
  public internal(set) var focused = false
}

/// One action's or submenu's resolved texts.
public struct ItemTexts: Equatable, Sendable {
  /// The SF Symbol shown beside the title; empty for none.
  public internal(set) var image = ""
  /// The line under the title; empty for none.
  public internal(set) var subtitle = ""
}

/// A header's resolved title.
struct HeaderState: Equatable, Sendable {
  var title = ""
  /// The VoiceOver cursor is on the title.
  var titleFocused = false
}
