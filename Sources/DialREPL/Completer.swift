import Dial

/// What Tab offers: the candidates for the word that ends at the cursor.
public struct Completion: Equatable, Sendable {
  /// Where the word being completed starts, in Unicode scalars from the start of the line.
  public var start: Int
  /// The replacements for the text from ``start`` to the cursor, sorted.
  public var candidates: [String]

  /// Makes a completion.
  public init(start: Int, candidates: [String]) {
    self.start = start
    self.candidates = candidates
  }
}

/// Tab completion from the program's names and the language's vocabulary:
///
/// - at the start of a statement: verbs, declaration keywords and names;
/// - at the start of a line in a body: its properties (`button b { ti` → `title`),
///   and `when`, `on`, `action`, `menu` where they can stand;
/// - after a verb: the names it takes (`tap` buttons, `select` menus, …);
/// - after `name.`: the members of what `name` is (`add.sp` → `speech`);
/// - after a lone `.`: enum cases, those of the property or variable in front
///   when it is known (`textSize = .acc`, `imagePlacement: .tr`), and traits
///   in a trait set (`add.traits == [.button, .s`);
/// - inside `more["`: the titles of the menu's items, closed with `"]`;
/// - after `emit`: the host events; after `name.` for a host event: `emitted` and its parameters;
/// - where an argument of a function call or an emission starts: the labels not given yet (`count: `);
/// - after `:`: the REPL's commands (each followed by a space), and file names after `:load` and `:save`.
public enum Completer {
  /// Event and statement verbs (docs/language.md §11), then declaration keywords: the verbs and the contextual
  /// declaration words from the one table of them (``Verb``).
  static let statementWords =
    Verb.statementWords + ["if"] + Verb.declarationKeywords + Verb.declarationWords

  /// The candidates for the text before `cursor` (a count of Unicode scalars).
  /// `files` lists the paths that start with a partial path, for `:load` and `:save`.
  public static func complete(
    _ line: String, cursor: Int, in program: CheckedProgram, files: (String) -> [String] = { _ in [] }
  ) -> Completion {
    let scalars = Array(line.unicodeScalars.prefix(cursor))
    let text = String(String.UnicodeScalarView(scalars))
    if text.drop(while: { $0 == " " }).hasPrefix(":") { return command(scalars, program: program, files: files) }
    if let completion = menuTitle(scalars, program: program) { return completion }
    var start = scalars.count
    while start > 0 && isIdentifier(scalars[start - 1]) { start -= 1 }
    let word = String(String.UnicodeScalarView(scalars[start...]))
    let before = Array(scalars[..<start])
    let candidates: [String]
    if before.last == "." {
      candidates = dotted(Array(before.dropLast()), program: program)
    } else {
      candidates = words(after: before, program: program)
    }
    return Completion(start: start, candidates: Set(candidates.filter { $0.hasPrefix(word) }).sorted())
  }

