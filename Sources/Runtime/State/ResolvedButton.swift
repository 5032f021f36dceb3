import DialParser

/// A button's configuration after its preset, styles, body, `when` blocks and
/// state colors are applied (§4), with its derived accessibility output (§7).
struct ResolvedButton: Equatable, Sendable {
  var title = ""
  var subtitle = ""
  var image = ""
  var imagePlacement = EnumCase(type: .imagePlacement, index: 0)
  var imagePadding = 4.0
  var titlePadding = 2.0
  var titleAlignment = EnumCase(type: .titleAlignment, index: 0)
  var size = EnumCase(type: .buttonSize, index: 2)
  /// The size's default insets unless bound.
  var contentInsets = ButtonLayout.ButtonSize.medium.defaultContentInsets
  var cornerStyle = EnumCase(type: .cornerStyle, index: 1)
  /// The corner style's radius unless bound.
  var cornerRadius = 8.0
  var background: UInt32 = 0
  var foreground: UInt32 = 0
  var font = EnumCase(type: .textStyle, index: 4)
  var lines: Int64 = 0
  var loading = false
  var enabled = true
  var accessibilityLabel = ""
  var accessibilityValue = ""
  var accessibilityHint = ""

  // Derived accessibility output (§7).
  var label = ""
  var value = ""
  var traits: TraitSet = .button
  var speech = ""
}

/// Everything a session knows about one button.
struct ButtonState: Equatable, Sendable {
  /// The resolved configuration.
  var resolved = ResolvedButton()
  /// Touched down and not yet released or cancelled.
  var highlighted = false
  /// `isSelected`: set by its binding, flipped by a `.toggle` tap.
  var selected = false
  /// The VoiceOver cursor is on it.
  var focused = false
  /// Its menu is presented.
  var open = false
  /// For previews and the audit only: `enabled` and `loading` as a preview shows them, overriding the
  /// button's own bindings (see ``PreviewState``). Always nil in a session that runs a program.
  var previewOverride: PreviewOverride?
}

/// The values of `enabled` and `loading` that a preview forces on a button, whatever its bindings say.
struct PreviewOverride: Equatable, Sendable {
  var enabled: Bool
  var loading: Bool
}
