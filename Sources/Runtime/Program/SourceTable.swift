import DialChecker
import DialParser

/// A value for each source, stored in flat arrays by kind: a lookup is an
/// index, not a hash, which matters when a program has 100 000 buttons and
/// every event looks up who depends on what it changed.
struct SourceTable<Element: Sendable>: Sendable {
  var variables: [Element]
  var buttons: [Element]
  var menus: [Element]
  var headers: [Element]
  var events: [Element]
  var functions: [Element]
  var textSize: Element
  var screenWidth: Element
  var lastAnnouncement: Element
  var iOSVersion: Element

  /// A table of `count`s from `program`, every entry `empty`.
  init(_ program: CheckedProgram, empty: Element) {
    variables = Array(repeating: empty, count: program.variables.count)
    buttons = Array(repeating: empty, count: program.buttons.count)
    menus = Array(repeating: empty, count: program.menus.count)
    headers = Array(repeating: empty, count: program.headers.count)
    events = Array(repeating: empty, count: program.events.count)
    functions = Array(repeating: empty, count: program.functions.count)
    textSize = empty
    screenWidth = empty
    lastAnnouncement = empty
    iOSVersion = empty
  }

  subscript(source: Source) -> Element? {
    get {
      switch source {
      case .variable(let index): return variables.indices.contains(index) ? variables[index] : nil
      case .button(let index): return buttons.indices.contains(index) ? buttons[index] : nil
      case .menu(let index): return menus.indices.contains(index) ? menus[index] : nil
      case .header(let index): return headers.indices.contains(index) ? headers[index] : nil
      case .hostEvent(let index): return events.indices.contains(index) ? events[index] : nil
      case .function(let index): return functions.indices.contains(index) ? functions[index] : nil
      case .builtin(.textSize): return textSize
      case .builtin(.screenWidth): return screenWidth
      case .builtin(.lastAnnouncement): return lastAnnouncement
      case .builtin(.iOSVersion): return iOSVersion
      }
    }
    set {
      guard let newValue else { return }
      switch source {
      case .variable(let index): if variables.indices.contains(index) { variables[index] = newValue }
      case .button(let index): if buttons.indices.contains(index) { buttons[index] = newValue }
      case .menu(let index): if menus.indices.contains(index) { menus[index] = newValue }
      case .header(let index): if headers.indices.contains(index) { headers[index] = newValue }
      case .hostEvent(let index): if events.indices.contains(index) { events[index] = newValue }
      case .function(let index): if functions.indices.contains(index) { functions[index] = newValue }
      case .builtin(.textSize): textSize = newValue
      case .builtin(.screenWidth): screenWidth = newValue
      case .builtin(.lastAnnouncement): lastAnnouncement = newValue
      case .builtin(.iOSVersion): iOSVersion = newValue
      }
    }
  }
}

extension SourceTable where Element: Collection {
  /// Whether `source` has no entries (or is not in the table), read in place: most buttons are read by nothing,
  /// and copying their empty list out retains and releases it (`markDependents` after every patch).
  func isEmpty(at source: Source) -> Bool {
    switch source {
    case .variable(let index): return !variables.indices.contains(index) || variables[index].isEmpty
    case .button(let index): return !buttons.indices.contains(index) || buttons[index].isEmpty
    case .menu(let index): return !menus.indices.contains(index) || menus[index].isEmpty
    case .header(let index): return !headers.indices.contains(index) || headers[index].isEmpty
    case .hostEvent(let index): return !events.indices.contains(index) || events[index].isEmpty
    case .function(let index): return !functions.indices.contains(index) || functions[index].isEmpty
    case .builtin(.textSize): return textSize.isEmpty
    case .builtin(.screenWidth): return screenWidth.isEmpty
    case .builtin(.lastAnnouncement): return lastAnnouncement.isEmpty
    case .builtin(.iOSVersion): return iOSVersion.isEmpty
    }
  }
}
