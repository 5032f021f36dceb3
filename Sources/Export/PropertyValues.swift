import DialChecker
import DialLexer
import DialParser

/// Each property's value for a button as one Swift expression, for a target that sets properties once (SwiftUI's
/// modifiers) rather than in order: the blocks in the order Dial applies them, a later binding replacing an
/// earlier one and a `when` block's binding chosen by its condition (`cond ? whenValue : earlier`).
struct PropertyValues {
  /// The expression of each bound property, with the range of its last binding.
  private(set) var values: [Property: (code: String, range: SourceRange)] = [:]

  /// The button's selection, for a toggle: read by a `when selected` block.
  private let selection: String?
  /// Whether the button is pressed, where something reads it: read by a `when highlighted` block.
  var pressed: String?
  /// The one property to fold, when only one is wanted (`b.title` read elsewhere): the others' bindings, which
  /// may read this one, are left alone.
  private var only: Property?
  /// The button's own states as its `when` conditions read them, where the target has the button at hand
  /// (UIKit's update handler: `button.isEnabled`); nil to read them from the bindings folded so far.
  private var states: [Member: String]?
  /// The button's own states as its values read them, where no button is at hand (SwiftUI): its `loading` and
  /// `enabled` as their bindings give them, whatever their order.
  private var ownStates: [Member: String]?
  /// The properties bound to the value the frameworks start them at, which a screen need not set.
  private(set) var defaults: Set<Property> = []
  /// The properties whose default in Dial is the frameworks' own: `imagePlacement: .leading` is UIKit's and
  /// SwiftUI's starting value.
  static let frameworkDefaults: Set<Property> = [
    .imagePlacement, .titleAlignment, .size, .cornerStyle, .loading, .automaticStateColors, .titleLineBreakMode,
  ]
  /// The properties whose text the user sees, written localized (`String(localized: "Add")`).
  private var localized: Set<Property> = []

  /// Folds `blocks` (styles first, then the button's body) into one expression per property.
  init(
    _ blocks: [CheckedBlock], selection: String?, pressed: String? = nil, only: Property? = nil,
    states: [Member: String]? = nil, localized: Set<Property> = [], expressions: SwiftExpressions,
    scope: ExpressionScope, _ log: inout ExportLog
  ) {
    self.selection = selection
    self.pressed = pressed
    self.only = only
    self.states = states
    self.localized = localized
    if states == nil, only == nil, scope.target == .swiftui {
      ownStates = Self.ownStates(blocks, selection: selection, pressed: pressed, expressions: expressions, scope: scope)
    }
    // Every block's plain bindings first, then their `when` blocks: a style's `when` block overrides a plain
    // binding of the button that derives from it (docs/language.md §6, order of resolution).
    for block in blocks {
      apply(
        CheckedBlock(condition: nil, bindings: block.bindings, whens: []), condition: nil,
        expressions: expressions, scope: scope, &log)
    }
    for block in blocks {
      apply(
        CheckedBlock(condition: nil, bindings: [], whens: block.whens), condition: nil,
        expressions: expressions, scope: scope, &log)
    }
    var quiet = ExportLog()
    for property in Self.frameworkDefaults where values[property] != nil {
      if values[property]?.code == Self.defaultValue(property, scope, expressions, &quiet) { defaults.insert(property) }
    }
    // A text the model computes once is read from it.
    guard only == nil, let own = scope.ownIndex else { return }
    for (text, name) in expressions.derived where text.button == own {
      if let range = values[text.property]?.range { values[text.property] = (scope.modelPrefix + name, range) }
    }
  }

  /// `ownStates`: `loading` folded first (it seldom reads the others), then `enabled`, which may read it.
  private static func ownStates(
    _ blocks: [CheckedBlock], selection: String?, pressed: String?, expressions: SwiftExpressions,
    scope: ExpressionScope
  ) -> [Member: String] {
    var own: [Member: String] = [.selected: selection ?? "false"]
    if let pressed { own[.highlighted] = pressed }
    for (member, fallback) in [(Member.loading, "false"), (.enabled, "true")] {
      guard let property = Property(rawValue: member.rawValue) else { continue }
      var stateScope = scope
      stateScope.ownValues = own
      // What a state's own binding cannot export is reported where the button's values are folded.
      var quiet = ExportLog()
      let folded = PropertyValues(
        blocks, selection: selection, pressed: pressed, only: property, expressions: expressions,
        scope: stateScope, &quiet)
      own[member] = folded[property].map(SwiftCode.unwrapped) ?? fallback
    }
    return own
  }

