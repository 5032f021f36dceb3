import Dial
import Testing

/// `.speech`, the AccessibilitySnapshot description of §9: one case per rule, first on `Speech.describe` itself and
/// then through buttons, which derive label, value and traits from their properties.
struct RuntimeSpeechTests {
  struct Rule: Sendable, CustomTestStringConvertible {
    var rule: String
    var label = ""
    var value = ""
    var traits: TraitSet = []
    var hint = ""
    var speech: String
    var testDescription: String { rule }
  }

  static let rules: [Rule] = [
    .init(rule: "1: the label alone", label: "Checkout", traits: .button, speech: "Checkout. Button."),
    .init(
      rule: "2: a value is appended with \": \"", label: "Color", value: "Flower Power", traits: .button,
      speech: "Color: Flower Power. Button."),
    .init(
      rule: "2: a value alone stands for the label", value: "In progress", traits: .button,
      speech: "In progress. Button."),
    .init(
      rule: "3: selected prefixes \"Selected: \"", label: "In Stock Only", traits: [.button, .selected],
      speech: "Selected: In Stock Only. Button."),
    .init(rule: "3: selected with nothing else", traits: [.button, .selected], speech: "Selected. Button."),
    .init(
      rule: "4: trait words in order Dimmed, Button, Heading", label: "Odd", traits: [.header, .notEnabled, .button],
      speech: "Odd. Dimmed. Button. Heading."),
    .init(rule: "4: a heading", label: "Edit Profile", traits: .header, speech: "Edit Profile. Heading."),
    .init(
      rule: "5: the hint replaces an empty description", traits: .button, hint: "Opens settings",
      speech: "Opens settings. Button."),
    .init(
      rule: "5: the hint is not read when there is a description", label: "Settings", traits: .button,
      hint: "Opens settings", speech: "Settings. Button."),
    .init(
      rule: "6: no second period after a label ending in \".\"", label: "Wait.", traits: .button,
      speech: "Wait. Button."),
    .init(
      rule: "6: other punctuation keeps its period", label: "Forgot Password?", traits: .button,
      speech: "Forgot Password?. Button."),
    .init(rule: "6: no traits: just the description", label: "Plain", speech: "Plain"),
    .init(rule: "6: nothing at all but traits", traits: .button, speech: "Button."),
    .init(
      rule: "all rules together", label: "Checkout", value: "In progress", traits: [.button, .selected, .notEnabled],
      hint: "Pays now", speech: "Selected: Checkout: In progress. Dimmed. Button."),
  ]

  @Test(arguments: rules)
  func describeFollowsTheRule(_ example: Rule) {
    let speech = Speech.describe(label: example.label, value: example.value, traits: example.traits, hint: example.hint)
    #expect(speech == example.speech)
  }

  // MARK: - Through buttons

  struct ButtonRule: Sendable, CustomTestStringConvertible {
    var rule: String
    var declaration: String
    var speech: String
    var testDescription: String { rule }
  }

  static let buttonRules: [ButtonRule] = [
    .init(rule: "1: title as label", declaration: #"button b { title: "Checkout" }"#, speech: "Checkout. Button."),
    .init(
      rule: "2: accessibilityValue appended", declaration: #"button b { title: "Volume"; accessibilityValue: "50%" }"#,
      speech: "Volume: 50%. Button."),
    .init(
      rule: "2: a loading button's value alone", declaration: #"button b { image: "arrow.clockwise"; loading: true }"#,
      speech: "In progress. Button."),
    .init(
      rule: "2: loading with a label", declaration: #"button b { title: "Checkout"; loading: true }"#,
      speech: "Checkout: In progress. Button."),
    .init(
      rule: "3: a selected toggle", declaration: #"button b { title: "Bold"; behavior: .toggle; selected: true }"#,
      speech: "Selected: Bold. Button."),
    .init(
      rule: "3: a selected toggle with no label",
      declaration: #"button b { image: "bold"; behavior: .toggle; selected: true }"#, speech: "Selected. Button."),
    .init(
      rule: "4: Dimmed before Button", declaration: #"button b { title: "Checkout"; enabled: false }"#,
      speech: "Checkout. Dimmed. Button."),
    .init(
      rule: "4: loading and disabled", declaration: #"button b { title: "Checkout"; loading: true; enabled: false }"#,
      speech: "Checkout: In progress. Dimmed. Button."),
    .init(
      rule: "5: the hint of an image-only button",
      declaration: #"button b { image: "gear"; accessibilityHint: "Opens settings" }"#,
      speech: "Opens settings. Button."),
    .init(
      rule: "6: a title ending in a period", declaration: #"button b { title: "Read more." }"#,
      speech: "Read more. Button."),
    .init(
      rule: "6: a title ending in \"?\"", declaration: #"button b { title: "Forgot Password?" }"#,
      speech: "Forgot Password?. Button."),
  ]

  @Test(arguments: buttonRules)
  func aButtonSpeaksByTheRule(_ example: ButtonRule) throws {
    let session = try Session(dial: example.declaration)
    #expect(try session.text("b.speech") == example.speech)
    #expect(session.accessibilityElements.first?.speech == example.speech)
  }

  /// The hint is read through `.hint`, and is not part of the speech when there is a label.
  @Test func theHintIsNotPartOfTheSpeech() throws {
    let session = try Session(dial: #"button b { title: "Settings"; accessibilityHint: "Opens settings" }"#)
    #expect(try session.text("b.speech") == "Settings. Button.")
    #expect(try session.text("b.hint") == "Opens settings")
  }

  /// A menu item, while its menu is open: its title, and "Selected" when its state is on.
  @Test func aMenuItemSpeaksItsTitleAndState() throws {
    var session = try Session(dial: #"menu m { action "On" selected; action "Off" disabled }"#)
    _ = try session.transitions("open m")
    #expect(session.accessibilityElements.map(\.speech) == ["Selected: On. Button.", "Off. Dimmed. Button."])
  }
}
