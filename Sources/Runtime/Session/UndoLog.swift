import DialChecker
import DialParser

/// What the statement being run has written, as it was before: the first
/// write to a variable, a built-in or a component keeps its old value here.
///
/// A failing statement puts those values back (nothing else was written); a
/// successful one compares them with the new ones to list its transitions.
/// So atomicity costs a copy of what is touched, not of the session.
struct UndoLog: Sendable {
  var variables = TouchLog<Value>()
  var textSize: TextSize?
  var screenWidth: Double?
  var iOSRelease: IOSRelease?
  var buttons = TouchLog<ButtonState>()
  /// Buttons changed field by field rather than kept whole, each with where its records lie in ``fields``,
  /// and what each field patch overwrote, in the order written. A button kept whole as well is listed and restored from ``buttons``.
  var fieldButtons = FieldSpanTable()
  var fields: [FieldUndo] = []
  var menus = TouchLog<MenuState>()
  var headers = TouchLog<HeaderState>()
  var focus: ElementID??
  /// Layout before the first change of `textSize` or `screenWidth`, when there was one.
  var layoutBefore: [StateLayout.LayoutValue]?

  /// How many variables and components it holds.
  var touchedCount: Int {
    variables.count + buttons.count + menus.count + headers.count + fieldButtons.keys.count { !buttons.contains($0) }
  }

  /// Whether a button was written by field patches only.
  func isFieldPatched(_ button: Int) -> Bool {
    !fieldButtons.isEmpty && fieldButtons.contains(button) && !buttons.contains(button)
  }

  /// Puts back everything the statement wrote: field patches undone last first, then whole values. The host
  /// events' state keeps its own undo records, put back by ``HostEventState/finishStatement(failed:)`` (kept beside
  /// it, so that copying a state copies no more).
  func restore(_ state: inout SessionState) {
    for (index, value) in zip(variables.keys, variables.values) { state.variables[index] = value }
    if let value = textSize { state.textSize = value }
    if let value = screenWidth { state.screenWidth = value }
    if let value = iOSRelease { state.iOSRelease = value }
    for record in fields.reversed() { state.buttons.modify(record.button) { record.revert(&$0.resolved) } }
    for (index, button) in zip(buttons.keys, buttons.values) { state.buttons[index] = button }
    for (index, menu) in zip(menus.keys, menus.values) { state.menus[index] = menu }
    for (index, header) in zip(headers.keys, headers.values) { state.headers[index] = header }
    if let value = focus { state.focus = value }
  }

  /// Forgets everything, keeping the logs' storage for the next statement.
  mutating func removeAll() {
    variables.removeAll()
    buttons.removeAll()
    fieldButtons.removeAll()
    if !fields.isEmpty { fields.removeAll(keepingCapacity: fields.capacity <= TouchLog<FieldSpan>.keptCapacity) }
    menus.removeAll()
    headers.removeAll()
    (textSize, screenWidth, iOSRelease, focus, layoutBefore) = (nil, nil, nil, nil, nil)
  }
}
