import DialLexer

// Phase 3: the static links between components: buttons to their menus and
// headers to their edge buttons (docs/language.md §6, §8), made before any expression is
// checked so that `color["Bondi Blue"]` and `nav.leading` resolve anywhere.
extension CheckPass {
  /// Links `menu: name` bindings; an inline menu, made in phase 1, wins.
  mutating func linkButtonMenus() {
    for index in buttonBodies.indices where program.buttons[index].menu == nil {
      for item in buttonBodies[index] {
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
      program.headers[index].hasTitle = seen[.title] != nil
    }
  }

  mutating func placeHeaderProperty(_ binding: PropertyBinding, header: Int, _ seen: inout SeenProperties) {
    guard let spec = propertySpec(binding.name, in: .header), isFirst(binding.name, spec, &seen) else { return }
    guard spec.property != .title, let button = edgeButton(binding) else {
      // Anything but an inline button or a button's name is checked once variables are typed.
      pendingHeaderValues.append((header, binding, spec))
      return
    }
    placeEdge(spec.property, button: button.index, in: header, at: button.range)
  }

  /// The button of `leading:` or `trailing:` when it is declared inline or named.
  func edgeButton(_ binding: PropertyBinding) -> (index: Int, range: SourceRange)? {
    switch binding.value {
    case .button(let declaration, _):
      return inlineButtons[declaration.name.range].map { ($0, declaration.name.range) }
    case .expression(let value):
      guard case .name(let name) = value.withoutParentheses.kind,
        case .button(let index)? = program.symbol(named: name)?.kind
      else { return nil }
      return (index, value.range)
    }
  }

  mutating func placeEdge(_ edge: Property, button: Int, in header: Int, at range: SourceRange) {
    guard place(button: button, in: header, at: range) else { return }
    if edge == .leading {
      program.headers[header].leading = button
    } else {
      program.headers[header].trailing = button
    }
  }

  /// Puts a button in a header, unless it already is in one: a button belongs to one header only (docs/language.md §8).
  mutating func place(button: Int, in header: Int, at range: SourceRange) -> Bool {
    if let owner = program.buttons[button].header, let first = placements[button] {
      let name = program.buttons[button].name
      report(CheckerDiagnostics.buttonInTwoHeaders(name, program.headers[owner].name, at: range, first: first))
      return false
    }
    program.buttons[button].header = header
    placements[button] = range
    return true
  }

  /// Checks header titles, and edges that are not plain button names, once every variable's type is known.
  mutating func checkHeaderValues() {
    for pending in pendingHeaderValues {
      let value = checkPropertyValue(pending.binding, pending.spec, inComponent: false)
      switch (pending.spec.property, value?.kind) {
      case (.title, _):
        program.headers[pending.header].title = value
      case (.font, .constant(.font(let font))?):
        program.headers[pending.header].font = font
      case (.largeContentViewer, .constant(.bool(let flag))?):
        program.headers[pending.header].largeContentViewer = flag
      case (.font, _?), (.largeContentViewer, _?):
        if let value {
          report(CheckerDiagnostics.headerValueNotConstant(pending.spec.property.rawValue, at: value.range))
        }
      default: break
      }
      if pending.spec.property == .title || pending.spec.property == .font
        || pending.spec.property == .largeContentViewer
      {
        continue
      } else if case .reference(.button(let index))? = value?.kind, let range = value?.range {
        // `leading: other.trailing`: a button, though not by name; it is already placed in `other`.
        placeEdge(pending.spec.property, button: index, in: pending.header, at: range)
      }
    }
  }
}
