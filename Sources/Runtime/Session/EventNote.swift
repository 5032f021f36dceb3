import DialLexer

/// What an event noted beside its transitions: why it was ignored, or what
/// VoiceOver read. `dial run` prints a note in parentheses under its
/// statement, as its ``description``:
///
/// ```
/// tap checkout
///   (ignored: checkout is disabled)
/// focus next
///   (VoiceOver: "Checkout. Button.")
/// ```
public enum EventNote: Sendable, Equatable, CustomStringConvertible {
  /// The event did nothing, and why: `ignored: checkout is disabled`.
  case ignored(IgnoredReason)
  /// What VoiceOver read as the cursor moved, as text: `VoiceOver: "Checkout. Button."` prints it as a
  /// Dial string literal.
  case spoke(String)
  /// What VoiceOver announced (`announce`, `UIAccessibility.post(notification: .announcement, …)`), printed as
  /// `VoiceOver announcement: "Added to cart"`: told apart from the speech of a focus move.
  case announced(String)

  /// Why an event was ignored. Names are as a script writes them: a button's
  /// name, an item's path (`more["Sort By"]["Date"]`).
  public enum IgnoredReason: Sendable, Equatable, CustomStringConvertible {
    /// A touch on a disabled button, or an event through one (an item path that starts from it, its inline
    /// menu): `checkout is disabled`.
    case disabledButton(name: String)
    /// `tap` or `press` on a button already pressed: `add is already pressed`.
    case alreadyPressed(button: String)
    /// `release` or `cancel` on a button not pressed: `add is not pressed`.
    case notPressed(button: String)
    /// `select` of a hidden action: `more["Archive"] is hidden`.
    case hiddenItem(path: String)
    /// `select` of a disabled action: `more["Archive"] is disabled`.
    case disabledItem(path: String)
    /// `focus` with nowhere to move: `no element to focus`.
    case noElementToFocus
    /// `activate` with nothing focused: `nothing is focused`.
    case nothingFocused
    /// `activate` on a header's title: `a header title does nothing when activated`.
    case headerTitleActivated

    /// The reason as a note says it, after `ignored: `.
    public var description: String {
      switch self {
      case .disabledButton(let name): return "\(name) is disabled"
      case .alreadyPressed(let name): return "\(name) is already pressed"
      case .notPressed(let name): return "\(name) is not pressed"
      case .hiddenItem(let path): return "\(path) is hidden"
      case .disabledItem(let path): return "\(path) is disabled"
      case .noElementToFocus: return "no element to focus"
      case .nothingFocused: return "nothing is focused"
      case .headerTitleActivated: return "a header title does nothing when activated"
      }
    }
  }

  /// The note as `dial run` prints it (without the parentheses): `ignored: checkout is disabled`,
  /// `VoiceOver: "Checkout. Button."`.
  public var description: String {
    switch self {
    case .ignored(let reason): return "ignored: \(reason)"
    case .spoke(let speech): return "VoiceOver: \(Value.quoted(speech))"
    case .announced(let text): return "VoiceOver announcement: \(Value.quoted(text))"
    }
  }

  /// Why the event was ignored, for an `ignored` note.
  public var ignoredReason: IgnoredReason? {
    if case .ignored(let reason) = self { return reason }
    return nil
  }

  /// What VoiceOver read, for a `spoke` note or an announcement.
  public var speech: String? {
    switch self {
    case .spoke(let text), .announced(let text): return text
    case .ignored: return nil
    }
  }

  /// What VoiceOver announced, for an `announced` note.
  public var announcement: String? {
    if case .announced(let text) = self { return text }
    return nil
  }
}
