import DialChecker
import DialRuntime

extension Session {
  /// Compares a dump of the running app's accessibility tree with what this session shows now: the library's
  /// `dial conform`. Elements are matched by accessibility identifier (the Dial name), else by label; a menu's
  /// items are compared when the session has it open or the dump shows it open. Sizes differ when a width or a
  /// height differs by more than `tolerance` points.
  public func conform(to dump: AccessibilityDump, tolerance: Double = 1) -> ConformanceReport {
    var matcher = ConformanceMatcher(dump: dump, tolerance: tolerance)
    matcher.compare(ExpectedElement.screen(of: self))
    for menu in program.checked.menus.indices where matcher.shows(menu, in: self) {
      matcher.compare(ExpectedElement.items(ofMenu: menu, in: self))
      matcher.compareHidden(menu, in: self)
    }
    matcher.reportExtras()
    // The spec's order: by declaration, then the extras by their line in the dump.
    let ordered = matcher.differences.enumerated().sorted { a, b in
      switch (a.element.range, b.element.range) {
      case (let x?, let y?): return (x.file.index, x.startOffset, a.offset) < (y.file.index, y.startOffset, b.offset)
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return (a.element.dumpLine ?? 0, a.offset) < (b.element.dumpLine ?? 0, b.offset)
      }
    }.map(\.element)
    let size = (try? evaluate("textSize")).map { "\($0)" } ?? ".large"
    return ConformanceReport(
      differences: ordered, compared: matcher.compared, textSize: size, format: dump.format)
  }
}

/// Pairs a spec's elements with a dump's, and records how they differ.
struct ConformanceMatcher {
  let dump: AccessibilityDump
  let tolerance: Double
  /// The dump's elements that take part: not the application, its windows, a keyboard or the status bar.
  let candidates: [Int]
  /// The dump's elements paired with one of the spec's.
  var matched: Set<Int> = []
  var differences: [Difference] = []
  /// How many of the spec's elements were compared.
  var compared = 0

  /// The types a control of the app has in a dump: the ones an extra one is reported for.
  static let controlTypes: Set<String> = [
    "Button", "Switch", "Toggle", "PopUpButton", "MenuButton", "MenuItem", "Link", "SegmentedControl",
  ]
  /// Parts of the system that are in a dump and never in a spec.
  static let systemTypes: Set<String> = ["Keyboard", "Key", "StatusBar", "Application", "Window"]

  init(dump: AccessibilityDump, tolerance: Double) {
    self.dump = dump
    self.tolerance = tolerance
    self.candidates = dump.elements.indices.filter { index in
      !Self.systemTypes.contains(dump.elements[index].type)
        && !dump.ancestorTypes(of: index).contains { $0 == "Keyboard" || $0 == "StatusBar" }
    }
  }

  /// Compares each of `expected` with the element of the dump it matches, or reports it missing.
  mutating func compare(_ expected: [ExpectedElement]) {
    for element in expected {
      compared += 1
      guard let index = match(element) else {
        differences.append(
          Difference(
            .missing, element: element.path, expected: "label \(quoted(element.label))", actual: "",
            range: element.range, dumpLine: nil))
        continue
      }
      matched.insert(index)
      compare(element, dump.elements[index])
    }
  }

  /// The dump's element for `element`: one whose identifier is its Dial name, else one whose label is its label;
  /// of several, the one whose type ranks first (a SwiftUI button is a `Button` inside an `Other` of the same
  /// identifier).
  func match(_ element: ExpectedElement) -> Int? {
    let free = candidates.filter { !matched.contains($0) }
    let byIdentifier = free.filter { dump.elements[$0].identifier == element.path }
    if let best = byIdentifier.min(by: { rank($0, element) < rank($1, element) }) { return best }
    let byLabel = free.filter {
      let candidate = dump.elements[$0]
      return candidate.label == element.label && (candidate.identifier == nil || candidate.identifier == element.label)
    }
    return byLabel.min { rank($0, element) < rank($1, element) }
  }

  /// How likely the dump's element `index` is to be `element`: lower is likelier.
  func rank(_ index: Int, _ element: ExpectedElement) -> Int {
    let order =
      element.kind == .headerTitle
      ? ["StaticText", "Other", "Button"]
      : ["Button", "Switch", "Toggle", "PopUpButton", "MenuButton", "MenuItem", "Cell", "Link", "Other", "StaticText"]
    return order.firstIndex(of: dump.elements[index].type) ?? order.count
  }

  /// Whether the spec's menu `index` is compared: it is open in the session, or more than half of the items it
  /// shows are in the dump, by label, and not taken by another of the spec's elements.
  func shows(_ index: Int, in session: Session) -> Bool {
    if session.state.menu(index).open { return true }
    let titles = ExpectedElement.items(ofMenu: index, in: session).map(\.label)
    guard !titles.isEmpty else { return false }
    let labels = Set(candidates.filter { !matched.contains($0) }.compactMap { dump.elements[$0].label })
    return titles.filter(labels.contains).count * 2 > titles.count
  }

  /// `"Checkout"`.
  func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
