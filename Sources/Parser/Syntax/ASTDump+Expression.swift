import DialLexer

// MARK: - Expressions, written inline

extension StructuralDump {
  /// An expression as one S-expression: `(binary + (name a) (int 1))`.
  static func expression(_ expression: Expression) -> String {
    switch expression.kind {
    case .integer(let value): return "(int \(value))"
    case .double(let value): return "(double \(value))"
    case .boolean(let value): return "(bool \(value))"
    case .string(let parts): return "(string" + parts.map { " " + part($0) }.joined() + ")"
    // Dumped as the one-part literal it was written as, so that dumps do not depend on the storage.
    case .text(let text): return "(string \(part(.text(text))))"
    case .color(let value): return "(color #\(hex(value)))"
    case .nilLiteral: return "(nil)"
    case .name(let name): return "(name \(name))"
    case .enumCase(let name): return "(case \(name))"
    case .member(let base, let member): return "(member \(self.expression(base)) \(member.name))"
    case .subscriptItem(let base, let index): return "(subscript \(self.expression(base)) \(self.expression(index)))"
    case .call(let callee, let arguments): return "(call \(self.expression(callee))\(argumentList(arguments)))"
    case .unary(let op, let operand): return "(unary \(op.rawValue) \(self.expression(operand)))"
    case .binary(let op, let left, let right):
      return "(binary \(op.rawValue) \(self.expression(left)) \(self.expression(right)))"
    case .ternary(let condition, let whenTrue, let whenFalse):
      return "(ternary \(self.expression(condition)) \(self.expression(whenTrue)) \(self.expression(whenFalse)))"
    case .parenthesized(let inner): return "(paren \(self.expression(inner)))"
    case .tuple(let elements): return "(tuple\(list(elements)))"
    case .traitSet(let elements): return "(traits\(list(elements)))"
    case .invalid: return "(invalid)"
    }
  }

  static func part(_ part: StringPart) -> String {
    switch part {
    case .text(let text): return "(text \(quoted(text)))"
    case .interpolation(let inner): return "(interpolation \(expression(inner)))"
    }
  }

  static func argumentList(_ arguments: [Argument]) -> String {
    arguments.map { " " + ($0.label.map { "\($0.name): " } ?? "") + expression($0.value) }.joined()
  }

  static func list(_ expressions: [Expression]) -> String {
    expressions.map { " " + expression($0) }.joined()
  }

  /// `value` as eight upper-case hex digits, RRGGBBAA.
  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }

  /// A string in double quotes, escaped so that no text can be mistaken for structure.
  static func quoted(_ text: String) -> String { StringLiteral.quoted(text) }
}
