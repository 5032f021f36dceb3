import Dial
import DialAudit
import Foundation
import Testing

/// A fix offered as edits works: over every example and test program, applying all of a file's edits removes the
/// findings they fix and adds none, and no two edits overlap. The edits go into a copy of the program's files (a
/// style's file among them, where a fix belongs there).
struct AuditFixTests {
  /// Programs that compile and start, with their findings.
  static var programs: [String] {
    TestSupport.dialFiles(under: "examples") + TestSupport.dialFiles(under: "Tests/DialTests")
  }

  /// The finding's identity, which the audit keeps across edits: kind and element.
  static func identity(_ finding: AuditFinding) -> String { finding.kind.rawValue + " " + finding.element }

  @Test func applyingAFilesEditsRemovesTheirFindingsAndAddsNone() throws {
    var fixedPrograms = 0
    for path in Self.programs {
      guard let program = try? Program(contentsOfFile: path), let before = try? AccessibilityAudit(program).run()
      else { continue }
      let fixed = before.filter { !$0.edits.isEmpty }
      guard !fixed.isEmpty else { continue }
      let copy = try Self.applying(Array(Set(fixed.flatMap(\.edits))), to: program, entry: path)
      defer { try? FileManager.default.removeItem(atPath: copy.folder) }
      let after = try AccessibilityAudit(Program(contentsOfFile: copy.entry)).run().map(Self.identity)
      let gone = Set(fixed.map(Self.identity))
      #expect(Set(after).isDisjoint(with: gone), "\(path): \(Set(after).intersection(gone)) remain")
      #expect(
        Set(after).isSubset(of: before.map(Self.identity)),
        "\(path) gained \(Set(after).subtracting(before.map(Self.identity)))")
      fixedPrograms += 1
    }
    #expect(fixedPrograms >= 10)
  }

  /// The program's files copied to a new folder, with `edits` applied (last first, so earlier offsets hold); the
  /// copy's folder and its entry file.
  static func applying(_ edits: [AuditEdit], to program: Program, entry: String) throws -> (
    folder: String, entry: String
  ) {
    let folder = NSTemporaryDirectory() + "dial-fix-\(UUID().uuidString)"
    let base = URL(fileURLWithPath: entry).deletingLastPathComponent().standardizedFileURL.path
    var copiedEntry = ""
    for (index, file) in program.files.files.enumerated() {
      var bytes = file.bytes
      let mine = edits.filter { $0.range.file.index == index }.sorted { $0.range.start > $1.range.start }
      for (edit, next) in zip(mine, mine.dropFirst()) {
        #expect(next.range.end <= edit.range.start, "overlapping edits in \(file.name)")
      }
      for edit in mine { bytes.replaceSubrange(edit.range.bytes, with: Array(edit.newText.utf8)) }
      let absolute = URL(fileURLWithPath: file.name).standardizedFileURL.path
      let relative = absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : file.name
      let target = folder + "/" + relative
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: target))
      if index == 0 { copiedEntry = target }
    }
    return (folder, copiedEntry)
  }
}
