import DialChecker
import DialParser

/// A button's text that other bindings read (`self.subtitle`, `checkout.title`), where it follows the model
/// alone: the model computes it once, as a property (`var checkoutSubtitle: String { … }`) that the button and
/// its readers share, rather than each writing the same expression again.
struct DerivedText: Hashable, Sendable {
  let button: Int
  let property: Property
}

enum DerivedTexts {
  /// The texts a program's bindings read that can be the model's, each with its property's name.
  static func find(in program: CheckedProgram, expressions: SwiftExpressions, target: ExportTarget) -> [DerivedText:
    String]
  {
    var found: [DerivedText: String] = [:]
    let taken = Set(program.variables.map(\.name))
    for text in reads(in: program) where found[text] == nil {
      guard let code = definition(text, program: program, expressions: expressions, target: target, prefix: "model.")
      else { continue }
      // Only a value that follows the model, and is more than a name, is worth a property.
      let readers = ["button.", "Button.", "isPressed", "dynamicTypeSize", "configuration.", "traitCollection"]
      guard code.contains("model."), !readers.contains(where: code.contains), !SwiftCode.isSimple(code) else {
        continue
      }
      var name = program.buttons[text.button].name + SwiftNames.upperCamel(text.property.rawValue)
      if taken.contains(name) { name += "Text" }
      found[text] = name
    }
    return found
  }

  /// The texts read through `self.` or a button's name, in the order the buttons' bindings read them.
  static func reads(in program: CheckedProgram) -> [DerivedText] {
    var found: [DerivedText] = []
    func note(_ expression: CheckedExpression?, own: Int) {
      expression?.walk { node in
        var read: DerivedText?
        switch node.kind {
        case .ownState(let member): read = text(own, member)
        case .member(let base, let member):
          if case .reference(.button(let index)) = base.kind { read = text(index, member) }
        default: break
        }
        if let read, !found.contains(read) { found.append(read) }
        return .visitChildren
      }
    }
    func note(_ block: CheckedBlock, own: Int) {
      for binding in block.bindings { note(binding.value, own: own) }
      for when in block.whens {
        note(when.condition, own: own)
        note(when, own: own)
      }
    }
    for (index, button) in program.buttons.enumerated() {
      for block in program.configuration(of: button) { note(block, own: index) }
    }
    return found
  }

  /// A text property of button `index`, for `member`; nil for any other member.
  static func text(_ index: Int, _ member: Member) -> DerivedText? {
    let texts: Set<Property> = [.title, .subtitle, .accessibilityLabel, .accessibilityValue, .accessibilityHint]
    guard let property = Property(rawValue: member.rawValue), texts.contains(property) else { return nil }
    return DerivedText(button: index, property: property)
  }

  /// The text's value as the model computes it (`prefix` "" inside the model), localized as the screen shows it;
  /// nil when it cannot be exported.
  static func definition(
    _ text: DerivedText, program: CheckedProgram, expressions: SwiftExpressions, target: ExportTarget,
    prefix: String
  ) -> String? {
    var scope = ExpressionScope(modelPrefix: prefix, target: target, namespace: "")
    scope.ownIndex = text.button
    var log = ExportLog()
    let button = program.buttons[text.button]
    let values = PropertyValues(
      program.configuration(of: button), selection: nil, only: text.property, localized: ButtonPlan.displayed,
      expressions: expressions, scope: scope, &log)
    guard log.diagnostics.isEmpty, let code = values[text.property] else { return nil }
    return SwiftCode.unwrapped(code)
  }
}
