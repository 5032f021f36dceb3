import DialLexer
import DialParser

/// One problem `dial audit` found, located at the declaration of the element it is about.
public struct AuditFinding: Sendable, Equatable {
  /// The kinds of problem, each with a stable identifier.
  public enum Kind: String, CaseIterable, Sendable {
    /// A button whose label is empty (an image without `accessibilityLabel`): VoiceOver reads only "Button.".
    case missingLabel = "missing-label"
    /// A header title shown cut short with "…".
    case truncatedTitle = "truncated-title"
    /// A header title with no room at all: the buttons take the whole width.
    case titleWithoutRoom = "title-without-room"
    /// A button smaller than 44 × 44 points, the smallest hit target Apple's guidelines allow.
    case smallHitTarget = "small-hit-target"
    /// Two sibling elements (top-level buttons, one header's elements, one menu level) that VoiceOver reads alike.
    case duplicateSpeech = "duplicate-speech"
    /// A button whose title or subtitle is cut with "…": its `lines` limit leaves lines out.
    case truncatedText = "truncated-text"
    /// A button whose content does not fit its available width even wrapped: insets and image wider than the
    /// width, or a character wider than a line.
    case buttonTooWide = "button-too-wide"

    /// The kind's diagnostic identifier: `audit-` and the kind's raw value.
    public var diagnosticID: DiagnosticID {
      switch self {
      case .missingLabel: return .auditMissingLabel
      case .truncatedTitle: return .auditTruncatedTitle
      case .titleWithoutRoom: return .auditTitleWithoutRoom
      case .smallHitTarget: return .auditSmallHitTarget
      case .duplicateSpeech: return .auditDuplicateSpeech
      case .truncatedText: return .auditTruncatedText
      case .buttonTooWide: return .auditButtonTooWide
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
  /// Other places that explain it, such as the first element with the same speech.
  public var notes: [DiagnosticNote]

  /// The finding as a warning, for ``DiagnosticRenderer``; its identifier is `audit-` and the kind.
  public var diagnostic: Diagnostic {
    Diagnostic(kind.diagnosticID, message, at: range, severity: .warning, notes: notes)
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
