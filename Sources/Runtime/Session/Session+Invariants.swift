import DialLexer
import DialParser

/// An `invariant` that did not hold after a statement (or that raised a runtime error): a failure located at the
/// statement that broke it.
public struct InvariantViolation: Sendable, Equatable {
  /// The `invariant` declaration.
  public var invariant: SourceRange
  /// The statement after which it failed.
  public var range: SourceRange
  /// The values the condition read, as `name = literal` pairs: `itemCount = 0, checkout.enabled = true`.
  public var detail: String
  /// The runtime error its evaluation raised, if that is why it failed.
  public var error: RuntimeError?

  /// How Dial reports it: `invariant failed: count >= 0 (count = -1)`, or with the error its evaluation raised.
  public func message(in files: SourceFiles) -> String {
    var text = "invariant failed: " + files.text(of: invariant, after: "invariant")
    if let error { text += " (error: " + error.message + ")" }
    if !detail.isEmpty { text += " (" + detail + ")" }
    return text
  }
}

// MARK: - Checking the invariants after a statement

extension Session {
  /// The invariants that held before the statement and do not now, each with the values it read.
  mutating func newlyViolatedInvariants(after range: SourceRange) -> [InvariantViolation] {
    let before = failingInvariants
    let violations = violatedInvariants(after: range)
    failingInvariants = program.checked.invariants.map { invariant in
      violations.contains { $0.invariant == invariant.range }
    }
    return violations.filter { violation in
      guard let index = program.checked.invariants.firstIndex(where: { $0.range == violation.invariant }) else {
        return true
      }
      return !(before.indices.contains(index) && before[index])
    }
  }

  /// The invariants that do not hold in the state the program starts in, each located at its own declaration.
  public func startViolations() -> [InvariantViolation] {
    program.checked.invariants.flatMap { invariant in
      violatedInvariants(after: invariant.range).filter { $0.invariant == invariant.range }
    }
  }

  /// Per invariant, whether it fails in the current state.
  func invariantsFailingNow() -> [Bool] {
    program.checked.invariants.map { invariant in (try? evaluate(invariant.condition).boolValue) != true }
  }

  /// The invariants that do not hold now, each with the values it read.
  public func violatedInvariants(after range: SourceRange) -> [InvariantViolation] {
    program.checked.invariants.compactMap { invariant in
      do throws(RuntimeError) {
        guard try evaluate(invariant.condition).boolValue != true else { return nil }
        return InvariantViolation(invariant: invariant.range, range: range, detail: valuesRead(by: invariant.condition))
      } catch {
        return InvariantViolation(
          invariant: invariant.range, range: range, detail: valuesRead(by: invariant.condition), error: error)
      }
    }
  }

  /// `name = literal` for each variable, built-in and component member the expression reads, in source order,
  /// each once.
  func valuesRead(by expression: CheckedExpression, owner: Owner? = nil) -> String {
    var parts: [String] = []
    var seen: Set<String> = []
    expression.walk { node in
      switch node.kind {
      case .variable, .builtin, .ownState:
        break
      case .member(let base, _) where base.isComponentPath:
        break
      default:
        return .visitChildren
      }
      let text = sourceText(node.range)
      if seen.insert(text).inserted, let value = try? evaluate(node, owner: owner) {
        parts.append("\(text) = \(value.literal)")
      }
      return .skipChildren
    }
    return parts.joined(separator: ", ")
  }

  /// The source text of a range of the program's files.
  func sourceText(_ range: SourceRange) -> String {
    guard let file = program.files[range.file], range.end <= file.bytes.count, range.start <= range.end else {
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
