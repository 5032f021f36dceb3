import DialChecker
import DialLexer
import DialParser

/// Drives a copy of a session into the states `dial preview` and `dial audit` show: a text size, a button in
/// each ``PreviewState``, a menu with every submenu open. These write states a program could not reach by
/// itself (a button enabled although its binding says otherwise), so they are for copies, never for a session
/// that runs a script.
@_spi(Tools) public enum Previewing {
  /// Sets the Dynamic Type size, as `textSize = size` would, re-resolving what depends on it.
  public static func setTextSize(_ size: DynamicTypeSize, in session: inout Session) throws(RuntimeError) {
    try step(&session) { state, journal throws(RuntimeError) in
      Writer.writeTextSize(size, in: &state, &journal)
    }
  }

  /// Shows the button at `index` in `state`: `enabled` and `loading` are forced, `selected` is set, and the
  /// highlight comes from a `press`, as a finger would give it.
  public static func show(button index: Int, in state: PreviewState, session: inout Session) throws(RuntimeError) {
    try step(&session) { current, journal throws(RuntimeError) in
      Writer.writeButton(index, in: &current, &journal) { button in
        button.previewOverride = PreviewOverride(enabled: state != .disabled, loading: state == .loading)
        button.selected = state == .selected
        button.highlighted = false
      }
    }
    guard state == .highlighted else { return }
    try press(button: index, in: &session)
  }

  /// Touches button `index` down (`press`), as the highlighted state shows it.
  public static func press(button index: Int, in session: inout Session) throws(RuntimeError) {
    try step(&session) { state, journal throws(RuntimeError) in
      try EventDispatch.perform(.press, on: .button(index), at: Session.hostRange, in: &state, &journal)
    }
  }

  /// Presents the menu at `index` with every submenu open, so that all its items are shown and are elements.
  public static func open(menu index: Int, in session: inout Session) throws(RuntimeError) {
    try step(&session) { state, journal throws(RuntimeError) in
      EventDispatch.presentMenu(index, through: nil, in: &state, &journal)
      let menu = state.program.checked.menus[index]
      for (item, checked) in menu.items.enumerated() where checked.kind == .submenu {
        EventDispatch.setSubmenuOpen(
          MenuItemReference(menu: index, item: item), true, through: nil, in: &state, &journal)
      }
    }
  }

  /// Runs `body` in a journal that keeps no undo log, then settles the bindings it disturbed.
  static func step(_ session: inout Session, _ body: (inout SessionState, inout Journal) throws(RuntimeError) -> Void)
    throws(RuntimeError)
  {
    session.journal.open(recordsUndo: false)
    defer { session.journal.close() }
    try body(&session.state, &session.journal)
    try Settler.settle(&session.state, &session.journal)
  }
}
