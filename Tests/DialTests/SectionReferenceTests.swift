import Foundation
import Testing

/// Comments and documents cite the reference by section: `docs/language.md §9`, `(§6, §7)`, `§4–§8`, and its
/// decisions by number (`Decision 62`). These tests hold every such citation in the sources, the tests, the
/// markdown documents, `scripts/` and `Fuzz/` to the reference as it is: each cited section is a `## N.` heading of
/// docs/language.md (and a cited `§N.M` a `### N.M` heading), a range runs forwards, and each cited decision is an
/// entry of its list of decisions. Whether a citation names the section that covers its subject is for a reader to
/// judge; that it names one that exists is checked here.
struct SectionReferenceTests {
  /// A section as cited: `§6` is 6, `§N.M` is N and M.
  struct Section: Hashable, Comparable, Sendable, CustomStringConvertible {
    var major: Int
    var minor: Int?

    init(_ major: Int, _ minor: Int? = nil) {
      self.major = major
      self.minor = minor
    }

    var description: String { "\u{A7}\(major)" + (minor.map { ".\($0)" } ?? "") }

    static func < (left: Section, right: Section) -> Bool {
      (left.major, left.minor ?? 0) < (right.major, right.minor ?? 0)
    }
  }

  /// One citation: a section, or a range of them (`§6–§9`, `§§ 6–9`).
  struct Reference: Equatable, Sendable, CustomStringConvertible {
    var first: Section
    var last: Section?

    init(_ first: Section, _ last: Section? = nil) {
      self.first = first
      self.last = last
    }

    var description: String { last.map { "\(first)–\($0)" } ?? "\(first)" }
  }

  /// What a citation can name: the reference's numbered headings and its numbered decisions.
  struct Outline: Sendable {
    /// The `## N.` headings, in the order they appear.
    var sections: [Int] = []
    /// The `### N.M` headings.
    var subsections: Set<Section> = []
    /// The numbers of the entries of the section titled "Decisions", in the order they appear.
    var decisions: [Int] = []

    init(_ text: String) {
      var inDecisions = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("## ") {
          let heading = line.dropFirst(3)
          guard let number = SectionReferenceTests.leadingNumber(heading, then: ". ") else { continue }
          sections.append(number)
          inDecisions = heading.hasSuffix(" Decisions")
        } else if line.hasPrefix("### "), let section = SectionReferenceTests.leadingSection(line.dropFirst(4)) {
          subsections.insert(section)
        } else if inDecisions, let number = SectionReferenceTests.leadingNumber(line, then: ". ") {
          decisions.append(number)
        }
      }
    }

    /// Why a cited section is not in the reference, or nil when it is.
    func problem(with section: Section) -> String? {
      guard sections.contains(section.major) else {
        return "\(section) names no section: docs/language.md has \(Self.span(sections))"
      }
      if let minor = section.minor, !subsections.contains(section) {
        return "\(section) names no subsection: docs/language.md has no heading `### \(section.major).\(minor)`"
      }
      return nil
    }

