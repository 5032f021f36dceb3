import Dial
import DialAudit
import DialREPL
import Foundation

/// Golden transcripts: `F.transcript` beside `F.dial` holds what `dial run F.dial` prints (standard output, as
/// when run from the file's directory, so that the transcript does not depend on where `dial test` is run from).
/// `dial test` compares the two, one test per transcript; `dial test --update` writes them.
enum GoldenTranscript {
  /// Where the transcript of `path` is.
  static func path(for script: String) -> String {
    (script.hasSuffix(".dial") ? String(script.dropLast(5)) : script) + ".transcript"
  }

  /// `dial run`'s text output for a run, with the script's path shortened to its file name.
  static func text(of run: ScriptRun) -> String {
    let output = RunCommand.textChunks(run, colored: false).standardOutput
    let name = URL(fileURLWithPath: run.path).lastPathComponent
    guard name != run.path else { return output }
    return output.replacingOccurrences(of: run.path + ":", with: name + ":")
  }

  /// The result of comparing one transcript.
  enum Outcome {
    case passed
    case failed(diff: String)
    case written
    case absent
    case unreadable(String)
  }

  /// The first line of a transcript made with `--font`: the fonts, as given, so that `dial test` measures the
  /// same way (a relative path is relative to the transcript's folder).
  static func fontLine(_ specs: [String]) -> String {
    specs.isEmpty ? "" : "# measured with" + specs.map { " --font " + $0 }.joined() + "\n"
  }

  /// The line of a transcript made with `--ios` for another release than the newest, after the fonts' line: so
  /// that `dial test` runs it in that release again.
  static func releaseLine(_ release: IOSRelease) -> String {
    release == .newest ? "" : "\(releasePrefix)\(release.rawValue)\n"
  }

  static let releasePrefix = "# modelled on iOS "

  /// The release the transcript of `script` was made in; nil for one made in the newest.
  static func release(for script: String) -> IOSRelease? {
    guard let data = FileManager.default.contents(atPath: path(for: script)),
      let text = String(data: data.prefix(4096), encoding: .utf8)
    else { return nil }
    let line = text.split(separator: "\n", maxSplits: 2).prefix(2).first { $0.hasPrefix(releasePrefix) }
    return line.flatMap { Int64($0.dropFirst(releasePrefix.count)) }.flatMap(IOSRelease.init(version:))
  }

  /// `--font` values as a transcript beside `script` records them: a file's path relative to the transcript's
  /// folder, so that the transcript measures the same way from wherever `dial test` runs.
  static func recordedFonts(_ specs: [String], for script: String) -> [String] {
    let folder = URL(fileURLWithPath: script).deletingLastPathComponent().path
    return specs.map { spec in
      spec == "model" || spec == "system" ? spec : RelativePath.of(spec, from: folder)
    }
  }

  /// The fonts the transcript of `script` was made with; none for one made with the default.
  static func fonts(for script: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path(for: script)),
      let text = String(data: data.prefix(4096), encoding: .utf8),
      let first = text.split(separator: "\n", maxSplits: 1).first, first.hasPrefix("# measured with --font ")
    else { return [] }
    return first.dropFirst("# measured with --font ".count).components(separatedBy: " --font ")
  }

  /// Compares `run`'s output with its transcript, or writes it when `update` is set; `fonts`, the `--font`
  /// values it was measured with, and its release when not the newest, head the transcript.
  static func check(
    _ run: ScriptRun, update: Bool, fonts: [String] = [], release: IOSRelease = .newest
  ) -> Outcome {
    let file = path(for: run.path)
    let actual = fontLine(fonts) + releaseLine(release) + text(of: run)
    if update {
      return FileManager.default.createFile(atPath: file, contents: Data(actual.utf8))
        ? .written : .unreadable("cannot write the transcript '\(file)'")
    }
    guard FileManager.default.fileExists(atPath: file) else { return .absent }
    guard let data = FileManager.default.contents(atPath: file) else {
      return .unreadable("cannot read the transcript '\(file)'")
    }
    guard let expected = String(data: data, encoding: .utf8) else {
      return .unreadable("the transcript '\(file)' is not UTF-8 text")
    }
    if expected == actual { return .passed }
    let diff = UnifiedDiff.render(
      old: expected, new: actual, oldName: file, newName: "dial run " + run.path,
      colored: Terminal.colorEnabled(for: 1))
    return .failed(diff: diff)
  }
}

/// A unified diff of two texts, by lines (the longest common subsequence), with three lines of context.
enum UnifiedDiff {
  static func render(old: String, new: String, oldName: String, newName: String, colored: Bool = false) -> String {
    let a = lines(old)
    let b = lines(new)
    let edits = script(a, b)
    var out = paint("--- " + oldName, "1", colored) + "\n" + paint("+++ " + newName, "1", colored) + "\n"
    for hunk in hunks(edits, context: 3) {
      out += paint("@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@", "36", colored) + "\n"
      for edit in hunk.edits {
        switch edit {
        case .same(let line): out += " " + line + "\n"
        case .removed(let line): out += paint("-" + line, "31", colored) + "\n"
        case .added(let line): out += paint("+" + line, "32", colored) + "\n"
        }
      }
    }
    return out
  }

  static func paint(_ text: String, _ code: String, _ colored: Bool) -> String {
    colored ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
  }

  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  enum Edit {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// The edit script from `a` to `b`.
  static func script(_ a: [String], _ b: [String]) -> [Edit] {
    // Lengths of the longest common subsequences of the suffixes.
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        edits.append(.same(a[i]))
        (i, j) = (i + 1, j + 1)
      } else if i < a.count && (j == b.count || table[i + 1][j] >= table[i][j + 1]) {
        // Removals first, as diff prints them.
        edits.append(.removed(a[i]))
        i += 1
      } else {
        edits.append(.added(b[j]))
        j += 1
      }
    }
    return edits
  }

  struct Hunk {
    var oldStart = 0
    var oldCount = 0
    var newStart = 0
    var newCount = 0
    var edits: [Edit] = []
  }

  /// The changed regions with `context` unchanged lines around each.
  static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
    let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
    guard !changed.isEmpty else { return [] }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { range in
      var hunk = Hunk()
      var (oldLine, newLine) = (1, 1)
      for edit in edits[..<range.lowerBound] {
        switch edit {
        case .same: (oldLine, newLine) = (oldLine + 1, newLine + 1)
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
      }
      (hunk.oldStart, hunk.newStart) = (oldLine, newLine)
      hunk.edits = Array(edits[range])
      for edit in hunk.edits {
        switch edit {
        case .same: (hunk.oldCount, hunk.newCount) = (hunk.oldCount + 1, hunk.newCount + 1)
        case .removed: hunk.oldCount += 1
        case .added: hunk.newCount += 1
        }
      }
      return hunk
    }
  }
}
