import DialLexer
import DialParser

// MARK: - Sending events from a host, without going through source text

extension Session {
  /// Sends one event and returns its transitions; throws, changing nothing,
  /// when it names nothing or fails at run time.
  ///
  /// Names are resolved directly against the program (no parsing or
  /// checking), so an event costs what it changes; an event by handle
  /// (`.tap(handle)`) skips even the name lookup. The transitions render
  /// their paths and values when read; ``perform(_:)`` does not even make
  /// the array.
  public mutating func send(_ event: Event) throws(RuntimeError) -> [Transition] {
    _ = try perform(event)
    return Array(lastTransitions)
  }

  /// Sends one event and returns its transitions together with its notes:
  /// why it was ignored, and what VoiceOver announced. Throws, changing
  /// nothing, as ``send(_:)`` does.
  ///
  /// ```swift
  /// let report = try session.deliver(.tap("checkout"))
  /// report.ignoredBecause  // "checkout is disabled"
  /// ```
  public mutating func deliver(_ event: Event) throws(RuntimeError) -> EventReport {
    _ = try perform(event)
    return EventReport(transitions: Array(lastTransitions), eventNotes: lastEventNotes)
  }

  /// What the last event a host sent noted, as `dial run` prints it: `["ignored: checkout is disabled"]`,
  /// `["VoiceOver: \"Add. Button.\""]`; ``lastEventNotes`` holds the same notes typed.
  public var lastNotes: [String] { lastEventNotes.map(\.description) }

  /// Sends one event and returns how many transitions it made, which
  /// ``lastTransitions`` lists until the next event; throws, changing
  /// nothing, when it names nothing or fails at run time.
  ///
  /// The cheapest way to send events: the session records transitions in a
  /// log it reuses, so a tap on a toggle allocates nothing and builds no text.
  public mutating func perform(_ event: Event) throws(RuntimeError) -> Int {
    // A host's tap by handle on a local button has nothing to look up: it goes first, before any other work.
    if case .buttonAction(.tap, let handle) = event, handle.program == program.shared.identity,
      tapLocally(handle.index)
    {
      if !lastEventNotes.isEmpty { lastEventNotes = [] }
      return localTap?.count ?? 0
    }
    // An event that names nothing leaves no transitions or notes of the one before.
    localTap = nil
    if !log.isEmpty { log.removeAll() }
    if !lastEventNotes.isEmpty { lastEventNotes = [] }
    guard let (verb, target) = try eventTarget(for: event) else {
      return try performStatement(try statement(for: event))
    }
    if case .tap = verb, case .button(let index) = target, tapLocally(index) { return localTap?.count ?? 0 }
    // What executing `CheckedStatement(.event(verb, target))` does (the event, then its bindings settle),
    // without making the statement.
    let range = Self.hostRange
    try performAtomically(range) { session throws(RuntimeError) in
      try session.perform(verb, on: target, at: range)
      try session.settle()
    }
    return log.count
  }

  /// Runs an assignment made from an event, throwing its error. As ``run(_:)`` does, but its transitions stay
  /// in the log: ``run(_:)`` copies them into its outcome, which this caller would throw away.
  mutating func performStatement(_ statement: CheckedStatement) throws(RuntimeError) -> Int {
    try performAtomically(statement.range) { session throws(RuntimeError) in
      try session.execute(statement, owner: nil)
    }
    return log.count
  }

  /// Where a statement made from a host's event says it is: nowhere in the source.
  static var hostRange: SourceRange { SourceRange(file: FileID(0), start: 0, end: 0) }

  /// What an event does and to what; nil for `.set`, which is an assignment.
  func eventTarget(for event: Event) throws(RuntimeError) -> (EventVerb, EventTarget)? {
    switch event {
    case .tap(let name): return (.tap, try button(named: name))
    case .press(let name): return (.press, try button(named: name))
    case .release(let name): return (.release, try button(named: name))
    case .cancel(let name): return (.cancel, try button(named: name))
    case .open(let name): return (.open, try presenter(named: name))
    case .close(let name): return (.close, try presenter(named: name))
    case .longPress(let name):
      let target = try button(named: name)
      if case .button(let index) = target, program.checked.buttons[index].menu == nil {
        throw RuntimeError(.noMenu(button: name))
      }
      return (.longPress, target)
    case .openItem(let path): return (.open, try submenu(at: path))
    case .closeItem(let path): return (.close, try submenu(at: path))
    case .select(let path): return (.select, try program.itemTarget(at: path))
    case .buttonAction(let action, let handle):
      let index = try program.buttonIndex(handle)
      if action == .open || action == .close || action == .longPress, program.checked.buttons[index].menu == nil {
        throw RuntimeError(.noMenu(button: program.checked.buttons[index].name))
      }
      return (action.verb, .button(index))
    case .selectItem(let handle): return (.select, try program.itemTarget(handle))
    case .set, .focus, .activate: return nil
    }
  }