    /// `§1–§17`, for a message.
    static func span(_ numbers: [Int]) -> String {
      guard let first = numbers.min(), let last = numbers.max() else { return "no numbered sections" }
      return "\u{A7}\(first)–\u{A7}\(last)"
    }
  }

  // MARK: - The files and the reference

  static let outline = Outline(String(decoding: TestSupport.bytes("docs/language.md"), as: UTF8.self))

  /// Every file whose citations are checked, as paths relative to the package root: the Swift files under
  /// `Sources/` and `Tests/`, the READMEs, `CONTRIBUTING.md`, the documents in `docs/`, and `scripts/` and `Fuzz/`.
  static let files: [String] = {
    let swift = ["Sources", "Tests"].flatMap { folder in paths(under: folder) { $0.hasSuffix(".swift") } }
    let documents =
      ["README.md", "CONTRIBUTING.md", "Sources/README.md"]
      + paths(under: "docs") { $0.hasSuffix(".md") && !$0.contains("/") }
    let tools = ["scripts", "Fuzz"].flatMap { folder in paths(under: folder) { _ in true } }
    return Array(Set(swift + documents + tools)).sorted()
  }()

  /// The regular files under a folder of the package whose path (relative to the folder) passes `include`.
  static func paths(under folder: String, where include: (String) -> Bool) -> [String] {
    let base = TestSupport.root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { path in
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: base.appendingPathComponent(path).path, isDirectory: &isDirectory)
      return exists && !isDirectory.boolValue && include(path)
    }.map { folder + "/" + $0 }
  }

  /// The lines of a file under the root, numbered from 1.
  static func lines(of path: String) -> [(number: Int, text: String)] {
    String(decoding: TestSupport.bytes(path), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().map { (number: $0.offset + 1, text: String($0.element)) }
  }

  // MARK: - Reading citations

  /// The sections a line cites, in order. `§N` and `§N.M` are one section each (a `.` not followed by a digit
  /// ends a sentence); `§N–§M`, `§N–M` and `§N-§M` are ranges; `§§` cites several, as a range or a list
  /// (`§§ 6–9`, `§§ 6, 7 and 9`). A `§` not followed by a number (`§N` as a placeholder) cites nothing.
  static func references(in line: String) -> [Reference] {
    let characters = Array(line)
    var found: [Reference] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "\u{A7}" else {
        index += 1
        continue
      }
      index += 1
      let several = index < characters.count && characters[index] == "\u{A7}"
      if several {
        index += 1
        while index < characters.count, characters[index] == " " { index += 1 }
      }
      guard let cited = reference(characters, &index) else { continue }
      found.append(cited)
      while several, let next = listed(characters, &index) { found.append(next) }
    }
    return found
  }

  /// A section at `index`, with the end of a range if one follows.
  static func reference(_ characters: [Character], _ index: inout Int) -> Reference? {
    guard let first = section(characters, &index) else { return nil }
    guard index < characters.count, characters[index] == "–" || characters[index] == "-" else {
      return Reference(first)
    }
    var end = index + 1
    if end < characters.count, characters[end] == "\u{A7}" { end += 1 }
    guard let last = section(characters, &end) else { return Reference(first) }
    index = end
    return Reference(first, last)
  }

  /// The next entry of a `§§` list: a section after `, ` or ` and `.
  static func listed(_ characters: [Character], _ index: inout Int) -> Reference? {
    for separator in [", ", " and ", ", and "] {
      let end = index + separator.count
      guard end < characters.count, String(characters[index..<end]) == separator, characters[end].isASCII,
        characters[end].isNumber
      else { continue }
      index = end
      return reference(characters, &index)
    }
    return nil
  }

  /// `N` or `N.M` at `index`, which it moves past it; nil, leaving `index`, when no digit is there.
  static func section(_ characters: [Character], _ index: inout Int) -> Section? {
    guard let major = number(characters, &index) else { return nil }
    var afterPoint = index + 1
    guard index < characters.count, characters[index] == ".", let minor = number(characters, &afterPoint) else {
      return Section(major)
    }
    index = afterPoint
    return Section(major, minor)
  }

  /// The decimal number at `index`, which it moves past it.
  static func number(_ characters: [Character], _ index: inout Int) -> Int? {
    var end = index
    while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
    guard end > index, end - index < 6, let value = Int(String(characters[index..<end])) else { return nil }
    index = end
    return value
  }

  /// The number a text starts with, if `then` follows it.
  static func leadingNumber(_ text: Substring, then separator: String) -> Int? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, text.dropFirst(digits.count).hasPrefix(separator) else { return nil }
    return Int(digits)
  }

  /// The `N.M` a heading starts with (`13.2 The REPL`, `13.2. The REPL`).
  static func leadingSection(_ text: Substring) -> Section? {
    let characters = Array(text)
    var index = 0
    guard let heading = section(characters, &index), heading.minor != nil else { return nil }
    return index == characters.count || characters[index] == " " || characters[index] == "." ? heading : nil
  }

  /// The decisions a line cites by number: `Decision 53`, `decision 67`, `decisions 25 and 26`.
  static func decisions(in line: String) -> [Int] {
    let words = line.lowercased().split { !($0.isLetter || ($0.isASCII && $0.isNumber)) }
    var found: [Int] = []
    for (position, word) in words.enumerated() where word == "decision" || word == "decisions" {
      var next = position + 1
      while next < words.count, let value = Int(words[next]) {
        found.append(value)
        next += words.indices.contains(next + 1) && words[next + 1] == "and" ? 2 : 1
      }
    }
    return found
  }

  /// What is wrong with the citations of one line, one message each.
  static func problems(in line: String, outline: Outline) -> [String] {
    var messages: [String] = []
    for reference in references(in: line) {
      messages += [reference.first, reference.last].compactMap { $0.flatMap(outline.problem(with:)) }
      if let last = reference.last, last <= reference.first {
        messages.append("\(reference) is a range that does not run forwards")
      }
    }
    for decision in decisions(in: line) where !outline.decisions.contains(decision) {
      messages.append(
        "decision \(decision) names no entry of docs/language.md's decisions, which are "
          + "\(outline.decisions.min() ?? 0) to \(outline.decisions.max() ?? 0)")
    }
    return messages
  }

  // MARK: - The checks

  /// Each file's citations name sections, subsections and decisions that the reference has.
  @Test(arguments: files)
  func everyCitationNamesWhatTheReferenceHas(_ path: String) {
    for (number, text) in Self.lines(of: path) {
      for message in Self.problems(in: text, outline: Self.outline) {
        let location = SourceLocation(
          fileID: "DialTests/" + (path.split(separator: "/").last.map(String.init) ?? path),
          filePath: TestSupport.root.appendingPathComponent(path).path, line: number, column: 1)
        Issue.record(Comment(rawValue: "\(path):\(number): \(message)"), sourceLocation: location)
      }
    }
  }

  /// The scan sees the citations: the tree cites the reference often, in its sources, its tests and its documents.
  @Test func theScanFindsCitationsEverywhere() {
    for folder in ["Sources/", "Tests/", "docs/"] {
      let count = Self.files.filter { $0.hasPrefix(folder) }
        .flatMap { Self.lines(of: $0) }.reduce(0) { $0 + Self.references(in: $1.text).count }
      #expect(count >= 10, "only \(count) section citations found under \(folder)")
    }
    #expect(Self.files.contains("docs/language.md") && Self.files.contains("README.md"))
  }

  /// The reference numbers its sections 1, 2, 3… in order, and its decisions too, so the numbers a citation uses
  /// are the ones a reader finds.
  @Test func theReferenceNumbersItsSectionsAndDecisionsInOrder() {
    #expect(Self.outline.sections.count >= 10)
    #expect(Self.outline.sections == Array(1...max(Self.outline.sections.count, 1)))
    #expect(Self.outline.decisions.count >= 10)
    #expect(Self.outline.decisions == Array(1...max(Self.outline.decisions.count, 1)))
  }

  /// How citations are read, one written form per row: a line, and the citations in it. (A citation that the real
  /// reference lacks, such as a subsection, is written with `\u{A7}` so that this file's own scan does not report it.)
  static let readings: [(String, [Reference])] = [
    ("see docs/language.md §9.", [Reference(Section(9))]),
    ("(§6, §7)", [Reference(Section(6)), Reference(Section(7))]),
    ("§4–§8 and §11", [Reference(Section(4), Section(8)), Reference(Section(11))]),
    ("§6–9, §6-§10", [Reference(Section(6), Section(9)), Reference(Section(6), Section(10))]),
    ("\u{A7}13.2 and \u{A7}13.2.", [Reference(Section(13, 2)), Reference(Section(13, 2))]),
    ("§§ 6–9", [Reference(Section(6), Section(9))]),
    ("§§ 6, 7 and 9", [Reference(Section(6)), Reference(Section(7)), Reference(Section(9))]),
    ("§7 Presentation; §6's table", [Reference(Section(7)), Reference(Section(6))]),
    ("section numbers (§N); a § alone; §-", []),
  ]

  @Test(arguments: readings)
  func citationsAreReadAsWritten(_ line: String, _ expected: [Reference]) {
    #expect(Self.references(in: line) == expected, "in \(line)")
  }

  /// What each kind of wrong citation reports, against a small reference with sections 1 and 2, a subsection 1.1
  /// and decisions 1 and 2: a line, and the messages.
  static let wrongCitations: [(String, [String])] = [
    ("§1 and §2, decision 2", []),
    ("\u{A7}3", ["\u{A7}3 names no section: docs/language.md has \u{A7}1–\u{A7}2"]),
    ("\u{A7}1.1", []),
    ("\u{A7}1.2", ["\u{A7}1.2 names no subsection: docs/language.md has no heading `### 1.2`"]),
    ("\u{A7}2–\u{A7}1", ["\u{A7}2–\u{A7}1 is a range that does not run forwards"]),
    ("\u{A7}1–\u{A7}3", ["\u{A7}3 names no section: docs/language.md has \u{A7}1–\u{A7}2"]),
    ("Decisions 1 and 3", ["decision 3 names no entry of docs/language.md's decisions, which are 1 to 2"]),
  ]

  @Test(arguments: wrongCitations)
  func wrongCitationsAreReported(_ line: String, _ expected: [String]) {
    let outline = Outline("# R\n## 1. A\n### 1.1 Part\n## 2. Decisions\n1. One.\n2. Two.\n")
    #expect(Self.problems(in: line, outline: outline) == expected)
  }
}
