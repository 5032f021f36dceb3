import DialChecker
import DialLexer
import DialParser

/// The SwiftUI screen: a `View` that stacks the buttons vertically in declaration order, each a `Button` whose
/// properties are modifiers with the values Dial's blocks give them (``PropertyValues``).
struct SwiftUIExport {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  /// The model's type, whose static methods the functions are.
  let namespace: String
  /// The view's type.
  var viewType = "View"

  /// The buttons the screen stacks: those not placed in a header.
  var buttons: [CheckedButton] { program.buttons.filter { $0.header == nil } }

  /// The view.
  func source(_ log: inout ExportLog) -> SwiftSource {
    // The members first: the scaled sizes their fonts use are declared before them. A small screen's buttons are
    // written in its body, as a person would; a larger one's are properties that the body lists.
    var members = SwiftSource()
    var inline: [String: SwiftSource] = [:]
    for header in program.headers { self.header(header, into: &members, &log) }
    for button in program.buttons {
      var view = SwiftSource()
      self.button(button, into: &view, &log)
      if inlinesButtons && button.header == nil {
        inline[button.name] = view
      } else {
        members.line()
        members.block("private var \(SwiftNames.identifier(button.name)): some View") { body in body.append(view) }
      }
    }
    var source = SwiftSource()
    source.block("struct \(viewType): View") { body in
      body.line("@Bindable var model: \(namespace)")
      for button in program.buttons where Self.readsHighlighted(program.configuration(of: button)) {
        body.line("@State private var \(Self.pressed(button)) = false")
      }
      if log.helpers.contains(.dynamicTypeSize) {
        body.line("@Environment(\\.dynamicTypeSize) private var dynamicTypeSize")
      }
      for metric in log.scaledSizes.sorted(by: { $0.name < $1.name }) {
        let style = SwiftEnumCases.textStyle(metric.style, target: .swiftui)
        body.line(
          "@ScaledMetric(relativeTo: .\(style)) private var \(metric.name): CGFloat = \(SwiftLiterals.double(metric.size))"
        )
      }
      body.line()
      self.body(inline, &body)
      body.append(members)
    }
    if !program.headers.isEmpty { log.helpers.insert(.headerBar) }
    return source
  }

  /// Whether the screen's buttons are written in its body: three or fewer, and no header.
  var inlinesButtons: Bool { program.headers.isEmpty && program.buttons.count <= 3 }

