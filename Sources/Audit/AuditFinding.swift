import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// One problem `dial audit` found, located at the declaration of the element it is about.
public struct AuditFinding: Sendable, Equatable {
  /// The kinds of problem, each with a stable identifier (what `// dial-audit: ignore kind` and baselines name).
  public enum Kind: String, CaseIterable, Sendable {
    /// A button whose label is empty (an image without `accessibilityLabel`): VoiceOver reads only "Button.".
    case missingLabel = "missing-label"
    /// Two sibling elements (top-level buttons, one header's elements, one menu level) with the same label.
    case duplicateLabel = "duplicate-label"
    /// A button smaller than 44 × 44 points, the smallest hit target Apple's guidelines allow.
    case smallHitTarget = "small-hit-target"
    /// A button whose title or subtitle is cut with "…": its `lines` limit leaves lines out.
    case truncatedText = "truncated-text"
    /// A button whose content does not fit its available width even wrapped: insets and image wider than the
    /// width, or a character wider than a line.
    case buttonTooWide = "button-too-wide"
    /// A header title shown cut short with "…".
    case truncatedTitle = "truncated-title"
    /// A header title with no room at all: the buttons take the whole width.
    case titleWithoutRoom = "title-without-room"
    /// Text whose contrast with its background is below WCAG 2.x's minimum (4.5:1, or 3:1 for large text).
    case lowContrast = "low-contrast"
    /// A pop-up whose menu has no action to select, so that it shows nothing.
    case missingSelection = "missing-selection"
    /// Text on Liquid Glass that meets WCAG's minimum over a light backdrop but not over a dark one (or the other
    /// way round): what is behind the button decides.
    case glassBackdrop = "glass-backdrop"
    /// Text in a fixed-size font (`.system(size:)` without `relativeTo:`), which does not follow Dynamic Type.
    case fixedFontSize = "fixed-font-size"
    /// A header's buttons that overlap each other or leave the header's frame at a text size.
    case headerButtonOverlap = "header-button-overlap"

    /// The kind's diagnostic identifier: `audit-` and the kind's raw value.
    public var diagnosticID: DiagnosticID {
      switch self {
      case .missingLabel: return .auditMissingLabel
      case .duplicateLabel: return .auditDuplicateLabel
      case .smallHitTarget: return .auditSmallHitTarget
      case .truncatedText: return .auditTruncatedText
      case .buttonTooWide: return .auditButtonTooWide
      case .truncatedTitle: return .auditTruncatedTitle
      case .titleWithoutRoom: return .auditTitleWithoutRoom
      case .lowContrast: return .auditLowContrast
      case .missingSelection: return .auditMissingSelection
      case .glassBackdrop: return .auditGlassBackdrop
      case .fixedFontSize: return .auditFixedFontSize
      case .headerButtonOverlap: return .auditHeaderButtonOverlap
      }
    }

    /// What the kind checks, in one line: a rule's short description (SARIF, `dial audit --format sarif`).
    public var summary: String {
      switch self {
      case .missingLabel: return "A button has no accessible label, so VoiceOver reads only \"Button.\""
      case .duplicateLabel: return "Two elements of one screen have labels VoiceOver speaks alike"
      case .smallHitTarget: return "A button is smaller than the 44 × 44 pt minimum hit target"
      case .truncatedText: return "A button's lines limit cuts its text with \"…\""
      case .buttonTooWide: return "A button's insets and image leave its text no room, even wrapped"
      case .truncatedTitle: return "A header title is cut short with \"…\""
      case .titleWithoutRoom: return "A header's buttons leave its title no room"
      case .lowContrast: return "Text is below WCAG 2.x's contrast minimum (4.5:1, or 3:1 for large text)"
      case .missingSelection: return "A pop-up has no action to select, so it shows nothing"
      case .glassBackdrop: return "Text on Liquid Glass is readable over one backdrop only"
      case .fixedFontSize: return "Text in a fixed-size font does not follow Dynamic Type"
      case .headerButtonOverlap: return "A header's buttons overlap each other or leave the header"
      }
    }

    /// How serious it is: an error where users lose information (no label, cut text, unreadable contrast, no
    /// selection); a warning where the element is usable but harder to use (small targets, labels alike).
    public var severity: Severity {
      switch self {
      case .smallHitTarget, .duplicateLabel, .glassBackdrop, .fixedFontSize: return .warning
      default: return .error
      }
    }
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The element, named as Dial names it: `favorite`, `nav.title`, `more["Sort By"]["Date"]`.
  public var element: String
  /// One sentence, lower-case, without a final period.
  public var message: String
  /// The element's declaration.
  public var range: SourceRange
  /// The text sizes at which the problem shows, smallest first.
  public var sizes: [DynamicTypeSize]
  /// Other places that explain it, such as the first element with the same label.
  public var notes: [DiagnosticNote]
  /// A concrete fix, in words: "set accessibilityLabel", "add contentInsets of at least 13 pt".
  public var fix: String
  /// The fix as edits of the source, when one can be computed that removes the finding: never overlapping, in
  /// the file where the fix belongs (a style's file for a style's font). Empty when the fix needs words only the
  /// author knows (a label).
  public var edits: [AuditEdit] = []

  /// Makes a finding.
  public init(
    kind: Kind, element: String, message: String, range: SourceRange, sizes: [DynamicTypeSize],
    notes: [DiagnosticNote] = [], fix: String = "", edits: [AuditEdit] = []
  ) {
    (self.kind, self.element, self.message, self.range) = (kind, element, message, range)
    (self.sizes, self.notes, self.fix, self.edits) = (sizes, notes, fix, edits)
  }

  /// How serious it is (its kind's).
  public var severity: Severity { kind.severity }

  /// The finding as a diagnostic for ``DiagnosticRenderer``: `[kind]` before the message, the fix as `help:`;
  /// its identifier is `audit-` and the kind.
  public var diagnostic: Diagnostic {
    var diagnostic = Diagnostic(
      kind.diagnosticID, "[\(kind.rawValue)] " + message, at: range, severity: severity, notes: notes)
    if !fix.isEmpty { diagnostic.help = [fix] }
    return diagnostic
  }

  /// Sizes as Dial writes them, with runs shortened: `.extraSmall to .large, .accessibilityLarge`, or
  /// `every text size`.
  public static func describe(_ sizes: [DynamicTypeSize]) -> String {
    guard sizes.count < DynamicTypeSize.allCases.count else { return "every text size" }
    var runs: [[DynamicTypeSize]] = []
    for size in sizes {
      if let last = runs.last?.last, last.ordinal + 1 == size.ordinal {
        runs[runs.count - 1].append(size)
      } else {
        runs.append([size])
      }
    }
    return runs.map { run in
      run.count == 1 ? literal(run[0]) : literal(run[0]) + " to " + literal(run[run.count - 1])
    }.joined(separator: ", ")
  }

  /// `.large`
  public static func literal(_ size: DynamicTypeSize) -> String {
    "." + String(describing: size)
  }
}

extension AuditFinding: CustomStringConvertible {
  /// The finding as `dial audit` prints it, without a location: `warning: [kind] message`
  /// (which names the text sizes where it holds), its notes, and the fix as a `help:` line.
  public var description: String { diagnostic.description }
}

/// One edit of a fix: the source in `range` (empty to insert) replaced by `newText`.
public struct AuditEdit: Sendable, Equatable, Hashable {
  /// What is replaced.
  public var range: SourceRange
  /// What replaces it.
  public var newText: String

  /// Makes an edit.
  public init(range: SourceRange, newText: String) {
    (self.range, self.newText) = (range, newText)
  }
}
