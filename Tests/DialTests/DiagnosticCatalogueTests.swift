import Dial
import DialAudit
import Foundation
import Testing

/// The catalogue of diagnostic identifiers (§14): one closed list, each spelled
/// once in kebab-case, and the only source of the identifiers a program can get.
struct DiagnosticCatalogueTests {
  static let corpus = TestSupport.dialFiles(under: "Tests/DialTests/Programs/invalid")

  @Test func everySpellingIsUnique() {
    let spellings = DiagnosticID.allCases.map(\.rawValue)
    #expect(Set(spellings).count == spellings.count)
  }

  @Test(arguments: DiagnosticID.allCases)
  func everySpellingIsKebabCase(_ id: DiagnosticID) {
    let words = id.rawValue.split(separator: "-", omittingEmptySubsequences: false)
    let isKebab = words.allSatisfy { word in
      !word.isEmpty && word.utf8.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 &- 48 < 10 }
    }
    #expect(isKebab, "\(id.rawValue)")
  }

  @Test(arguments: DiagnosticID.allCases)
  func anIdentifierPrintsAsItsSpelling(_ id: DiagnosticID) {
    #expect("\(id)" == id.rawValue)
    #expect(DiagnosticID(rawValue: id.rawValue) == id)
  }

  /// Every diagnostic of the invalid-program corpus carries a catalogued identifier, and none of the runtime's.
  @Test(arguments: corpus)
  func theCorpusReportsOnlyCataloguedIdentifiers(_ path: String) {
    let source = SourceFile(name: path, bytes: TestSupport.bytes(path))
    let compilation = Frontend.compile(entry: source, loader: nil)
    #expect(!compilation.diagnostics.isEmpty, "\(path)")
    for diagnostic in compilation.diagnostics {
      #expect(DiagnosticID.allCases.contains(diagnostic.id), "\(path): \(diagnostic.id)")
      #expect(DiagnosticID(rawValue: diagnostic.id.rawValue) == diagnostic.id, "\(path)")
      #expect(!RuntimeIssueTests.identifiers.contains(diagnostic.id), "\(path): \(diagnostic.id) is the runtime's")
    }
  }

  /// A corpus file named after an identifier is the example of that identifier, so it reports it.
  @Test(arguments: corpus)
  func aCorpusFileNamedAfterAnIdentifierReportsIt(_ path: String) {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    guard let id = DiagnosticID(rawValue: name) else { return }
    let source = SourceFile(name: path, bytes: TestSupport.bytes(path))
    let compilation = Frontend.compile(entry: source, loader: nil)
    #expect(compilation.diagnostics.map(\.id).contains(id), "\(path)")
  }

  /// A bug in Dial reads differently from a mistake in the program, and says so.
  @Test func anInternalErrorAsksToBeReported() {
    let range = SourceRange(file: FileID(0), start: 0, end: 1)
    let error = RuntimeError(InternalError("'+' is not arithmetic", at: range))
    #expect(error.message == "internal error: '+' is not arithmetic, please report")
    #expect(error.internalError != nil)
    #expect(error.diagnostic?.id == .internalError)
    #expect(RuntimeError("division by zero", at: range).internalError == nil)
    #expect(RuntimeError("division by zero", at: range).diagnostic?.id == .runtimeError)
  }
}

extension DiagnosticCatalogueTests {
  /// An audit finding's identifier is `audit-` and its kind, as `dial audit --format json` names the kind.
  @Test(arguments: AuditFinding.Kind.allCases)
  func anAuditKindMapsToItsIdentifier(_ kind: AuditFinding.Kind) {
    #expect(kind.diagnosticID.rawValue == "audit-" + kind.rawValue)
  }
}
