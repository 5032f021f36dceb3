import DialParser
/// A value known before the program runs: a literal, an enum case or a default.
public enum ConstantValue: Hashable, Sendable {
  /// `true`, `false`.
  case bool(Bool)
  /// `42`.
  case int(Int64)
  /// `4.5`.
  case double(Double)
  /// `"text"` without interpolations.
  case string(String)
  /// `#FF9500` or a named color, 0xRRGGBBAA.
  case color(UInt32)
  /// `.trailing`, resolved to its enumeration.
  case enumCase(EnumCase)
  /// `nil`: no selection.
  case none
  /// `.headline` or `.system(size: 14, weight: .bold)` where a Font is expected.
  case font(Font)

  /// The type of the value (`none` is a `String?`, the only optional in Dial).
  public var type: DialType {
    switch self {
    case .bool: return .bool
    case .int: return .int
    case .double: return .double
    case .string: return .string
    case .color: return .color
    case .enumCase(let value): return .enumeration(value.type)
    case .none: return .optionalString
    case .font: return .font
    }
  }
}