  /// The scope of a `when` condition: the button's own states as the bindings before it give them.
  private func conditionScope(_ scope: ExpressionScope) -> ExpressionScope {
    var scope = scope
    scope.localizes = false
    if let states {
      scope.ownValues = states
      return scope
    }
    scope.ownValues = [
      .enabled: values[.enabled]?.code ?? "true", .loading: values[.loading]?.code ?? "false",
      .selected: selection ?? "false",
    ]
    if let pressed { scope.ownValues[.highlighted] = pressed }
    return scope
  }

  private mutating func apply(
    _ block: CheckedBlock, condition: String?, expressions: SwiftExpressions, scope: ExpressionScope,
    _ log: inout ExportLog
  ) {
    for binding in block.bindings where only == nil || binding.property == only {
      var valueScope = scope
      valueScope.localizes = localized.contains(binding.property)
      if let ownStates { valueScope.ownValues = ownStates }
      let value = expressions.swift(binding.value, in: valueScope, &log)
      if let condition {
        guard let earlier = earlier(binding, expressions: expressions, scope: scope, &log) else { continue }
        // The same value either way needs no condition.
        if value == earlier { continue }
        values[binding.property] = ("(\(condition) ? \(value) : \(earlier))", binding.range)
      } else {
        values[binding.property] = (value, binding.range)
      }
    }
    for when in block.whens {
      guard let test = when.condition, only == nil || Self.binds(when, only) else { continue }
      let code = expressions.swift(test, in: conditionScope(scope), &log)
      // A state the bindings before it fix (`!enabled` where nothing binds `enabled`): never, or always.
      if code == "false" || code == "!true" { continue }
      if code == "true" || code == "!false" {
        apply(when, condition: condition, expressions: expressions, scope: scope, &log)
        continue
      }
      let combined = condition.map { "(\($0) && \(code))" } ?? code
      apply(when, condition: combined, expressions: expressions, scope: scope, &log)
    }
  }

  /// What a `when` block's binding falls back to while its condition does not hold: the bindings before it, else
  /// the default. A derived default is the framework's own: UIKit's optional colors fall back to it with nil,
  /// SwiftUI's foreground to the preset's own (white on a filled button, else the tint); nil (reported) for
  /// another.
  private func earlier(
    _ binding: CheckedBinding, expressions: SwiftExpressions, scope: ExpressionScope, _ log: inout ExportLog
  ) -> String? {
    let earlier = values[binding.property]?.code ?? Self.defaultValue(binding.property, scope, expressions, &log)
    guard earlier == "nil" else { return earlier }
    switch (binding.property, scope.target) {
    case (.background, _), (.foreground, .uikit): return earlier
    case (.foreground, .swiftui):
      let filled = scope.ownIndex.map { expressions.program.buttons[$0].preset == .filled } ?? false
      return filled ? "Color.white" : "Color.accentColor"
    default:
      log.unsupported(
        "a 'when' block that sets '\(binding.property.rawValue)' with no binding before it",
        because: "its default is the framework's own, which SwiftUI cannot fall back to", at: binding.range)
      return nil
    }
  }

  /// Whether `block` or a `when` block in it binds `property`.
  static func binds(_ block: CheckedBlock, _ property: Property?) -> Bool {
    block.bindings.contains { $0.property == property } || block.whens.contains { binds($0, property) }
  }

  /// A property's value where no binding set it: its row's constant default; a derived default (by size, by
  /// preset) is the target's own, which a `when` block cannot fall back to yet.
  static func defaultValue(
    _ property: Property, _ scope: ExpressionScope, _ expressions: SwiftExpressions, _ log: inout ExportLog
  ) -> String {
    guard let spec = Schema.buttonSpec(property), case .constant(let constant) = spec.defaultValue else {
      return "nil"
    }
    return expressions.constant(constant, in: scope, ExportLog.entry, &log)
  }

  /// The value of `property`, or nil when nothing binds it.
  subscript(property: Property) -> String? { values[property]?.code }

  /// Where `property` was last bound.
  func range(of property: Property) -> SourceRange? { values[property]?.range }

  /// The bound properties.
  var properties: [Property] { Array(values.keys) }
}
