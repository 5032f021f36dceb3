import Dial
import Foundation
import Testing

/// The example programs are tests: each compiles, runs without a runtime
/// error, and every `expect` in it holds.
struct ExamplesTests {
  static let examples = TestSupport.dialFiles(under: "examples")

  @Test(arguments: examples)
  func everyExpectationHolds(_ path: String) throws {
    let url = TestSupport.root.appendingPathComponent(path)
    let loader = DictionaryLoader(root: url.deletingLastPathComponent())
    let source = String(decoding: TestSupport.bytes(path), as: UTF8.self)
    let program = try Program(source: source, name: url.lastPathComponent, loader: loader)
    var session = try Session(program)
    for outcome in session.runScript() {
      #expect(outcome.error == nil, "\(path): \(outcome.error?.message ?? "")")
      for expectation in outcome.expectations {
        #expect(
          expectation.passed, "\(path): expectation failed at byte \(expectation.range.start): \(expectation.detail)")
      }
    }
  }
}

/// Loads `use`d files relative to the entry script's folder, for tests.
struct DictionaryLoader: SourceLoader {
  let root: URL

  func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
    let base = includer.contains("/") ? root.appendingPathComponent(includer).deletingLastPathComponent() : root
    guard let data = try? Data(contentsOf: base.appendingPathComponent(path)) else { return .failure(.notFound) }
    return .success(SourceFile(name: path, bytes: [UInt8](data)))
  }
}
