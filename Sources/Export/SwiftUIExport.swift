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
        // One view needs no stack of its own.
        guard program.headers.count + buttons.count > 1 else { return stack(inline, &scroll) }
        scroll.block("VStack(spacing: 8)") { stack in self.stack(inline, &stack) }
      }
      // The model's announcements are VoiceOver's, posted by the screen that shows it.
      if ModelExport.announces(program) {
        view.line(".onAppear { model.announce = { AccessibilityNotification.Announcement($0).post() } }")
      }
    }
  }

  /// The headers, then the buttons: each written where it stands, or the property that holds it.
  func stack(_ inline: [String: SwiftSource], _ stack: inout SwiftSource) {
    for header in program.headers { stack.line(SwiftNames.identifier(header.name) + ".padding(.bottom, 8)") }
    for button in buttons {
      if let written = inline[button.name] {
        stack.append(written)
      } else {
        stack.line(SwiftNames.identifier(button.name))
      }
    }
  }

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

  /// One button: its label, its style and its modifiers. A button whose look follows its pressed state
  /// (`when highlighted`) is drawn by a button style, the one place SwiftUI says whether a button is pressed.
  func button(_ button: CheckedButton, into source: inout SwiftSource, _ log: inout ExportLog) {
    var scope = ExpressionScope(modelPrefix: "model.", target: .swiftui, namespace: namespace)
    scope.textSize = "dynamicTypeSize"
    scope.ownIndex = program.buttons.firstIndex { $0.name == button.name }
    // A toggle is a button with a selected state: a tap flips it, then runs the handler, as Dial's tap does.
    let selection = "model." + ModelExport.selection(of: button, in: program)
    let blocks = program.configuration(of: button)
    let pressed = Self.readsHighlighted(blocks) ? "isPressed" : nil
    let values = PropertyValues(
      blocks, selection: button.behavior == .toggle ? selection : nil, pressed: pressed,
      localized: ButtonPlan.displayed, expressions: expressions, scope: scope, &log)
    var actions: [String] = []
    if ModelExport.hasAction(button, program: program, expressions: expressions, target: .swiftui) {
      actions.append("model.\(ModelExport.action(for: button.name))()")
    }
    var label = SwiftSource()
    var popupValue: String?
    if button.behavior == .popup, let menu = button.menu {
      let menu = MenuExport(program: program, menu: program.menus[menu])
      let selection = menu.shownSelection
      popupLabel(selection, image: Self.selectedImage(of: menu), values, into: &label)
      if values[.accessibilityLabel] != nil && values[.accessibilityValue] == nil { popupValue = selection }
    } else {
      self.label(values, size: button, into: &label)
    }
    let modifiers = allModifiers(button, values, popupValue: popupValue, &log)
    opening(button, actions: actions, into: &source, &log)
    guard pressed != nil else {
      if values[.automaticStateColors] == "false", let margins = Self.margins(button.preset, values) {
        label.line("  " + margins)
      }
      source.append(label)
      source.line("}")
      return source.append(modifiers)
    }
    pressedStyle(button, values, label: label, modifiers: modifiers, into: &source, &log)
  }

  /// The modifiers after the button's label: its style and properties, a labelled pop-up's selection as its
  /// value (as Dial says it), and its identifier.
  func allModifiers(
    _ button: CheckedButton, _ values: PropertyValues, popupValue: String?, _ log: inout ExportLog
  ) -> SwiftSource {
    var modifiers = SwiftSource()
    self.modifiers(button, values, into: &modifiers, &log)
    if let popupValue { modifiers.line(".accessibilityValue(\(popupValue))") }
    modifiers.line(".accessibilityIdentifier(\(SwiftLiterals.string(button.name)))")
    return modifiers
  }

  /// A button drawn by ``SwiftHelpers`` `DialPressedStyle`: its label (built there when it reads `isPressed`)
  /// and the modifiers that read `isPressed` inside the style, the others on the button.
  func pressedStyle(
    _ button: CheckedButton, _ values: PropertyValues, label: SwiftSource, modifiers: SwiftSource,
    into source: inout SwiftSource, _ log: inout ExportLog
  ) {
    log.helpers.insert(.pressedButtonStyle)
    let labelReadsPressed = label.lines.contains { $0.contains("isPressed") }
    if labelReadsPressed {
      source.extendLastLine(" EmptyView() }")
    } else {
      source.append(label)
      source.line("}")
    }
    if button.behavior == .popup || button.behavior == .pulldown { source.line(".menuStyle(.button)") }
    let fill = Self.fill(button.preset, values)
    let arguments = fill == "0.15" ? "" : "(fill: \(fill))"
    let parameters = labelReadsPressed ? "_, isPressed" : "label, isPressed"
    source.wrapped(".buttonStyle(DialPressedStyle\(arguments) { \(parameters) in", "})") { style in
      // The label's lines are written one level in, for a button's label closure.
      if labelReadsPressed { style.append(label.dedented) } else { style.line("label") }
      if let margins = Self.margins(button.preset, values) { style.line(margins) }
      for line in modifiers.lines where line.contains("isPressed") { style.line(line) }
    }
    for line in modifiers.lines where !line.contains("isPressed") { source.line(line) }
  }

  /// How much of the tint a button's own style fills behind its label: none for plain or where a background is
  /// bound (drawn behind it), all for filled, a light tint otherwise.
  static func fill(_ preset: Preset, _ values: PropertyValues) -> String {
    switch preset {
    case .plain: return "0"
    case .filled, .prominentGlass: return values[.background] != nil && preset != .filled ? "0" : "1"
    case .gray, .tinted, .glass: return values[.background] != nil ? "0" : "0.15"
    }
  }

  /// The preset's own margins, which a button's own style draws itself (bound insets are in the label).
  static func margins(_ preset: Preset, _ values: PropertyValues) -> String? {
    values[.contentInsets] == nil && preset != .plain ? ".padding(.horizontal, 12).padding(.vertical, 7)" : nil
  }

  /// The label's color under a button's own style, where none is bound: white on the tint, else the tint.
  static func ownStyleForeground(_ preset: Preset, _ values: PropertyValues) -> String? {
    guard values[.foreground] == nil else { return nil }
    return fill(preset, values) == "1" ? ".foregroundStyle(.white)" : ".foregroundStyle(.tint)"
  }

  /// What the label belongs to: a `Button` running the actions, a pull-down's `Menu`, or a pop-up's `Picker`
  /// bound to its selection, with `.pickerStyle(.menu)` among the modifiers.
  func opening(_ button: CheckedButton, actions: [String], into source: inout SwiftSource, _ log: inout ExportLog) {
    if button.behavior == .toggle {
      // A toggle is SwiftUI's own, shown as a button: a tap flips the selection, then runs the handler.
      let selection = "model." + ModelExport.selection(of: button, in: program)
      let binding =
        actions.isEmpty
        ? "$\(selection)"
        : "Binding(get: { \(selection) }, set: { \(selection) = $0; \(actions.joined(separator: "; ")) })"
      source.line("Toggle(isOn: \(binding)) {")
      return
    }
    guard let index = button.menu, button.behavior == .popup || button.behavior == .pulldown else {
      source.line(actions.isEmpty ? "Button {} label: {" : "Button { \(actions.joined(separator: "; ")) } label: {")
      return
    }
    let menu = MenuExport(program: program, menu: program.menus[index])
    let menus = SwiftUIMenus(program: program, expressions: expressions, namespace: namespace)
    if button.behavior == .popup {
      // A menu that holds the picker, so that its label (the selection, with the button's insets) is drawn: a
      // `Picker` with the menu style draws its own.
      source.block("Menu", closer: " label: {") { list in
        list.block("Picker(\"\", selection: \(SwiftUIMenus.binding(menu, group: -1)))") { picker in
          menus.options(-1, of: menu, into: &picker, &log)
        }
      }
    } else {
      source.block("Menu", closer: " label: {") { list in menus.items(menu.menu.topLevel, of: menu, into: &list, &log) }
    }
  }

  /// The preset as a button style, then a modifier per bound property.
  func modifiers(
    _ button: CheckedButton, _ values: PropertyValues, into source: inout SwiftSource, _ log: inout ExportLog
  ) {
    // A button drawn by its own style (while pressed, or in steady colors) draws its fill and margins there.
    let pressed = Self.readsHighlighted(program.configuration(of: button))
    if !pressed && values[.automaticStateColors] == "false" {
      log.helpers.insert(.steadyButtonStyle)
      let fill = Self.fill(button.preset, values)
      source.line(".buttonStyle(DialSteadyButtonStyle\(fill == "0.15" ? "()" : "(fill: \(fill))"))")
    } else if !pressed {
      source.line(Self.styleModifier(button.preset, &log))
    }
    if pressed || values[.automaticStateColors] == "false",
      let foreground = Self.ownStyleForeground(button.preset, values)
    {
      source.line(foreground)
    }
    if button.behavior == .toggle { source.line(".toggleStyle(.button)") }
    // Another button's selection is a trait VoiceOver says.
    if button.behavior != .toggle, let selected = values[.selected].map(SwiftCode.unwrapped), selected != "false" {
      source.line(
        selected == "true"
          ? ".accessibilityAddTraits(.isSelected)" : ".accessibilityAddTraits(\(selected) ? .isSelected : [])")
    }
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
      guard let value = values[spec.property], !values.defaults.contains(spec.property) else { continue }
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
      if !modifier.isEmpty { source.line(modifier) }
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
    // A modifier's argument needs no parentheses around it.
    let value = SwiftCode.unwrapped(value)
    // Only a prominent style fills with its tint: the others' explicit background is drawn behind the label.
    if property == .background, preset != .filled { return ".background(\(value), in: \(backgroundShape(values)))" }
    switch spec.export.swiftUI {
    // A text SwiftUI takes as a localized key, or a choice between two.
    case .modifier(let name) where keys(value) != nil: return ".\(name)(\(keys(value) ?? value))"
    case .modifier(let name): return ".\(name)(\(value))"
    case .negatedModifier(let name): return ".\(name)(\(negated(value)))"
    case .labelledModifier(let name, let label): return ".\(name)(\(label): \(value))"
    case .borderShape: return borderShape(property, value)
    case .truncationMode: return truncationMode(value)
    case .label, .byExport, .none: return nil
    }
  }

  /// `!value`, without a double negation: `!ready`, `busy` for `!busy`, `!(a && b)`.
  static func negated(_ value: String) -> String {
    let value = SwiftCode.unwrapped(value)
    // `!(a && !b)` as `!a || b`, where each operand is a comparison or a name: De Morgan's laws.
    for (separator, other) in [(" || ", " && "), (" && ", " || ")] {
      let parts = SwiftCode.operands(value, joinedBy: separator)
      guard parts.count > 1, SwiftCode.ternary(value) == nil else { continue }
      let simple = parts.map { part in
        SwiftCode.operands(part, joinedBy: other).count == 1 && SwiftCode.operands(part, joinedBy: separator).count == 1
          && (SwiftCode.flippedComparison(part) != nil
            || SwiftCode.isSimple(part.hasPrefix("!") ? String(part.dropFirst()) : part))
      }
      if simple.allSatisfy({ $0 }) { return parts.map(negated).joined(separator: other) }
      break
    }
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

  /// `.truncationMode(.middle)` for `.byTruncatingMiddle`; "" for a wrapping or clipping mode, SwiftUI's own way
  /// with a text that does not fit; nil for a mode that is not a constant.
  static func truncationMode(_ value: String) -> String? {
    let modes = [".byTruncatingHead": ".head", ".byTruncatingMiddle": ".middle", ".byTruncatingTail": ".tail"]
    // A title truncates on one line; on more it wraps.
    if let mode = modes[value] { return ".lineLimit(1).truncationMode(\(mode))" }
    return [".byWordWrapping", ".byCharWrapping", ".byClipping"].contains(value) ? "" : nil
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
