/// Generates a large Dial program and a JSON document with the same content, so
/// that parsing the two can be compared byte for byte of information.
struct ProgramGenerator {
  /// The Dial source.
  var dial = ""
  /// The JSON twin: the same declarations as nested objects.
  var json = ""

  /// Generates declarations until the Dial source reaches `bytes`.
  init(targetBytes bytes: Int) {
    var jsonItems: [String] = []
    dial += "var count = 0\nvar busy = false\n"
    jsonItems.append(#"{"var":"count","value":0},{"var":"busy","value":false}"#)
    var index = 0
    while dial.utf8.count < bytes {
      let (source, twin) = Self.group(index)
      dial += source
      jsonItems.append(twin)
      index += 1
    }
    json = "[" + jsonItems.joined(separator: ",\n") + "]"
  }

  /// One style, two buttons and a menu with a single submenu.
  static func group(_ i: Int) -> (String, String) {
    (dialGroup(i), jsonGroup(i))
  }

  /// The Dial source of group `i`: a style, two buttons and a menu, ending in a newline.
  private static func dialGroup(_ i: Int) -> String {
    """
    style style\(i): .filled {
      size: .large
      background: #FF9500
      cornerRadius: 4
    }
    button add\(i): style\(i) {
      title: "Add item \(i)"
      subtitle: count == 0 ? "" : "\\(count) in cart"
      image: "cart.badge.plus"
      when highlighted { image: "cart.fill.badge.plus" }
      on tap { count += 1 }
    }
    button toggle\(i) {
      title: "Option \(i)"
      behavior: .toggle
      enabled: count > \(i % 7) && !busy
    }
    menu menu\(i) {
      action "Refresh"
      menu "Sort By" single {
        action "Title" selected
        action "Date"
      }
    }

    """
  }

  /// The JSON twin of group `i`: its four declarations as objects, separated by commas and newlines.
  private static func jsonGroup(_ i: Int) -> String {
    """
    {"style":"style\(i)","base":"filled","properties":{"size":"large","background":"#FF9500","cornerRadius":4}},
    {"button":"add\(i)","base":"style\(i)","properties":{"title":"Add item \(i)",\
    "subtitle":{"if":{"==":["count",0]},"then":"","else":{"concat":[{"var":"count"}," in cart"]}},\
    "image":"cart.badge.plus"},"when":[{"condition":"highlighted","properties":{"image":"cart.fill.badge.plus"}}],\
    "on":{"tap":[{"+=":["count",1]}]}},
    {"button":"toggle\(i)","properties":{"title":"Option \(i)","behavior":"toggle",\
    "enabled":{"&&":[{">":["count",\(i % 7)]},{"!":"busy"}]}}},
    {"menu":"menu\(i)","items":[{"action":"Refresh"},{"menu":"Sort By","single":true,\
    "items":[{"action":"Title","selected":true},{"action":"Date"}]}]}
    """
  }
}
