import DialChecker
import DialLexer
import DialParser

/// The UIKit screen: a `UIViewController` whose buttons are `UIButton`s made from `UIButton.Configuration`s,
/// stacked vertically in declaration order; each button's bindings and `when` blocks are one
/// `configurationUpdateHandler`, run again whenever the model changes what it reads (docs/language.md §13).
struct UIKitExport {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  let namespace: String

  /// The view controller.
  func source(_ log: inout ExportLog) -> SwiftSource {
    var source = SwiftSource()
    source.line("/// The screen: its buttons stacked in declaration order, configured from the model.")
    source.block("final class ViewController: UIViewController") { body in
      body.line("let model: Model")
      for button in program.buttons { body.line("private lazy var \(property(button)) = \(maker(button))()") }
      for header in program.headers { body.line("private lazy var \(headerProperty(header)) = \(headerMaker(header))") }
      body.line()
      initializers(&body)
      viewDidLoad(&body)
      observation(&body, &log)
      for button in program.buttons { self.button(button, into: &body, &log) }
      let menus = UIKitMenus(program: program, expressions: expressions, namespace: namespace)
      for index in Set(program.buttons.compactMap(\.menu)).sorted() {
        body.append(menus.source(MenuExport(program: program, menu: program.menus[index]), &log))
      }
    }
    if !program.headers.isEmpty { log.helpers.insert(.headerBar) }
    return source
  }

  /// The buttons the screen stacks: those not placed in a header.
  var buttons: [CheckedButton] { program.buttons.filter { $0.header == nil } }

  /// `addToCartButton`.
  func property(_ button: CheckedButton) -> String { button.name + "Button" }

  /// `makeAddToCartButton`.
  func maker(_ button: CheckedButton) -> String { "make" + SwiftNames.upperCamel(button.name) + "Button" }

  /// `configureAddToCart`.
  func configurer(_ button: CheckedButton) -> String { "configure" + SwiftNames.upperCamel(button.name) }

  /// A view controller for a model the host owns, or a model of its own.
  func initializers(_ source: inout SwiftSource) {
    source.block("init(model: Model? = nil)") { body in
      body.line("self.model = model ?? Model()")
      body.line("super.init(nibName: nil, bundle: nil)")
    }
    source.line()
    source.block("required init?(coder: NSCoder)") { body in
      body.line("model = Model()")
      body.line("super.init(coder: coder)")
    }
    source.line()
  }

  /// The headers across the top, the buttons stacked below them, centred, under the safe area's top.
  func viewDidLoad(_ source: inout SwiftSource) {
    let arranged = buttons.map(property).joined(separator: ", ")
    let headers = program.headers.map(headerProperty)
    source.block("override func viewDidLoad()") { body in
      body.line("super.viewDidLoad()")
      body.line("view.backgroundColor = .systemBackground")
      body.line("let buttons = UIStackView(arrangedSubviews: [\(arranged)])")
      body.line("buttons.axis = .vertical")
      body.line("buttons.alignment = .center")
      body.line("buttons.spacing = 8")
      body.line("let stack = UIStackView(arrangedSubviews: [\((headers + ["buttons"]).joined(separator: ", "))])")
      body.line("stack.axis = .vertical")
      body.line("stack.spacing = 16")
      body.line("stack.translatesAutoresizingMaskIntoConstraints = false")
      body.line("view.addSubview(stack)")
      body.line("NSLayoutConstraint.activate([")
      body.line("  stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),")
      body.line("  stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),")
      body.line("  stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),")
      body.line("])")
      body.line("observeModel()")
    }
    source.line()
  }

  /// `navHeader`.
  func headerProperty(_ header: CheckedHeader) -> String { header.name + "Header" }

  /// `HeaderBar(font: …, hasTitle: true, leading: cancelButton, trailing: doneButton)`.
  func headerMaker(_ header: CheckedHeader) -> String {
    let leading = header.leading.map { property(program.buttons[$0]) } ?? "nil"
    let trailing = header.trailing.map { property(program.buttons[$0]) } ?? "nil"
    let font = SwiftLiterals.font(header.font, target: .uikit)
    let viewer = header.largeContentViewer ? ", largeContentViewer: true" : ""
    return "HeaderBar(font: \(font), hasTitle: \(header.hasTitle), leading: \(leading), trailing: \(trailing)\(viewer))"
  }

