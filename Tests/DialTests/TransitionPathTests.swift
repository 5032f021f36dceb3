import Dial
import Testing

/// A transition keeps what changed as a subject and a member, and joins them into a path only when asked
/// (`path`, `description`). However the path is split, transitions with equal paths and values are equal.
struct TransitionPathTests {
  struct Split: Sendable, CustomTestStringConvertible {
    var subject: String
    var member: String
    var path: String
    var testDescription: String { path }
  }

  static let splits: [Split] = [
    .init(subject: "itemCount", member: "", path: "itemCount"),
    .init(subject: "addToCart", member: "subtitle", path: "addToCart.subtitle"),
    .init(subject: "nav", member: "title.focused", path: "nav.title.focused"),
    .init(subject: #"more["Sort By"]"#, member: "selection", path: #"more["Sort By"].selection"#),
    .init(subject: #"m["Sort"]["B"]"#, member: "selected", path: #"m["Sort"]["B"].selected"#),
  ]

  @Test(arguments: splits)
  func thePathJoinsSubjectAndMember(_ split: Split) {
    let transition = Transition(subject: split.subject, member: split.member, old: .int(0), new: .int(1))
    #expect(transition.path == split.path)
    #expect(transition.description == "\(split.path): 0 -> 1")
    // The same change made from the whole path is equal.
    #expect(transition == Transition(path: split.path, old: .int(0), new: .int(1)))
    #expect(transition != Transition(path: split.path, old: .int(0), new: .int(2)))
    #expect(transition != Transition(path: split.path + "x", old: .int(0), new: .int(1)))
  }

  @Test func aPathSplitElsewhereIsStillEqual() {
    let a = Transition(subject: "nav", member: "title.focused", old: .bool(false), new: .bool(true))
    let b = Transition(subject: "nav.title", member: "focused", old: .bool(false), new: .bool(true))
    #expect(a == b)
    #expect(Transition(path: "a.b", old: .none, new: .int(1)).member.isEmpty)
  }

  /// What a session lists: a component and its member, an item path and its member, a variable alone.
  @Test func aSessionSplitsWhatItLists() throws {
    var session = try Session(
      dial: """
        var n = 0
        button b { title: "B \\(n)" }
        menu m { menu "Sort" single { action "A" selected; action "B" { on select { n += 1 } } } }
        header nav { title: "Nav" }
        """)
    let transitions = try session.run(source: #"select m["Sort"]["B"]"#).flatMap(\.transitions)
    let split = transitions.map { "\($0.subject) | \($0.member)" }
    #expect(split.contains("n | "))
    #expect(split.contains("b | title"))
    #expect(split.contains(#"m["Sort"]["B"] | selected"#))
    #expect(split.contains(#"m["Sort"] | selection"#))
    let focus = try session.run(source: "focus nav.title").flatMap(\.transitions)
    let focused = try #require(focus.first { $0.path == "nav.title.focused" })
    #expect(focused.subject == "nav" && focused.member == "title.focused")
  }
}
