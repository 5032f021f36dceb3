import Dial
import Foundation
import Testing

/// The invalid-program corpus: one file per diagnostic kind under
/// `Programs/invalid/`, each stating what it must produce in comments such as
/// `// error: 3:14 unknown property 'titel'; did you mean 'title'?`.
struct CorpusTests {
  static let files = TestSupport.dialFiles(under: "Tests/DialTests/Programs/invalid")

  @Test func theCorpusCoversAtLeastFortyKinds() {
    #expect(Self.files.count >= 40)
  }

  @Test(arguments: files)
  func reportsExactlyTheExpectedDiagnostics(_ path: String) {
    let bytes = TestSupport.bytes(path)
    let expected = Self.expectations(in: bytes)
    #expect(!expected.isEmpty, "\(path) states no expected diagnostic")
    let actual = TestSupport.diagnosticLines(bytes, name: path)
    #expect(actual.sorted() == expected.sorted(), "\(path)")
  }

  /// The `// error: …` and `// warning: …` lines of a file, without the `// `.
  static func expectations(in bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
      guard line.hasPrefix("// error: ") || line.hasPrefix("// warning: ") else { return nil }
      return String(line.dropFirst(3))
    }
  }
}
