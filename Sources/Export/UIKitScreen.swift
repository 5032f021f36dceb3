import DialChecker
import DialLexer
import DialParser

/// The UIKit screen: a `UIViewController` whose buttons are `UIButton`s made once, in a vertical stack inside a
/// scroll view (docs/language.md §13, "export"). What never changes is set once in `viewDidLoad`; each button's
/// `configurationUpdateHandler` computes what varies (from its states and the model) and writes only its
/// configuration and accessibility; an observation of the model sets what the model decides of a control
/// (`isEnabled`, a toggle's `isSelected`), asks the buttons that read the model to update their configuration, and
/// rebuilds the menus that read it.
struct UIKitScreen {
  let program: CheckedProgram
  let expressions: SwiftExpressions
  let names: ExportNames

  /// The view controller.
  func source(_ log: inout ExportLog) -> SwiftSource {
    var setUp = SwiftSource()
    var observed = ObservedReads()
    for button in program.buttons { self.setUp(button, into: &setUp, &observed, &log) }
    for header in program.headers { self.setUp(header, into: &setUp, &observed, &log) }
    var menus = SwiftSource()
    let menuWriter = UIKitMenu(program: program, expressions: expressions, names: names)
    for index in Set(program.buttons.compactMap(\.menu)).sorted() {
      let menu = MenuExport(program: program, menu: program.menus[index])
      let written = menuWriter.source(menu, &log)
      if !written.reads.isEmpty { observed.rebuilt.append(index) }
      observed.reads.formUnion(written.reads)
      menus.append(written.source)
    }
    var source = SwiftSource()
    source.block("final class \(names.viewType): UIViewController") { body in
      // A host may hand the screen a model of its own before it loads.
      body.line("var model = \(names.modelType)()")
      for button in program.buttons {
        body.line("private let \(names.button(button)) = UIButton(configuration: \(preset(button.preset, &log)))")
      }
      for header in program.headers { body.line("private lazy var \(names.header(header)) = \(headerBar(header))") }
      body.line()
      viewDidLoad(setUp, &body)
      observation(observed, &body)
      body.append(menus)
    }
    if !program.headers.isEmpty { log.helpers.insert(.headerBar) }
    return source
  }

  /// `.filled()`: the configuration a preset starts from; a glass one through the helper that falls back before
  /// iOS 26.
  func preset(_ preset: Preset, _ log: inout ExportLog) -> String {
    guard preset == .glass || preset == .prominentGlass else { return ".\(preset.rawValue)()" }
    log.helpers.insert(.glass)
    return ".dialGlass(prominent: \(preset == .prominentGlass))"
  }

  /// `HeaderBar(leading: cancel, trailing: sort, font: …)`.
  func headerBar(_ header: CheckedHeader) -> String {
    var arguments: [String] = []
    if let leading = header.leading { arguments.append("leading: \(names.button(program.buttons[leading]))") }
    if let trailing = header.trailing { arguments.append("trailing: \(names.button(program.buttons[trailing]))") }
    arguments.append("font: \(SwiftLiterals.font(header.font, target: .uikit))")
    if header.largeContentViewer { arguments.append("largeContentViewer: true") }
    return "HeaderBar(\(arguments.joined(separator: ", ")))"
  }

  /// Whether a handler announces something, which the model hands to the screen to post.
  var usesAnnouncements: Bool { ModelExport.announces(program) }

