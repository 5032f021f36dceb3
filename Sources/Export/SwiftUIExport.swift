import DialChecker
import DialLexer
import DialParser

/// The SwiftUI screen: a `View` that stacks the buttons vertically in declaration order, each a `Button` whose
/// properties are modifiers with the values Dial's blocks give them (``PropertyValues``).
struct SwiftUIExport {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  let namespace: String

  /// The buttons the screen stacks: those not placed in a header.
  var buttons: [CheckedButton] { program.buttons.filter { $0.header == nil } }

  /// The view.
  func source(_ log: inout ExportLog) -> SwiftSource {
    // The members first: the scaled sizes their fonts use are declared before them.
    var members = SwiftSource()
    for header in program.headers { self.header(header, into: &members, &log) }
    for button in program.buttons { self.button(button, into: &members, &log) }
    var source = SwiftSource()
    source.line("/// The screen: its buttons stacked in declaration order, drawn from the model.")
    // The whole view on the main actor, as the model it reads is: the iOS 17 SDK isolates only `body`.
    source.block("@MainActor struct Screen: View") { body in
      body.line("var model: Model")
      for button in program.buttons where Self.readsHighlighted(program.configuration(of: button)) {
        body.line("/// Whether `\(button.name)` is pressed: its `when highlighted` blocks read it.")
        body.line("@State private var \(Self.pressed(button)) = false")
      }
      if log.helpers.contains(.dynamicTypeSize) {
        body.line("@Environment(\\.dynamicTypeSize) private var dynamicTypeSize")
      }
      for metric in log.scaledSizes.sorted(by: { $0.name < $1.name }) {
        body.line(
          "/// \(SwiftLiterals.double(metric.size)) points, scaled with `.\(metric.style.rawValue)` as the text size changes."
        )
        let style = SwiftEnumCases.textStyle(metric.style, target: .swiftui)
        body.line(
          "@ScaledMetric(relativeTo: .\(style)) private var \(metric.name): CGFloat = \(SwiftLiterals.double(metric.size))"
        )
      }
      body.line()
      self.body(&body)
      body.append(members)
    }
    if !program.headers.isEmpty { log.helpers.insert(.headerBar) }
    return source
  }

  /// `var body`: the headers, then the buttons stacked below them, at the top.
  func body(_ source: inout SwiftSource) {
    source.block("var body: some View") { view in
      view.block("VStack(spacing: 16)", closer: "") { page in
        for header in program.headers { page.line(SwiftNames.identifier(header.name)) }
        page.block("VStack(spacing: 8)") { stack in
          for button in buttons { stack.line(SwiftNames.identifier(button.name)) }
        }
      }
      view.line(".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)")
    }
  }

  /// `addToCartIsPressed`.
  static func pressed(_ button: CheckedButton) -> String { button.name + "IsPressed" }

  /// Whether a `when` condition of `blocks` reads the button's `highlighted`.
  static func readsHighlighted(_ blocks: [CheckedBlock]) -> Bool {
    var found = false
    func visit(_ block: CheckedBlock) {
      for when in block.whens {
        when.condition?.walk { node in
          if case .ownState(.highlighted) = node.kind { found = true }
          return .visitChildren
        }
        visit(when)
      }
    }
    for block in blocks { visit(block) }
    return found
  }

  /// A header: its edges and its title in a ``HeaderLayout`` (the helper the export declares).
  func header(_ header: CheckedHeader, into source: inout SwiftSource, _ log: inout ExportLog) {
    let scope = ExpressionScope(modelPrefix: "model.", target: .swiftui, namespace: namespace)
    let layout = "HeaderLayout(hasLeading: \(header.leading != nil), hasTrailing: \(header.trailing != nil))"
    source.line()
    source.line("/// Header `\(header.name)`.")
    source.block("private var \(SwiftNames.identifier(header.name)): some View") { body in
      body.block(layout) { bar in
        if let leading = header.leading { bar.line(SwiftNames.identifier(program.buttons[leading].name)) }
        if let title = header.title {
          let text = expressions.swift(title, in: scope, &log)
          let font = SwiftLiterals.font(header.font, target: .swiftui)
          bar.line("Text(\(text)).font(\(font)).lineLimit(1).accessibilityAddTraits(.isHeader)")
        }
        if let trailing = header.trailing { bar.line(SwiftNames.identifier(program.buttons[trailing].name)) }
      }
    }
  }

