import DialChecker
import DialParser

/// A button's configuration after its preset, styles, body, `when` blocks and
/// state colors are applied (docs/language.md §6), with its derived accessibility output (§9).
///
/// What an event on the button reads and writes (enabled, value, traits) is stored inline; the
/// rest of the configuration, which only a resolution changes, sits in a
/// shared copy-on-write box, and the label is derived from it when read
/// (``labelText``). So a button's state is small (with its flags, 64 bytes,
/// within one cache line), and copying one for the undo log retains a
/// handful of references, not every string of its configuration.
@dynamicMemberLookup
public struct ResolvedButton: Equatable, Sendable {
  /// The accessibility value (docs/language.md §9); the label is derived when read (``labelText``).
  public internal(set) var value = ""
  /// Everything else, shared until written.
  private var configuration = ButtonConfigurationBox.default
  // The one-byte fields last, so that a ``ButtonState``'s flags pack after them.
  /// `isEnabled`.
  public internal(set) var enabled = true
  /// `showsActivityIndicator`.
  public internal(set) var loading = false
  /// The accessibility traits.
  public internal(set) var traits: TraitSet = .button
  /// Whether ``labelText`` is not empty, kept inline: whether flipping `selected` changes the speech
  /// (``TapBits``) follows from this and the value, without reading the configuration box. Set with the value
  /// and traits (``Session/describe(_:selected:)``).
  var hasLabel = false

  /// A property of the boxed configuration, read where it lies and written after a uniqueness check of the box:
  /// `resolved.title`, `resolved.cornerRadius = 8`. Each field is reached by a key path written at the call
  /// site, which the optimizer turns into a direct access (no key path is applied at run time in a release
  /// build).
  subscript<Field>(dynamicMember field: WritableKeyPath<ButtonConfiguration, Field>) -> Field {
    @inline(__always) get { configuration.value[keyPath: field] }
    @inline(__always) set { modifyConfiguration { $0[keyPath: field] = newValue } }
  }

  /// A property of the boxed configuration, read where it lies: what a host or a tool reads
  /// (`resolved.background`), which only a resolution writes.
  public subscript<Field>(dynamicMember field: KeyPath<ButtonConfiguration, Field>) -> Field {
    @inline(__always) get { configuration.value[keyPath: field] }
  }

  /// Whether the corner radius follows the layout (a `.capsule`'s is half the height), so that a change of
  /// anything that moves the layout may change it: such a button is never patched field by field.
  var radiusFollowsLayout: Bool { configuration.value.cornerStyle == .capsule }

  /// What VoiceOver reads (docs/language.md §9), built when asked for rather than stored: it
  /// follows from the label, value, traits and hint, and a stored copy would
  /// be one more string per button to keep, copy and free on every toggle.
  public var speech: String {
    // The hint sits in the box, which a toggle never touches otherwise: it is
    // read only when the description would be empty without it (rule 5).
    let label = labelText
    let needsHint = label.isEmpty && value.isEmpty && !traits.contains(.selected)
    return SpeechParts(label: label, value: value, hint: needsHint ? self.accessibilityHint : "").speech(traits)
  }

  /// Whether ``speech`` reads the same as another's: true when its parts are
  /// equal, without building either.
  func speaksAlike(_ other: ResolvedButton) -> Bool {
    if labelText == other.labelText && value == other.value && traits == other.traits
      && self.accessibilityHint == other.accessibilityHint
    {
      return true
    }
    return speechParts.speaksAlike(traits, other.speechParts, other.traits)
  }

  /// The value its configuration gives (docs/language.md §9), derived from the configuration where it lies:
  /// read through getters, each string would be retained and released once more.
  var derivedValue: String {
    // Field by field: `configuration.value` as a whole would be copied out of its box first.
    if !configuration.value.accessibilityValue.isEmpty { return configuration.value.accessibilityValue }
    return loading ? "In progress" : ""
  }

  /// The label its configuration gives (docs/language.md §9), as pieces: the `accessibilityLabel` when set, else
  /// the title and subtitle. Derived when read, never stored: it changes with those three alone, and a stored
  /// join of title and subtitle was an allocation per change of either.
  var labelText: LabelText {
    if !configuration.value.accessibilityLabel.isEmpty { return LabelText(configuration.value.accessibilityLabel) }
    return LabelText(title: configuration.value.title, subtitle: configuration.value.subtitle)
  }

  /// Whether the label is empty: no `accessibilityLabel`, title or subtitle. Read field by field, without the
  /// label's pieces, each a string retained.
  public var labelIsEmpty: Bool {
    configuration.value.accessibilityLabel.isEmpty && configuration.value.title.isEmpty
      && configuration.value.subtitle.isEmpty
  }

  /// The label as one string (see ``labelText``).
  public var label: String { labelText.text }

  /// The label, value and hint the speech is made of.
  var speechParts: SpeechParts { SpeechParts(label: labelText, value: value, hint: self.accessibilityHint) }

  /// Changes the boxed configuration, copying the box first if it is shared.
  private mutating func modifyConfiguration(_ body: (inout ButtonConfiguration) -> Void) {
    if !isKnownUniquelyReferenced(&configuration) {
      configuration = ButtonConfigurationBox(configuration.value)
    }
    body(&configuration.value)
  }

  public static func == (lhs: ResolvedButton, rhs: ResolvedButton) -> Bool {
    lhs.enabled == rhs.enabled && lhs.loading == rhs.loading && lhs.traits == rhs.traits && lhs.value == rhs.value
      && (lhs.configuration === rhs.configuration || lhs.configuration.value == rhs.configuration.value)
  }
}