  /// The buttons set up, then stacked in a scroll view, then observed.
  func viewDidLoad(_ setUp: SwiftSource, _ source: inout SwiftSource) {
    let stacked = program.headers.map(names.header) + program.buttons.filter { $0.header == nil }.map(names.button)
    source.block("override func viewDidLoad()") { body in
      body.line("super.viewDidLoad()")
      body.line("view.backgroundColor = .systemBackground")
      if usesAnnouncements {
        body.line("model.announce = { UIAccessibility.post(notification: .announcement, argument: $0) }")
      }
      body.append(setUp)
      body.line("let stack = UIStackView(arrangedSubviews: [\(stacked.joined(separator: ", "))])")
      body.line("stack.axis = .vertical")
      body.line("stack.alignment = .center")
      body.line("stack.spacing = 8")
      for header in program.headers {
        body.line("\(names.header(header)).widthAnchor.constraint(equalTo: stack.widthAnchor).isActive = true")
      }
      if let last = program.headers.last { body.line("stack.setCustomSpacing(16, after: \(names.header(last)))") }
      body.line("let scroll = UIScrollView()")
      body.line("scroll.addSubview(stack)")
      body.line("view.addSubview(scroll)")
      body.line("for view in [scroll, stack] { view.translatesAutoresizingMaskIntoConstraints = false }")
      body.wrapped("NSLayoutConstraint.activate([", "])") { list in
        list.line("scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),")
        list.line("scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),")
        list.line("scroll.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),")
        list.line("scroll.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),")
        list.line("stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),")
        list.line("stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),")
        list.line("stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),")
      }
      body.line("observeModel()")
    }
    source.line()
  }

  // MARK: - One button

  /// What the screen sets once for `button`, and its update handler; what the model decides of it is noted in
  /// `observed`.
  func setUp(
    _ button: CheckedButton, into source: inout SwiftSource, _ observed: inout ObservedReads, _ log: inout ExportLog
  ) {
    let name = names.button(button)
    let plan = ButtonPlan(button, program: program, expressions: expressions, names: names, target: .uikit, &log)
    source.line("\(name).accessibilityIdentifier = \(SwiftLiterals.string(button.name))")
    behavior(button, name, into: &source)
    for line in plan.constantLines(owner: name) { source.line(line) }
    widthConstraints(plan, name, into: &source)
    if let header = button.header, program.headers[header].largeContentViewer {
      // A bar button: it stops growing at the largest standard size and shows the Large Content Viewer.
      source.line("\(name).maximumContentSizeCategory = .extraExtraExtraLarge")
      source.line("\(name).showsLargeContentViewer = true")
    }
    if let menu = button.menu {
      source.line("\(name).menu = \(UIKitMenu.maker(MenuExport(program: program, menu: program.menus[menu])))()")
    }
    action(button, name, into: &source)
    var popupSelection: String?
    if button.behavior == .popup, let menu = button.menu {
      popupSelection = MenuExport(program: program, menu: program.menus[menu]).shownSelection
    }
    let handler = plan.varyingLines(owner: "button", popupSelection: popupSelection)
    if !handler.isEmpty {
      let capture = handler.contains { $0.contains("model.") || $0.contains("Button.") } ? "[unowned self] " : ""
      source.wrapped("\(name).configurationUpdateHandler = { \(capture)button in", "}") { body in
        for line in handler { body.line(line) }
      }
      if handler.contains(where: { $0.contains("model.") }) { observed.updated.append(name) }
    }
    for line in plan.controlStates(owner: name) { observed.controlStates.append(line) }
    observed.reads.formUnion(ObservedReads.modelReads(in: handler))
  }

  /// What a behavior sets once: a menu shown by a tap, a selection that follows a tap.
  func behavior(_ button: CheckedButton, _ name: String, into source: inout SwiftSource) {
    switch button.behavior {
    case .toggle: source.line("\(name).changesSelectionAsPrimaryAction = true")
    case .popup:
      source.line("\(name).showsMenuAsPrimaryAction = true")
      source.line("\(name).changesSelectionAsPrimaryAction = true")
    case .pulldown: source.line("\(name).showsMenuAsPrimaryAction = true")
    case .push: break
    }
  }

  /// What a tap does: a toggle's new selection goes to the model before its handler runs, as Dial's tap does.
  func action(_ button: CheckedButton, _ name: String, into source: inout SwiftSource) {
    var steps: [String] = []
    if button.behavior == .toggle {
      steps.append("model.\(names.toggleSelection(button, in: program)) = \(name).isSelected")
    }
    if ModelExport.hasAction(button, program: program, expressions: expressions, target: .uikit) {
      steps.append("model.\(names.tapAction(button))()")
    }
    guard !steps.isEmpty else { return }
    let action = "UIAction { [unowned self] _ in \(steps.joined(separator: "; ")) }"
    source.line("\(name).addAction(\(action), for: .primaryActionTriggered)")
  }

