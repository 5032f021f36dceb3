import DialParser
/// The name of a property that a body can bind (`title: "Save"`).
///
/// Buttons and styles have the most (the table of docs/language.md §6);
/// menus have `title`, actions `image subtitle selected enabled`, and headers
/// `leading title trailing`. What each property is lives in one row of
/// ``Schema``'s tables.
public enum Property: String, OrdinalEnum {
  /// Content and layout.
  case title, subtitle, image, imagePlacement, imagePadding, titlePadding, titleAlignment, titleLineBreakMode, size
  /// Shape, colors and text.
  case contentInsets, cornerStyle, cornerRadius, background, foreground, font, subtitleFont, lines
  /// The width a button is laid out in: fixed, or a cap.
  case width, maxWidth
  /// State and behaviour; `behavior` and `menu` are static.
  case loading, enabled, selected, behavior, menu
  /// Whether highlighted and disabled adjust the colors (`automaticallyUpdatesConfiguration`).
  case automaticStateColors
  /// A variable a radio group's selection is bound to, both ways (a `.popup` button's or a single menu's).
  case selection
  /// What VoiceOver reads, when not derived.
  case accessibilityLabel, accessibilityValue, accessibilityHint
  /// A header's leading button.
  case leading
  /// A header's trailing button.
  case trailing
  /// A header's opt-in to the bar-button behaviour: buttons stop growing and offer the Large Content Viewer.
  case largeContentViewer
}
