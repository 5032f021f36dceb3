import DialChecker
import DialLexer
import DialParser

/// What a host's event (``Event``) names, resolved against the program without parsing or checking: the
/// target of a touch, a menu or an item path, or the statement an assignment, `focus` or `activate` stands for.
/// A name the program does not declare is a ``RuntimeError`` with a did-you-mean.
enum HostEvents {
  /// What an event does and to what; nil for `.set`, which is an assignment.
  static func eventTarget(for event: Event, in state: SessionState) throws(RuntimeError) -> (EventVerb, EventTarget)? {
    switch event {
    case .named(let verb, let name): return (verb, try target(of: verb, named: name, in: state))
    case .path(let verb, let path): return (verb, try target(of: verb, at: path, in: state))
    case .button(let verb, let handle):
      let index = try state.program.buttonIndex(handle)
      switch verb.target {
      case .button: break
      case .buttonWithMenu, .presenter:
        if state.program.checked.buttons[index].menu == nil {
          throw RuntimeError(.noMenu(button: state.program.checked.buttons[index].name))
        }
      case .action: throw RuntimeError(.wrongEventTarget(verb: verb, given: "a button"))
      }
      return (verb, .button(index))
    case .selectItem(let handle): return (.select, try state.program.itemTarget(handle))
    case .set, .focus, .activate: return nil
    }
  }

  /// What an event names by name, as its verb takes it (``EventVerb/target``): a button, a button with a menu,
  /// a menu or such a button; a lone name for `select` is an item path too short.
  static func target(of verb: EventVerb, named name: String, in state: SessionState) throws(RuntimeError)
    -> EventTarget
  {
    switch verb.target {
    case .button: return try button(named: name, in: state)
    case .buttonWithMenu:
      let target = try button(named: name, in: state)
      if case .button(let index) = target, state.program.checked.buttons[index].menu == nil {
        throw RuntimeError(.noMenu(button: name))
      }
      return target
    case .presenter: return try presenter(named: name, in: state)
    case .action: return try state.program.itemTarget(at: [name])
    }
  }

  /// What an event names by item path: an action for `select`, a submenu for `open` and `close`.
  static func target(of verb: EventVerb, at path: [String], in state: SessionState) throws(RuntimeError)
    -> EventTarget
  {
    switch verb.target {
    case .action: return try state.program.itemTarget(at: path)
    case .presenter: return try submenu(at: path, in: state)
    case .button, .buttonWithMenu: throw RuntimeError(.wrongEventTarget(verb: verb, given: "an item path"))
    }
  }

  /// A submenu by path, for `open` and `close`.
  static func submenu(at path: [String], in state: SessionState) throws(RuntimeError) -> EventTarget {
    let (reference, through) = try state.program.itemReference(at: path)
    guard state.program.checked.menus[reference.menu].items[reference.item].kind == .submenu else {
      throw RuntimeError(.openNeedsSubmenu(action: AccessibilityTree.itemPath(reference, in: state)))
    }
    return .item(reference, through: through)
  }

  /// The statement an event that is not a touch or a selection stands for: an assignment, `focus` or `activate`.
  ///
  /// Never inlined: inlined into ``Session/perform(_:)``, which writes the session, it was handed a copy of the
  /// whole session, made and freed per event.
  @inline(never)
  static func statement(for event: Event, in state: SessionState) throws(RuntimeError) -> CheckedStatement {
    switch event {
    case .focus(let focus): return CheckedStatement(.focus(try focusTarget(focus, in: state)), Session.hostRange)
    case .activate: return CheckedStatement(.activate, Session.hostRange)
    default: return try assignment(for: event, in: state)
    }
  }

  /// What `focus …` would name.
  static func focusTarget(_ focus: VoiceOverFocus, in state: SessionState) throws(RuntimeError) -> CheckedFocusTarget {
    switch focus {
    case .first: return .first
    case .next: return .next
    case .previous: return .previous
    case .item(let path): return .item(try state.program.itemReference(at: path).0)
    case .element(let name):
      if name.hasSuffix(".title"), case .header(let index)? = symbol(named: String(name.dropLast(6)), in: state) {
        return .headerTitle(index)
      }
      guard case .button(let index)? = symbol(named: name, in: state) else {
        let titles = state.program.checked.headers.map { $0.name + ".title" }
        throw state.program.unknownName(name, kind: .buttonOrHeaderTitle, among: state.program.buttonNames + titles)
      }
      return .button(index)
    }
  }