  /// `width` and `maxWidth` as constraints: constants outside `when` blocks; others are reported.
  func widthConstraints(_ plan: ButtonPlan, _ name: String, into source: inout SwiftSource) {
    for (relation, points) in plan.widthConstraints {
      source.line("\(name).widthAnchor.constraint(\(relation): \(SwiftLiterals.double(points))).isActive = true")
    }
  }

  /// A header's identifier and title: set once when constant, by the observation when it reads the model.
  func setUp(
    _ header: CheckedHeader, into source: inout SwiftSource, _ observed: inout ObservedReads, _ log: inout ExportLog
  ) {
    let name = names.header(header)
    source.line("\(name).titleLabel.accessibilityIdentifier = \(SwiftLiterals.string(header.name + ".title"))")
    guard let title = header.title else { return }
    let scope = ExpressionScope(modelPrefix: "model.", target: .uikit, namespace: names.modelType, localizes: true)
    let text = expressions.swift(title, in: scope, &log)
    if text.contains("model.") {
      observed.controlStates.append("\(name).title = \(text)")
    } else {
      source.line("\(name).title = \(text)")
    }
  }

  // MARK: - Observation

  /// What the observation of the model does: the control states it sets, the buttons it asks to update, the
  /// menus it rebuilds, and what else they read.
  struct ObservedReads {
    var controlStates: [String] = []
    var updated: [String] = []
    /// The menus (by index) whose items read the model.
    var rebuilt: [Int] = []
    var reads: Set<String> = []

    /// The model's properties a line of Swift reads: `model.itemCount` (not `model.checkoutTapped()`).
    static func modelReads(in lines: [String]) -> Set<String> {
      var found: Set<String> = []
      for line in lines {
        var rest = Substring(line)
        while let range = rest.firstRange(of: "model.") {
          let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          let after = rest[range.upperBound...].dropFirst(name.count).first
          if !name.isEmpty && after != "(" { found.insert(String(name)) }
          rest = rest[range.upperBound...]
        }
      }
      return found
    }
  }

  /// `observeModel()`: what the model decides of each control, set while its reads are tracked; a change asks the
  /// buttons that read the model to update, rebuilds the menus that read it, and observes again.
  func observation(_ observed: ObservedReads, _ source: inout SwiftSource) {
    let reads = observed.reads.subtracting(ObservedReads.modelReads(in: observed.controlStates)).sorted()
    var onChange = observed.updated.map { "\($0).setNeedsUpdateConfiguration()" }
    for menu in observed.rebuilt {
      let maker = UIKitMenu.maker(MenuExport(program: program, menu: program.menus[menu]))
      for button in program.buttons where button.menu == menu {
        onChange.append("\(names.button(button)).menu = \(maker)()")
      }
    }
    source.block("private func observeModel()") { body in
      body.block("withObservationTracking", closer: " onChange: { [weak self] in") { tracked in
        for line in observed.controlStates { tracked.line(line) }
        if reads.count == 1, let read = reads.first { tracked.line("_ = model.\(read)") }
        if reads.count > 1 { tracked.line("_ = (\(reads.map { "model." + $0 }.joined(separator: ", ")))") }
      }
      // A few changes are made where the change is heard; more, in a method of their own.
      guard onChange.count > 2 else {
        body.wrapped("  Task { @MainActor [weak self] in", "  }") { task in
          task.line("  guard let self else { return }")
          for line in onChange + ["observeModel()"] { task.line("  " + line) }
        }
        body.line("}")
        return
      }
      body.line("  Task { @MainActor in self?.modelChanged() }")
      body.line("}")
    }
    guard onChange.count > 2 else { return }
    source.line()
    source.block("private func modelChanged()") { body in
      for line in onChange { body.line(line) }
      body.line("observeModel()")
    }
  }
}