  /// `var body`: the headers, then the buttons stacked below them, scrolling when they do not fit.
  func body(_ inline: [String: SwiftSource], _ source: inout SwiftSource) {
    source.block("var body: some View") { view in
      view.block("ScrollView") { scroll in
        scroll.block("VStack(spacing: 8)") { stack in
          for header in program.headers { stack.line(SwiftNames.identifier(header.name) + ".padding(.bottom, 8)") }
          for button in buttons {
            if let written = inline[button.name] {
              stack.append(written)
            } else {
              stack.line(SwiftNames.identifier(button.name))
            }
          }
        }
      }
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
    source.block("private var \(SwiftNames.identifier(header.name)): some View") { body in
      body.block(layout) { bar in
        if let leading = header.leading { bar.line(SwiftNames.identifier(program.buttons[leading].name)) }
        if let title = header.title {
          let text = Self.text(title, expressions: expressions, scope: scope, &log)
          let font = SwiftLiterals.font(header.font, target: .swiftui)
          let identifier = SwiftLiterals.string(header.name + ".title")
          bar.line("\(text).font(\(font)).lineLimit(1).accessibilityAddTraits(.isHeader)")
          bar.line("  .accessibilityIdentifier(\(identifier))")
        }
        if let trailing = header.trailing { bar.line(SwiftNames.identifier(program.buttons[trailing].name)) }
      }
    }
  }

  /// `Text("Add")` for a literal (a localized key), `Text(model.status)` for a value, which is shown as it is.
  static func text(
    _ expression: CheckedExpression, expressions: SwiftExpressions, scope: ExpressionScope, _ log: inout ExportLog
  ) -> String {
    var localized = scope
    localized.localizes = true
    let code = expressions.swift(expression, in: localized, &log)
    if code.hasPrefix("String(localized: \""), code.hasSuffix("\")"), !code.contains(" ? ") {
      return "Text(" + code.dropFirst("String(localized: ".count).dropLast() + ")"
    }
    return "Text(\(code))"
  }

  /// A `Text` of a value's code: a localized literal as its key (`Text("Add")`), a choice between texts as a choice
  /// between `Text`s (each localized), else the text as it is.
  static func textView(_ code: String) -> String {
    let code = SwiftCode.unwrapped(code)
    if let key = localizedKey(code) { return "Text(\(key))" }
    if let (condition, whenTrue, whenFalse) = SwiftCode.ternary(code) {
      return "\(condition) ? \(textView(whenTrue)) : \(textView(whenFalse))"
    }
    return "Text(\(code))"
  }

  /// `"Add"` for `String(localized: "Add")`: the literal a SwiftUI view takes as a localized key; nil for any other.
  static func localizedKey(_ code: String) -> String? {
    guard code.hasPrefix("String(localized: \""), code.hasSuffix("\")"),
      SwiftCode.ternary(code) == nil, SwiftCode.closingParenthesis(of: code) == code.index(before: code.endIndex)
    else { return nil }
    return String(code.dropFirst("String(localized: ".count).dropLast())
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
      blocks, selection: button.behavior == .toggle ? selection : nil, pressed: pressed,
      localized: ButtonPlan.displayed, expressions: expressions, scope: scope, &log)
    var actions: [String] = []
    if button.tapHandler != nil && button.behavior != .popup && button.behavior != .pulldown {
      actions.append("model.\(ModelExport.action(for: button.name))()")
    }
    opening(button, actions: actions, into: &source, &log)
    var popupValue: String?
    if button.behavior == .popup, let menu = button.menu {
      let selection = "model." + MenuExport(program: program, menu: program.menus[menu]).selection(of: -1)
      popupLabel(selection, values, into: &source)
      if values[.accessibilityLabel] != nil && values[.accessibilityValue] == nil {
        popupValue = selection
      }
    } else {
      label(values, size: button, into: &source)
    }
    source.line("}")
    modifiers(button, values, into: &source, &log)
    // A labelled pop-up says its selection as its value, as Dial does.
    if let popupValue { source.line(".accessibilityValue(\(popupValue))") }
    source.line(".accessibilityIdentifier(\(SwiftLiterals.string(button.name)))")
    if let pressed {
      // A touch that goes down and up, beside the button's own action: what `when highlighted` follows.
      source.line(".simultaneousGesture(")
      source.line(
        "  DragGesture(minimumDistance: 0).onChanged { _ in \(pressed) = true }.onEnded { _ in \(pressed) = false })")
    }
  }

  /// What the label belongs to: a `Button` running the actions, a pull-down's `Menu`, or a pop-up's `Picker`
  /// bound to its selection, with `.pickerStyle(.menu)` among the modifiers.
  func opening(_ button: CheckedButton, actions: [String], into source: inout SwiftSource, _ log: inout ExportLog) {
    if button.behavior == .toggle {
      // A toggle is SwiftUI's own, shown as a button: a tap flips the selection, then runs the handler.
      let selection = "model." + ModelExport.selection(of: button.name)
      let binding =
        actions.isEmpty
        ? "$\(selection)"
        : "Binding(get: { \(selection) }, set: { \(selection) = $0; \(actions.joined(separator: "; ")) })"
      source.line("Toggle(isOn: \(binding)) {")
      return
    }
    guard let index = button.menu, button.behavior == .popup || button.behavior == .pulldown else {
      source.line("Button { \(actions.joined(separator: "; ")) } label: {")
      return
    }
    let menu = MenuExport(program: program, menu: program.menus[index])
    let menus = SwiftUIMenus(program: program, expressions: expressions, namespace: namespace)
    if button.behavior == .popup {
      // A menu that holds the picker, so that its label (the selection, with the button's insets) is drawn: a
      // `Picker` with the menu style draws its own.
      source.block("Menu", closer: " label: {") { list in
        list.block("Picker(\"\", selection: \(SwiftUIMenus.binding(menu, group: -1)))") { picker in
          for item in menu.menu.items.indices where menu.menu.items[item].radioGroup == -1 {
            menus.option(item, of: menu, optional: false, into: &picker, &log)
          }
        }
      }
    } else {
      source.block("Menu", closer: " label: {") { list in menus.items(menu.menu.topLevel, of: menu, into: &list, &log) }
    }
  }

