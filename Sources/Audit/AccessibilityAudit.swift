import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// `dial audit`: looks at every element of a program at each of the twelve text sizes and reports what would
/// hurt a VoiceOver or Dynamic Type user.
///
/// ```swift
/// let findings = try AccessibilityAudit(program).run()
/// for finding in findings { print(renderer.render(finding.diagnostic)) }
/// ```
///
/// It checks the state the program starts in (declarations only: the script is not run), at the session's
/// `screenWidth` (390): buttons with an empty label, siblings with the same label, buttons smaller than 44 × 44
/// points, text cut by `lines`, buttons that do not fit even wrapped, header titles truncated or left no room,
/// text below WCAG's contrast minimum, and pop-ups with nothing to select. A finding lists the sizes at which it
/// shows, its severity and a fix; `// dial-audit: ignore kind` on or above a declaration's line suppresses it.
public struct AccessibilityAudit: Sendable {
  /// The smallest hit target Apple's Human Interface Guidelines allow, in points, each way.
  public static let minimumHitTarget = 44.0

  /// The program audited.
  public let program: Program
  /// How text is measured.
  public let measurement: any TextMeasurement

  /// Whether a finding's edits are kept only where they work (``AuditFixVerifier``); off for the audits that
  /// verification itself runs.
  let verifiesEdits: Bool

  /// An audit of `program`.
  public init(_ program: Program, measurement: (any TextMeasurement)? = nil) {
    self.init(program, measurement: measurement, verifiesEdits: true)
  }

  init(_ program: Program, measurement: (any TextMeasurement)?, verifiesEdits: Bool) {
    self.program = program
    self.measurement = measurement ?? program.measurement
    self.verifiesEdits = verifiesEdits
  }

  /// Every finding, in source order. Fails only when the program cannot start, or a binding fails at some size.
  public func run() throws(RuntimeError) -> [AuditFinding] {
    let base = try Session(program, measurement: measurement)
    let reachability = StateReachability(program, start: base)
    var collector = Collector()
    var states: [String: Collector] = [:]
    for size in DynamicTypeSize.allCases {
      var session = base
      try session.preview(textSize: size)
      let inspection = Inspection(session: session, size: size, reachability: reachability)
      inspection.inspect(into: &collector, states: &states)
    }
    let suppressions = AuditSuppressions(program.files)
    let atStart = Self.mergingTitles(collector.findings(program: program))
    let findings = Self.adding(states, to: atStart, program: program).filter { !suppressions.suppresses($0) }
    return verifiesEdits ? AuditFixVerifier(program: program, measurement: measurement).verified(findings) : findings
  }

  /// Warnings about the program's `dial-audit: ignore` comments: kinds of finding they name that do not exist.
  public var suppressionWarnings: [Diagnostic] { AuditSuppressions(program.files).warnings }
}

// MARK: - One cause, one finding

extension AccessibilityAudit {
  /// The findings of the states beyond the start (``Inspection/inspect(into:states:)``), each saying its
  /// state, added where the start does not have the same finding: a button too small in every state is one
  /// finding, one that grows too small only when selected another. Source order, as ever.
  static func adding(_ states: [String: Collector], to findings: [AuditFinding], program: Program) -> [AuditFinding] {
    var seen = Set(findings.map { $0.kind.rawValue + "\u{0}" + $0.element })
    var all = findings
    for state in states.keys.sorted() {
      for var finding in states[state]?.findings(program: program) ?? [] {
        guard seen.insert(finding.kind.rawValue + "\u{0}" + finding.element).inserted else { continue }
        finding.message += " when \(state)"
        all.append(finding)
      }
    }
    return all.enumerated().sorted { lhs, rhs in
      let (a, b) = (lhs.element.range, rhs.element.range)
      return (a.file.index, a.start, lhs.offset) < (b.file.index, b.start, rhs.offset)
    }.map(\.element)
  }

  /// A header title that is truncated at some sizes and left no room at larger ones has one cause, the edges'
  /// width: the two findings become one, with every size of either.
  static func mergingTitles(_ findings: [AuditFinding]) -> [AuditFinding] {
    let noRoom = Dictionary(
      findings.filter { $0.kind == .titleWithoutRoom }.map { ($0.element, $0) }, uniquingKeysWith: { first, _ in first }
    )
    return findings.compactMap { finding in
      switch finding.kind {
      case .truncatedTitle where noRoom[finding.element] != nil: return nil
      case .titleWithoutRoom:
        guard let truncated = findings.first(where: { $0.kind == .truncatedTitle && $0.element == finding.element })
        else { return finding }
        var merged = finding
        merged.sizes = DynamicTypeSize.allCases.filter { truncated.sizes.contains($0) || finding.sizes.contains($0) }
        merged.message += "; it is truncated from \(AuditFinding.literal(truncated.sizes[0]))"
        return merged
      default: return finding
      }
    }
  }
}

// MARK: - Collecting observations over the sizes

extension AccessibilityAudit {
  /// What one problem of one element is, before the sizes at which it shows are known.
  struct Observation {
    var kind: AuditFinding.Kind
    var element: String
    var range: SourceRange
    /// The message, given the sizes it shows at and the detail at a representative size.
    var message: (_ sizes: String, _ detail: String) -> String
    var notes: [DiagnosticNote] = []
    /// What tells this problem apart from others of the same element (the duplicated label).
    var key = ""
    /// The fix, given the detail at a representative size.
    var fix: (_ detail: String) -> String = { _ in "" }
    /// The fix as edits, from the first size it shows at (the smallest, where a frame is smallest).
    var edits: [AuditEdit] = []
  }

  /// Observations merged across sizes: one finding per kind, element and key.
  struct Collector {
    struct Entry {
      var observation: Observation
      var sizes: [DynamicTypeSize]
      var details: [String]
    }

    var entries: [Entry] = []
    var index: [String: Int] = [:]

    mutating func add(_ observation: Observation, size: DynamicTypeSize, detail: String) {
      let key = observation.kind.rawValue + "\u{0}" + observation.element + "\u{0}" + observation.key
      if let existing = index[key] {
        entries[existing].sizes.append(size)
        entries[existing].details.append(detail)
      } else {
        index[key] = entries.count
        entries.append(Entry(observation: observation, sizes: [size], details: [detail]))
      }
    }

    /// The findings in source order, then by kind; the detail is the one at `.large` when it shows there.
    func findings(program: Program) -> [AuditFinding] {
      let kinds = AuditFinding.Kind.allCases
      let findings = entries.map { entry in
        let shown = entry.sizes.firstIndex(of: .large) ?? 0
        let observation = entry.observation
        return AuditFinding(
          kind: observation.kind, element: observation.element,
          message: observation.message(AuditFinding.describe(entry.sizes), entry.details[shown]),
          range: observation.range, sizes: entry.sizes, notes: observation.notes,
          fix: observation.fix(entry.details[shown]), edits: observation.edits)
      }
      return findings.enumerated().sorted { lhs, rhs in
        let (a, b) = (lhs.element.range, rhs.element.range)
        if a.file != b.file { return a.file.index < b.file.index }
        if a.start != b.start { return a.start < b.start }
        let kindA = kinds.firstIndex(of: lhs.element.kind) ?? 0
        let kindB = kinds.firstIndex(of: rhs.element.kind) ?? 0
        return kindA != kindB ? kindA < kindB : lhs.offset < rhs.offset
      }.map(\.element)
    }
  }
}
