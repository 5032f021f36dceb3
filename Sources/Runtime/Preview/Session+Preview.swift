import DialLexer
import DialParser

/// The states `dial preview` shows each button in: UIKit's `UIControl.State` normal, highlighted, disabled and
/// selected, plus loading (`showsActivityIndicator`).
///
/// Each column isolates one state: the button is enabled in every state but `.disabled`, loading only in
/// `.loading`, selected only in `.selected`, and highlighted only in `.highlighted`.
public enum PreviewState: String, CaseIterable, Sendable {
  /// At rest, enabled.
  case normal
  /// Touched down (`press b`), enabled.
  case highlighted
  /// `enabled` false.
  case disabled
  /// `selected` true (a toggle's on state).
  case selected
  /// `loading` true: the activity indicator replaces the image.
  case loading
}

// MARK: - Driving a copy of a session into a preview state
//
// For previews and the audit only: these write states that a program could not reach by itself (a button
// enabled although its binding says otherwise), so they work on copies and never on a session that runs a script.

extension Session {
  /// Sets the Dynamic Type size, as `textSize = size` would, re-resolving what depends on it.
  mutating func setTextSizeForPreview(_ size: DynamicTypeSize) throws(RuntimeError) {
    try previewStep { session throws(RuntimeError) in
      Writer.writeTextSize(size, in: &session)
    }
  }

  /// Shows the button at `index` in `state`: `enabled` and `loading` are forced, `selected` is set, and the
  /// highlight comes from a `press`, as a finger would give it.
  mutating func showForPreview(button index: Int, in state: PreviewState) throws(RuntimeError) {
    try previewStep { session throws(RuntimeError) in
      Writer.writeButton(index, in: &session) { button in
        button.previewOverride = PreviewOverride(enabled: state != .disabled, loading: state == .loading)
        button.selected = state == .selected
        button.highlighted = false
      }
    }
    guard state == .highlighted else { return }
    let range = SourceRange(file: FileID(0), start: 0, end: 0)
    try previewStep { session throws(RuntimeError) in
      try EventDispatch.perform(.press, on: .button(index), at: range, in: &session)
    }
  }

  /// Presents the menu at `index` with every submenu open, so that all its items are shown and are elements.
  mutating func openForPreview(menu index: Int) throws(RuntimeError) {
    try previewStep { session throws(RuntimeError) in
      EventDispatch.presentMenu(index, through: nil, in: &session)
      let menu = session.program.checked.menus[index]
      for (item, checked) in menu.items.enumerated() where checked.kind == .submenu {
        EventDispatch.setSubmenuOpen(MenuItemReference(menu: index, item: item), true, through: nil, in: &session)
      }
    }
  }

  /// Runs `body` in a journal that keeps no undo log, then settles the bindings it disturbed.
  mutating func previewStep(_ body: (inout Session) throws(RuntimeError) -> Void) throws(RuntimeError) {
    journal.open(recordsUndo: false)
    defer { journal.close() }
    try body(&self)
    try Settler.settle(&self)
  }
}
