import DialLexer
import DialParser

/// Headers (docs/language.md §8): their edge buttons placed before any expression is checked, so that
/// `nav.leading` resolves anywhere, and their titles and other values checked once every variable is typed.
///
/// It holds the headers' declarations and what placing leaves for later.
struct HeaderChecker {
  /// The declarations, parallel to the program's headers.
  var syntax: [HeaderDeclaration] = []
  /// Inline header buttons, by the range of their name.
  var inlineButtons: [SourceRange: Int] = [:]
  /// Where each placed button was put in a header.
  var placements: [Int: SourceRange] = [:]
  /// Titles, and values other than edge buttons, checked once every variable is typed.
  var pendingValues: [(header: Int, binding: PropertyBinding, spec: PropertySpec)] = []

  /// Drops the declarations and the values checked, whose syntax the caller no longer holds
  /// (``CheckPass/releaseSyntax()``).
  mutating func releaseSyntax() {
    syntax = []
    pendingValues = []
  }

  /// Checks header bodies and places their edge buttons; titles wait for ``checkValues(in:)``.
  mutating func placeEdges(in context: inout CheckContext) {
    for index in syntax.indices {
      var properties = PropertyChecker(owner: .header)
      for item in syntax[index].body {
        switch item.kind {
        case .property(let binding): placeProperty(binding, header: index, &properties, in: &context)
        case .when: context.report(CheckerDiagnostics.misplacedWhen(at: item.range))
        case .handler(let handler): HandlerChecker.reportMisplaced(handler.event, in: &context)
        case .menu: context.report(CheckerDiagnostics.misplacedMenu(at: item.range))
        }
      }
      context.program.headers[index].hasTitle = properties.seen[.title] != nil
    }
  }

  /// Places an edge button, or leaves the binding for ``checkValues(in:)``.
  mutating func placeProperty(
    _ binding: PropertyBinding, header: Int, _ properties: inout PropertyChecker, in context: inout CheckContext
  ) {
    guard let spec = properties.firstSpec(binding.name, in: &context) else { return }
    guard spec.property != .title, let button = edgeButton(binding, in: context.program) else {
      // Anything but an inline button or a button's name is checked once variables are typed.
      pendingValues.append((header, binding, spec))
      return
    }
    placeEdge(spec.property, button: button.index, in: header, at: button.range, in: &context)
  }

  /// The button of `leading:` or `trailing:` when it is declared inline or named.
  func edgeButton(_ binding: PropertyBinding, in program: CheckedProgram) -> (index: Int, range: SourceRange)? {
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

  /// Makes `button` the `edge` (leading or trailing) of `header`, unless it is in another header already.
  mutating func placeEdge(
    _ edge: Property, button: Int, in header: Int, at range: SourceRange, in context: inout CheckContext
  ) {
    guard place(button: button, in: header, at: range, in: &context) else { return }
    if edge == .leading {
      context.program.headers[header].leading = button
    } else {
      context.program.headers[header].trailing = button
    }
  }

  /// Puts a button in a header, unless it already is in one: a button belongs to one header only (docs/language.md §8).
  mutating func place(button: Int, in header: Int, at range: SourceRange, in context: inout CheckContext) -> Bool {
    if let owner = context.program.buttons[button].header, let first = placements[button] {
      let name = context.program.buttons[button].name
      let ownerName = context.program.headers[owner].name
      context.report(CheckerDiagnostics.buttonInTwoHeaders(name, ownerName, at: range, first: first))
      return false
    }
    context.program.buttons[button].header = header
    placements[button] = range
    return true
  }

  /// Checks header titles, and edges that are not plain button names, once every variable's type is known.
  mutating func checkValues(in context: inout CheckContext) {
    for pending in pendingValues {
      let property = pending.spec.property
      let value = PropertyChecker.value(of: pending.binding, pending.spec, inComponent: false, in: &context)
      switch (property, value?.kind) {
      case (.title, _):
        context.program.headers[pending.header].title = value
      case (.font, .constant(.font(let font))?):
        context.program.headers[pending.header].font = font
      case (.largeContentViewer, .constant(.bool(let flag))?):
        context.program.headers[pending.header].largeContentViewer = flag
      case (.font, _?), (.largeContentViewer, _?):
        if let value {
          context.report(CheckerDiagnostics.headerValueNotConstant(property.rawValue, at: value.range))
        }
      default: break
      }
      if property == .title || property == .font || property == .largeContentViewer {
        continue
      } else if case .reference(.button(let index))? = value?.kind, let range = value?.range {
        // `leading: other.trailing`: a button, though not by name; it is already placed in `other`.
        placeEdge(property, button: index, in: pending.header, at: range, in: &context)
      }
    }
  }
}
