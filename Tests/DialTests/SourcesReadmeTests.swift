import Foundation
import Testing

/// `Sources/README.md` maps the code: its recipes list the files a change of each kind touches, and every file they
/// list exists (a recipe that names a moved file fails here).
struct SourcesReadmeTests {
  /// Each recipe's title and the files under its `Files:` list.
  static let recipes: [(title: String, files: [String])] = {
    let text = String(decoding: TestSupport.bytes("Sources/README.md"), as: UTF8.self)
    guard let start = text.range(of: "## Recipes") else { return [] }
    let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
    var recipes: [(String, [String])] = []
    for section in text[start.upperBound..<end].components(separatedBy: "\n### ").dropFirst() {
      let title = String(section.prefix { $0 != "\n" })
      guard let list = section.range(of: "Files:\n") else { continue }
      let files = section[list.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("- `") }.map {
        String($0.dropFirst(3).prefix { $0 != "`" })
      }
      recipes.append((title, files))
    }
    return recipes
  }()

  @Test func thereAreFourRecipes() {
    #expect(
      Self.recipes.map(\.title).sorted() == [
        "Adding a button property", "Adding an audit kind", "Adding an event verb", "Adding an export mapping",
      ])
  }

  @Test(arguments: recipes.map(\.title))
  func everyFileARecipeListsExists(_ title: String) throws {
    let files = try #require(Self.recipes.first { $0.title == title }?.files)
    #expect(!files.isEmpty)
    for file in files {
      #expect(
        FileManager.default.fileExists(atPath: TestSupport.root.appendingPathComponent(file).path),
        "\(title): \(file) does not exist")
    }
  }
}
