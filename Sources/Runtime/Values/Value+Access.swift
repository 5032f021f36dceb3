import DialChecker
import DialLexer
import DialParser

// Typed views of a value, for hosts and for the runtime. Inside the runtime
// the checker guarantees types, so a mismatch is a bug in Dial, reported as an
// internal error rather than a crash.
extension Value {
  /// The Bool this value holds, or nil.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The Int this value holds, or nil.
  public var intValue: Int64? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// The number this value holds, or nil. Ints widen to Double, as everywhere in Dial (docs/language.md §5).
  public var doubleValue: Double? {
    switch self {
    case .double(let value): return value
    case .int(let value): return Double(value)
    default: return nil
    }
  }

  /// The String this value holds, or nil.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The color this value holds, as 0xRRGGBBAA, or nil.
  public var colorValue: UInt32? {
    if case .color(let value) = self { return value }
    return nil
  }

  /// The enumeration case this value holds, or nil.
  public var enumValue: EnumCase? {
    if case .enumCase(let value) = self { return value }
    return nil
  }

  /// The font this value holds, or nil; a text style is that style's font.
  public var fontValue: Font? {
    switch self {
    case .font(let value): return value
    case .enumCase(let value): return value.decoded(as: TextStyle.self).map(Font.style)
    default: return nil
    }
  }

  /// The insets this value holds, or nil. A Number is the same inset on every edge.
  public var insetsValue: ButtonLayout.Insets? {
    switch self {
    case .insets(let value): return value
    case .int, .double: return doubleValue.map { ButtonLayout.Insets(all: $0) }
    default: return nil
    }
  }

  /// The type's name, for messages about a value of an unexpected type.
  public var typeName: String {
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

  /// The frame this value holds, or nil.
  public var frameValue: LayoutFrame? {
    if case .frame(let value) = self { return value }
    return nil
  }

  /// The trait set this value holds, or nil.
  public var traitsValue: TraitSet? {
    if case .traits(let value) = self { return value }
    return nil
  }

  /// The case of the Swift enumeration `type` this value holds, or nil:
  /// `session.evaluate("textSize").decoded(as: TextSize.self)`.
  public func decoded<E: DialEnum>(as type: E.Type) -> E? { enumValue?.decoded(as: type) }
}

// Values made from Swift values, so a host writes `.textSize(.accessibilityExtraLarge)` or `Value(true)`.
extension Value {
  /// A Bool.
  public init(_ value: Bool) { self = .bool(value) }
  /// An Int.
  public init(_ value: Int) { self = .int(Int64(value)) }
  /// A Double.
  public init(_ value: Double) { self = .double(value) }
  /// A String.
  public init(_ value: String) { self = .string(value) }
  /// A case of one of Dial's enumerations: `Value(ButtonSize.large)`.
  public init<E: DialEnum>(_ value: E) { self = .enumCase(value.enumCase) }

  /// A text size, for `textSize`: `.set("textSize", .textSize(.accessibilityExtraLarge))`.
  public static func textSize(_ size: TextSize) -> Value { .enumCase(size.enumCase) }
  /// A color from its 0xRRGGBB components, opaque: `.rgb(0xFF9500)`.
  public static func rgb(_ value: UInt32) -> Value { .color((value << 8) | 0xFF) }
}

extension RuntimeError {
  /// A value of the wrong type reached the runtime: the checker should have stopped it.
  static func type(_ expected: String, _ found: Value, at range: SourceRange?) -> RuntimeError {
    RuntimeError(InternalError("expected a \(expected), found \(found.typeName)", at: range))
  }
}
