import DialLexer
import DialParser

// Trait-set literals (docs/language.md §5, §9): `[.button, .selected]`, the form in which
// `.traits` prints, so that a script can compare with it.
extension ExpressionChecker {
  /// `[e1, e2, …]`: each element a `Trait` case; the set takes its type from its context, as an enum case does.
  ///
  /// With a context of any type, the literal is a `TraitSet` and the caller reports a mismatch (`title: [.button]`
  /// expects a String); with none (`var t = [.button]`, `print []`), it is an error, as in Swift. The elements are
  /// checked either way, so a misspelt trait is reported too.
  func checkTraitSet(
    _ elements: [Expression], _ range: SourceRange, expecting: DialType?, in context: inout CheckContext
  ) -> CheckedExpression? {
    let checked = checkTraitElements(elements, in: &context)
    guard expecting != nil else {
      context.report(CheckerDiagnostics.traitSetWithoutContext(at: range))
      return nil
    }
    guard let checked else { return nil }
    return CheckedExpression(.traitSet(checked), .traitSet, range)
  }

  /// The elements as `Trait`s, or nil after reporting the wrong ones. A trait given twice is a warning:
  /// the set holds it once, as Swift's `OptionSet` literals do, but the second one was likely meant to be another.
  func checkTraitElements(_ elements: [Expression], in context: inout CheckContext) -> [CheckedExpression]? {
    var checked: [CheckedExpression] = []
    var firstRanges: [Int: SourceRange] = [:]
    var failed = false
    for element in elements {
      let value = checkValue(element, as: .enumeration(.trait), in: &context) { found in
        CheckerDiagnostics.traitSetElement(found: found, at: element.range)
      }
      guard let value else {
        failed = true
        continue
      }
      if case .constant(.enumCase(let trait)) = value.kind {
        if let first = firstRanges[trait.index] {
          context.report(CheckerDiagnostics.duplicateTrait(trait.name, at: value.range, first: first))
        } else {
          firstRanges[trait.index] = value.range
        }
      }
      checked.append(value)
    }
    return failed ? nil : checked
  }
}
