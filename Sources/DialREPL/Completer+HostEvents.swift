import Dial

// MARK: - Host events and functions

extension Completer {
  /// The host events' names, after `emit`.
  static func hostEventNames(in program: CheckedProgram) -> [String] {
    program.events.map(\.name)
  }

  /// After `name.` where `name` is a host event: `emitted` and its parameters; nil for anything else.
  static func hostEventMembers(_ parts: [PathPart], in program: CheckedProgram) -> [String]? {
    guard parts.count == 1, case .name(let name) = parts[0],
      case .event(let index)? = program.symbol(named: name)?.kind
    else { return nil }
    return ["emitted"] + program.events[index].parameters.map(\.name)
  }

  /// Where an argument starts in a call of a function or an emission (`itemsLabel(`, `emit added(count: 1, `):
  /// the labels of the parameters not given yet, each with its colon; nil anywhere else.
  static func argumentLabels(_ tokens: [(kind: TokenKind, text: String)], in program: CheckedProgram)
    -> [String]?
  {
    guard let last = tokens.last, last.kind == .leftParen || last.kind == .comma,
      let open = innermostOpenParenthesis(tokens.map(\.kind)), open > 0,
      tokens[open - 1].kind == .identifier
    else { return nil }
    let parameters: [String]
    switch program.symbol(named: tokens[open - 1].text)?.kind {
    case .function(let index)?: parameters = program.functions[index].parameters.map(\.name)
    case .event(let index)?: parameters = program.events[index].parameters.map(\.name)
    default: return nil
    }
    // The labels already written at this depth: `name :` right inside the parentheses.
    var given: Set<String> = []
    var depth = 0
    for index in tokens.indices.dropFirst(open + 1) {
      switch tokens[index].kind {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      case .colon where depth == 0 && index > 0: given.insert(tokens[index - 1].text)
      default: break
      }
    }
    return parameters.filter { !given.contains($0) }.map { $0 + ": " }
  }

  /// The index of the innermost `(` that the tokens leave open, or nil.
  static func innermostOpenParenthesis(_ kinds: [TokenKind]) -> Int? {
    var closers = 0
    for index in kinds.indices.reversed() {
      switch kinds[index] {
      case .rightParen, .rightBracket: closers += 1
      case .leftParen, .leftBracket:
        if closers > 0 {
          closers -= 1
        } else {
          return kinds[index] == .leftParen ? index : nil
        }
      default: break
      }
    }
    return nil
  }
}