  static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }

  // MARK: - Words

  /// Candidates for a plain word, by the token in front of it.
  static func words(after before: [Unicode.Scalar], program: CheckedProgram) -> [String] {
    let tokens = significantTokens(before)
    let names = program.symbols.filter { if case .style = $0.kind { false } else { true } }.map(\.name)
    let values = names + BuiltinVariable.allCases.map(\.rawValue) + ["true", "false", "nil"]
    if let words = bodyWords(before) { return words }
    if let labels = argumentLabels(tokens, in: program) { return labels }
    guard let last = tokens.last else { return statementWords + values }
    switch last.kind {
    case .semicolon, .leftBrace, .rightBrace: return statementWords + values
    case .kwButton, .kwStyle, .kwMenu, .kwHeader, .kwVar: return []
    case .identifier: return namesAfterVerb(last.text, program: program)
    default: return values
    }
  }

  /// The names a verb takes; nothing after other identifiers (a name is never followed by a name).
  static func namesAfterVerb(_ verb: String, program: CheckedProgram) -> [String] {
    let buttons = program.symbols.filter { if case .button = $0.kind { true } else { false } }.map(\.name)
    let menus = program.symbols.compactMap { symbol -> String? in
      switch symbol.kind {
      case .menu: return symbol.name
      case .button(let index) where program.buttons[index].menu != nil: return symbol.name
      default: return nil
      }
    }
    let headers = program.symbols.filter { if case .header = $0.kind { true } else { false } }.map(\.name)
    if let event = EventVerb(rawValue: verb) {
      switch event.target {
      case .button: return buttons
      case .buttonWithMenu:
        return menus.filter {
          program.symbol(named: $0).map { if case .button = $0.kind { true } else { false } } ?? false
        }
      case .presenter, .action: return menus
      }
    }
    switch verb {
    case "focus": return ["first", "next", "previous"] + buttons + headers.map { $0 + ".title" }
    case "emit": return hostEventNames(in: program)
    case "expect", "print", "if", "announce":
      return words(after: [], program: program).filter { !statementWords.contains($0) }
    default: return []
    }
  }

  // MARK: - After a dot

  /// Members after `path.`, or enum cases after a lone `.`.
  static func dotted(_ before: [Unicode.Scalar], program: CheckedProgram) -> [String] {
    if let last = before.last, isIdentifier(last) || last == "]" || last == ")" {
      // `self.` in a body reads the button's configuration; `item.` in `on select`, the chosen action.
      let parts = path(before)
      if parts.count == 1, case .name(let name) = parts[0] {
        if name == "self" {
          return Schema.buttonProperties.map(\.property.rawValue).filter { $0 != "menu" && $0 != "selection" }
        }
        if name == "item" { return Schema.members(of: .menuItem).map(\.member.rawValue) }
      }
      if let members = hostEventMembers(parts, in: program) { return members }
      guard let resolved = PathResolver(program: program).resolve(path(before)) else { return [] }
      return Schema.members(of: resolved.type(in: program)).map(\.member.rawValue)
    }
    return enumCases(before, program: program)
  }

  /// The cases the context asks for: a property's (`size: .`), a variable's or
  /// built-in's (`textSize == .`), presets after `button name: .`, traits in a
  /// trait set (`[.button, .`); else all.
  static func enumCases(_ before: [Unicode.Scalar], program: CheckedProgram) -> [String] {
    let tokens = significantTokens(before)
    let all = EnumType.allCases.flatMap(\.cases) + NamedColors.all.map(\.name)
    guard let last = tokens.last else { return all }
    if startsTraitSetElement(tokens.map(\.kind)) { return EnumType.trait.cases }
    if last.kind == .colon, tokens.count >= 2 {
      let owner = tokens[tokens.count - 2]
      if tokens.count >= 3, [.kwButton, .kwStyle].contains(tokens[tokens.count - 3].kind) {
        return EnumType.preset.cases
      }
      if let spec = Schema.buttonProperties.first(where: { $0.property.rawValue == owner.text }) {
        return cases(of: spec.type) ?? all
      }
      return all
    }
    let comparisons: Set<TokenKind> = [.assign, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual]
    guard comparisons.contains(last.kind) else { return all }
    // The operand in front of the operator: drop spaces, the operator's characters, spaces.
    let operators: Set<Unicode.Scalar> = ["=", "!", "<", ">"]
    var trimmed = before
    while trimmed.last?.isSpace == true { trimmed.removeLast() }
    while let last = trimmed.last, operators.contains(last) { trimmed.removeLast() }
    while trimmed.last?.isSpace == true { trimmed.removeLast() }
    guard let resolved = PathResolver(program: program).resolve(path(trimmed)) else { return all }
    return cases(of: resolved.type(in: program)) ?? all
  }

  /// Whether the tokens end where an element of a trait-set literal starts: right after its `[` or a `,` in it.
  static func startsTraitSetElement(_ kinds: [TokenKind]) -> Bool {
    guard let last = kinds.last, last == .leftBracket || last == .comma else { return false }
    var closers = 0
    for index in kinds.indices.reversed() {
      switch kinds[index] {
      case .rightParen, .rightBracket:
        closers += 1
      case .leftParen, .leftBracket:
        if closers > 0 {
          closers -= 1
          continue
        }
        // After an operand, `[` opens a menu path (`more["Sort By"]`), not a trait set.
        guard kinds[index] == .leftBracket else { return false }
        return index == 0 || !operandEnds.contains(kinds[index - 1])
      default:
        break
      }
    }
    return false
  }

  /// Tokens after which a `[` subscripts rather than opens a trait set.
  static let operandEnds: Set<TokenKind> = [
    .identifier, .intLiteral, .doubleLiteral, .color, .rightParen, .rightBracket, .stringEnd, .kwTrue, .kwFalse,
  ]

  static func cases(of type: DialType) -> [String]? {
    switch type {
    case .enumeration(let enumeration): return enumeration.cases
    case .color: return NamedColors.all.map(\.name)
    case .font: return EnumType.textStyle.cases + ["system(size: "]
    default: return nil
    }
  }

  // MARK: - Menu titles

  /// Inside `name[` or `name["Par`: the titles of the items under that path, closed with `"]`.
  static func menuTitle(_ scalars: [Unicode.Scalar], program: CheckedProgram) -> Completion? {
    guard let open = scalars.lastIndex(of: "["), !scalars[open...].contains("]") else { return nil }
    let inside = scalars[(open + 1)...].drop { $0.isSpace }
    let quoted = inside.first == "\""
    guard inside.isEmpty || (quoted && !inside.dropFirst().contains("\"")) else { return nil }
    let start = quoted ? inside.startIndex + 1 : scalars.count
    let partial = String(String.UnicodeScalarView(scalars[start...]))
    guard let resolved = PathResolver(program: program).resolve(path(Array(scalars[..<open]))),
      let titles = resolved.childTitles(in: program)
    else { return nil }
    let candidates = titles.filter { $0.hasPrefix(partial) }.map { (quoted ? "" : "\"") + $0 + "\"]" }
    return Completion(start: start, candidates: candidates.sorted())
  }

  // MARK: - Tokens and paths

  /// The tokens of `scalars`, without newlines and the final end of file.
  static func significantTokens(_ scalars: [Unicode.Scalar]) -> [(kind: TokenKind, text: String)] {
    let bytes = Array(String(String.UnicodeScalarView(scalars)).utf8)
    return Lexer.tokenize(bytes).tokens.filter { $0.kind != .newline && $0.kind != .eof }.map { token in
      (token.kind, String(decoding: bytes[token.start..<token.end], as: UTF8.self))
    }
  }

  /// The path that ends the text: `nav.title`, `more["Sort By"]`; empty when there is none.
  static func path(_ scalars: [Unicode.Scalar]) -> [PathPart] {
    var tokens = significantTokens(scalars)
    var parts: [PathPart] = []
    while let last = tokens.last {
      let count = tokens.count
      if last.kind == .rightBracket, count >= 4, tokens[count - 2].kind == .stringEnd {
        // `[ " segment " ]`: the title is the segment (empty when there is none).
        var index = count - 3
        var title = ""
        if tokens[index].kind == .stringSegment {
          title = tokens[index].text
          index -= 1
        }
        guard index >= 1, tokens[index].kind == .stringStart, tokens[index - 1].kind == .leftBracket else { break }
        parts.append(.subscript(title))
        tokens.removeLast(count - index + 1)
      } else if last.kind == .identifier {
        tokens.removeLast()
        if tokens.last?.kind == .dot {
          parts.append(.member(last.text))
          tokens.removeLast()
        } else {
          parts.append(.name(last.text))
          break
        }
      } else {
        break
      }
    }
    guard case .name? = parts.last else { return [] }
    return parts.reversed()
  }
}

