import DialChecker
import DialParser

/// One `emit` of a host event (docs/language.md §4): its name and its arguments by label, delivered to the host
/// after the statement that made it completes (a statement that fails delivers none).
public struct Emission: Sendable, Equatable, CustomStringConvertible {
  /// The event's name: `addedToCart`.
  public var name: String
  /// The parameters' labels, in declaration order: shared by every emission of the event, so that making one
  /// copies no string.
  public var labels: [String]
  /// The arguments, in parameter order.
  public var values: [Value]

  /// Makes an emission.
  public init(name: String, arguments: [(label: String, value: Value)]) {
    self.init(name: name, labels: arguments.map(\.label), values: arguments.map(\.value))
  }

  /// Makes an emission of an event whose parameters are `labels`, with `values` in that order.
  public init(name: String, labels: [String], values: [Value]) {
    self.name = name
    self.labels = labels
    self.values = values
  }

  /// The arguments, in parameter order, with their labels.
  public var arguments: [(label: String, value: Value)] {
    zip(labels, values).map { (label: $0, value: $1) }
  }

  /// The argument labelled `label`, or nil when the event has no such parameter: `emission["count"]`.
  public subscript(label: String) -> Value? {
    labels.firstIndex(of: label).flatMap { values.indices.contains($0) ? values[$0] : nil }
  }

  /// The line `dial run` prints: `emit addedToCart(count: 1, sku: "A1")`, arguments as Dial literals.
  public var description: String {
    "emit " + name + "(" + arguments.map { "\($0.label): \($0.value.literal)" }.joined(separator: ", ") + ")"
  }
}

extension Value {
  /// The value a parameter of `type` reads before anything gave it one: `false`, `0`, `0.0`, `""`, clear, the
  /// first case of an enumeration, or no selection.
  static func zero(of type: DialType) -> Value {
    switch type {
    case .bool: return .bool(false)
    case .int: return .int(0)
    case .double: return .double(0)
    case .string: return .string("")
    case .color: return .color(0)
    case .enumeration(let enumeration): return .enumCase(EnumCase(type: enumeration, index: 0))
    default: return .none
    }
  }
}