  /// Every button configured while the model's reads are tracked; a change runs it again, as a `didSet`
  /// calling `setNeedsUpdateConfiguration()` would.
  func observation(_ source: inout SwiftSource, _ log: inout ExportLog) {
    source.line("/// Configures every button from the model, and again whenever what they read changes.")
    source.block("private func observeModel()") { body in
      body.block("withObservationTracking", closer: " onChange: { [weak self] in") { tracked in
        for button in program.buttons { tracked.line("\(configurer(button))(\(property(button)))") }
        let scope = ExpressionScope(modelPrefix: "model.", target: .uikit, namespace: namespace)
        for header in program.headers {
          guard let title = header.title else { continue }
          tracked.line("\(headerProperty(header)).titleLabel.text = \(expressions.swift(title, in: scope, &log))")
          tracked.line("\(headerProperty(header)).setNeedsLayout()")
        }
      }
      body.line("  Task { @MainActor in self?.observeModel() }")
      body.line("}")
    }
  }

  /// The button's maker (its configuration, its action) and its configurer.
  func button(_ button: CheckedButton, into source: inout SwiftSource, _ log: inout ExportLog) {
    if button.behavior != .toggle,
      let binding = Self.bindings(program.configuration(of: button)).first(where: {
        $0.property == .selected
      })
    {
      log.unsupported(
        "'selected' of a \(button.behavior.rawValue) button", because: "only a toggle's is exported", at: binding.range)
    }
    source.line()
    source.block("private func \(maker(button))() -> UIButton") { body in
      body.line("let button = UIButton(configuration: \(UIKitProperties.preset(button.preset, &log)))")
      actions(button, into: &body)
      widthConstraints(button, into: &body, &log)
      if let header = button.header, program.headers[header].largeContentViewer {
        // A bar button: it stops growing at the largest standard size and shows the Large Content Viewer.
        body.line("button.maximumContentSizeCategory = .extraExtraExtraLarge")
        body.line("button.showsLargeContentViewer = true")
      }
      body.line("button.configurationUpdateHandler = { [unowned self] button in self.\(configurer(button))(button) }")
      body.line("return button")
    }
    configurer(button, into: &source, &log)
  }

  /// `configureAddToCart(_:)`: the button's configuration from its blocks, its menu, its selection.
  func configurer(_ button: CheckedButton, into source: inout SwiftSource, _ log: inout ExportLog) {
    source.line()
    source.line("/// `\(button.name)`'s bindings and `when` blocks, in the order Dial applies them.")
    source.block("private func \(configurer(button))(_ button: UIButton)") { body in
      let settings = settings(of: button, &log)
      // A configuration nothing changes is a constant, as Swift would have it.
      let mutated = settings.lines.contains { $0.contains("config.") }
      body.line("\(mutated ? "var" : "let") config = \(UIKitProperties.preset(button.preset, &log))")
      body.append(settings)
      body.line("button.configuration = config")
    }
  }

  /// What a button's configurer sets: its bindings and `when` blocks, its menu, its selection, its value.
  func settings(of button: CheckedButton, _ log: inout ExportLog) -> SwiftSource {
    var body = SwiftSource()
    var scope = ExpressionScope(
      modelPrefix: "model.", ownButton: "button", buttonName: { $0 + "Button" }, target: .uikit,
      namespace: namespace)
    scope.ownIndex = program.buttons.firstIndex { $0.name == button.name }
    // The button's traits: its update handler runs again when the text size changes.
    scope.textSize = "button.traitCollection.preferredContentSizeCategory"
    if button.behavior == .toggle {
      let selected = "model." + ModelExport.selection(of: button.name)
      body.line("if button.isSelected != \(selected) { button.isSelected = \(selected) }")
    }
    let blocks = program.configuration(of: button)
    let states = Self.states(blocks)
    for state in states {
      write(CheckedBlock(condition: nil, bindings: [state], whens: []), into: &body, scope: scope, &log)
    }
    // Every block's plain bindings first, then their `when` blocks: a style's `when` block overrides a plain
    // binding of the button that derives from it (docs/language.md §6, order of resolution).
    let plain = CheckedBlock(condition: nil, bindings: blocks.flatMap(\.bindings), whens: [])
    write(plain, into: &body, scope: scope, skipping: Set(states.map(\.range)), &log)
    write(CheckedBlock(condition: nil, bindings: [], whens: blocks.flatMap(\.whens)), into: &body, scope: scope, &log)
    if let menu = button.menu {
      let export = MenuExport(program: program, menu: program.menus[menu])
      // A pop-up's title is its selection, as UIKit's pop-up button shows it.
      if button.behavior == .popup { body.line("config.title = model.\(export.selection(of: -1))") }
      body.line("button.menu = \(UIKitMenus.maker(export))()")
    }
    derivedValue(button, into: &body)
    return body
  }