  /// One button: its label, its style and its modifiers.
  func button(_ button: CheckedButton, into source: inout SwiftSource, _ log: inout ExportLog) {
    var scope = ExpressionScope(modelPrefix: "model.", target: .swiftui, namespace: namespace)
    scope.textSize = "dynamicTypeSize"
    scope.ownIndex = program.buttons.firstIndex { $0.name == button.name }
    // A toggle is a button with a selected state: a tap flips it, then runs the handler, as Dial's tap does.
    let selection = "model." + ModelExport.selection(of: button.name)
    let blocks = program.configuration(of: button)
    let pressed = Self.readsHighlighted(blocks) ? Self.pressed(button) : nil
    let values = PropertyValues(
      blocks, selection: button.behavior == .toggle ? selection : nil, pressed: pressed, expressions: expressions,
      scope: scope, &log)
    var actions: [String] = button.behavior == .toggle ? ["\(selection).toggle()"] : []
    if button.tapHandler != nil { actions.append("model.\(ModelExport.action(for: button.name))()") }
    source.line()
    source.line("/// `\(button.name)`.")
    source.block("private var \(SwiftNames.identifier(button.name)): some View") { body in
      opening(button, actions: actions, into: &body, &log)
      label(values, into: &body)
      body.line("}")
      modifiers(button, values, into: &body, &log)
      if let pressed {
        // A touch that goes down and up, beside the button's own action: what `when highlighted` follows.
        body.line(".simultaneousGesture(")
        body.line(
          "  DragGesture(minimumDistance: 0).onChanged { _ in \(pressed) = true }.onEnded { _ in \(pressed) = false })")
      }
      if button.behavior == .toggle { body.line(".accessibilityAddTraits(\(selection) ? .isSelected : [])") }
    }
  }

  /// What the label belongs to: a `Button` running the actions, a pull-down's `Menu`, or a pop-up's `Picker`
  /// bound to its selection, with `.pickerStyle(.menu)` among the modifiers.
  func opening(_ button: CheckedButton, actions: [String], into source: inout SwiftSource, _ log: inout ExportLog) {
    guard let index = button.menu, button.behavior == .popup || button.behavior == .pulldown else {
      source.block("Button", closer: " label: {") { call in
        for action in actions { call.line(action) }
      }
      return
    }
    let menu = MenuExport(program: program, menu: program.menus[index])
    let menus = SwiftUIMenus(program: program, expressions: expressions, namespace: namespace)
    if button.behavior == .popup {
      source.block("Picker(selection: \(SwiftUIMenus.binding(menu, group: -1)))", closer: " label: {") { list in
        for item in menu.menu.items.indices where menu.menu.items[item].radioGroup == -1 {
          menus.option(item, of: menu, optional: false, into: &list, &log)
        }
      }
    } else {
      source.block("Menu", closer: " label: {") { list in menus.items(menu.menu.topLevel, of: menu, into: &list, &log) }
    }
  }

