import Dial

/// How the server names what a program declares: the keyword of its kind, its signature, and the protocol's
/// numbers for it in the outline.
enum SymbolDescription {
  /// The keyword that declares a symbol of `kind`.
  static func keyword(_ kind: SymbolKind) -> String {
    switch kind {
    case .variable: return "var"
    case .style: return "style"
    case .button: return "button"
    case .menu: return "menu"
    case .header: return "header"
    case .event: return "event"
    case .function: return "func"
    }
  }

  /// A host event's or a function's signature, as declared: `event addedToCart(count: Int, sku: String)`,
  /// `func itemsLabel(n: Int) -> String`.
  static func signature(_ kind: SymbolKind, in program: CheckedProgram) -> String? {
    func list(_ parameters: [CheckedParameter]) -> String {
      "(" + parameters.map { "\($0.name): \($0.type.displayName)" }.joined(separator: ", ") + ")"
    }
    switch kind {
    case .event(let index): return "event " + program.events[index].name + list(program.events[index].parameters)
    case .function(let index):
      let function = program.functions[index]
      return "func " + function.name + list(function.parameters) + " -> " + function.returnType.displayName
    default: return nil
    }
  }

  /// The protocol's `SymbolKind` of a declaration.
  static func outlineKind(_ kind: SymbolKind) -> Int {
    switch kind {
    case .variable: return 13  // Variable
    case .style: return 5  // Class
    case .button: return 19  // Object
    case .menu: return 2  // Module
    case .header: return 23  // Struct
    case .event: return 24  // Event
    case .function: return 12  // Function
    }
  }
}

/// What the word being completed follows: a member after a value (`add.sp`), a case after a bare dot (`.lar`),
/// or neither.
enum CompletionContext {
  case member, enumCase, other

  /// The context of the word before `cursor` (in scalars) in `line`.
  init(_ line: String, cursor: Int) {
    let before = Array(line.unicodeScalars.prefix(cursor)).reversed().drop {
      $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
    guard before.first == "." else {
      self = .other
      return
    }
    let previous = before.dropFirst().first
    let isValue =
      previous.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == ")" || $0 == "]" || $0 == "\"" }
      ?? false
    self = isValue ? .member : .enumCase
  }

  /// The protocol's kind of a completion, by what it is: Property (10) for a property or a member after a value,
  /// EnumMember (20) for a case, Variable (6), Function (3), Event (23), Class (7) for a component or style, else
  /// Keyword (14), the statement verbs among them.
  func kind(of candidate: String, in program: CheckedProgram) -> Int {
    switch self {
    case .member: return 10
    case .enumCase: return 20
    case .other: break
    }
    if Property(rawValue: candidate) != nil { return 10 }
    if candidate.hasPrefix(".") { return 20 }
    guard let symbol = program.symbol(named: candidate) else { return 14 }
    switch symbol.kind {
    case .variable: return 6
    case .function: return 3
    case .event: return 23
    default: return 7
    }
  }
}