  /// A submenu by path, for `open` and `close`.
  func submenu(at path: [String]) throws(RuntimeError) -> EventTarget {
    let (reference, through) = try program.itemReference(at: path)
    guard program.checked.menus[reference.menu].items[reference.item].kind == .submenu else {
      throw RuntimeError(.openNeedsSubmenu(action: itemPath(reference)))
    }
    return .item(reference, through: through)
  }

  /// The statement an event that is not a touch or a selection stands for: an assignment, `focus` or `activate`.
  ///
  /// Never inlined: inlined into ``perform(_:)``, which writes the session, it was handed a copy of the whole
  /// session, made and freed per event.
  @inline(never)
  func statement(for event: Event) throws(RuntimeError) -> CheckedStatement {
    switch event {
    case .focus(let focus): return CheckedStatement(.focus(try focusTarget(focus)), Self.hostRange)
    case .activate: return CheckedStatement(.activate, Self.hostRange)
    default: return try assignment(for: event)
    }
  }

  /// What `focus …` would name.
  func focusTarget(_ focus: VoiceOverFocus) throws(RuntimeError) -> CheckedFocusTarget {
    switch focus {
    case .first: return .first
    case .next: return .next
    case .previous: return .previous
    case .item(let path): return .item(try program.itemReference(at: path).0)
    case .element(let name):
      if name.hasSuffix(".title"), case .header(let index)? = symbol(named: String(name.dropLast(6))) {
        return .headerTitle(index)
      }
      guard case .button(let index)? = symbol(named: name) else {
        let titles = program.checked.headers.map { $0.name + ".title" }
        throw program.unknownName(name, kind: .buttonOrHeaderTitle, among: program.buttonNames + titles)
      }
      return .button(index)
    }
  }

  /// The assignment a `.set` event stands for.
  func assignment(for event: Event) throws(RuntimeError) -> CheckedStatement {
    guard case .set(let name, let value) = event else { throw RuntimeError(InternalError("not an assignment")) }
    let (target, type) = try assignable(named: name)
    let checked = try Self.constant(value, name: name)
    guard type.accepts(checked.type) else {
      throw RuntimeError(.setTypeMismatch(variable: name, type: type, value: value))
    }
    let constant = CheckedExpression(.constant(checked), type, Self.hostRange)
    return CheckedStatement(.assignment(target, .assign, constant), Self.hostRange)
  }

  /// What `name` declares, if anything. The name table proposes candidates;
  /// the name is confirmed here, for a button in its state, which an event
  /// on it other than a local tap reads next anyway.
  func symbol(named name: String) -> Symbol.Key? {
    program.names.key(for: name) { declaredName(of: $0) == name }
  }

  /// The name a variable or component is declared with.
  func declaredName(of key: Symbol.Key) -> String? {
    let checked = program.checked
    switch key {
    case .button(let index): return buttons.indices.contains(index) ? buttons[stored: index].name : nil
    case .variable(let index): return checked.variables.indices.contains(index) ? checked.variables[index].name : nil
    case .menu(let index): return checked.menus.indices.contains(index) ? menuName(index) : nil
    case .header(let index): return checked.headers.indices.contains(index) ? checked.headers[index].name : nil
    case .style(let index): return checked.styles.indices.contains(index) ? checked.styles[index].name : nil
    }
  }

  func button(named name: String) throws(RuntimeError) -> EventTarget {
    guard case .button(let index)? = symbol(named: name) else {
      throw program.unknownName(name, kind: .button, among: program.buttonNames)
    }
    return .button(index)
  }

  /// A menu, or a button with a menu.
  func presenter(named name: String) throws(RuntimeError) -> EventTarget {
    switch symbol(named: name) {
    case .menu(let index)?: return .menu(index)
    case .button(let index)? where program.checked.buttons[index].menu != nil: return .button(index)
    default: throw program.unknownName(name, kind: .presenter, among: program.menuNames)
    }
  }

  func assignable(named name: String) throws(RuntimeError) -> (AssignmentTarget, DialType) {
    if let builtin = BuiltinVariable(rawValue: name) { return (.builtin(builtin), builtin.type) }
    guard case .variable(let index)? = symbol(named: name) else {
      let names = BuiltinVariable.allCases.map(\.rawValue) + program.checked.variables.map(\.name)
      throw program.unknownName(name, kind: .variable, among: names)
    }
    return (.variable(index), program.checked.variables[index].type)
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

extension ButtonAction {
  /// The statement verb of the same event.
  var verb: EventVerb {
    switch self {
    case .tap: return .tap
    case .press: return .press
    case .release: return .release
    case .cancel: return .cancel
    case .open: return .open
    case .close: return .close
    case .longPress: return .longPress
    }
  }
}