  /// The label: the title, the subtitle under it, and the image; while loading, a progress view beside them, so
  /// that the button keeps its name.
  func label(_ values: PropertyValues, size button: CheckedButton, into source: inout SwiftSource) {
    var content = Self.content(values)
    // Content insets are the padding around the label, inside the button's shape.
    if let insets = values[.contentInsets] { content.line(".padding(\(insets))") }
    guard let loading = values[.loading] else {
      source.indented(content)
      return
    }
    var beside = SwiftSource()
    beside.block("HStack(spacing: 8)") { stack in
      stack.line(loading == "true" ? "ProgressView()" : "if \(loading) { ProgressView() }")
      stack.append(content)
    }
    source.indented(beside)
  }

  /// The texts and the image: a `Label` for a title with an image before it, an image alone, or a stack.
  static func content(_ values: PropertyValues) -> SwiftSource {
    let text = texts(values, subtitleFont: subtitleFont(values))
    let placement = values[.imagePlacement] ?? ".leading"
    guard let image = values[.image].map(SwiftCode.unwrapped) else { return text }
    var content = SwiftSource()
    if let title = values[.title], text.lines.count == 1, placement == ".leading", values[.imagePadding] == nil {
      // A title with an image before it is a label.
      if let key = localizedKey(SwiftCode.unwrapped(title)), image.hasPrefix("\"") && !image.contains(" ? ") {
        content.line("Label(\(key), systemImage: \(image))")
      } else {
        content.line("Label { \(textView(title)) } icon: { Image(systemName: \(image)) }")
      }
    } else if values[.title] == nil, values[.subtitle] == nil {
      // An image-only button's label is its image.
      content.line("Image(systemName: \(image))")
    } else {
      let vertical = placement == ".top" || placement == ".bottom"
      content.block("\(vertical ? "VStack" : "HStack")(spacing: \(values[.imagePadding] ?? "4"))") { stack in
        let picture = "Image(systemName: \(image))"
        if placement == ".leading" || placement == ".top" { stack.line(picture) }
        stack.append(text)
        if placement == ".trailing" || placement == ".bottom" { stack.line(picture) }
      }
    }
    return content
  }

  /// The subtitle under the title, shown only while it is not empty, as a configuration's is: a choice with an
  /// empty side as the condition of the other (`if model.count != 0 { Text(…) }`), a literal as it is.
  static func subtitle(_ code: String, font: String, into source: inout SwiftSource) {
    if code == "\"\"" { return }
    if localizedKey(code) != nil && !code.contains("\\(") { return source.line("\(textView(code)).font(\(font))") }
    if let (condition, whenTrue, whenFalse) = SwiftCode.ternary(code), whenTrue == "\"\"" || whenFalse == "\"\"" {
      let shown = whenTrue == "\"\"" ? whenFalse : whenTrue
      let test = whenTrue == "\"\"" ? SwiftUIExport.negated(condition) : condition
      return source.line("if \(test) { \(textView(shown)).font(\(font)) }")
    }
    let view = textView(code)
    let styled = view.contains(" ? ") ? "(\(view)).font(\(font))" : "\(view).font(\(font))"
    source.block("if !(\(code)).isEmpty") { shown in shown.line(styled) }
  }

  /// A pop-up's label: its selection, with the button's insets, and the indicator of a pop-up.
  func popupLabel(_ selection: String, _ values: PropertyValues, into source: inout SwiftSource) {
    var label = "Label(\(selection), systemImage: \"chevron.up.chevron.down\").labelStyle(.titleAndIcon)"
    if let insets = values[.contentInsets] { label += ".padding(\(insets))" }
    source.line("  " + label)
  }

