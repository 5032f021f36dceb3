/// Dial names as Swift names: a Dial name that is a Swift keyword is escaped with backticks, and a file's name
/// becomes the type its export lives in.
enum SwiftNames {
  /// Swift's keywords that cannot be used as names unescaped (declarations, statements, expressions and types).
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
    "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  /// `name`, escaped when it is a keyword: `` `default` ``.
  static func identifier(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// `Add to cart` → `addToCart`: a lower camel-case name for a title, for an item's action.
  static func camelCase(_ text: String) -> String {
    let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard let first = words.first else { return "item" }
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let name = first.prefix(1).lowercased() + first.dropFirst() + rest.joined()
    return name.first?.isNumber == true ? "_" + name : name
  }

  /// `host-cart.dial` → `HostCart`: the type an exported file's declarations live in.
  static func typeName(forFile path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let stem = file.hasSuffix(".dial") ? String(file.dropLast(5)) : file
    let name = camelCase(stem)
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// `addToCart` → `AddToCart`.
  static func upperCamel(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
