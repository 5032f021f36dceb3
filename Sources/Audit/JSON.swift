/// A minimal JSON writer, for the tools' machine-readable outputs (SARIF, JSON Lines): they write JSON, never read
/// it, and need their members in a fixed order, which an object's array of pairs keeps.
public indirect enum JSON: Sendable {
  /// A string.
  case string(String)
  /// A number, written as an integer when it is one.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// An array.
  case array([JSON])
  /// An object, its members in order.
  case object([(String, JSON)])

  /// The value as compact JSON text.
  public var encoded: String {
    switch self {
    case .string(let text): return Self.quote(text)
    case .number(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    case .bool(let value): return value ? "true" : "false"
    case .array(let items): return "[" + items.map(\.encoded).joined(separator: ",") + "]"
    case .object(let fields):
      return "{" + fields.map { Self.quote($0.0) + ":" + $0.1.encoded }.joined(separator: ",") + "}"
    }
  }

  /// A string as a JSON string literal: quotes, backslashes and control characters escaped.
  public static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
