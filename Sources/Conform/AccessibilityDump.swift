/// A dump of a running app's accessibility tree, in either of the formats teams produce: XCUITest's
/// `XCUIApplication().debugDescription` text, or the XML page source of Appium's XCUITest driver
/// (WebDriverAgent).
public struct AccessibilityDump: Equatable, Sendable {
  /// The two formats.
  public enum Format: String, Sendable {
    /// `XCUIApplication().debugDescription`: an element a line, indented by depth.
    case debugDescription
    /// Appium's page source: `<XCUIElementTypeButton name=… label=… …>`.
    case pageSource
  }

  /// The format it was read from.
  public var format: Format
  /// The elements in the dump's order, each after the element that contains it.
  public var elements: [DumpElement]

  /// A dump of `elements` in `format`.
  public init(format: Format, elements: [DumpElement]) {
    self.format = format
    self.elements = elements
  }

  /// Reads a dump in either format, told apart by its first character (`<` for a page source). A dump that is
  /// cut short or cannot be read throws, at its line.
  public init(reading text: String) throws(DumpError) {
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if start.first == "<" {
      self = try PageSourceReader.read(text)
    } else {
      self = try DebugDescriptionReader.read(text)
    }
  }

  /// The elements `index` contains, at any depth, and the element itself.
  func isInside(_ index: Int, _ ancestor: Int) -> Bool {
    var current: Int? = index
    while let at = current {
      if at == ancestor { return true }
      current = elements[at].parent
    }
    return false
  }

  /// The types of the elements that contain element `index`, nearest first.
  func ancestorTypes(of index: Int) -> [String] {
    var types: [String] = []
    var current = elements[index].parent
    while let at = current {
      types.append(elements[at].type)
      current = elements[at].parent
    }
    return types
  }
}