  /// The label: a progress view while loading; else the title, the subtitle under it, and the image.
  func label(_ values: PropertyValues, into source: inout SwiftSource) {
    let text = Self.texts(values)
    var content = text
    if let image = values[.image] {
      content = SwiftSource()
      let placement = values[.imagePlacement] ?? ".leading"
      let vertical = placement == ".top" || placement == ".bottom"
      content.block("\(vertical ? "VStack" : "HStack")(spacing: \(values[.imagePadding] ?? "4"))") { stack in
        let picture = "Image(systemName: \(image))"
        if placement == ".leading" || placement == ".top" { stack.line(picture) }
        // An image-only button has no text beside its image.
        if values[.title] != nil || values[.subtitle] != nil { stack.append(text) }
        if placement == ".trailing" || placement == ".bottom" { stack.line(picture) }
      }
    }
    // Content insets are the padding around the label, inside the button's shape.
    if let insets = values[.contentInsets] { content.line(".padding(\(insets))") }
    guard let loading = values[.loading] else {
      source.indented(content)
      return
    }
    var choice = SwiftSource()
    choice.block("if \(loading)", closer: " else {") { shown in shown.line("ProgressView()") }
    choice.indented(content)
    choice.line("}")
    source.indented(choice)
  }

  /// The title and the subtitle under it, aligned and limited as the button's lines are.
  static func texts(_ values: PropertyValues) -> SwiftSource {
    var text = SwiftSource()
    text.block("VStack(spacing: \(values[.titlePadding] ?? "2"))") { stack in
      // No title bound: none shown (an image-only button).
      if let title = values[.title] { stack.line("Text(\(title))") }
      if let subtitle = values[.subtitle] {
        let line = "Text(\(subtitle)).font(\(values[.subtitleFont] ?? ".subheadline"))"
        // A literal is shown or not as it is; a computed one only while it is not empty, as a configuration's is.
        let literal = subtitle.hasPrefix("\"") && subtitle.hasSuffix("\"") && !subtitle.contains("\\(")
        if literal {
          if subtitle != "\"\"" { stack.line(line) }
        } else {
          stack.block("if !(\(subtitle)).isEmpty") { shown in shown.line(line) }
        }
      }
    }
    if let alignment = values[.titleAlignment] {
      text.line(".multilineTextAlignment(\(Self.textAlignment(alignment)))")
    }
    if let lines = values[.lines] {
      // 0 is no limit, as a label's `numberOfLines` has it.
      switch Int(lines) {
      case 0?: text.line(".lineLimit(nil)")
      case let count?: text.line(".lineLimit(\(count))")
      case nil: text.line(".lineLimit(\(lines) == 0 ? nil : \(lines))")
      }
    }
    return text
  }

  /// The preset as a button style, then a modifier per bound property.
  func modifiers(
    _ button: CheckedButton, _ values: PropertyValues, into source: inout SwiftSource, _ log: inout ExportLog
  ) {
    source.line(Self.styleModifier(button.preset, &log))
    if button.behavior == .popup { source.line(".pickerStyle(.menu)") }
    // Dial's derived value, where none is bound: "In progress" while loading (a labelled pop-up's selection is
    // SwiftUI's own value for a picker).
    if values[.accessibilityValue] == nil, let loading = values[.loading] {
      source.line(".accessibilityValue(\(loading) ? \"In progress\" : \"\")")
    }
    if let header = button.header, program.headers[header].largeContentViewer {
      // A bar button: it stops growing at the largest standard size and shows the Large Content Viewer.
      source.line(".dynamicTypeSize(...DynamicTypeSize.xxxLarge)")
      source.line(".accessibilityShowsLargeContentViewer()")
    }
    if let index = button.menu, button.behavior == .push || button.behavior == .toggle {
      // A toggle's menu is a context menu, presented by a long press.
      let menu = MenuExport(program: program, menu: program.menus[index])
      let menus = SwiftUIMenus(program: program, expressions: expressions, namespace: namespace)
      source.block(".contextMenu") { list in menus.items(menu.menu.topLevel, of: menu, into: &list, &log) }
    }
    for spec in Schema.buttonProperties {
      guard let value = values[spec.property] else { continue }
      let property = spec.property
      // The label's parts and what the export's own parts write are not modifiers.
      switch spec.export.swiftUI {
      case .label, .byExport: continue
      default: break
      }
      // An explicit radius wins over the corner style (docs/language.md §6).
      if property == .cornerStyle, values[.cornerRadius] != nil { continue }
      guard let modifier = Self.modifier(property, value, preset: button.preset, values) else {
        log.unsupported(
          "'\(property.rawValue)'", because: "its SwiftUI counterpart is not exported yet",
          at: values.range(of: property) ?? button.range)
        continue
      }
      source.line(modifier)
    }
  }

