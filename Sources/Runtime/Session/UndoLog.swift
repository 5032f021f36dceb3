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
  var buttons = TouchLog<ButtonState>()
  var menus = TouchLog<MenuState>()
  var headers = TouchLog<HeaderState>()
  var focus: ElementID??
  /// Layout before the first change of `textSize` or `screenWidth`, when there was one.
  var layoutBefore: [Session.LayoutValue]?

  /// How many variables and components it holds.
  var touchedCount: Int { variables.count + buttons.count + menus.count + headers.count }

  /// Forgets everything, keeping the logs' storage for the next statement.
  mutating func removeAll() {
    variables.removeAll()
    buttons.removeAll()
    menus.removeAll()
    headers.removeAll()
    (textSize, screenWidth, focus, layoutBefore) = (nil, nil, nil, nil)
  }
}
