/// Reads the XML page source of Appium's XCUITest driver (WebDriverAgent): `<XCUIElementTypeButton type=…
/// name=… label=… value=… enabled=… visible=… x=… y=… width=… height=…>`, inside an optional `<AppiumAUT>`.
/// Attribute order varies between versions, unknown attributes and element types are accepted, and indentation
/// means nothing: the tree is the XML's.
enum PageSourceReader {
  /// The dump in `text`; an error, at its line, for XML that is cut short or malformed.
  static func read(_ text: String) throws(DumpError) -> AccessibilityDump {
    var scanner = XMLScanner(text)
    var elements: [DumpElement] = []
    var open: [(name: String, index: Int?, line: Int)] = []
    while let token = try scanner.next() {
      switch token {
      case .start(let name, let attributes, let empty, let line):
        var index: Int?
        if name.hasPrefix("XCUIElementType") {
          var element = element(name, attributes, line: line)
          element.parent = open.last { $0.index != nil }?.index
          index = elements.count
          elements.append(element)
        }
        if !empty { open.append((name, index, line)) }
      case .end(let name, let line):
        guard let last = open.popLast() else {
          throw DumpError("</\(name)> closes no element", line: line)
        }
        guard last.name == name else {
          throw DumpError(
            "</\(name)> closes <\(last.name)>: the XML is malformed, or starts inside a tree", line: line)
        }
      }
    }
    if let unclosed = open.last {
      throw DumpError("<\(unclosed.name)> is not closed: the page source was cut short", line: unclosed.line)
    }
    guard !elements.isEmpty else {
      throw DumpError("the page source has no XCUIElementType element", line: scanner.line)
    }
    return AccessibilityDump(format: .pageSource, elements: elements)
  }

  /// An element from its tag's attributes: `name` is WebDriverAgent's identifier (or the label when there is
  /// none); booleans are `"true"`/`"false"`; the frame is whole points.
  static func element(_ name: String, _ attributes: [String: String], line: Int) -> DumpElement {
    let type = attributes["type"] ?? name
    var element = DumpElement(type: String(type.dropFirst(type.hasPrefix("XCUIElementType") ? 15 : 0)), line: line)
    element.identifier = attributes["name"]
    element.label = attributes["label"]
    element.value = attributes["value"]
    element.placeholder = attributes["placeholderValue"].flatMap { $0.isEmpty ? nil : $0 }
    element.enabled = attributes["enabled"] != "false"
    element.visible = attributes["visible"] != "false"
    element.selected = attributes["selected"].map { $0 == "true" }
    let numbers = ["x", "y", "width", "height"].compactMap { attributes[$0].flatMap(Double.init) }
    if numbers.count == 4 {
      element.frame = DumpFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    return element
  }
}