/// One step of a path: `more`, `.title`, `["Sort By"]`.
enum PathPart: Equatable {
  case name(String)
  case member(String)
  case `subscript`(String)
}

/// What a path names, as far as completion needs to know.
enum ResolvedPath {
  case value(DialType)
  case button(Int)
  /// A menu, or an item of it when `item` is set.
  case menu(Int, item: Int?)

  func type(in program: CheckedProgram) -> DialType {
    switch self {
    case .value(let type): return type
    case .button: return .button
    case .menu(_, nil): return .menu
    case .menu(let menu, let item?):
      return program.menus[menu].items[item].kind == .action ? .menuItem : .submenu
    }
  }

  /// The titles of the items directly under this menu, submenu or button's menu.
  func childTitles(in program: CheckedProgram) -> [String]? {
    switch self {
    case .value: return nil
    case .button(let index):
      guard let menu = program.buttons[index].menu else { return nil }
      return ResolvedPath.menu(menu, item: nil).childTitles(in: program)
    case .menu(let menu, let item):
      let checked = program.menus[menu]
      let children = item.map { checked.items[$0].children } ?? checked.topLevel
      return children.map { checked.items[$0].title }
    }
  }
}

/// Follows a path through the program's declarations and the schema's members.
struct PathResolver {
  let program: CheckedProgram

