import DialLexer
import DialParser

// Typed views of a value. The checker guarantees types, so a mismatch is a
// bug in Dial, reported as an internal error rather than a crash.
extension Value {
  var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  var intValue: Int64? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// Ints widen to Double, as everywhere in Dial (docs/language.md §5).
  var doubleValue: Double? {
    switch self {
    case .double(let value): return value
    case .int(let value): return Double(value)
    default: return nil
    }
  }

  var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var colorValue: UInt32? {
    if case .color(let value) = self { return value }
    return nil
  }

  var enumValue: EnumCase? {
    if case .enumCase(let value) = self { return value }
    return nil
  }

  /// A font; a text style is that style's font.
  var fontValue: Font? {
    switch self {
    case .font(let value): return value
    case .enumCase(let value): return value.decoded(as: TextStyle.self).map(Font.style)
    default: return nil
    }
  }

  /// A Number is the same inset on every edge.
  var insetsValue: ButtonLayout.Insets? {
    switch self {
    case .insets(let value): return value
    case .int, .double: return doubleValue.map { ButtonLayout.Insets(all: $0) }
    default: return nil
    }
  }

  /// The type's name, for messages about a value of an unexpected type.
  var typeName: String {
    switch self {
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .string: return "String"
    case .color: return "Color"
    case .enumCase(let value): return value.type.displayName
    case .none: return "nil"
    case .insets: return "Insets"
    case .frame: return "Frame"
    case .traits: return "Traits"
    case .font: return "Font"
    }
  }
}

extension RuntimeError {
  /// A value of the wrong type reached the runtime: the checker should have stopped it.
  static func type(_ expected: String, _ found: Value, at range: SourceRange?) -> RuntimeError {
    RuntimeError(InternalError("expected a \(expected), found \(found.typeName)", at: range))
  }
}
