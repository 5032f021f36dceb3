import Dial
import Testing

/// The example programs and the valid corpus check without a diagnostic.
struct CheckerExamplesTests {
  static let programs =
    TestSupport.dialFiles(under: "examples") + TestSupport.dialFiles(under: "Tests/DialTests/Programs/valid")

  @Test(arguments: programs)
  func checksWithoutDiagnostics(_ path: String) {
    let entry = SourceFile(name: path, bytes: TestSupport.bytes(path))
    let compilation = Frontend.compile(entry: entry, loader: CheckerSupport.DiskLoader())
    #expect(CheckerSupport.lines(of: compilation) == [], "\(path)")
  }
}
