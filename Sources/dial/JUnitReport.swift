/// `dial test --format junit`: the results as JUnit XML, which CI services read: one `<testsuite>` per file, and in
/// it one `<testcase>` per expectation run, transcript and runtime error (each failure in its own), so that the
/// totals are the text mode's.
enum JUnitReport {
  static func xml(_ results: [TestCommand.FileResult]) -> String {
    let tests = results.reduce(0) { $0 + $1.passed + $1.failed }
    let failures = results.reduce(0) { $0 + $1.failed }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"dial\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
    for result in results {
      let time = seconds(result.seconds)
      xml += "  <testsuite name=\"\(escape(result.path))\" tests=\"\(result.passed + result.failed)\" "
      xml += "failures=\"\(result.failed)\" time=\"\(time)\">\n"
      for (name, failure) in result.cases {
        xml += "    <testcase classname=\"\(escape(result.path))\" name=\"\(escape(name))\""
        guard let failure else {
          xml += "/>\n"
          continue
        }
        let message = String(failure.prefix { $0 != "\n" })
        xml += ">\n      <failure message=\"\(escape(message))\">\(escape(failure))</failure>\n    </testcase>\n"
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  static func seconds(_ value: Double) -> String {
    let millis = Int((value * 1000).rounded())
    let fraction = millis % 1000
    return "\(millis / 1000)." + String(repeating: "0", count: fraction < 10 ? 2 : fraction < 100 ? 1 : 0)
      + "\(fraction)"
  }

  /// Text as XML character data or an attribute value; control characters other than tab and newline, which
  /// XML 1.0 forbids, are dropped, and ANSI colors with them.
  static func escape(_ text: String) -> String {
    var out = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      if inEscape {
        if scalar == "m" { inEscape = false }
        continue
      }
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20: continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
