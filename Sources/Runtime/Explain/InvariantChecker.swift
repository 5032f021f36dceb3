import DialChecker
import DialLexer
import DialParser

/// Checks `invariant` declarations (docs/language.md §4) in a session's state, reporting a violation at the
/// statement that breaks one, and the values its condition read.
enum InvariantChecker {
  /// The invariants that held before the statement and do not now, each with the values it read; keeps which
  /// fail now in `failing` (the session's history), so that a violation is reported once, not again after every
  /// statement while it stays broken.
  static func newlyViolated(after range: SourceRange, in state: SessionState, failing: inout [Bool])
    -> [InvariantViolation]
  {
    let before = failing
    let violations = violated(after: range, in: state)
    let invariants = state.program.checked.invariants
    failing = invariants.map { invariant in
      violations.contains { $0.invariant == invariant.range }
    }
    return violations.filter { violation in
      guard let index = invariants.firstIndex(where: { $0.range == violation.invariant }) else { return true }
      return !(before.indices.contains(index) && before[index])
    }
  }

  /// Per invariant, whether it fails in the current state.
  static func failingNow(in state: SessionState) -> [Bool] {
    state.program.checked.invariants.map { invariant in
      (try? Evaluator.evaluate(invariant.condition, in: state).boolValue) != true
    }
  }

  /// The invariants that do not hold now, each with the values it read.
  static func violated(after range: SourceRange, in state: SessionState) -> [InvariantViolation] {
    state.program.checked.invariants.compactMap { invariant in
      // The values read are listed only for a violation: a holding invariant costs one evaluation.
      var detail: String { valuesRead(by: invariant.condition, in: state) }
      do throws(RuntimeError) {
        guard try Evaluator.evaluate(invariant.condition, in: state).boolValue != true else { return nil }
        return InvariantViolation(invariant: invariant.range, range: range, detail: detail)
      } catch {
        return InvariantViolation(invariant: invariant.range, range: range, detail: detail, error: error)
      }
    }
  }

  /// `name = literal` for each variable, built-in and component member the expression reads, in source order,
  /// each once.
  static func valuesRead(by expression: CheckedExpression, in state: SessionState, owner: Owner? = nil) -> String {
    var parts: [String] = []
    var seen: Set<String> = []
    expression.walk { node in
      switch node.kind {
      case .variable, .builtin, .ownState, .emissionCount, .emittedArgument:
        break
      case .member(let base, _) where base.isComponentPath:
        break
      case .call(let function, _):
        // What a function gave, then what its arguments read: a value computed by a function says so.
        let text = sourceText(state, node.range)
        if seen.insert(text).inserted, let value = try? Evaluator.evaluate(node, in: state, owner: owner) {
          let host = state.program.hostFunctions[function] == nil ? "" : " (the host's implementation)"
          parts.append("\(text) = \(value.literal)\(host)")
        }
        return .visitChildren
      default:
        return .visitChildren
      }
      let text = sourceText(state, node.range)
      if seen.insert(text).inserted, let value = try? Evaluator.evaluate(node, in: state, owner: owner) {
        parts.append("\(text) = \(value.literal)")
      }
      return .skipChildren
    }
    return parts.joined(separator: ", ")
  }

  /// The source text of a range of the program's files.
  static func sourceText(_ state: SessionState, _ range: SourceRange) -> String {
    guard let file = state.program.files[range.file], range.end <= file.bytes.count, range.start <= range.end else {
      return ""
    }
    return String(decoding: file.bytes[range.bytes], as: UTF8.self)
  }
}

extension CheckedExpression {
  /// Whether the expression names a component, or a member of one (`b`, `nav.title`, `more["Sort By"]`).
  var isComponentPath: Bool {
    switch kind {
    case .reference: return true
    case .member(let base, _): return base.isComponentPath
    default: return false
    }
  }
}

extension SourceFiles {
  /// The source of a statement or declaration without its leading `keyword` and the blanks after it: the
  /// condition of `expect cart.enabled` or `invariant n >= 0`, as a failure shows it.
  public func text(of range: SourceRange, after keyword: String) -> String {
    let source = self[range.file]?.text(range.bytes) ?? ""
    guard source.hasPrefix(keyword) else { return source }
    return String(source.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" })
  }
}
