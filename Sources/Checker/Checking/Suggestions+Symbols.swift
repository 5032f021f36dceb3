import DialParser

extension Suggestions {
  /// The names of the symbols of some kind, as candidates.
  static func names(in symbols: [Symbol], where isWanted: (SymbolKind) -> Bool) -> [String] {
    symbols.compactMap { isWanted($0.kind) ? $0.name : nil }
  }
}
