import DialChecker
import DialLexer
import DialParser

/// A runtime value: what an expression computes, a variable holds, or a
/// property resolves to.
public enum Value: Hashable, Sendable {
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  /// 0xRRGGBBAA.
  case color(UInt32)
  case enumCase(EnumCase)
  /// The absent selection of a single menu.
  case none
  /// `contentInsets`.
  case insets(ButtonLayout.Insets)
  /// A laid-out rectangle.
  case frame(LayoutFrame)
  /// `.traits`.
  case traits(TraitSet)
  /// `font`, `subtitleFont`: a text style or a system font.
  case font(Font)

  /// Makes a value from a checker constant.
  public init(_ constant: ConstantValue) {
    switch constant {
    case .bool(let value): self = .bool(value)
    case .int(let value): self = .int(value)
    case .double(let value): self = .double(value)
    case .string(let value): self = .string(value)
    case .color(let value): self = .color(value)
    case .enumCase(let value): self = .enumCase(value)
    case .none: self = .none
    case .font(let value): self = .font(value)
    }
  }

  /// The value as a Dial literal: `1`, `4.5`, `"text"`, `true`, `.large`, `#FF9500`, `nil`.
  public var literal: String {
    switch self {
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return Self.number(value)
    case .string(let value): return Self.quoted(value)
    case .color(let value): return Self.hex(value)
    case .enumCase(let value): return "." + value.name
    case .none: return "nil"
    case .insets(let insets):
      let edges = [insets.top, insets.leading, insets.bottom, insets.trailing].map(Self.number)
      return "(" + edges.joined(separator: ", ") + ")"
    case .frame(let frame):
      let parts = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
      return "(" + parts.map { "\($0.0): \(Self.number($0.1))" }.joined(separator: ", ") + ")"
    case .traits(let traits): return traits.literal
    case .font(let font): return font.literal(number: Self.number)
    }
  }

  /// How `print` and interpolation show the value: a String as its text, anything else as a literal.
  public var text: String {
    if case .string(let value) = self { return value }
    return literal
  }

  /// A Double as a Dial literal (``NumberText/literal(_:)``): `148.0`, `4.5`.
  static func number(_ value: Double) -> String { NumberText.literal(value) }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public static func hex(_ color: UInt32) -> String {
    let opaque = color & 0xFF == 0xFF
    let shown = opaque ? color >> 8 : color
    let digits = String(shown, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: max(0, (opaque ? 6 : 8) - digits.count)) + digits
  }

  /// A string literal, escaped as Dial source would write it.
  public static func quoted(_ text: String) -> String { StringLiteral.quoted(text) }
}

extension Value: CustomStringConvertible {
  /// The value as a Dial literal (``literal``), so that a host printing a value reads what Dial prints.
  public var description: String { literal }
}
