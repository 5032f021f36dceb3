import DialLexer

// Phase 3: the static links between components: buttons to their menus and
// headers to their edge buttons (§4, §6), made before any expression is
// checked so that `color["Bondi Blue"]` and `nav.leading` resolve anywhere.
extension CheckPass {
  /// Links `menu: name` bindings; an inline menu, made in phase 1, wins.
  mutating func linkButtonMenus() {
    for index in buttonSyntax.indices where program.buttons[index].menu == nil {
      for item in buttonSyntax[index].body {
        guard case .property(let binding) = item.kind, binding.name.name == Property.menu.rawValue,
          case .expression(let value) = binding.value, case .name(let name) = value.withoutParentheses.kind,
          case .menu(let menu)? = program.symbol(named: name)?.kind
        else { continue }
        program.buttons[index].menu = menu
        program.menus[menu].buttons.append(index)
        break
      }
    }
  }

  /// Checks header bodies and places their edge buttons; titles wait for ``checkHeaderTitles()``.
  mutating func placeHeaderEdges() {
    for index in headerSyntax.indices {
      var seen = SeenProperties()
      for item in headerSyntax[index].body {
        switch item.kind {
        case .property(let binding): placeHeaderProperty(binding, header: index, &seen)
        case .when: report(CheckerDiagnostics.misplacedWhen(at: item.range))
        case .handler(let handler): reportMisplacedHandler(handler.event)
        case .menu: report(CheckerDiagnostics.misplacedMenu(at: item.range))
        }
      }
      if seen[.title] == nil {
        report(CheckerDiagnostics.missingHeaderTitle(headerSyntax[index].name.name, at: headerSyntax[index].name.range))
      }
    }
  }

  mutating func placeHeaderProperty(_ binding: PropertyBinding, header: Int, _ seen: inout SeenProperties) {
    guard let spec = propertySpec(binding.name, in: .header), isFirst(binding.name, spec, &seen) else { return }
    guard spec.property != .title else {
      pendingHeaderTitles.append((header, binding, spec))
      return
    }
    guard let button = edgeButton(binding, spec) else { return }
    place(button: button.index, in: header, at: button.range)
    if spec.property == .leading {
      program.headers[header].leading = button.index
    } else {
      program.headers[header].trailing = button.index
    }
  }

  /// The button of `leading:` or `trailing:`: declared inline or named.
  mutating func edgeButton(_ binding: PropertyBinding, _ spec: PropertySpec) -> (index: Int, range: SourceRange)? {
    if case .button(let declaration, _) = binding.value {
      guard let index = inlineButtons[declaration.name.range] else { return nil }
      return (index, declaration.name.range)
    }
    guard let value = checkPropertyValue(binding, spec, inComponent: false),
      case .reference(.button(let index)) = value.kind
    else { return nil }
    return (index, value.range)
  }

  /// Puts a button in a header; a button belongs to one header only (§6).
  mutating func place(button: Int, in header: Int, at range: SourceRange) {
    if let owner = program.buttons[button].header, let first = placements[button] {
      let name = program.buttons[button].name
      report(CheckerDiagnostics.buttonInTwoHeaders(name, program.headers[owner].name, at: range, first: first))
      return
    }
    program.buttons[button].header = header
    placements[button] = range
  }

  /// Checks header titles, once every variable's type is known.
  mutating func checkHeaderTitles() {
    for pending in pendingHeaderTitles {
      program.headers[pending.header].title = checkPropertyValue(pending.binding, pending.spec, inComponent: false)
    }
  }
}
