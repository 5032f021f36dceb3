import Dial
import Testing

/// The UIKit button-system sample's toggle button (`behavior: .toggle`, UIKit's `changesSelectionAsPrimaryAction`): a tap flips
/// `selected`, then runs `on tap`, and VoiceOver says "Selected".
struct RuntimeToggleTests {
  static let source = """
    var seenInHandler = false
    var taps = 0

    button inStock {
      title: "In Stock Only"
      behavior: .toggle
      selected: true
      on tap {
        seenInHandler = inStock.selected
        taps += 1
      }
    }
    """

  @Test func startsWithTheStateItsSelectedPropertyGives() throws {
    let session = try Session(dial: Self.source)
    #expect(try session.holds("inStock.selected"))
    #expect(try session.literal("inStock.traits") == "[.button, .selected]")
  }

  @Test func eachTapFlipsSelected() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap inStock")
    #expect(try !session.holds("inStock.selected"))
    _ = try session.transitions("tap inStock")
    #expect(try session.holds("inStock.selected"))
  }

  /// The flip comes first, so the handler reads the new state, as an action of a UIKit toggle does.
  @Test func theHandlerSeesTheNewState() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap inStock")
    #expect(try session.literal("seenInHandler") == "false")
    _ = try session.transitions("tap inStock")
    #expect(try session.literal("seenInHandler") == "true")
    #expect(try session.literal("taps") == "2")
  }

  @Test func speechSaysSelectedWhileSelected() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.text("inStock.speech") == "Selected: In Stock Only. Button.")
    _ = try session.transitions("tap inStock")
    #expect(try session.text("inStock.speech") == "In Stock Only. Button.")
    #expect(try session.literal("inStock.traits") == "[.button]")
  }

  /// The net changes of one tap: the handler's variables, then the button's state and speech. The highlight of the
  /// tap itself comes and goes within the statement, so it is not listed.
  @Test func aTapListsTheFlipAndTheSpeech() throws {
    var session = try Session(dial: Self.source)
    #expect(
      try session.transitions("tap inStock") == [
        "taps: 0 -> 1",
        "inStock.selected: true -> false",
        #"inStock.speech: "Selected: In Stock Only. Button." -> "In Stock Only. Button.""#,
      ])
  }

  /// A touch dragged out (`cancel`) is no tap: nothing flips and no handler runs.
  @Test func aCancelledTouchFlipsNothing() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("press inStock; cancel inStock")
    #expect(try session.holds("inStock.selected"))
    #expect(try session.literal("taps") == "0")
  }

  /// `press` then `release` is a tap, split in two statements.
  @Test func pressThenReleaseFlipsLikeATap() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("press inStock")
    #expect(try session.holds("inStock.selected"))
    _ = try session.transitions("release inStock")
    #expect(try !session.holds("inStock.selected"))
    #expect(try session.literal("taps") == "1")
  }
}
