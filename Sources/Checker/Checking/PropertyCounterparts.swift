import DialParser
/// UIKit's and SwiftUI's names of Dial's properties (`isEnabled`, `baseBackgroundColor`, `.disabled`), read from the
/// property table's counterpart columns, not a second list: what an unknown property is most likely meant to be.
enum PropertyCounterparts {
  /// A counterpart: Dial's property, and whether the other framework's means the opposite (`disabled`).
  struct Counterpart: Equatable {
    var property: Property
    var inverted: Bool
  }

  /// Every counterpart name, from the UIKit column's last path component (`configuration.baseBackgroundColor` →
  /// `baseBackgroundColor`) and the SwiftUI modifier's name (`.disabled(!enabled)` → `disabled`, inverted).
  static let byName: [String: Counterpart] = {
    var names: [String: Counterpart] = [:]
    for spec in Schema.buttonProperties {
      for word in uikitNames("\(spec.uikitName)") where word != spec.property.rawValue && names[word] == nil {
        names[word] = Counterpart(property: spec.property, inverted: false)
      }
      if let (word, inverted) = swiftUIName(spec.swiftUI), word != spec.property.rawValue, names[word] == nil {
        names[word] = Counterpart(property: spec.property, inverted: inverted)
      }
    }
    return names
  }()

  /// The identifiers of a UIKit column: `configuration.baseBackgroundColor` → `baseBackgroundColor`;
  /// `changesSelectionAsPrimaryAction / showsMenuAsPrimaryAction` → both.
  static func uikitNames(_ column: String) -> [String] {
    column.split(separator: "/").compactMap { part in
      let word = part.split(separator: " ").first.flatMap { $0.split(separator: ".").last }.map(String.init)
      return word.flatMap { $0.allSatisfy { $0.isLetter || $0.isNumber } && !$0.isEmpty ? $0 : nil }
    }
  }

  /// A SwiftUI modifier's name and whether its argument is negated: `.disabled(!enabled)` → (`disabled`, true).
  static func swiftUIName(_ counterpart: SwiftUICounterpart) -> (String, Bool)? {
    guard case .modifier(let text) = counterpart else { return nil }
    let written = "\(text)"
    guard written.hasPrefix(".") else { return nil }
    let word = String(written.dropFirst().prefix { $0.isLetter || $0.isNumber })
    return word.isEmpty ? nil : (word, written.contains("(!"))
  }

  /// The message for `name` when it is another framework's name of a property: `unknown property 'isEnabled';
  /// Dial's is 'enabled'`, with the negation where the meaning is inverted.
  static func message(for name: String) -> String? {
    guard let counterpart = byName[name] else { return nil }
    let dial = counterpart.property.rawValue
    guard counterpart.inverted else { return "unknown property '\(name)'; Dial's is '\(dial)'" }
    return "unknown property '\(name)'; Dial's is '\(dial)', which means the opposite: write '\(dial): !…'"
  }
}
