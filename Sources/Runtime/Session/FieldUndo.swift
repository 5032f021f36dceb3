import DialChecker
import DialParser

/// What a field patch (``Session/patchFields(_:_:)``) overwrote in one button:
/// the one property it stored, and the derived values that follow from it
/// (value, traits and the colors as adjusted for state), as they were. The
/// label is not kept: it follows from the labelling texts, which the records
/// of the statement keep (``label(before:of:first:last:now:)``).
///
/// A patch that keeps a whole ``ButtonState`` in the undo log shares the
/// button's configuration box with it, so its first write copies the box
/// (and the box is freed when the statement ends): most of what a variable
/// read by a hundred subtitles cost per change. These records keep what was
/// overwritten and nothing else; a statement that fails puts the fields back
/// in the reverse order, and the transitions compare them with the fields now.
struct FieldUndo: Sendable {
  var button: Int
  /// The property the patch stored, and its value before.
  var property: Property
  var old: Value
  // The derived values before.
  var value: String
  var enabled: Bool
  var loading: Bool
  var traits: TraitSet
  var background: UInt32
  var foreground: UInt32

  /// A record of `property`'s value before, `old`, with the derived values, states and colors before
  /// (``Session/fieldUndo(_:_:)`` reads them from the button).
  init(
    button: Int, property: Property, old: Value, derived: (value: String, traits: TraitSet),
    states: (enabled: Bool, loading: Bool), colors: (background: UInt32, foreground: UInt32)
  ) {
    self.button = button
    self.property = property
    self.old = old
    (value, traits) = derived
    (enabled, loading) = states
    (background, foreground) = colors
  }

  /// Puts back what the patch overwrote.
  func revert(_ resolved: inout ResolvedButton) {
    _ = resolved.store(old, in: property)
    // The label follows from the configuration, which the store put back.
    (resolved.value, resolved.traits, resolved.hasLabel) = (value, traits, !resolved.labelIsEmpty)
    (resolved.enabled, resolved.loading) = (enabled, loading)
    if resolved.background != background { resolved.background = background }
    if resolved.foreground != foreground { resolved.foreground = foreground }
  }

  /// The properties a field patch may store, as their rows say (``PatchClass/inPlace(_:)``): those whose change
  /// reaches no further than the label, value, traits and the state colors. Others (a size moves the insets, a
  /// corner style the radius) take a whole patch.
  static func isPatchable(_ property: Property) -> Bool {
    if case .inPlace = ButtonRows.patch[property.ordinal] { return true }
    return false
  }

  /// The label of `button` before the statement's records `records[first...last]` (those of other buttons
  /// skipped): the label its labelling texts give, each as its first record there kept it, or as it is `now`.
  static func label(
    before records: [FieldUndo], of button: Int, first: Int, last: Int,
    now: (accessibilityLabel: String, title: String, subtitle: String)
  ) -> LabelText {
    var (label, title, subtitle) = now
    var found: (label: Bool, title: Bool, subtitle: Bool) = (false, false, false)
    let (low, high) = (max(first, 0), min(last, records.count - 1))
    for position in stride(from: low, through: high, by: 1) {
      guard records[position].button == button, case .string(let old) = records[position].old else { continue }
      // The label is the `accessibilityLabel` when set, else the title and subtitle (docs/language.md §9).
      let property = records[position].property
      if property == .accessibilityLabel && !found.label { (label, found.label) = (old, true) }
      if property == .title && !found.title { (title, found.title) = (old, true) }
      if property == .subtitle && !found.subtitle { (subtitle, found.subtitle) = (old, true) }
    }
    return label.isEmpty ? LabelText(title: title, subtitle: subtitle) : LabelText(label)
  }
}
