import Dial
import Testing

struct CheckerCorpusProbe {
  @Test(arguments: TestSupport.dialFiles(under: "Tests/DialTests/Programs/invalid"))
  func probe(_ path: String) {
    let bytes = TestSupport.bytes(path)
    let expected = CorpusTests.expectations(in: bytes)
    let compilation = Frontend.compile(entry: SourceFile(name: path, bytes: bytes), loader: nil)
    let actual = CheckerSupport.lines(of: compilation)
    #expect(actual.sorted() == expected.sorted(), "\(path)")
  }
}
