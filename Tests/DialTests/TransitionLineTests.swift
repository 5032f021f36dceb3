import Dial
import Testing

@_spi(Tools) @testable import DialRuntime

/// A transition's line (`dial run`'s `path: old -> new`) is written in one allocation, a string value copied
/// between its quotes as it is and a speech written from its pieces. These tests hold it to the plain join of
/// the path and `Value.literal`, for values that need escapes and values that do not.
struct TransitionLineTests {
  /// The line built the obvious way.
  static func reference(_ transition: Transition) -> String {
    "\(transition.path): \(transition.old.literal) -> \(transition.new.literal)"
  }

  static let strings = [
    "", "Bold", "Café ☕️", #"say "hi""#, #"back\slash"#, "tab\there", "new\nline", "\u{7F}", "\u{0}",
    String(repeating: "long ", count: 10),
  ]

  static let values: [Value] =
    strings.map(Value.string) + [
      .bool(true), .bool(false), .int(-3), .double(4.5), .color(0xFF95_00FF), .none, .traits([.button, .selected]),
      .enumCase(EnumCase(type: .textSize, index: 3)),
    ]

  @Test func namedTransitionsWriteWhatTheJoinWrites() {
    for old in Self.values {
      for new in Self.values.prefix(12) {
        for (subject, member) in [("count", ""), ("addToCart", "subtitle"), (#"more["Sort \"By\""]"#, "selection")] {
          let transition = Transition(subject: subject, member: member, old: old, new: new)
          #expect(transition.description == Self.reference(transition), "\(old) -> \(new)")
        }
      }
    }
  }

  /// Speech recorded by its parts and traits reads, and prints, as the speech built whole.
  @Test func speechTransitionsWriteWhatTheJoinWrites() throws {
    let program = try Program(source: #"button b { title: "B" }"#)
    let traits: [TraitSet] = [.button, [.button, .selected], [.button, .notEnabled], []]
    for label in Self.strings {
      for hint in ["", "Hint", #"a "hint""#] {
        for (old, new) in zip(traits, traits.reversed()) {
          let parts = SpeechParts(label: label, value: "", hint: hint)
          let transition = Transition(.speech(.button(0), parts, old: old, new: new), in: program.shared)
          let speech = { (traits: TraitSet) in
            Speech.describe(label: label, value: "", traits: traits, hint: label.isEmpty ? hint : "")
          }
          #expect(transition.old == .string(speech(old)))
          #expect(transition.new == .string(speech(new)))
          #expect(transition.path == "b.speech")
          #expect(transition.description == Self.reference(transition), "\(label) \(hint)")
        }
      }
    }
  }

  /// Changes named by index take their names from the program when read.
  @Test func indexedTransitionsAreNamedFromTheProgram() throws {
    let program = try Program(
      source: #"menu more { menu "Sort \"By\"" single { action "Title" selected; action "Date" } }"#
        + "\n" + #"button b { title: "B"; menu { action "X" } }"#)
    let item = Transition(
      .member(.item(MenuItemReference(menu: 0, item: 2)), member: "selected", old: .bool(false), new: .bool(true)),
      in: program.shared)
    #expect(item.path == #"more["Sort \"By\""]["Date"].selected"#)
    #expect(item.description == #"more["Sort \"By\""]["Date"].selected: false -> true"#)
    let inline = Transition(.member(.menu(1), member: "title", old: .string(""), new: .string("T")), in: program.shared)
    #expect(inline.path == "b.title")
    #expect(inline.subject == "b" && inline.member == "title")
  }

  /// Setting a part of a recorded transition keeps the others as they read.
  @Test func settingAPartKeepsTheRest() throws {
    let program = try Program(source: #"button b { title: "B" }"#)
    var transition = Transition(
      .member(.button(0), member: "selected", old: .bool(false), new: .bool(true)), in: program.shared)
    transition.new = .bool(false)
    #expect(transition.description == "b.selected: false -> false")
    transition.subject = "c"
    #expect(transition.path == "c.selected")
  }
}

/// A transition written into a byte buffer is its `description`, and a list written whole is what `dial run`
/// prints under a statement: each line indented and ended by a newline.
struct TransitionBytesTests {
  @Test func aTransitionWritesItsDescription() {
    for old in TransitionLineTests.values {
      for new in TransitionLineTests.values.prefix(12) {
        let transition = Transition(subject: "b", member: "title", old: old, new: new)
        var bytes: [UInt8] = [0x3E]
        transition.write(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == ">" + transition.description)
      }
    }
  }

  /// Pieces of every length up to past 32 bytes, and multi-byte text, are copied byte for byte: pieces of up to
  /// 16 bytes go by overlapping word moves, up to 32 by two such copies of 16, longer ones by `memmove`.
  @Test(arguments: [0, 1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 20, 31, 32, 33, 40])
  func aPieceOfAnyLengthIsWrittenAsIs(_ length: Int) {
    for piece in [String(repeating: "ab", count: 30).prefix(length), "é日\u{1F44D}x".prefix(length)].map(String.init) {
      let transition = Transition(subject: piece, member: "title", old: .string(piece), new: .string("-" + piece))
      var bytes: [UInt8] = []
      transition.write(to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "\(piece).title: \"\(piece)\" -> \"-\(piece)\"")
    }
  }

  static let events: [(source: String, event: String)] = [
    (#"button t { title: "T"; behavior: .toggle }"#, "tap t"),
    (#"button t { title: "say \"hi\""; behavior: .toggle }"#, "tap t"),
    // A toggle's two lines are written together, its speech once and copied (see `LocalTap`): every shape of it.
    (#"button t { title: "T"; subtitle: "Sub"; behavior: .toggle }"#, "tap t"),
    (#"button t { title: "T"; selected: true; behavior: .toggle }"#, "tap t"),
    (#"button t { title: "Done."; behavior: .toggle }"#, "tap t"),
    (#"button t { title: "Café ☕️, a title longer than a word"; behavior: .toggle }"#, "tap t"),
    (#"button t { title: "T"; accessibilityValue: "On"; behavior: .toggle }"#, "tap t"),
    (#"button t { accessibilityValue: "3"; behavior: .toggle }"#, "tap t"),
    (#"button t { accessibilityLabel: "Label"; accessibilityHint: "Hint"; behavior: .toggle }"#, "tap t"),
    (#"button t { accessibilityHint: "Hint"; behavior: .toggle }"#, "tap t"),
    (#"button t { title: "T"; subtitle: "tab\there"; behavior: .toggle }"#, "tap t"),
    (#"button t { title: "T"; accessibilityValue: "back\\slash"; behavior: .toggle }"#, "tap t"),
    (#"button t { title: "a title of eight bytes and then a quote \""; behavior: .toggle }"#, "tap t"),
    ("var n = 0\n" + #"button b { title: "B"; subtitle: "\(n) items" }"#, "n = 3"),
    (#"menu m { menu "Sort" single { action "A" selected; action "B" } }"#, #"select m["Sort"]["B"]"#),
    ("var c = 0\n" + #"button p { title: "\(c)"; on tap { c += 1 } }"#, "tap p"),
  ]

  @Test(arguments: events)
  func aListWritesTheLinesDialRunPrints(source: String, event: String) throws {
    var session = try Session(try Program(source: source))
    _ = try session.run(statement: event)
    let transitions = session.lastTransitions
    var bytes: [UInt8] = []
    transitions.write(to: &bytes, indent: "  ")
    #expect(!transitions.isEmpty)
    #expect(String(decoding: bytes, as: UTF8.self) == transitions.map { "  \($0)\n" }.joined())
    // Straight from the session, the same lines.
    var direct: [UInt8] = []
    session.writeLastTransitions(to: &direct, indent: "  ")
    #expect(direct == bytes)
  }

  /// Whether a text needs escapes is read eight bytes at a time: every byte value, at every position of texts
  /// of every length up to three words, is found exactly when `isEscaped` finds it.
  @Test func escapesAreFoundAtEveryPosition() {
    for length in 1...24 {
      for position in 0..<length {
        for byte in UInt8.min...UInt8.max {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[position] = byte
          let found = bytes.withUnsafeBytes { StringLiteral.anyEscaped($0) }
          #expect(found == StringLiteral.isEscaped(byte), "byte \(byte) at \(position) of \(length)")
        }
      }
    }
    #expect(!StringLiteral.anyEscaped(UnsafeRawBufferPointer(start: nil, count: 0)))
  }
}
