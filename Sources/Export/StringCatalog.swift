import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// `dial export strings`: every text the exported screen shows or speaks, as a String Catalog
/// (`Localizable.xcstrings`, JSON) for Xcode: buttons' titles, subtitles and accessibility texts, headers' titles,
/// menus' and actions' titles, announcements. A text with values in it is keyed as `String(localized:)` keys it:
/// `"%lld in cart"` for `"\(itemCount) in cart"` (`%lld` an Int, `%lf` a Double, `%@` anything else). Each entry
/// says where the text is used.
public enum StringCatalog {
  /// The catalog of `program`'s screen, as JSON text.
  public static func json(of program: Program) -> String {
    let entries = strings(of: program.checked)
    var lines = ["{", "  \"sourceLanguage\" : \"en\",", "  \"strings\" : {"]
    for (index, key) in entries.keys.sorted().enumerated() {
      lines.append("    \(quoted(key)) : {")
      lines.append("      \"comment\" : \(quoted(entries[key]?.sorted().joined(separator: ", ") ?? "")),")
      lines.append("      \"extractionState\" : \"manual\"")
      lines.append("    }" + (index == entries.count - 1 ? "" : ","))
    }
    lines += ["  },", "  \"version\" : \"1.0\"", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each key, with the places it is used (`addToCart.title`).
  static func strings(of program: CheckedProgram) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    func note(_ expression: CheckedExpression?, _ place: String) {
      guard let expression else { return }
      for key in keys(of: expression) { found[key, default: []].insert(place) }
    }
    let displayed = ButtonPlan.displayed
    for button in program.buttons {
      for binding in UIKitScreenBindings.all(program.configuration(of: button))
      where displayed.contains(binding.property) {
        note(binding.value, "\(button.name).\(binding.property.rawValue)")
      }
      if UIKitScreenBindings.all(program.configuration(of: button)).contains(where: { $0.property == .loading }) {
        found["In progress", default: []].insert("\(button.name).value while loading")
      }
      for statement in button.tapHandler ?? [] { announcements(statement, "\(button.name) on tap", &found) }
    }
    for header in program.headers { note(header.title, "\(header.name).title") }
    for menu in program.menus {
      let name = MenuExport(program: program, menu: menu).name
      note(menu.title, "\(name).title")
      for item in menu.items {
        if !item.title.isEmpty { found[item.title, default: []].insert("\(name) item") }
        for binding in item.bindings where binding.property == .subtitle {
          note(binding.value, "\(name) item subtitle")
        }
        for statement in item.selectHandler ?? [] { announcements(statement, "\(name) on select", &found) }
      }
      for statement in menu.selectHandler ?? [] { announcements(statement, "\(name) on select", &found) }
    }
    return found
  }

  /// The texts a handler's statement announces.
  static func announcements(_ statement: CheckedStatement, _ place: String, _ found: inout [String: Set<String>]) {
    switch statement.kind {
    case .announce(let text): for key in keys(of: text) { found[key, default: []].insert(place) }
    case .ifElse(_, let then, let otherwise):
      for inner in then + (otherwise ?? []) { announcements(inner, place, &found) }
    default: break
    }
  }

  /// The keys of a text: a literal, an interpolation's format, both sides of a choice.
  static func keys(of expression: CheckedExpression) -> [String] {
    switch expression.kind {
    case .constant(.string(let text)): return text.isEmpty ? [] : [text]
    case .interpolation(let parts):
      var key = ""
      for part in parts {
        switch part {
        case .text(let text): key += text.replacing("%", with: "%%")
        case .value(let value): key += value.type == .int ? "%lld" : value.type == .double ? "%lf" : "%@"
        }
      }
      return key.isEmpty ? [] : [key]
    case .ternary(_, let whenTrue, let whenFalse): return keys(of: whenTrue) + keys(of: whenFalse)
    default: return []
    }
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
