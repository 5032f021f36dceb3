import Foundation
import Testing

/// Baselines match findings by what they are (file, kind, element), the file named relative to the baseline: the
/// same tree audited by any spelling of its paths, from any directory, matches a baseline written from anywhere;
/// a version 1 baseline (files as they were typed) is still read.
struct AuditBaselineTests {
  static let source = "button ok: .filled { title: \"OK\"; background: .black }\n"

  /// A project with one finding (`small-hit-target` on `ok`) in `screens/app.dial`, and a folder beside it.
  static func project() throws -> String {
    let folder = try ToolOptionsTests.folder(["project/screens/app.dial": Self.source, "elsewhere/.keep": ""])
    return URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
  }

  /// Written with `dial audit .` from the project, the baseline matches the finding however the file is reached.
  @Test func aBaselineMatchesEverySpellingOfItsPaths() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let project = root + "/project"
    let write = try AuditSARIFTests.dial(["audit", ".", "--write-baseline", "audit.baseline"], in: project)
    #expect(write.status == 1)
    let written = try String(contentsOfFile: project + "/audit.baseline", encoding: .utf8)
    #expect(written == "dial-audit-baseline 2\nscreens/app.dial\tsmall-hit-target\tok\n")
    let spellings: [(arguments: [String], directory: String)] = [
      (["screens/app.dial", "--baseline", "audit.baseline"], project),
      (["./screens/../screens/app.dial", "--baseline", "audit.baseline"], project),
      ([project + "/screens/app.dial", "--baseline", project + "/audit.baseline"], root),
      (["../project/screens", "--baseline", "../project/audit.baseline"], root + "/elsewhere"),
    ]
    for spelling in spellings {
      let (status, output) = try AuditSARIFTests.dial(["audit"] + spelling.arguments, in: spelling.directory)
      #expect(status == 0, "\(spelling.arguments) in \(spelling.directory): \(output)")
      #expect(output == "no findings\n")
    }
  }

  /// A new finding is still reported with the baseline; one in another file of the same name is not matched.
  @Test func aNewFindingIsReported() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let project = root + "/project"
    _ = try AuditSARIFTests.dial(["audit", ".", "--write-baseline", "audit.baseline"], in: project)
    try (Self.source + "button icon { image: \"star\"; contentInsets: 15 }\n").write(
      toFile: project + "/screens/app.dial", atomically: true, encoding: .utf8)
    let (status, output) = try AuditSARIFTests.dial(["audit", "screens", "--baseline", "audit.baseline"], in: project)
    #expect(status == 1)
    #expect(output.contains("[missing-label]") && !output.contains("[small-hit-target]"))
  }

  /// A version 1 baseline names files as they were typed, from the directory the audit runs in.
  @Test func aVersionOneBaselineIsStillRead() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let project = root + "/project"
    try "dial-audit-baseline 1\nscreens/app.dial\tsmall-hit-target\tok\n".write(
      toFile: project + "/old.baseline", atomically: true, encoding: .utf8)
    let (status, output) = try AuditSARIFTests.dial(["audit", "./screens", "--baseline", "old.baseline"], in: project)
    #expect(status == 0, "\(output)")
  }
}
