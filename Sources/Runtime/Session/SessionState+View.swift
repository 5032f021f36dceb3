import DialChecker
import DialLexer
import DialParser

// MARK: - The tools' view: what a state shows and says, read in place

/// What Dial's own tools (the audit, the preview, the explorer) and any host read of a state beyond
/// ``Session/components`` and ``Session/accessibilityElements``: resolved configurations, layouts and states by
/// index, in place, without building the whole list. `session.state.resolvedButton(2).foreground`. Read-only:
/// a state changes only through a session's statements and events.
extension SessionState {
  /// The resolved configuration of button `index` (its index in ``CheckedProgram/buttons``): what it shows and
  /// says, and the colors it shows them in.
  public func resolvedButton(_ index: Int) -> ResolvedButton {
    buttons[index].resolved
  }

  /// Whether button `index` is enabled, read in place.
  public func isEnabled(button index: Int) -> Bool {
    buttons[stored: index].resolved.enabled
  }

  /// Whether a menu item is enabled, read in place.
  public func isEnabled(item reference: MenuItemReference) -> Bool {
    menus[reference.menu].items[reference.item].enabled
  }

  /// The state of menu `index`: presentation, title, items' flags and texts.
  public func menu(_ index: Int) -> MenuState {
    menus[index]
  }

  /// The resolved title of header `index`.
  public func headerTitle(_ index: Int) -> String {
    headers[index].title
  }

  /// The layout of a button configured as `resolved`, standing alone in this state's screen and text size;
  /// `popup` when it shows a pop-up's indicator.
  public func layout(of resolved: ResolvedButton, popup: Bool = false) -> ButtonLayout {
    StateLayout.layout(of: resolved, in: self, popup: popup)
  }

  /// What the layout model needs of a button configured as `resolved`, standing alone in this state's screen.
  public func layoutInput(_ resolved: ResolvedButton, popup: Bool = false) -> ButtonLayout.Input {
    StateLayout.layoutInput(resolved, screenWidth: screenWidth, popup: popup)
  }

  /// Button `index` laid out where it stands: in its header, or alone.
  public func placedButtonLayout(_ index: Int) -> ButtonLayout {
    StateLayout.placedButtonLayout(index, in: self)
  }

  /// Button `index`'s frame: in its header, or its own size at (0, 0).
  public func buttonFrame(_ index: Int) -> LayoutFrame {
    StateLayout.buttonFrame(index, in: self)
  }

  /// Header `index` laid out at this state's screen width and text size.
  public func headerLayout(_ index: Int) -> HeaderLayout {
    StateLayout.headerLayout(index, in: self)
  }

  /// The items an open menu shows, in VoiceOver order (submenus open included).
  public func menuElements(_ index: Int) -> [ElementID] {
    AccessibilityTree.menuElements(index, in: self)
  }

  /// One element of the accessibility tree as VoiceOver reads it.
  public func element(_ id: ElementID) -> AccessibilityElement {
    AccessibilityTree.element(id, in: self)
  }

  /// `more["Sort By"]["Date"]`: an item as a script names it.
  public func itemPath(_ reference: MenuItemReference) -> String {
    AccessibilityTree.itemPath(reference, in: self)
  }

  /// A menu as a script names it: its declaration, or the button whose inline menu it is.
  public func menuName(_ index: Int) -> String {
    AccessibilityTree.menuName(index, in: self)
  }

  /// A radio group as a script names it: `more["Sort By"]`, or (with `group` -1) the menu.
  public func groupName(menu: Int, group: Int) -> String {
    SelectionSync.groupName(menu, group, in: self)
  }

  /// The source text of a range of the program's files.
  public func sourceText(_ range: SourceRange) -> String {
    InvariantChecker.sourceText(self, range)
  }

  /// Sets `holding[i]` for each of `conditions` (button `index`'s `when` conditions, ``Program/whenConditions(
  /// ofButton:)``) that holds, with the button as it is or, when `pressed`, highlighted.
  public func markHolding(
    _ conditions: [CheckedExpression?], inButton index: Int, pressed: Bool, into holding: inout [Bool]
  ) {
    var button = buttons[index]
    if pressed { button.highlighted = true }
    let owner = Owner(index: index, state: button)
    for (position, condition) in conditions.enumerated() {
      guard let condition, (try? Evaluator.evaluate(condition, in: self, owner: owner))?.boolValue == true else {
        continue
      }
      holding[position] = true
    }
  }

  /// Whether some element might read only trait words (an empty label and value): an open menu (whose items are
  /// the elements), a header with an empty title, or a button with neither. A cheap test, read in place, before
  /// building the elements.
  public var mayHaveSpeechlessElement: Bool {
    for index in 0..<menus.count where menus[index].open { return true }
    for index in 0..<headers.count where headers[index].title.isEmpty { return true }
    for index in 0..<buttons.count
    where buttons[stored: index].resolved.labelIsEmpty && buttons[stored: index].resolved.value.isEmpty {
      return true
    }
    return false
  }
}

// MARK: - What a program is made of, as the tools read it

extension Program {
  /// Which host events' counts and last arguments something the program runs reads (a binding, a condition, a
  /// handler, an invariant), by event: what an exploration tells states apart by, and what an export keeps.
  public var hostEventReads: (counts: [Bool], arguments: [Bool]) {
    (tables.hostStateReads.counts, tables.hostStateReads.arguments)
  }

  /// Whether button `index` binds `selected:` (so that it can be selected, whatever its behavior).
  public func bindsSelected(_ index: Int) -> Bool {
    selectedBindings[index] != nil
  }

  /// The conditions of button `index`'s `when` blocks, its styles' first, each block's nested blocks after it
  /// (nil for a block without one).
  public func whenConditions(ofButton index: Int) -> [CheckedExpression?] {
    var conditions: [CheckedExpression?] = []
    func walk(_ blocks: [CheckedBlock]) {
      for block in blocks {
        conditions.append(block.condition)
        walk(block.whens)
      }
    }
    for block in buttonBlocks[index] { walk(block.whens) }
    return conditions
  }
}
