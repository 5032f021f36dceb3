import Dial
import Foundation
import Testing

/// The README's "Embedding Dial in Swift" sample, compiled and run as a test. The code between the markers is the
/// README's code block verbatim (indented), and `readmeShowsThisCode` keeps the two in step.
struct ReadmeExampleTests {
  @Test func theEmbeddingExampleWorks() throws {
    // README: begin
    let source = """
      var itemCount = 0
      button addToCart {
        title: "Add to Cart"
        subtitle: itemCount == 0 ? "" : "\\(itemCount) in cart"
        on tap { itemCount += 1 }
      }
      button checkout { title: "Checkout"; enabled: itemCount > 0 }
      """
    let program = try Program(source: source, name: "cart.dial")
    var session = try Session(program)
    let snapshot = session  // a copy is a snapshot: keep it to undo

    let lines = try session.send(.tap("addToCart")).map(\.description)
    // ["itemCount: 0 -> 1", "addToCart.subtitle: \"\" -> \"1 in cart\"", …]

    let speech = try session.evaluate("checkout.speech")
    // .string("Checkout. Button.")
    let outcomes = try session.run(source: "tap checkout; expect checkout.enabled")
    let allPassed = outcomes.flatMap(\.expectations).allSatisfy(\.passed)
    let voiceOver = session.accessibilityElements.map(\.speech)
    // ["Add to Cart, 1 in cart. Button.", "Checkout. Button."]

    session = snapshot  // undo everything since the snapshot
    // README: end

    #expect(
      lines == [
        "itemCount: 0 -> 1",
        #"addToCart.subtitle: "" -> "1 in cart""#,
        #"addToCart.speech: "Add to Cart. Button." -> "Add to Cart, 1 in cart. Button.""#,
        "checkout.enabled: false -> true",
        #"checkout.speech: "Checkout. Dimmed. Button." -> "Checkout. Button.""#,
      ])
    #expect(speech == .string("Checkout. Button."))
    #expect(outcomes.allSatisfy { $0.error == nil })
    #expect(allPassed)
    #expect(voiceOver == ["Add to Cart, 1 in cart. Button.", "Checkout. Button."])
    #expect(try session.evaluate("itemCount") == .int(0))
  }

  /// The README's code block equals the code between the markers above, minus the test's indentation, so the
  /// sample a reader copies is the one that compiles here.
  @Test func readmeShowsThisCode() throws {
    let readme = try String(contentsOf: TestSupport.root.appendingPathComponent("README.md"), encoding: .utf8)
    let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let block = try #require(Self.between("```swift\nimport Dial\n\n", "```\n", in: readme))
    let marked = try #require(Self.between("// README: begin\n", "    // README: end\n", in: test))
    let dedented = marked.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    #expect(dedented == block)
  }

  static func between(_ start: String, _ end: String, in text: String) -> String? {
    guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex)
    else { return nil }
    return String(text[from.upperBound..<to.lowerBound])
  }
}
