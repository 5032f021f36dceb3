import DialChecker
import DialLexer
import DialParser

/// What a button's configuration is, property by property, as one Swift expression each (its styles, body and
/// `when` blocks folded in Dial's order), split into what never changes, which a screen sets once, and what
/// varies with the button's states or the model, which its update recomputes.
struct ButtonPlan {
  let button: CheckedButton
  let values: PropertyValues
  let target: ExportTarget
  /// A toggle's selection in the model (`model.inStockIsSelected`, or the variable it binds).
  let selection: String?
  /// The constant `width` and `maxWidth` constraints: the relation and the points.
  private(set) var widthConstraints: [(String, Double)] = []

  /// The properties whose text the user sees, written localized.
  static let displayed: Set<Property> = [
    .title, .subtitle, .accessibilityLabel, .accessibilityValue, .accessibilityHint,
  ]

  init(
    _ button: CheckedButton, program: CheckedProgram, expressions: SwiftExpressions, names: ExportNames,
    target: ExportTarget, _ log: inout ExportLog
  ) {
    self.button = button
    self.target = target
    var scope = ExpressionScope(modelPrefix: "model.", target: target, namespace: names.modelType)
    scope.ownIndex = program.buttons.firstIndex { $0.name == button.name }
    let selection = button.behavior == .toggle ? "model." + names.toggleSelection(button, in: program) : nil
    self.selection = selection
    let blocks = program.configuration(of: button)
    var states: [Member: String]?
    if target == .uikit {
      scope.ownButton = "button"
      scope.buttonName = ExportNames.uikitButton
      // The button's traits: its update handler runs again when the text size changes.
      scope.textSize = "button.traitCollection.preferredContentSizeCategory"
      let loading = PropertyValues(
        blocks, selection: selection, only: .loading, expressions: expressions, scope: scope, &log)
      states = [
        .enabled: "button.isEnabled", .highlighted: "button.isHighlighted", .selected: "button.isSelected",
        .loading: loading[.loading] ?? "false",
      ]
      // A binding that reads the button's own state reads it as its conditions do.
      scope.ownValues = states ?? [:]
    } else {
      scope.textSize = "dynamicTypeSize"
    }
    values = PropertyValues(
      blocks, selection: selection, pressed: target == .swiftui ? "configuration.isPressed" : nil, states: states,
      localized: Self.displayed, expressions: expressions, scope: scope, &log)
    noteWidths(blocks, &log)
  }

  /// Whether a property's value reads nothing that changes: no model, no state of a button, no text size.
  static func isConstant(_ code: String) -> Bool {
    let readers = [
      "model.", "button.", "Button.", "traitCollection", "isPressed", "dynamicTypeSize", "configuration.", "config.",
    ]
    return !readers.contains { code.contains($0) }
  }

  /// The bound properties in the schema's order.
  var properties: [Property] {
    Schema.buttonProperties.map(\.property).filter { values[$0] != nil }
  }

  /// The constant `width` and `maxWidth` bindings, as constraints; one that changes is reported.
  private mutating func noteWidths(_ blocks: [CheckedBlock], _ log: inout ExportLog) {
    for binding in UIKitScreenBindings.all(blocks) {
      guard case .widthConstraint(let relation)? = Schema.buttonSpec(binding.property)?.export.uikit else { continue }
      let plain = blocks.contains { block in block.bindings.contains { $0.range == binding.range } }
      guard plain, let points = SwiftExpressions.number(binding.value) else {
        log.unsupported(
          "a '\(binding.property.rawValue)' that changes", because: "only a constant one is exported",
          at: binding.range)
        continue
      }
      widthConstraints.append(("\(relation)", points))
    }
  }

  // MARK: - UIKit

  /// The lines that set what never changes, once, on `owner`: `addToCartButton.configuration?.title = …`.
  func constantLines(owner: String) -> [String] {
    let lines = properties.filter { property in
      values[property].map(Self.isConstant) == true && !isControlState(property) && !values.defaults.contains(property)
    }.flatMap { uikitLines($0, owner: owner) }
    // A line two properties write alike (a radius's `.fixed` corner style, and the style itself) is written once.
    var seen: Set<String> = []
    let once = lines.filter { line in
      !line.hasPrefix(owner + ".") || line.hasSuffix("{") || seen.insert(line).inserted
    }
    return once + constantControlStates(owner: owner)
  }

  /// The lines of the update handler: what varies, on `owner` (the handler's `button`), and the accessibility
  /// value Dial derives while loading.
  func varyingLines(owner: String, popupSelection: String? = nil) -> [String] {
    var lines = properties.filter { property in
      values[property].map(Self.isConstant) == false && !isControlState(property)
    }.flatMap { uikitLines($0, owner: owner) }
    if values[.accessibilityValue] == nil, let loading = values[.loading], !Self.isConstant(loading) {
      lines.append("\(owner).accessibilityValue = \(loading) ? String(localized: \"In progress\") : nil")
    }
    // A pop-up with a label of its own says its selection as its value, as Dial does.
    if values[.accessibilityValue] == nil, values[.accessibilityLabel] != nil, let popupSelection {
      lines.append("\(owner).accessibilityValue = \(popupSelection)")
    }
    return lines
  }

  /// What the model decides of the control, set by the screen's observation: `isEnabled`, a toggle's selection.
  func controlStates(owner: String) -> [String] {
    var lines: [String] = []
    if let enabled = values[.enabled], !Self.isConstant(enabled) { lines.append("\(owner).isEnabled = \(enabled)") }
    if let selection {
      lines.append("\(owner).isSelected = \(selection)")
    } else if let selected = values[.selected], !Self.isConstant(selected) {
      // Another button's selection is what its binding says: VoiceOver says "Selected".
      lines.append("\(owner).isSelected = \(SwiftCode.unwrapped(selected))")
    }
    return lines
  }

  /// A control state that never changes: `isEnabled = false`, `isSelected = true`.
  func constantControlStates(owner: String) -> [String] {
    var lines: [String] = []
    if let enabled = values[.enabled], Self.isConstant(enabled), enabled != "true" {
      lines.append("\(owner).isEnabled = \(enabled)")
    }
    if button.behavior != .toggle, let selected = values[.selected], Self.isConstant(selected), selected != "false" {
      lines.append("\(owner).isSelected = \(selected)")
    }
    return lines
  }

  /// Whether UIKit keeps `property` on the control rather than its configuration.
  func isControlState(_ property: Property) -> Bool {
    if case .controlState? = Schema.buttonSpec(property)?.export.uikit { return true }
    return false
  }

  /// `property`'s lines on `owner`, as UIKit sets it.
  func uikitLines(_ property: Property, owner: String) -> [String] {
    guard let value = values[property] else { return [] }
    switch Schema.buttonSpec(property)?.export.uikit {
    case .byExport?, .widthConstraint?, .controlState?: return []
    default: break
    }
    let lines = UIKitProperties.assignment(property, value, preset: button.preset) ?? []
    // The configuration's fields on the button's, and the button's own on `owner`.
    return lines.map { line in
      let configured = line.replacing("config.", with: "\(owner).configuration?.")
      return configured.hasPrefix("button.") ? owner + configured.dropFirst("button".count) : configured
    }
  }
}

/// The bindings of blocks, their `when` blocks' included.
enum UIKitScreenBindings {
  static func all(_ blocks: [CheckedBlock]) -> [CheckedBinding] {
    blocks.flatMap { $0.bindings + all($0.whens) }
  }
}
