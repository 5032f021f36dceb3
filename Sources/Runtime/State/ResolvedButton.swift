import DialParser

/// A button's configuration after its preset, styles, body, `when` blocks and
/// state colors are applied (§4), with its derived accessibility output (§7).
///
/// What events read and write (enabled, the accessibility output) is stored
/// inline; the rest of the configuration, which only a resolution changes,
/// sits in a shared copy-on-write box. So a button's state is small: 100 000
/// of them fit in a processor's cache, and copying one for the undo log
/// retains a handful of references, not every string of its configuration.
struct ResolvedButton: Equatable, Sendable {
  var enabled = true
  var loading = false
  // Derived accessibility output (§7).
  var traits: TraitSet = .button
  var label = ""
  var value = ""
  var accessibilityHint = ""
  /// Everything else, shared until written.
  private var configuration = ButtonConfigurationBox.default

  var title: String {
    get { configuration.value.title }
    set { modifyConfiguration { $0.title = newValue } }
  }
  var subtitle: String {
    get { configuration.value.subtitle }
    set { modifyConfiguration { $0.subtitle = newValue } }
  }
  var image: String {
    get { configuration.value.image }
    set { modifyConfiguration { $0.image = newValue } }
  }
  var imagePlacement: EnumCase {
    get { configuration.value.imagePlacement }
    set { modifyConfiguration { $0.imagePlacement = newValue } }
  }
  var imagePadding: Double {
    get { configuration.value.imagePadding }
    set { modifyConfiguration { $0.imagePadding = newValue } }
  }
  var titlePadding: Double {
    get { configuration.value.titlePadding }
    set { modifyConfiguration { $0.titlePadding = newValue } }
  }
  var titleAlignment: EnumCase {
    get { configuration.value.titleAlignment }
    set { modifyConfiguration { $0.titleAlignment = newValue } }
  }
  var size: EnumCase {
    get { configuration.value.size }
    set { modifyConfiguration { $0.size = newValue } }
  }
  var contentInsets: ButtonLayout.Insets {
    get { configuration.value.contentInsets }
    set { modifyConfiguration { $0.contentInsets = newValue } }
  }
  var cornerStyle: EnumCase {
    get { configuration.value.cornerStyle }
    set { modifyConfiguration { $0.cornerStyle = newValue } }
  }
  var cornerRadius: Double {
    get { configuration.value.cornerRadius }
    set { modifyConfiguration { $0.cornerRadius = newValue } }
  }
  var background: UInt32 {
    get { configuration.value.background }
    set { modifyConfiguration { $0.background = newValue } }
  }
  var foreground: UInt32 {
    get { configuration.value.foreground }
    set { modifyConfiguration { $0.foreground = newValue } }
  }
  var font: EnumCase {
    get { configuration.value.font }
    set { modifyConfiguration { $0.font = newValue } }
  }
  var lines: Int64 {
    get { configuration.value.lines }
    set { modifyConfiguration { $0.lines = newValue } }
  }
  var accessibilityLabel: String {
    get { configuration.value.accessibilityLabel }
    set { modifyConfiguration { $0.accessibilityLabel = newValue } }
  }
  var accessibilityValue: String {
    get { configuration.value.accessibilityValue }
    set { modifyConfiguration { $0.accessibilityValue = newValue } }
  }

  /// What VoiceOver reads (§7), built when asked for rather than stored: it
  /// follows from the label, value, traits and hint, and a stored copy would
  /// be one more string per button to keep, copy and free on every toggle.
  var speech: String {
    Speech.describe(label: label, value: value, traits: traits, hint: accessibilityHint)
  }

  /// Whether ``speech`` reads the same as another's: true when its parts are
  /// equal, without building either.
  func speaksAlike(_ other: ResolvedButton) -> Bool {
    (label == other.label && value == other.value && traits == other.traits
      && accessibilityHint == other.accessibilityHint) || speech == other.speech
  }

  /// Changes the boxed configuration, copying the box first if it is shared.
  private mutating func modifyConfiguration(_ body: (inout ButtonConfiguration) -> Void) {
    if !isKnownUniquelyReferenced(&configuration) {
      configuration = ButtonConfigurationBox(configuration.value)
    }
    body(&configuration.value)
  }

  static func == (lhs: ResolvedButton, rhs: ResolvedButton) -> Bool {
    lhs.enabled == rhs.enabled && lhs.loading == rhs.loading && lhs.traits == rhs.traits && lhs.label == rhs.label
      && lhs.value == rhs.value && lhs.accessibilityHint == rhs.accessibilityHint
      && (lhs.configuration === rhs.configuration || lhs.configuration.value == rhs.configuration.value)
  }
}

/// The part of a resolved button that only a resolution changes.
struct ButtonConfiguration: Equatable, Sendable {
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
  var accessibilityLabel = ""
  var accessibilityValue = ""
}

/// A shared, copy-on-write ``ButtonConfiguration``.
final class ButtonConfigurationBox: @unchecked Sendable {
  // Written only by `ResolvedButton` after a uniqueness check, so a shared
  // box is never mutated: that is what makes it Sendable.
  var value: ButtonConfiguration

  init(_ value: ButtonConfiguration) { self.value = value }

  /// The defaults, shared by every button until its first resolution writes.
  static let `default` = ButtonConfigurationBox(ButtonConfiguration())
}

/// Everything a session knows about one button.
struct ButtonState: Equatable, Sendable {
  /// The button's name, kept with its state: an event sent by name checks it
  /// here, where the event goes anyway (see ``NameTable``).
  var name = ""
  /// Touched down and not yet released or cancelled.
  var highlighted = false
  /// `isSelected`: set by its binding, flipped by a `.toggle` tap.
  var selected = false
  /// The VoiceOver cursor is on it.
  var focused = false
  /// Its menu is presented.
  var open = false
  /// The resolved configuration.
  var resolved = ResolvedButton()
  /// For previews and the audit only: `enabled` and `loading` as a preview shows them, overriding the
  /// button's own bindings (see ``PreviewState``). Always nil in a session that runs a program.
  var previewOverride: PreviewOverride?
}

/// The values of `enabled` and `loading` that a preview forces on a button, whatever its bindings say.
struct PreviewOverride: Equatable, Sendable {
  var enabled: Bool
  var loading: Bool
}
