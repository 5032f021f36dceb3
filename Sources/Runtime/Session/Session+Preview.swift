import DialChecker
import DialLexer
import DialParser

// MARK: - States a preview shows: forced on a copy

/// What `dial preview` and `dial audit` show of a session: a text size, a button in each ``PreviewState``, a menu
/// with every submenu open. Each is a step outside any statement (no transitions, nothing to undo), and a button's
/// state may be one its program could not reach by itself (enabled although its binding says otherwise). So these
/// are for a copy made to be looked at, never for a session that runs a script.
extension Session {
  /// Sets the Dynamic Type size, as `textSize = size` would, re-resolving what depends on it.
  public mutating func preview(textSize size: DynamicTypeSize) throws(RuntimeError) {
    try previewStep { state, journal throws(RuntimeError) in
      Writer.writeTextSize(size, in: &state, &journal)
    }
  }

  /// Shows the button at `index` in `shown`: `enabled` and `loading` are forced, `selected` is set, and the
  /// highlight comes from a `press`, as a finger would give it.
  public mutating func preview(button index: Int, in shown: PreviewState) throws(RuntimeError) {
    try previewStep { state, journal throws(RuntimeError) in
      Writer.writeButton(index, in: &state, &journal) { button in
        button.previewOverride = PreviewOverride(enabled: shown != .disabled, loading: shown == .loading)
        button.selected = shown == .selected
        button.highlighted = false
      }
    }
    guard shown == .highlighted else { return }
    try previewPress(button: index)
  }

  /// Touches button `index` down (`press`), as the highlighted state shows it.
  public mutating func previewPress(button index: Int) throws(RuntimeError) {
    try previewStep { state, journal throws(RuntimeError) in
      try EventDispatch.perform(.press, on: .button(index), at: Session.hostRange, in: &state, &journal)
    }
  }

  /// Presents the menu at `index` with every submenu open, so that all its items are shown and are elements.
  public mutating func preview(openMenu index: Int) throws(RuntimeError) {
    try previewStep { state, journal throws(RuntimeError) in
      EventDispatch.presentMenu(index, through: nil, in: &state, &journal)
      let menu = state.program.checked.menus[index]
      for (item, checked) in menu.items.enumerated() where checked.kind == .submenu {
        let reference = MenuItemReference(menu: index, item: item)
        EventDispatch.setSubmenuOpen(reference, true, through: nil, in: &state, &journal)
      }
    }
  }

  /// Runs `body` in a journal that keeps no undo log, then settles the bindings it disturbed.
  mutating func previewStep(_ body: (inout SessionState, inout Journal) throws(RuntimeError) -> Void)
    throws(RuntimeError)
  {
    journal.open(recordsUndo: false)
    defer { journal.close() }
    try body(&state, &journal)
    try Settler.settle(&state, &journal)
  }
}
