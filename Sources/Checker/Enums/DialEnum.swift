import DialParser
/// An enumeration without payloads whose cases have positions: its tables
/// are arrays indexed by ``ordinal`` rather than dictionaries, so a lookup
/// hashes nothing.
public protocol OrdinalEnum: CaseIterable, Hashable, Sendable {}

extension OrdinalEnum {
  /// The case's position in declaration order (that of ``allCases``).
  @inlinable public var ordinal: Int {
    // A Swift enumeration without payloads is stored as its case's position in
    // declaration order, one byte for up to 256 cases: reading that byte costs
    // nothing, where searching `allCases` would build an array per call.
    // `DialEnumTests` checks it against `allCases` for every enumeration.
    if MemoryLayout<Self>.size == 1 { return withUnsafeBytes(of: self) { Int($0[0]) } }
    // `allCases` lists every case, so the search always finds it; 0 is never used.
    var position = 0
    for candidate in Self.allCases {
      if candidate == self { return position }
      position += 1
    }
    return 0
  }
}

/// A Swift enumeration that Dial programs write as `.name` cases: one of
/// ``EnumType``'s enumerations, with its cases in one place.
///
/// The checker takes case names from ``allCases`` and the runtime stores and
/// reads the same Swift type, so the two sides cannot disagree on a case, and
/// no code passes a case around as a bare integer.
public protocol DialEnum: OrdinalEnum, RawRepresentable where RawValue == String {
  /// The enumeration of Dial's type system this Swift type stands for.
  static var enumType: EnumType { get }
}

extension DialEnum {
  /// The case as a value of Dial's type system.
  @inlinable public var enumCase: EnumCase { EnumCase(type: Self.enumType, index: ordinal) }

  /// Case names in declaration order.
  static var names: [String] { allCases.map(\.rawValue) }
}

extension EnumCase {
  /// This case as the Swift enumeration `type`, or nil when it belongs to another enumeration.
  public func decoded<E: DialEnum>(as type: E.Type) -> E? {
    guard self.type == E.enumType else { return nil }
    let cases = E.allCases
    guard index >= 0, index < cases.count else { return nil }
    return cases[cases.index(cases.startIndex, offsetBy: index)]
  }
}
