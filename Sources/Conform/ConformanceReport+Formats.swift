import DialLexer
import DialRuntime

/// The report as JSON and as JUnit XML, for CI.
extension ConformanceReport {
  /// `{"conforms": false, "textSize": ".large", "compared": 5, "differences": [{"kind": "label", …}]}`.
  public func json(in program: Program, dumpName: String) -> String {
    let items = differences.map { difference -> String in
      var fields = [
        ("kind", Self.jsonString(difference.kind.rawValue)), ("element", Self.jsonString(difference.element)),
        ("expected", Self.jsonString(difference.expected)), ("actual", Self.jsonString(difference.actual)),
        ("message", Self.jsonString(difference.message)),
        ("location", Self.jsonString(location(of: difference, in: program, dumpName: dumpName))),
      ]
      if let line = difference.dumpLine { fields.append(("dumpLine", String(line))) }
      return "    {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
    var text = "{\n"
    text += "  \"conforms\": \(conforms),\n"
    text += "  \"textSize\": \(Self.jsonString(textSize)),\n"
    text += "  \"dumpFormat\": \(Self.jsonString(format.rawValue)),\n"
    text += "  \"compared\": \(compared),\n"
    text += "  \"differences\": [" + (items.isEmpty ? "]\n" : "\n" + items.joined(separator: ",\n") + "\n  ]\n")
    return text + "}\n"
  }

  /// A JUnit test suite: a test case a difference, failed, or one passing case when the app conforms.
  public func junit(in program: Program, dumpName: String) -> String {
    let suite = "dial conform \(dumpName)"
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<testsuites>\n"
    let count = max(differences.count, 1)
    text += "  <testsuite name=\"\(Self.xml(suite))\" tests=\"\(count)\" failures=\"\(differences.count)\">\n"
    if conforms {
      text += "    <testcase classname=\"\(Self.xml(suite))\" name=\"conforms at text size \(Self.xml(textSize))\"/>\n"
    }
    for difference in differences {
      let location = location(of: difference, in: program, dumpName: dumpName)
      text +=
        "    <testcase classname=\"\(Self.xml(suite))\" name=\"\(Self.xml(difference.kind.rawValue + " " + difference.element))\">\n"
      text +=
        "      <failure message=\"\(Self.xml(difference.message))\">\(Self.xml(location + ": " + difference.message))</failure>\n"
      text += "    </testcase>\n"
    }
    return text + "  </testsuite>\n</testsuites>\n"
  }

  /// `text` as a JSON string literal.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `text` escaped for an XML attribute or text.
  static func xml(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n": result += "&#10;"
      default: result.append(character)
      }
    }
    return result
  }
}