  func resolve(_ parts: [PathPart]) -> ResolvedPath? {
    guard case .name(let name)? = parts.first else { return nil }
    var current: ResolvedPath
    if let builtin = BuiltinVariable(rawValue: name) {
      current = .value(builtin.type)
    } else {
      guard let symbol = program.symbol(named: name) else { return nil }
      switch symbol.kind {
      case .variable(let index): current = .value(program.variables[index].type)
      case .button(let index): current = .button(index)
      case .menu(let index): current = .menu(index, item: nil)
      case .header: current = .value(.header)
      case .style, .event, .function: return nil
      }
    }
    for part in parts.dropFirst() {
      guard let next = step(current, part) else { return nil }
      current = next
    }
    return current
  }

  func step(_ current: ResolvedPath, _ part: PathPart) -> ResolvedPath? {
    switch (current, part) {
    case (_, .member(let name)):
      return Schema.member(name, of: current.type(in: program)).map { .value($0.type) }
    case (.button(let index), .subscript(let title)):
      guard let menu = program.buttons[index].menu else { return nil }
      return step(.menu(menu, item: nil), .subscript(title))
    case (.menu(let menu, let item), .subscript(let title)):
      return program.menus[menu].child(titled: title, of: item).map { .menu(menu, item: $0) }
    default: return nil
    }
  }
}

extension Unicode.Scalar {
  var isSpace: Bool { self == " " || self == "\t" }
}

// MARK: - Commands

extension Completer {
  /// `:` commands, then file names after `:load` and `:save`, names after `:state`.
  static func command(_ scalars: [Unicode.Scalar], program: CheckedProgram, files: (String) -> [String])
    -> Completion
  {
    let leading = scalars.prefix { $0.isSpace }.count
    let body = Array(scalars[leading...])
    guard let space = body.firstIndex(where: { $0.isSpace }) else {
      // A command is followed by a space, as readline follows a completed word, ready for its argument.
      let word = String(String.UnicodeScalarView(body))
      let names = ReplModel.commandNames.filter { $0.hasPrefix(word) }
      return Completion(start: leading, candidates: names.map { $0 + " " })
    }
    let name = String(String.UnicodeScalarView(body[..<space]))
    var start = leading + space
    while start < scalars.count && scalars[start].isSpace { start += 1 }
    let partial = String(String.UnicodeScalarView(scalars[start...]))
    let candidates: [String]
    switch name {
    case ":load", ":save": candidates = files(partial)
    case ":state":
      candidates = (program.symbols.map(\.name) + BuiltinVariable.allCases.map(\.rawValue)).filter {
        $0.hasPrefix(partial)
      }
    default: candidates = []
    }
    return Completion(start: start, candidates: candidates.sorted())
  }
}