  /// The button's states that its other bindings and `when` blocks read (`loading`, `enabled`): their plain
  /// bindings, set first, the one the other reads before it, so that everything after reads the state this
  /// update gives, as Dial settles a button that reads itself.
  static func states(_ blocks: [CheckedBlock]) -> [CheckedBinding] {
    let plain = blocks.flatMap(\.bindings)
    let found = [Property.loading, .enabled].compactMap { property in plain.last { $0.property == property } }
    // `loading: !enabled` reads `enabled`: it goes second.
    return found.count == 2 && found[0].value.reads(ownState: [.enabled]) ? found.reversed() : found
  }

  /// `width` and `maxWidth` as constraints made with the button: constants outside `when` blocks; others are
  /// reported.
  func widthConstraints(_ button: CheckedButton, into source: inout SwiftSource, _ log: inout ExportLog) {
    let blocks = program.configuration(of: button)
    for binding in Self.bindings(blocks) {
      guard case .widthConstraint(let relation)? = Schema.buttonSpec(binding.property)?.export.uikit else { continue }
      let plain = blocks.contains { block in block.bindings.contains { $0.range == binding.range } }
      guard plain, let points = SwiftExpressions.number(binding.value) else {
        log.unsupported(
          "a '\(binding.property.rawValue)' that changes", because: "only a constant one is exported, as a constraint",
          at: binding.range)
        continue
      }
      source.line("button.widthAnchor.constraint(\(relation): \(SwiftLiterals.double(points))).isActive = true")
    }
  }

  /// The accessibility value Dial derives where none is bound, which UIKit would not: a labelled pop-up's
  /// selection, or "In progress" while loading (docs/language.md §9).
  func derivedValue(_ button: CheckedButton, into source: inout SwiftSource) {
    let bound = Set(Self.bindings(program.configuration(of: button)).map(\.property))
    guard !bound.contains(.accessibilityValue) else { return }
    if button.behavior == .popup, bound.contains(.accessibilityLabel), let menu = button.menu {
      let export = MenuExport(program: program, menu: program.menus[menu])
      source.line("button.accessibilityValue = model.\(export.selection(of: -1))")
    } else if bound.contains(.loading) {
      source.line("button.accessibilityValue = config.showsActivityIndicator ? \"In progress\" : nil")
    }
  }

  /// What a tap does: a toggle flips its selection first (UIKit's `changesSelectionAsPrimaryAction`), which the
  /// model takes before the handler runs, as Dial's tap does.
  func actions(_ button: CheckedButton, into source: inout SwiftSource) {
    if button.behavior == .popup || button.behavior == .pulldown {
      source.line("button.showsMenuAsPrimaryAction = true")
    }
    if button.behavior == .popup { source.line("button.changesSelectionAsPrimaryAction = true") }
    var steps: [String] = []
    if button.behavior == .toggle {
      source.line("button.changesSelectionAsPrimaryAction = true")
      steps.append("self.model.\(ModelExport.selection(of: button.name)) = button.isSelected")
    }
    if button.tapHandler != nil { steps.append("self.model.\(ModelExport.action(for: button.name))()") }
    guard !steps.isEmpty else { return }
    let captures = button.behavior == .toggle ? "[unowned self, unowned button]" : "[unowned self]"
    source.wrapped("let action = UIAction { \(captures) _ in", "}") { body in
      for step in steps { body.line(step) }
    }
    source.line("button.addAction(action, for: .primaryActionTriggered)")
  }

  /// Every binding of `blocks`, their `when` blocks' included.
  static func bindings(_ blocks: [CheckedBlock]) -> [CheckedBinding] {
    blocks.flatMap { $0.bindings + bindings($0.whens) }
  }

  /// A block's bindings, then its `when` blocks as `if`s.
  func write(
    _ block: CheckedBlock, into source: inout SwiftSource, scope: ExpressionScope, skipping: Set<SourceRange> = [],
    _ log: inout ExportLog
  ) {
    for binding in block.bindings where !skipping.contains(binding.range) {
      // What the export's own parts write (a toggle's selection, the menu, a width constraint) is not a
      // configuration line.
      switch Schema.buttonSpec(binding.property)?.export.uikit {
      case .byExport?, .widthConstraint?: continue
      default: break
      }
      let value = expressions.swift(binding.value, in: scope, &log)
      let preset = scope.ownIndex.map { program.buttons[$0].preset }
      guard let lines = UIKitProperties.assignment(binding.property, value, preset: preset) else {
        log.unsupported(
          "'\(binding.property.rawValue)'", because: "its UIKit counterpart is not exported yet", at: binding.range)
        continue
      }
      for line in lines { source.line(line) }
    }
    for when in block.whens {
      guard let condition = when.condition else { continue }
      source.block("if \(expressions.swift(condition, in: scope, &log))") { body in
        write(when, into: &body, scope: scope, &log)
      }
    }
  }
}
