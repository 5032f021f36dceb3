import Foundation
import Testing

/// docs/language.md marks every choice that is Dial's own, not UIKit's or SwiftUI's, as a **Decision**, and gives
/// the reason with it: a `Why:` in the same paragraph or list item, after the mark and before the next one. So a
/// reader can tell, for every rule, whether it is Apple's (with its source) or Dial's (with its reason).
struct DecisionReasonTests {
  /// A decision without its reason: the line it is on and the start of its text.
  struct Missing: CustomStringConvertible {
    var line: Int
    var text: String
    var description: String { "docs/language.md:\(line): \(text)" }
  }

  /// The paragraphs and list items of `text`, each with the line it starts on: split at blank lines and at the
  /// start of every list item (`- `, `1. `) and table row.
  static func blocks(of text: String) -> [(line: Int, text: String)] {
    var blocks: [(line: Int, text: String)] = []
    var current: (line: Int, lines: [String])?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      let startsItem =
        trimmed.hasPrefix("- ") || trimmed.hasPrefix("| ")
        || trimmed.prefix { $0.isNumber }.count > 0 && trimmed.drop { $0.isNumber }.hasPrefix(". ")
      if trimmed.isEmpty || startsItem, let open = current {
        blocks.append((open.line, open.lines.joined(separator: " ")))
        current = nil
      }
      if !trimmed.isEmpty { current = (current?.line ?? number + 1, (current?.lines ?? []) + [String(line)]) }
    }
    if let open = current { blocks.append((open.line, open.lines.joined(separator: " "))) }
    return blocks
  }

  /// The decisions of `text` that give no reason.
  static func missingReasons(in text: String) -> [Missing] {
    var missing: [Missing] = []
    for block in blocks(of: text) {
      let parts = block.text.components(separatedBy: "**Decision").dropFirst()
      for part in parts where part.range(of: "why:", options: .caseInsensitive) == nil {
        missing.append(Missing(line: block.line, text: String(part.prefix(80))))
      }
    }
    return missing
  }

  @Test func everyDecisionGivesItsReason() throws {
    let text = try String(contentsOfFile: "docs/language.md", encoding: .utf8)
    // The introduction says what the mark means; it is no decision itself.
    let body = text.components(separatedBy: "\n## 1.").dropFirst().joined(separator: "\n## 1.")
    let missing = Self.missingReasons(in: body)
    #expect(missing.isEmpty, "decisions without a 'Why:':\n\(missing.map(\.description).joined(separator: "\n"))")
  }

  /// The rule itself: a reason counts in its own paragraph only, after its own mark.
  @Test func aReasonCountsForItsOwnDecisionOnly() {
    let text = """
      **Decision:** one. Why: because.

      **Decision:** two, and **Decision:** three. Why: for both? No, for three.

      - **Decision:** four.
      - Why: not four's.
      """
    #expect(Self.missingReasons(in: text).map(\.line) == [3, 5])
  }
}
