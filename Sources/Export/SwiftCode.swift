/// Reading back Swift the export wrote: where a top-level choice (`c ? a : b`) splits, where a call's parentheses
/// close. Strings and brackets are skipped, so that a `?` or `:` inside one does not count.
enum SwiftCode {
  /// The condition and both sides of a choice at the top level of `code`, or nil.
  static func ternary(_ code: String) -> (String, String, String)? {
    var depth = 0
    var inString = false
    var escaped = false
    var question: String.Index?
    var nested = 0
    for index in code.indices {
      let character = code[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "?" where depth == 0:
        if question == nil { question = index } else { nested += 1 }
      case ":" where depth == 0 && question != nil:
        if nested > 0 {
          nested -= 1
          continue
        }
        guard let question else { return nil }
        let condition = code[..<question].trimmingSpaces
        let whenTrue = code[code.index(after: question)..<index].trimmingSpaces
        let whenFalse = code[code.index(after: index)...].trimmingSpaces
        return (condition, whenTrue, whenFalse)
      default: break
      }
    }
    return nil
  }

  /// The operands of `code` joined at the top level by `separator` (` && `, ` || `); one part when there is none.
  static func operands(_ code: String, joinedBy separator: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var inString = false
    var start = code.startIndex
    var index = code.startIndex
    while index < code.endIndex {
      let character = code[index]
      if inString {
        if character == "\\" {
          index = code.index(after: index)
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if "([{".contains(character) {
        depth += 1
      } else if ")]}".contains(character) {
        depth -= 1
      } else if depth == 0, code[index...].hasPrefix(separator) {
        parts.append(String(code[start..<index]))
        index = code.index(index, offsetBy: separator.count)
        start = index
        continue
      }
      if index < code.endIndex { index = code.index(after: index) }
    }
    parts.append(String(code[start...]))
    return parts
  }

  /// `a != b` for `a == b`: a lone comparison at the top level with its operator flipped; nil for anything else.
  static func flippedComparison(_ code: String) -> String? {
    let flips = ["==": "!=", "!=": "==", "<=": ">", ">=": "<", "<": ">=", ">": "<="]
    var depth = 0
    var inString = false
    var found: (Range<String.Index>, String)?
    var index = code.startIndex
    while index < code.endIndex {
      let character = code[index]
      if inString {
        if character == "\\" { index = code.index(after: index) } else if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if "([{".contains(character) {
        depth += 1
      } else if ")]}".contains(character) {
        depth -= 1
      } else if depth == 0 && " ".contains(character) {
        let rest = code[code.index(after: index)...]
        for op in ["==", "!=", "<=", ">=", "&&", "||", "<", ">", "?"] where rest.hasPrefix(op + " ") {
          guard let flipped = flips[op], found == nil else { return nil }
          let start = code.index(after: index)
          found = (start..<code.index(start, offsetBy: op.count), flipped)
          break
        }
      }
      index = code.index(after: index)
    }
    guard let (range, flipped) = found else { return nil }
    var result = code
    result.replaceSubrange(range, with: flipped)
    return result
  }

  /// `code` without parentheses around all of it: `a ? b : c` for `(a ? b : c)`.
  static func unwrapped(_ code: String) -> String {
    var code = code
    while code.hasPrefix("("), closingParenthesis(of: code) == code.index(before: code.endIndex) {
      code = String(code.dropFirst().dropLast())
    }
    return code
  }

  /// Whether `code` is a name, a member or a call chain (`model.items.count`, `f(x).y`): an operand that a member
  /// or a `!` applies to as it is, without parentheses.
  static func isSimple(_ code: String) -> Bool {
    guard let first = code.first, first.isLetter || first == "_" else { return false }
    var depth = 0
    var inString = false
    for character in code {
      if inString {
        if character == "\"" { inString = false }
        continue
      }
      switch character {
      case "\"": inString = true
      case "(": depth += 1
      case ")": depth -= 1
      case _ where depth > 0: continue
      case _ where character.isLetter || character.isNumber || character == "_" || character == ".": continue
      default: return false
      }
    }
    return depth == 0
  }

  /// The index of the parenthesis that closes the first one opened in `code`, or nil.
  static func closingParenthesis(of code: String) -> String.Index? {
    var depth = 0
    var inString = false
    var escaped = false
    for index in code.indices {
      let character = code[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character == "\"" { inString = true }
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}

extension Substring {
  /// The text without spaces at either end.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
