/// What one event a host sent did: its transitions, and the notes a script
/// prints under the statement (why it was ignored, what VoiceOver announced).
public struct EventReport: Sendable, Equatable {
  /// The net transitions, in declaration order; empty when nothing changed.
  public var transitions: [Transition]
  /// Why the event was ignored and what VoiceOver read, in the order they happened.
  public var eventNotes: [EventNote]
  /// The host events the event emitted, in order, delivered once it completed (``Emission``).
  public var emitted: [Emission]

  /// Makes a report.
  public init(transitions: [Transition], eventNotes: [EventNote], emitted: [Emission] = []) {
    self.transitions = transitions
    self.eventNotes = eventNotes
    self.emitted = emitted
  }

  /// The notes as `dial run` prints them: `ignored: checkout is disabled`,
  /// `VoiceOver: "Add. Button."`, in the order they happened.
  public var notes: [String] { eventNotes.map(\.description) }

  /// Why the event did nothing, when it was ignored: `.disabledButton(name: "checkout")`.
  public var ignoredReason: EventNote.IgnoredReason? {
    eventNotes.lazy.compactMap(\.ignoredReason).first
  }

  /// Why the event did nothing, when it was ignored, as text: `checkout is disabled`,
  /// `add is already pressed`, `nothing is focused`.
  public var ignoredBecause: String? { ignoredReason?.description }

  /// Whether the event was ignored: a disabled button, a hidden item, nothing focused…
  public var wasIgnored: Bool { ignoredReason != nil }

  /// What VoiceOver read during the event, as text: a `focus` reads the element it moves to
  /// (`["Checkout. Button."]`; the notes print it as a Dial string literal, `VoiceOver: "Checkout. Button."`).
  public var spoken: [String] { eventNotes.compactMap(\.speech) }

  /// What VoiceOver announced during the event (`announce`), in order.
  public var announcements: [String] { eventNotes.compactMap(\.announcement) }
}
