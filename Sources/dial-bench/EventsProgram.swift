/// The program `dial-bench events` sends events to: `toggles` toggle buttons,
/// one menu per ten toggles with a `single` submenu of three actions, and one
/// variable, `count`, read by one binding in each of ``boundButtons`` buttons
/// (a `subtitle` in even ones, an `enabled` in odd ones), and ``pushButtons``
/// push buttons whose `on tap` handler counts taps in `pushes`; with ``emitting``, as many buttons again whose
/// handler also emits a host event with two arguments.
///
/// ```
/// var count = 0
/// button toggle7 { title: "Option 7"  behavior: .toggle }
/// menu menu3 { action "Refresh"  menu "Sort By" single { action "Title" selected … } }
/// button bound4 { title: "Bound 4"  subtitle: "\(count) items" }
/// button bound5 { title: "Bound 5"  enabled: count > 3 }
/// button push2 { title: "Push 2"  on tap { pushes += 1 } }
/// event added(count: Int, sku: String)                                    // with `emitting`
/// button emit2 { title: "Emit 2"  on tap { pushes += 1; emit added(count: pushes, sku: "A1") } }
/// ```
struct EventsProgram {
  /// Buttons reading `count`, one binding each.
  static let boundButtons = 100
  /// Push buttons with a handler: their taps take the runtime's general path.
  static let pushButtons = 100
  /// The actions of each menu's `single` submenu; the first starts selected.
  static let sortActions = ["Title", "Date", "Size"]

  /// The number of toggle buttons, `toggle0` to `toggle<toggles - 1>`.
  let toggles: Int
  /// Whether the program also declares a host event and ``pushButtons`` buttons `emit0`… that emit it.
  var emitting = false
  /// The number of menus, `menu0` to `menu<menus - 1>`: one per ten toggles.
  var menus: Int { max(1, toggles / 10) }

  /// The Dial source.
  var source: String {
    var text = "var count = 0\nvar pushes = 0\n"
    text.reserveCapacity(toggles * 120)
    for index in 0..<toggles { text += Self.toggle(index) }
    for index in 0..<menus { text += Self.menu(index) }
    for index in 0..<Self.boundButtons { text += Self.bound(index) }
    for index in 0..<Self.pushButtons { text += Self.push(index) }
    guard emitting else { return text }
    text += "event added(count: Int, sku: String)\n"
    for index in 0..<Self.pushButtons { text += Self.emit(index) }
    return text
  }

  static func toggle(_ index: Int) -> String {
    "button toggle\(index) {\n  title: \"Option \(index)\"\n  behavior: .toggle\n}\n"
  }

  static func menu(_ index: Int) -> String {
    let actions = sortActions.enumerated().map { "    action \"\($1)\"\($0 == 0 ? " selected" : "")\n" }
    return "menu menu\(index) {\n  action \"Refresh\"\n  menu \"Sort By\" single {\n"
      + actions.joined() + "  }\n}\n"
  }

  static func push(_ index: Int) -> String {
    "button push\(index) {\n  title: \"Push \(index)\"\n  on tap { pushes += 1 }\n}\n"
  }

  /// A push button whose handler counts the tap and tells the host, with two arguments.
  static func emit(_ index: Int) -> String {
    "button emit\(index) {\n  title: \"Emit \(index)\"\n  on tap {\n    pushes += 1\n"
      + "    emit added(count: pushes, sku: \"A1\")\n  }\n}\n"
  }

  static func bound(_ index: Int) -> String {
    let binding = index.isMultiple(of: 2) ? "subtitle: \"\\(count) items\"" : "enabled: count > 3"
    return "button bound\(index) {\n  title: \"Bound \(index)\"\n  \(binding)\n}\n"
  }

  /// The speech of a toggle button (docs/language.md §9), as the runtime computes it.
  static func speech(title: String, selected: Bool) -> String {
    selected ? "Selected: \(title). Button." : "\(title). Button."
  }
}
