import DialChecker
import DialLexer
import DialParser

// MARK: - What a host reads of a session: components, the accessibility tree, invariants

extension Session {
  /// Every component with its resolved properties and states, in declaration
  /// order: buttons, then headers (each followed by its title), then menus
  /// (each followed by its items, in pre-order; a button's inline menu by its
  /// items only, the button standing for the menu). No two share a path.
  public var components: [ComponentState] {
    let checked = program.checked
    var states = checked.buttons.indices.map { component(.button($0), .button, path: checked.buttons[$0].name) }
    for index in checked.headers.indices {
      let name = checked.headers[index].name
      states.append(component(.header(index), .header, path: name))
      states.append(component(.headerTitle(index), .headerTitle, path: name + ".title"))
    }
    for index in checked.menus.indices {
      let name = checked.menuName(index)
      // A button's inline menu is named by its button, which is listed already (its `selection`, `open`…):
      // only its items follow, so that no two components share a path.
      if case .declaration = checked.menus[index].owner {
        states.append(component(.menu(index), .menu, path: name))
      }
      let menu = checked.menus[index]
      for item in menu.items.indices {
        let path = name + menu.path(of: item).map { "[\(Value.quoted($0))]" }.joined()
        let kind: ComponentState.Kind = menu.items[item].kind == .action ? .menuItem : .submenu
        states.append(component(.item(MenuItemReference(menu: index, item: item)), kind, path: path))
      }
    }
    return states
  }

  /// The elements in VoiceOver order: buttons and headers in declaration order
  /// (a header gives leading, title, trailing); while a menu is open, only the
  /// items of open menus, since a presented menu is modal.
  public var accessibilityElements: [AccessibilityElement] {
    AccessibilityTree.elementOrder(in: state).map { AccessibilityTree.element($0, in: state) }
  }

  /// The invariants that do not hold in the state the program starts in, each located at its own declaration.
  public func startViolations() -> [InvariantViolation] {
    program.checked.invariants.flatMap { invariant in
      violatedInvariants(after: invariant.range).filter { $0.invariant == invariant.range }
    }
  }

  /// The invariants that do not hold now, each with the values it read, as violations of the statement at `range`.
  public func violatedInvariants(after range: SourceRange) -> [InvariantViolation] {
    InvariantChecker.violated(after: range, in: state)
  }

  /// The component a script names `path` (`add`, `nav.title`, `more["Sort By"]`), or nil.
  public func component(named path: String) -> ComponentState? {
    components.first { $0.path == path }
  }

  /// A component's readable members: those of its type that take no argument and
  /// are values rather than other components (a header's `leading` is a button of its own).
  func component(_ reference: Reference, _ kind: ComponentState.Kind, path: String) -> ComponentState {
    let members = Schema.members(of: kind.dialType).filter { $0.argument == nil && !$0.type.isComponent }
    let properties = members.compactMap { spec -> ComponentState.Property? in
      // A member that does not apply to this one (a plain submenu's `selection`) is left out.
      guard let value = try? MemberReader.read(spec.member, of: reference, in: state, at: Self.hostRange) else {
        return nil
      }
      return ComponentState.Property(name: spec.member.rawValue, value: value)
    }
    return ComponentState(kind: kind, path: path, properties: properties)
  }
}

extension ComponentState.Kind {
  /// The type of Dial's type system a component of this kind has.
  var dialType: DialType {
    switch self {
    case .button: return .button
    case .header: return .header
    case .headerTitle: return .headerTitle
    case .menu: return .menu
    case .menuItem: return .menuItem
    case .submenu: return .submenu
    }
  }
}

extension DialType {
  /// Whether a value of this type is a component rather than a value.
  var isComponent: Bool {
    switch self {
    case .button, .header, .headerTitle, .menu, .menuItem, .submenu: return true
    default: return false
    }
  }
}
