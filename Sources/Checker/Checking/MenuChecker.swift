import DialLexer
import DialParser

/// Menus (docs/language.md §7): flattened as they are declared (`MenuChecker+Building.swift`), because item
/// paths (`more["Sort By"]`) must resolve wherever they are written; their titles, action bodies, handlers and
/// selections checked once every name is declared; their radio groups checked last.
///
/// It holds what flattening leaves for later, until it is checked.
struct MenuChecker {
  /// A `title:` (or any other property) in a menu's or a submenu's body.
  typealias PendingProperty = (menu: Int, binding: PropertyBinding, range: SourceRange, isSubmenu: Bool)
  /// `selection: v` in a menu's body, and the submenu whose body holds it (nil for the menu's own).
  typealias PendingSelection = (menu: Int, submenu: Int?, binding: PropertyBinding)
  /// `on select` in a menu's body, and the submenu whose body holds it (nil for the menu's own).
  typealias PendingHandler = (menu: Int, submenu: Int?, handler: Handler)

  /// Menu and submenu properties, checked once every name is known.
  var pendingProperties: [PendingProperty] = []
  /// Actions' bodies, checked once every name is known; bodiless actions have none.
  var pendingActionBodies: [(item: MenuItemReference, body: [BodyItem])] = []
  /// `selection: v` in menu bodies, checked once every variable is typed.
  var pendingSelections: [PendingSelection] = []
  /// Menu-level `on select` handlers, checked once every name is known.
  var pendingHandlers: [PendingHandler] = []

  // MARK: - Checking

  /// Checks menu titles, action bodies, handlers and selections, once every name is declared and every
  /// variable typed.
  mutating func check(in context: inout CheckContext) {
    for pending in pendingProperties {
      Self.checkProperty(
        pending.binding, menu: pending.menu, range: pending.range, isSubmenu: pending.isSubmenu, in: &context)
    }
    for index in pendingActionBodies.indices {
      let pending = pendingActionBodies[index]
      pendingActionBodies[index].body = []  // Freed once checked, as a style's body is.
      Self.checkActionBody(pending.body, item: pending.item, in: &context)
    }
    checkHandlers(in: &context)
    for pending in pendingSelections {
      SelectionChecker(binding: pending.binding).checkMenu(pending.menu, in: pending.submenu, in: &context)
    }
    pendingSelections = []
  }

  /// Drops the work checked, whose syntax the caller no longer holds (``CheckPass/releaseSyntax()``).
  mutating func releaseSyntax() {
    pendingProperties = []
    pendingActionBodies = []
  }

  /// Checks the menu-level `on select` handlers: one per menu level.
  mutating func checkHandlers(in context: inout CheckContext) {
    var firstHandler: [Int: SourceRange] = [:]
    for pending in pendingHandlers {
      // Keyed by the submenu, or by -1 - menu for a menu's own.
      let level = pending.submenu ?? -1 - pending.menu
      var handlers = HandlerChecker(event: .select, first: firstHandler[level])
      guard let statements = handlers.check(pending.handler, in: &context) else { continue }
      firstHandler[level] = handlers.first
      if let submenu = pending.submenu {
        context.program.menus[pending.menu].items[submenu].selectHandler = statements
      } else {
        context.program.menus[pending.menu].selectHandler = statements
      }
    }
    pendingHandlers = []
  }

  /// A property of a menu's body: its `title`, at most once (a submenu's title is its literal).
  static func checkProperty(
    _ binding: PropertyBinding, menu: Int, range: SourceRange, isSubmenu: Bool, in context: inout CheckContext
  ) {
    if isSubmenu && binding.name.name == Property.title.rawValue {
      context.report(CheckerDiagnostics.submenuTitleProperty(at: binding.name.range))
      return
    }
    guard let spec = PropertyChecker(owner: .menu).spec(binding.name, in: &context) else { return }
    if let first = context.program.menus[menu].title {
      context.report(
        CheckerDiagnostics.duplicateProperty(binding.name.name, at: binding.name.range, first: first.range))
      return
    }
    if let value = PropertyChecker.value(of: binding, spec, inComponent: false, in: &context) {
      context.program.menus[menu].title = value
    }
  }

  /// An action's body: its properties, none repeating a modifier, and its `on select`.
  static func checkActionBody(_ body: [BodyItem], item reference: MenuItemReference, in context: inout CheckContext) {
    var properties = PropertyChecker(owner: .action)
    var handlers = HandlerChecker(event: .select)
    for entry in body {
      switch entry.kind {
      case .property(let binding):
        guard let spec = properties.firstSpec(binding.name, in: &context),
          !repeatsModifier(spec.property, binding.name, reference, in: &context)
        else { continue }
        if let value = PropertyChecker.value(of: binding, spec, inComponent: false, in: &context) {
          let checked = CheckedBinding(property: spec.property, value: value, range: entry.range)
          context.program.menus[reference.menu].items[reference.item].bindings.append(checked)
        }
      case .handler(let handler):
        guard let statements = handlers.check(handler, in: &context) else { continue }
        context.program.menus[reference.menu].items[reference.item].selectHandler = statements
      case .when: context.report(CheckerDiagnostics.misplacedWhen(at: entry.range))
      case .menu: context.report(CheckerDiagnostics.misplacedMenu(at: entry.range))
      }
    }
  }

  /// `action "A" selected { selected: x }`: the modifier already sets the property (docs/language.md §7).
  static func repeatsModifier(
    _ property: Property, _ name: Identifier, _ reference: MenuItemReference, in context: inout CheckContext
  ) -> Bool {
    let modifiers = context.program.menus[reference.menu].items[reference.item].modifiers
    let modifier: String
    switch property {
    case .selected where modifiers.contains(.selected): modifier = "selected"
    case .enabled where modifiers.contains(.disabled): modifier = "disabled"
    default: return false
    }
    context.report(CheckerDiagnostics.modifierAndProperty(name.name, modifier: modifier, at: name.range))
    return true
  }

  // MARK: - Radio groups

  /// Reports a second `selected` action in one radio group (docs/language.md §7: at most one is on).
  static func checkRadioGroups(in context: inout CheckContext) {
    for menu in context.program.menus.indices {
      var firstSelected: [Int: SourceRange] = [:]
      let isPopup = context.program.menus[menu].isPopup
      for item in context.program.menus[menu].items where item.kind == .action && item.modifiers.contains(.selected) {
        guard let group = isPopup ? -1 : item.radioGroup else { continue }
        if let first = firstSelected[group] {
          context.report(CheckerDiagnostics.multipleSelected(at: item.titleRange, first: first))
        } else {
          firstSelected[group] = item.titleRange
        }
      }
    }
  }
}

extension CheckedMenu {
  /// Makes every action of the menu of a pop-up button part of one group (docs/language.md §6).
  mutating func makePopup() {
    guard !isPopup else { return }
    isPopup = true
    for item in items.indices where items[item].kind == .action {
      items[item].radioGroup = -1
    }
  }
}
