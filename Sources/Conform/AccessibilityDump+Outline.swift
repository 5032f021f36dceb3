/// The dump as Dial read it, an element a line: for checking a reader against a dump by eye, and for goldens.
extension AccessibilityDump {
  /// `  Button id='add' label='Add' value='3' {16 120 343 50} disabled selected hidden (line 7)`, two spaces a
  /// level.
  public var outline: String {
    var depths: [Int] = []
    var lines: [String] = []
    for element in elements {
      let depth = element.parent.map { depths[$0] + 1 } ?? 0
      depths.append(depth)
      var line = String(repeating: "  ", count: depth) + element.type
      if let identifier = element.identifier { line += " id='\(identifier)'" }
      if let label = element.label { line += " label='\(label)'" }
      if let value = element.value { line += " value='\(value)'" }
      if let placeholder = element.placeholder { line += " placeholder='\(placeholder)'" }
      if let frame = element.frame {
        line += " {\([frame.x, frame.y, frame.width, frame.height].map(Self.number).joined(separator: " "))}"
      }
      if !element.enabled { line += " disabled" }
      if element.selected == true { line += " selected" }
      if !element.visible { line += " hidden" }
      lines.append(line + " (line \(element.line))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `16`, `-265.4`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