  /// A title alignment as a `TextAlignment` (`.automatic` centres, as a button's title does).
  static func textAlignment(_ value: String) -> String {
    switch value {
    case ".leading": return ".leading"
    case ".trailing": return ".trailing"
    case ".center", ".automatic": return ".center"
    default: return "(\(value) == .leading ? .leading : \(value) == .trailing ? .trailing : .center)"
    }
  }

  /// The modifier that gives a button its preset's style; a glass one through the helper that falls back before
  /// iOS 26.
  static func styleModifier(_ preset: Preset, _ log: inout ExportLog) -> String {
    guard preset == .glass || preset == .prominentGlass else { return ".buttonStyle(\(style(preset)))" }
    log.helpers.insert(.glass)
    return ".dialGlassButtonStyle(prominent: \(preset == .prominentGlass))"
  }

  /// The SwiftUI button style of a preset.
  static func style(_ preset: Preset) -> String {
    switch preset {
    case .plain: return ".borderless"
    case .gray, .tinted: return ".bordered"
    case .filled, .prominentGlass: return ".borderedProminent"
    case .glass: return ".bordered"
    }
  }

  /// The modifier that sets `property` to `value`, from its row's export column (``PropertyExport/swiftUI``);
  /// nil when the row says it is not exported yet.
  static func modifier(_ property: Property, _ value: String, preset: Preset, _ values: PropertyValues) -> String? {
    guard let spec = Schema.buttonSpec(property) else { return nil }
    // Only a prominent style fills with its tint: the others' explicit background is drawn behind the label.
    if property == .background, preset != .filled { return ".background(\(value), in: \(backgroundShape(values)))" }
    switch spec.export.swiftUI {
    case .modifier(let name): return ".\(name)(\(value))"
    case .negatedModifier(let name): return ".\(name)(!(\(value)))"
    case .labelledModifier(let name, let label): return ".\(name)(\(label): \(value))"
    case .borderShape: return borderShape(property, value)
    case .label, .byExport, .none: return nil
    }
  }

  /// The shape an explicit background fills: a capsule, or a rounded rectangle of the button's radius (its
  /// corner style's, or its size's for `.dynamic`, as Dial's radii are, docs/language.md §6).
  static func backgroundShape(_ values: PropertyValues) -> String {
    if let radius = values[.cornerRadius] { return "RoundedRectangle(cornerRadius: \(radius))" }
    let style = values[.cornerStyle] ?? ".dynamic"
    if style == ".capsule" { return "Capsule()" }
    let byStyle = [".fixed": "6", ".small": "4", ".medium": "8", ".large": "12"]
    let bySize = [".mini": "4", ".small": "6", ".medium": "8", ".large": "12"]
    let radius = byStyle[style] ?? bySize[values[.size] ?? ".medium"] ?? "8"
    return "RoundedRectangle(cornerRadius: \(radius))"
  }

  /// `.buttonBorderShape(…)`: a radius as a rounded rectangle's; a corner style as a capsule, the platform's
  /// own, or a rounded rectangle for the fixed sizes.
  static func borderShape(_ property: Property, _ value: String) -> String? {
    if property == .cornerRadius { return ".buttonBorderShape(.roundedRectangle(radius: \(value)))" }
    switch value {
    case ".capsule": return ".buttonBorderShape(.capsule)"
    case ".dynamic": return ".buttonBorderShape(.automatic)"
    case ".fixed", ".small", ".medium", ".large": return ".buttonBorderShape(.roundedRectangle)"
    default: return nil
    }
  }

}
