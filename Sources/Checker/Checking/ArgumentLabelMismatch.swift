import DialLexer
import DialParser

/// What is wrong with the labels of a call or an emission, found as Swift reports it: every argument is given by
/// its parameter's label, in the declaration's order, and the first difference names one fix.
enum ArgumentLabelMismatch: Equatable {
  /// An argument without a label where its parameter has one: `label(1)` for `label(n: 1)`.
  case missingLabel(argument: Int, expected: String)
  /// An argument labelled with no parameter's name, at a parameter's place: `m:` for `n:`.
  case incorrectLabel(argument: Int, expected: String)
  /// The argument at `argument`, labelled `label`, must come before the one labelled `before`.
  case outOfOrder(argument: Int, label: String, before: String)
  /// An argument beyond the parameters: an unknown label, a repeated one, or none.
  case extra(argument: Int)
  /// A parameter that no argument gives.
  case missing(parameter: Int)

  /// The first mismatch between `labels` (nil for an unlabelled argument) and `parameters`, or nil when each
  /// argument is labelled with its parameter's name, in order.
  static func first(labels: [String?], parameters: [String]) -> ArgumentLabelMismatch? {
    if labels.count > parameters.count { return .extra(argument: firstExtra(labels, parameters)) }
    if labels.count < parameters.count {
      let given = Set(labels.compactMap { $0 })
      return .missing(parameter: parameters.firstIndex { !given.contains($0) } ?? labels.count)
    }
    for (index, label) in labels.enumerated() where label != parameters[index] {
      guard let label else { return .missingLabel(argument: index, expected: parameters[index]) }
      let wanted = parameters[index]
      guard parameters.contains(label) else { return .incorrectLabel(argument: index, expected: wanted) }
      guard let later = labels.firstIndex(of: wanted) else { return .missing(parameter: index) }
      return .outOfOrder(argument: later, label: wanted, before: label)
    }
    return nil
  }

  /// The first argument that gives no parameter of its own: unlabelled past the parameters, labelled with no
  /// parameter's name, or with a label already given.
  private static func firstExtra(_ labels: [String?], _ parameters: [String]) -> Int {
    var given: Set<String> = []
    for (index, label) in labels.enumerated() {
      guard let label else {
        if index >= parameters.count { return index }
        continue
      }
      if !parameters.contains(label) || !given.insert(label).inserted { return index }
    }
    return parameters.count
  }
}
