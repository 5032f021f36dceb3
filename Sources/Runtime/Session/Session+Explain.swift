import DialChecker
import DialLexer
import DialParser

// MARK: - Why a value is what it is

extension Session {
  /// Explains `expression`, a variable or a button's property (`itemCount`, `save.background`).
  public func explain(_ expression: String) throws(EvaluationError) -> Explanation {
    let subject = try checkedExpression(expression, name: "<why>")
    let value: Value
    do { value = try Evaluator.evaluate(subject, in: state) } catch { throw .runtime(error) }
    var explanation = Explanation(subject: expression, value: value, steps: [])
    switch subject.kind {
    case .variable(let index):
      explanation.declaration = program.checked.variables[index].range
      explanation.lastWrite = history.lastWrites[index]
    case .member(let base, let member):
      guard case .reference(.button(let index)) = base.kind, let property = member.property else { break }
      explanation.steps = Explainer.steps(of: property, in: index, state: state)
    default: break
    }
    return explanation
  }
}
