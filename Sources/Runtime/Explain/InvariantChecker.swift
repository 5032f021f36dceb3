import DialChecker
import DialLexer
import DialParser

/// Checks `invariant` declarations (docs/language.md §4) in a session's state, reporting a violation at the
/// statement that breaks one, and the values its condition read.
enum InvariantChecker {
  /// The invariants that held before the statement and do not now, each with the values it read; keeps which
  /// fail now in the session, so that a violation is reported once, not again after every statement while it
  /// stays broken.
  static func newlyViolated(after range: SourceRange, in session: inout Session) -> [InvariantViolation] {
    let before = session.failingInvariants
    let violations = violated(after: range, in: session)
    let invariants = session.program.checked.invariants
    session.failingInvariants = invariants.map { invariant in
      violations.contains { $0.invariant == invariant.range }
    }
    return violations.filter { violation in
      guard let index = invariants.firstIndex(where: { $0.range == violation.invariant }) else { return true }
      return !(before.indices.contains(index) && before[index])
    }
  }

  /// Per invariant, whether it fails in the current state.
  static func failingNow(in session: Session) -> [Bool] {
    session.program.checked.invariants.map { invariant in
      (try? Evaluator.evaluate(invariant.condition, in: session).boolValue) != true
    }
  }

  /// The invariants that do not hold now, each with the values it read.
  static func violated(after range: SourceRange, in session: Session) -> [InvariantViolation] {
    session.program.checked.invariants.compactMap { invariant in
      // The values read are listed only for a violation: a holding invariant costs one evaluation.
      var detail: String { valuesRead(by: invariant.condition, in: session) }
      do throws(RuntimeError) {
        guard try Evaluator.evaluate(invariant.condition, in: session).boolValue != true else { return nil }
        return InvariantViolation(invariant: invariant.range, range: range, detail: detail)
      } catch {
        return InvariantViolation(invariant: invariant.range, range: range, detail: detail, error: error)
      }
    }
  }

  /// `name = literal` for each variable, built-in and component member the expression reads, in source order,
  /// each once.
  static func valuesRead(by expression: CheckedExpression, in session: Session, owner: Owner? = nil) -> String {
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
        let text = sourceText(session, node.range)
        if seen.insert(text).inserted, let value = try? Evaluator.evaluate(node, in: session, owner: owner) {
          let host = session.program.hostFunctions[function] == nil ? "" : " (the host's implementation)"
          parts.append("\(text) = \(value.literal)\(host)")
        }
        return .visitChildren
      default:
        return .visitChildren
      }
      let text = sourceText(session, node.range)
      if seen.insert(text).inserted, let value = try? Evaluator.evaluate(node, in: session, owner: owner) {
        parts.append("\(text) = \(value.literal)")
      }
      return .skipChildren
    }
    return parts.joined(separator: ", ")
  }

  /// The source text of a range of the program's files.
  static func sourceText(_ session: Session, _ range: SourceRange) -> String {
    guard let file = session.program.files[range.file], range.end <= file.bytes.count, range.start <= range.end else {
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
