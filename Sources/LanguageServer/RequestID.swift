/// A JSON-RPC request's id: a number or a string, echoed as it came in the response.
public enum RequestID: Hashable, Sendable, Codable {
  case number(Int)
  case string(String)

  /// Decodes a number or a string; anything else is not an id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes the id as it came.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    }
  }
}