/// The part of a resolved button that only a resolution changes.
///
/// The initial values are placeholders: a button starts from
/// ``ResolvedButton/defaults``, which takes every default from the schema's
/// table of properties.
public struct ButtonConfiguration: Equatable, Sendable {
  // What speech and transitions read come first, side by side: rendering a tap's speech, or deciding a
  // subtitle's, reads the texts a label is made of, and together they take one or two lines of memory, not three.
  public internal(set) var title = ""
  public internal(set) var subtitle = ""
  public internal(set) var accessibilityLabel = ""
  public internal(set) var accessibilityHint = ""
  public internal(set) var accessibilityValue = ""
  public internal(set) var image = ""
  public internal(set) var imagePlacement = ImagePlacement.leading
  public internal(set) var imagePadding = 0.0
  public internal(set) var titlePadding = 0.0
  public internal(set) var titleAlignment = TitleAlignment.automatic
  /// How the title breaks into lines.
  public internal(set) var titleLineBreakMode = LineBreakMode.byWordWrapping
  public internal(set) var size = ButtonSize.medium
  /// The size's default insets unless bound.
  public internal(set) var contentInsets = ButtonLayout.Insets(all: 0)
  public internal(set) var cornerStyle = CornerStyle.dynamic
  /// The corner style's radius unless bound.
  public internal(set) var cornerRadius = 0.0
  public internal(set) var background: UInt32 = 0
  public internal(set) var foreground: UInt32 = 0
  /// ``background`` as the program configures it, before the highlighted and disabled adjustments: what
  /// transitions list (docs/language.md decision 51).
  public internal(set) var configuredBackground: UInt32 = 0
  /// ``foreground`` before the state adjustments.
  public internal(set) var configuredForeground: UInt32 = 0
  /// The size's default fonts unless bound.
  public internal(set) var font = Font.style(.headline)
  public internal(set) var subtitleFont = Font.style(.subheadline)
  public internal(set) var lines: Int64 = 0
  /// Whether highlighted and disabled adjust the colors.
  public internal(set) var automaticStateColors = true
  /// Which colors follow the button's state, as its last resolution found (``StateColors``).
  public internal(set) var stateColors: StateColors = [.background, .foreground]
  /// The fixed width; 0 when not set.
  public internal(set) var width = 0.0
  /// The width cap; 0 when not set.
  public internal(set) var maxWidth = 0.0
}

/// A shared, copy-on-write ``ButtonConfiguration``.
final class ButtonConfigurationBox: @unchecked Sendable {
  // Written only by `ResolvedButton` after a uniqueness check, so a shared
  // box is never mutated: that is what makes it Sendable. For the same reason no two accesses to `value` can
  // overlap, so its accesses are not checked at run time: `ResolvedButton` is public (read-only), so the compiler
  // cannot prove that by itself, and the checks were half the instructions of a variable change
  // (`variable_change_per_s` in `dial-bench events`).
  @exclusivity(unchecked) var value: ButtonConfiguration

  init(_ value: ButtonConfiguration) { self.value = value }

  /// The placeholder configuration, shared by every button until its first resolution writes.
  static let `default` = ButtonConfigurationBox(ButtonConfiguration())
}

/// Everything a session knows about one button.
///
/// Its fields are ordered, and padded, so that it takes 64 bytes, one cache line: in a
/// program of 100 000 buttons, an event reads one line of memory for its button (a local
/// tap by handle none: see ``ButtonStates``).
struct ButtonState: Equatable, Sendable {
  /// The button's name, kept with its state: an event sent by name checks it
  /// here, where any event but a local tap goes anyway (see ``NameTable``).
  var name = ""
  /// The resolved configuration.
  var resolved = ResolvedButton.defaults
  /// Touched down and not yet released or cancelled.
  var highlighted = false
  /// `isSelected`: set by its binding, flipped by a `.toggle` tap. For a button whose taps are local, a copy
  /// that may lag behind its ``TapBits`` (see ``ButtonStates``), as may its traits.
  var selected = false
  /// The VoiceOver cursor is on it.
  var focused = false
  /// Its menu is presented.
  var open = false
  /// For previews and the audit only: `enabled` and `loading` as a preview shows them, overriding the
  /// button's own bindings (see ``PreviewState``). Always nil in a session that runs a program.
  var previewOverride: PreviewOverride?
  /// Whether a tap on it can take the local path (``Program/tapIsLocal``), copied from the program when the
  /// session starts and never changed: the button's ``TapBits`` are made from its state alone.
  var tapIsLocal = false
  /// Pads a state to 64 bytes, one cache line: at 56, most states straddle two lines, and an event in a program
  /// of 100 000 buttons, whose state is not in the cache, would wait for two lines instead of one.
  var padding: UInt64 = 0
}

/// The values of `enabled` and `loading` that a preview forces on a button, whatever its bindings say.
/// An enumeration rather than two Bools, so that an optional one takes one byte.
enum PreviewOverride: Equatable, Sendable {
  case enabled, disabled, enabledLoading, disabledLoading

  init(enabled: Bool, loading: Bool) {
    switch (enabled, loading) {
    case (true, false): self = .enabled
    case (false, false): self = .disabled
    case (true, true): self = .enabledLoading
    case (false, true): self = .disabledLoading
    }
  }

  var enabled: Bool { self == .enabled || self == .enabledLoading }
  var loading: Bool { self == .enabledLoading || self == .disabledLoading }
}
