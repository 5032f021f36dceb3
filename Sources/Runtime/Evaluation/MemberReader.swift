import DialChecker
import DialLexer
import DialParser

/// Reads members (docs/language.md §6–§10): `b.title`, `more["Sort By"].selection`, `nav.title.frame.midX`, and
/// the members of values (`text.count`, `frame.maxX`), from a session it only reads.
enum MemberReader {
  /// `base.member`: of a component when the base names one, else of the base's value.
  static func read(
    _ member: Member, of base: CheckedExpression, in state: SessionState, owner: Owner?, at range: SourceRange
  ) throws(RuntimeError) -> Value {
    if case .reference(let reference) = base.kind {
      return try read(member, of: reference, in: state, at: range)
    }
    if case .chosenItem = base.kind {
      guard let chosen = state.chosenItems.last else {
        throw RuntimeError(InternalError("'item' read outside 'on select'", at: range))
      }
      return try read(member, of: .item(chosen), in: state, at: range)
    }
    let value = try Evaluator.evaluate(base, in: state, owner: owner)
    return try read(member, ofValue: value, at: range)
  }

  /// Members of values: strings, trait sets and frames.
  static func read(_ member: Member, ofValue value: Value, at range: SourceRange) throws(RuntimeError) -> Value {
    switch (value, member) {
    case (.string(let text), .count): return .int(Int64(text.count))
    case (.string(let text), .isEmpty): return .bool(text.isEmpty)
    case (.traits(let traits), .count): return .int(Int64(traits.count))
    case (.traits(let traits), .isEmpty): return .bool(traits.isEmpty)
    case (.color(let color), .darkened): return .color(ColorMath.darkened(color))
    case (.frame(let frame), _):
      guard let number = frameMember(member, of: frame) else { break }
      return .double(number)
    default: break
    }
    throw RuntimeError(InternalError("\(value.typeName) has no member '\(member.rawValue)'", at: range))
  }

  /// A frame's coordinate or size.
  static func frameMember(_ member: Member, of frame: LayoutFrame) -> Double? {
    switch member {
    case .x, .minX: return frame.x
    case .y, .minY: return frame.y
    case .width: return frame.width
    case .height: return frame.height
    case .midX: return frame.midX
    case .maxX: return frame.maxX
    case .midY: return frame.midY
    case .maxY: return frame.maxY
    default: return nil
    }
  }

  /// A member of a component; the checker rules out a member the component does not have.
  static func read(_ member: Member, of reference: Reference, in state: SessionState, at range: SourceRange)
    throws(RuntimeError) -> Value
  {
    let value: Value?
    switch reference {
    case .button(let index): value = buttonMember(member, index, in: state)
    case .menu(let index): value = menuMember(member, index, in: state)
    case .item(let item): value = itemMember(member, item, in: state)
    case .header(let index): value = headerMember(member, index, in: state)
    case .headerTitle(let index): value = headerTitleMember(member, index, in: state)
    }
    guard let value else {
      throw RuntimeError(InternalError("no member '\(member.rawValue)' here", at: range))
    }
    return value
  }

  /// A button's member: its states, selection, layout, or (by the schema's table) its configuration.
  static func buttonMember(_ member: Member, _ index: Int, in state: SessionState) -> Value? {
    let button = state.buttons[index]
    switch member {
    case .highlighted: return .bool(button.highlighted)
    case .selected: return .bool(button.selected)
    case .focused: return .bool(button.focused)
    case .open: return .bool(button.open)
    case .behavior: return .enumCase(state.program.checked.buttons[index].behavior.enumCase)
    case .selection: return RadioGroups.popupSelection(of: index, in: state).map(Value.string) ?? Value.none
    case .frame: return .frame(StateLayout.buttonFrame(index, in: state))
    case .largeContentViewer: return .bool(StateLayout.showsLargeContentViewer(index, in: state))
    case .truncated: return .bool(StateLayout.placedButtonLayout(index, in: state).isTextTruncated)
    case .titleLines: return .int(Int64(StateLayout.placedButtonLayout(index, in: state).titleLines.count))
    default: return resolvedMember(member, button.resolved)
    }
  }

  /// The members that read a resolved configuration: its properties (by the
  /// schema's table) and the accessibility output derived from them.
  static func resolvedMember(_ member: Member, _ resolved: ResolvedButton) -> Value? {
    if let property = member.property, let value = resolved[property] { return value }
    switch member {
    case .label: return .string(resolved.label)
    case .value: return .string(resolved.value)
    case .hint: return .string(resolved.accessibilityHint)
    case .traits: return .traits(resolved.traits)
    case .speech: return .string(resolved.speech)
    default: return nil
    }
  }

  /// A menu's title, presentation and selection.
  static func menuMember(_ member: Member, _ index: Int, in state: SessionState) -> Value? {
    switch member {
    case .title: return .string(state.menus[index].title)
    case .open: return .bool(state.menus[index].open)
    case .selection: return RadioGroups.selection(inMenu: index, group: -1, in: state).map(Value.string) ?? Value.none
    default: return nil
    }
  }

  /// A menu item's members: its title and texts, its states, its accessibility output.
  static func itemMember(_ member: Member, _ reference: MenuItemReference, in state: SessionState) -> Value? {
    let item = state.program.checked.menus[reference.menu].items[reference.item]
    let itemState = state.menus[reference.menu].items[reference.item]
    switch member {
    case .title: return .string(item.title)
    case .selected: return .bool(itemState.selected)
    case .enabled: return .bool(itemState.enabled)
    case .image: return .string(state.menus[reference.menu].texts[reference.item].image)
    case .subtitle: return .string(state.menus[reference.menu].texts[reference.item].subtitle)
    case .open: return .bool(itemState.open)
    case .focused: return .bool(itemState.focused)
    case .selection:
      return RadioGroups.selection(inMenu: reference.menu, group: reference.item, in: state).map(Value.string)
        ?? Value.none
    case .label: return .string(item.title)
    case .value: return .string("")
    case .hint: return .string("")
    case .traits: return .traits(AccessibilityTree.itemTraits(itemState))
    case .speech: return .string(AccessibilityTree.itemSpeech(item.title, itemState))
    default: return nil
    }
  }

  /// A header's title, frame and bar-button behaviour.
  static func headerMember(_ member: Member, _ index: Int, in state: SessionState) -> Value? {
    switch member {
    case .title: return .string(state.headers[index].title)
    case .frame: return .frame(StateLayout.headerLayout(index, in: state).frame)
    case .largeContentViewer: return .bool(state.program.checked.headers[index].largeContentViewer)
    default: return nil
    }
  }

  /// A header title's text, accessibility output, font and layout.
  static func headerTitleMember(_ member: Member, _ index: Int, in state: SessionState) -> Value? {
    let title = state.headers[index].title
    switch member {
    case .text, .label, .title: return .string(title)
    case .value, .hint: return .string("")
    case .traits: return .traits(.header)
    case .speech: return .string(AccessibilityTree.titleSpeech(title))
    case .focused: return .bool(state.headers[index].titleFocused)
    case .truncated: return .bool(StateLayout.headerLayout(index, in: state).title.isTruncated)
    case .font: return .font(state.program.checked.headers[index].font)
    case .frame: return .frame(StateLayout.headerLayout(index, in: state).title.frame)
    default: return nil
    }
  }
}
