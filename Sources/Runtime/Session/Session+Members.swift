import DialLexer
import DialParser

// MARK: - Reading members: `b.title`, `more["Sort By"].selection`, `nav.title.frame.midX`

extension Session {
  func read(_ member: Member, of base: CheckedExpression, owner: Owner?, at range: SourceRange) throws(RuntimeError)
    -> Value
  {
    if case .reference(let reference) = base.kind {
      return try read(member, of: reference, at: range)
    }
    if case .chosenItem = base.kind {
      guard let chosen = journal.chosenItems.last else {
        throw RuntimeError(InternalError("'item' read outside 'on select'", at: range))
      }
      return try read(member, of: .item(chosen), at: range)
    }
    let value = try evaluate(base, owner: owner)
    return try read(member, ofValue: value, at: range)
  }

  /// Members of values: strings, trait sets and frames.
  func read(_ member: Member, ofValue value: Value, at range: SourceRange) throws(RuntimeError) -> Value {
    switch (value, member) {
    case (.string(let text), .count): return .int(Int64(text.count))
    case (.string(let text), .isEmpty): return .bool(text.isEmpty)
    case (.traits(let traits), .count): return .int(Int64(traits.count))
    case (.traits(let traits), .isEmpty): return .bool(traits.isEmpty)
    case (.color(let color), .darkened): return .color(ColorMath.darkened(color))
    case (.frame(let frame), _):
      guard let number = Self.frameMember(member, of: frame) else { break }
      return .double(number)
    default: break
    }
    throw RuntimeError(InternalError("\(value.typeName) has no member '\(member.rawValue)'", at: range))
  }

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

  func read(_ member: Member, of reference: Reference, at range: SourceRange) throws(RuntimeError) -> Value {
    let value: Value?
    switch reference {
    case .button(let index): value = buttonMember(member, index)
    case .menu(let index): value = menuMember(member, index)
    case .item(let item): value = itemMember(member, item)
    case .header(let index): value = headerMember(member, index)
    case .headerTitle(let index): value = headerTitleMember(member, index)
    }
    guard let value else {
      throw RuntimeError(InternalError("no member '\(member.rawValue)' here", at: range))
    }
    return value
  }

  func buttonMember(_ member: Member, _ index: Int) -> Value? {
    let state = buttons[index]
    let resolved = state.resolved
    switch member {
    case .highlighted: return .bool(state.highlighted)
    case .selected: return .bool(state.selected)
    case .focused: return .bool(state.focused)
    case .open: return .bool(state.open)
    case .behavior: return .enumCase(program.checked.buttons[index].behavior.enumCase)
    case .selection: return popupSelection(of: index).map(Value.string) ?? Value.none
    case .frame: return .frame(buttonFrame(index))
    case .largeContentViewer: return .bool(showsLargeContentViewer(index))
    case .truncated: return .bool(placedButtonLayout(index).isTextTruncated)
    case .titleLines: return .int(Int64(placedButtonLayout(index).titleLines.count))
    default: return Self.resolvedMember(member, resolved)
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

  func menuMember(_ member: Member, _ index: Int) -> Value? {
    switch member {
    case .title: return .string(menus[index].title)
    case .open: return .bool(menus[index].open)
    case .selection: return selection(inMenu: index, group: -1).map(Value.string) ?? Value.none
    default: return nil
    }
  }

  func itemMember(_ member: Member, _ reference: MenuItemReference) -> Value? {
    let item = program.checked.menus[reference.menu].items[reference.item]
    let state = menus[reference.menu].items[reference.item]
    switch member {
    case .title: return .string(item.title)
    case .selected: return .bool(state.selected)
    case .enabled: return .bool(state.enabled)
    case .image: return .string(menus[reference.menu].texts[reference.item].image)
    case .subtitle: return .string(menus[reference.menu].texts[reference.item].subtitle)
    case .open: return .bool(state.open)
    case .focused: return .bool(state.focused)
    case .selection: return selection(inMenu: reference.menu, group: reference.item).map(Value.string) ?? Value.none
    case .label: return .string(item.title)
    case .value: return .string("")
    case .hint: return .string("")
    case .traits: return .traits(itemTraits(reference))
    case .speech: return .string(itemSpeech(reference))
    default: return nil
    }
  }

  func headerMember(_ member: Member, _ index: Int) -> Value? {
    switch member {
    case .title: return .string(headers[index].title)
    case .frame: return .frame(headerLayout(index).frame)
    case .largeContentViewer: return .bool(program.checked.headers[index].largeContentViewer)
    default: return nil
    }
  }

  func headerTitleMember(_ member: Member, _ index: Int) -> Value? {
    let title = headers[index].title
    switch member {
    case .text, .label, .title: return .string(title)
    case .value, .hint: return .string("")
    case .traits: return .traits(.header)
    case .speech: return .string(Self.titleSpeech(title))
    case .focused: return .bool(headers[index].titleFocused)
    case .truncated: return .bool(headerLayout(index).title.isTruncated)
    case .font: return .font(program.checked.headers[index].font)
    case .frame: return .frame(headerLayout(index).title.frame)
    default: return nil
    }
  }

  // MARK: - Selections

  /// The selected action's title in a radio group: a single submenu (by its
  /// index) or, with -1, a pop-up menu's whole group.
  func selection(inMenu menu: Int, group: Int) -> String? {
    Self.selection(in: program.checked.menus[menu], menus[menu], group: group).stringValue
  }

  /// Whether `item` lies below the submenu `ancestor`.
  static func isInside(_ item: Int, _ ancestor: Int, of menu: CheckedMenu) -> Bool {
    isInside(item, ancestor, among: menu.items)
  }

  /// Whether `item` sits, at any depth, in the submenu `ancestor`, given the menu's items: taken
  /// without the rest of the menu, so that a select's transitions read the items in place.
  static func isInside(_ item: Int, _ ancestor: Int, among items: [CheckedMenuItem]) -> Bool {
    var current = items[item].parent
    while let parent = current {
      if parent == ancestor { return true }
      current = items[parent].parent
    }
    return false
  }

  func popupSelection(of button: Int) -> String? {
    guard let menu = program.checked.buttons[button].menu else { return nil }
    return selection(inMenu: menu, group: -1)
  }

  /// The image of a pop-up's selected action ("" for none), which the button shows unless it sets its own.
  func popupSelectionImage(of button: Int) -> String {
    guard let menu = program.checked.buttons[button].menu else { return "" }
    let items = program.checked.menus[menu].items
    for index in items.indices where items[index].kind == .action && items[index].radioGroup != nil {
      if menus[menu].items[index].selected { return menus[menu].texts[index].image }
    }
    return ""
  }
}