  /// The subtitle's font: as bound, else the one Dial gives the button's size (`.caption2` for a mini button,
  /// `.footnote` small, `.subheadline` medium, `.callout` large).
  static func subtitleFont(_ values: PropertyValues) -> String {
    if let font = values[.subtitleFont] { return font }
    let bySize = [".mini": ".caption2", ".small": ".footnote", ".regular": ".subheadline", ".large": ".callout"]
    return bySize[values[.size] ?? ".regular"] ?? ".subheadline"
  }

  /// The title and the subtitle under it, aligned and limited as the button's lines are.
  static func texts(_ values: PropertyValues, subtitleFont: String) -> SwiftSource {
    var text = SwiftSource()
    // A title alone is its text.
    if let title = values[.title], values[.subtitle] == nil, values[.titleAlignment] == nil, values[.lines] == nil {
      text.line(textView(title))
      return text
    }
    text.block("VStack(spacing: \(values[.titlePadding] ?? "2"))") { stack in
      // No title bound: none shown (an image-only button).
      if let title = values[.title] { stack.line(textView(title)) }
      if let subtitle = values[.subtitle] {
        Self.subtitle(SwiftCode.unwrapped(subtitle), font: subtitleFont, into: &stack)
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
    let steady = values[.automaticStateColors] == "false"
    if steady { log.helpers.insert(.steadyButtonStyle) }
    source.line(steady ? ".buttonStyle(DialSteadyButtonStyle())" : Self.styleModifier(button.preset, &log))
    if button.behavior == .toggle { source.line(".toggleStyle(.button)") }
    // Dial's derived value, where none is bound: "In progress" while loading (a labelled pop-up's selection is
    // SwiftUI's own value for a picker).
    if values[.accessibilityValue] == nil, let loading = values[.loading] {
      source.line(
        loading == "true"
          ? ".accessibilityValue(\"In progress\")" : ".accessibilityValue(\(loading) ? \"In progress\" : \"\")")
    }
    barAndContextMenu(button, into: &source, &log)
    propertyModifiers(button, values, into: &source, &log)
  }

  /// A bar button's limit on growing, and a push button's or toggle's menu as a context menu.
  func barAndContextMenu(_ button: CheckedButton, into source: inout SwiftSource, _ log: inout ExportLog) {
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
  }

  /// A modifier per bound property that is not part of the label.
  func propertyModifiers(
    _ button: CheckedButton, _ values: PropertyValues, into source: inout SwiftSource, _ log: inout ExportLog
  ) {
    for spec in Schema.buttonProperties where spec.property != .automaticStateColors {
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
    // A text SwiftUI takes as a localized key.
    case .modifier(let name) where localizedKey(value) != nil: return ".\(name)(\(localizedKey(value) ?? value))"
    case .modifier(let name): return ".\(name)(\(value))"
    case .negatedModifier(let name): return ".\(name)(\(negated(value)))"
    case .labelledModifier(let name, let label): return ".\(name)(\(label): \(value))"
    case .borderShape: return borderShape(property, value)
    case .label, .byExport, .none: return nil
    }
  }

  /// `!value`, without a double negation: `!ready`, `busy` for `!busy`, `!(a && b)`.
  static func negated(_ value: String) -> String {
    let value = SwiftCode.unwrapped(value)
    if let flipped = SwiftCode.flippedComparison(value) { return flipped }
    let isName = value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    if value.hasPrefix("!") {
      let rest = value.dropFirst()
      if rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) { return String(rest) }
      if rest.hasPrefix("("), rest.hasSuffix(")"), balanced(rest.dropFirst().dropLast()) {
        return String(rest.dropFirst().dropLast())
      }
    }
    if value == "true" { return "false" }
    if value == "false" { return "true" }
    if value.hasPrefix("("), value.hasSuffix(")"), balanced(value.dropFirst().dropLast()) { return "!" + value }
    return isName ? "!" + value : "!(\(value))"
  }

  /// Whether the parentheses of `text` pair up, so that removing ones around it keeps it one expression.
  static func balanced(_ text: Substring) -> Bool {
    var depth = 0
    for character in text {
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth < 0 { return false }
      }
    }
    return depth == 0
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
