import DialChecker
import DialLexer
import DialParser

/// What Dial's own tools (the audit, the preview, the explorer) read of a session beyond what a host reads:
/// resolved configurations, layouts and states by index, in place. Not for hosts, whose public reads are
/// ``Session/components``, ``Session/accessibilityElements`` and ``Session/evaluate(_:name:)``: these follow
/// the runtime's internals, which may change.
@_spi(Tools) public enum Inspection {
  /// Which host events' counts and last arguments something the program runs reads (a binding, a condition, a
  /// handler, an invariant), by event: what an exploration tells states apart by, and what an export keeps.
  public static func hostStateReads(of program: Program) -> (counts: [Bool], arguments: [Bool]) {
    let reads = program.tables.hostStateReads
    return (reads.counts, reads.arguments)
  }

  /// The resolved configuration of button `index`.
  public static func resolvedButton(_ index: Int, in session: Session) -> ResolvedButton {
    session.state.buttons[index].resolved
  }

  /// Whether button `index` is enabled, read in place.
  public static func isEnabled(button index: Int, in session: Session) -> Bool {
    session.state.buttons[stored: index].resolved.enabled
  }

  /// Whether a menu item is enabled, read in place.
  public static func isEnabled(item reference: MenuItemReference, in session: Session) -> Bool {
    session.state.menus[reference.menu].items[reference.item].enabled
  }

  /// The state of menu `index`: presentation, title, items' flags and texts.
  public static func menuState(_ index: Int, in session: Session) -> MenuState {
    session.state.menus[index]
  }

  /// The resolved title of header `index`.
  public static func headerTitle(_ index: Int, in session: Session) -> String {
    session.state.headers[index].title
  }

  /// The layout of a button configured as `resolved`, standing alone in the session's screen and text size.
  public static func layout(of resolved: ResolvedButton, in session: Session, popup: Bool = false) -> ButtonLayout {
    StateLayout.layout(of: resolved, in: session.state, popup: popup)
  }

  /// What the layout model needs of a button configured as `resolved`, standing alone in the session's screen;
  /// `popup` when it shows a pop-up's indicator.
  public static func layoutInput(_ resolved: ResolvedButton, in session: Session, popup: Bool = false)
    -> ButtonLayout.Input
  {
    StateLayout.layoutInput(resolved, screenWidth: session.screenWidth, popup: popup)
  }

  /// Whether button `index` binds `selected:` (so that it can be selected, whatever its behavior).
  public static func bindsSelected(_ index: Int, in program: Program) -> Bool {
    program.selectedBindings[index] != nil
  }

  /// Button `index` laid out where it stands: in its header, or alone.
  public static func placedButtonLayout(_ index: Int, in session: Session) -> ButtonLayout {
    StateLayout.placedButtonLayout(index, in: session.state)
  }

  /// Button `index`'s frame: in its header, or its own size at (0, 0).
  public static func buttonFrame(_ index: Int, in session: Session) -> LayoutFrame {
    StateLayout.buttonFrame(index, in: session.state)
  }

  /// Header `index` laid out at the session's screen width and text size.
  public static func headerLayout(_ index: Int, in session: Session) -> HeaderLayout {
    StateLayout.headerLayout(index, in: session.state)
  }

  /// The items an open menu shows, in VoiceOver order (submenus open included).
  public static func menuElements(_ index: Int, in session: Session) -> [ElementID] {
    AccessibilityTree.menuElements(index, in: session.state)
  }

  /// One element of the accessibility tree as VoiceOver reads it.
  public static func element(_ id: ElementID, in session: Session) -> AccessibilityElement {
    AccessibilityTree.element(id, in: session.state)
  }

  /// `more["Sort By"]["Date"]`: an item as a script names it.
  public static func itemPath(_ reference: MenuItemReference, in session: Session) -> String {
    AccessibilityTree.itemPath(reference, in: session.state)
  }

  /// A menu as a script names it: its declaration, or the button whose inline menu it is.
  public static func menuName(_ index: Int, in session: Session) -> String {
    AccessibilityTree.menuName(index, in: session.state)
  }

  /// A radio group as a script names it: `more["Sort By"]`, or (with `group` -1) the menu.
  public static func groupName(menu: Int, group: Int, in session: Session) -> String {
    SelectionSync.groupName(menu, group, in: session.state)
  }

  /// The source text of a range of the program's files.
  public static func sourceText(_ range: SourceRange, in session: Session) -> String {
    InvariantChecker.sourceText(session.state, range)
  }

  /// The conditions of button `index`'s `when` blocks, its styles' first, each block's nested blocks after it
  /// (nil for a block without one).
  public static func whenConditions(ofButton index: Int, in program: Program) -> [CheckedExpression?] {
    var conditions: [CheckedExpression?] = []
    func walk(_ blocks: [CheckedBlock]) {
      for block in blocks {
        conditions.append(block.condition)
        walk(block.whens)
      }
    }
    for block in program.buttonBlocks[index] { walk(block.whens) }
    return conditions
  }

  /// Sets `holding[i]` for each of `conditions` (button `index`'s `when` conditions) that holds, with the button
  /// as it is or, when `pressed`, highlighted.
  public static func markHolding(
    _ conditions: [CheckedExpression?], inButton index: Int, pressed: Bool, in session: Session,
    into holding: inout [Bool]
  ) {
    var state = session.state.buttons[index]
    if pressed { state.highlighted = true }
    let owner = Owner(index: index, state: state)
    for (position, condition) in conditions.enumerated() {
      guard let condition, (try? Evaluator.evaluate(condition, in: session.state, owner: owner))?.boolValue == true
      else {
        continue
      }
      holding[position] = true
    }
  }

  /// Whether some element might read only trait words (an empty label and value): an open menu (whose items are
  /// the elements), a header with an empty title, or a button with neither. A cheap test, read in place, before
  /// building the elements.
  public static func mayHaveSpeechlessElement(in session: Session) -> Bool {
    for index in 0..<session.state.menus.count where session.state.menus[index].open { return true }
    for index in 0..<session.state.headers.count where session.state.headers[index].title.isEmpty { return true }
    for index in 0..<session.state.buttons.count
    where session.state.buttons[stored: index].resolved.labelIsEmpty
      && session.state.buttons[stored: index].resolved.value.isEmpty
    {
      return true
    }
    return false
  }
}