  /// The assignment a `.set` event stands for.
  static func assignment(for event: Event, in state: SessionState) throws(RuntimeError) -> CheckedStatement {
    guard case .set(let name, let value) = event else { throw RuntimeError(InternalError("not an assignment")) }
    let (target, type) = try assignable(named: name, in: state)
    let checked = try constant(value, name: name)
    guard type.accepts(checked.type) else {
      throw RuntimeError(.setTypeMismatch(variable: name, type: type, value: value))
    }
    let constant = CheckedExpression(.constant(checked), type, Session.hostRange)
    return CheckedStatement(.assignment(target, .assign, constant), Session.hostRange)
  }

  /// What `name` declares, if anything. The name table proposes candidates;
  /// the name is confirmed here, for a button in its state, which an event
  /// on it other than a local tap reads next anyway.
  static func symbol(named name: String, in state: SessionState) -> Symbol.Key? {
    state.program.names.key(for: name) { declaredName(of: $0, in: state) == name }
  }

  /// The name a variable or component is declared with.
  static func declaredName(of key: Symbol.Key, in state: SessionState) -> String? {
    let checked = state.program.checked
    switch key {
    case .button(let index): return state.buttons.indices.contains(index) ? state.buttons[stored: index].name : nil
    case .variable(let index): return checked.variables.indices.contains(index) ? checked.variables[index].name : nil
    case .menu(let index):
      return checked.menus.indices.contains(index) ? AccessibilityTree.menuName(index, in: state) : nil
    case .header(let index): return checked.headers.indices.contains(index) ? checked.headers[index].name : nil
    case .style(let index): return checked.styles.indices.contains(index) ? checked.styles[index].name : nil
    case .event(let index): return checked.events.indices.contains(index) ? checked.events[index].name : nil
    case .function(let index):
      return checked.functions.indices.contains(index) ? checked.functions[index].name : nil
    }
  }

  static func button(named name: String, in state: SessionState) throws(RuntimeError) -> EventTarget {
    guard case .button(let index)? = symbol(named: name, in: state) else {
      throw state.program.unknownName(name, kind: .button, among: state.program.buttonNames)
    }
    return .button(index)
  }

  /// A menu, or a button with a menu.
  static func presenter(named name: String, in state: SessionState) throws(RuntimeError) -> EventTarget {
    switch symbol(named: name, in: state) {
    case .menu(let index)?: return .menu(index)
    case .button(let index)? where state.program.checked.buttons[index].menu != nil: return .button(index)
    default: throw state.program.unknownName(name, kind: .presenter, among: state.program.menuNames)
    }
  }

  static func assignable(named name: String, in state: SessionState) throws(RuntimeError) -> (
    AssignmentTarget, DialType
  ) {
    if let builtin = BuiltinVariable(rawValue: name) { return (.builtin(builtin), builtin.type) }
    guard case .variable(let index)? = symbol(named: name, in: state) else {
      let names = BuiltinVariable.allCases.map(\.rawValue) + state.program.checked.variables.map(\.name)
      throw state.program.unknownName(name, kind: .variable, among: names)
    }
    return (.variable(index), state.program.checked.variables[index].type)
  }

  static func constant(_ value: Value, name: String) throws(RuntimeError) -> ConstantValue {
    switch value {
    case .bool(let bool): return .bool(bool)
    case .int(let int): return .int(int)
    case .double(let double):
      guard double.isFinite else { throw RuntimeError(.setNotFinite(variable: name, double)) }
      return .double(double)
    case .string(let string): return .string(string)
    case .color(let color): return .color(color)
    case .enumCase(let enumCase):
      // A host can make any index; only the enumeration's own cases can be stored.
      guard enumCase.type.cases.indices.contains(enumCase.index) else {
        throw RuntimeError(.setInvalidCase(variable: name, enumCase))
      }
      return .enumCase(enumCase)
    case .none, .insets, .frame, .traits, .font: throw RuntimeError(.setUnassignable(variable: name, value))
    }
  }
}
