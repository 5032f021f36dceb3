/// What a statement touched, by index, in the order first touched.
///
/// A statement usually touches one to three things, so a short array searched
/// linearly beats hashing; past ``linearLimit`` entries an index dictionary
/// takes over, so a statement that touches thousands stays linear overall.
struct TouchLog<Value: Sendable>: Sendable, Sequence {
  /// Entries searched linearly before the dictionary is built.
  static var linearLimit: Int { 8 }

  /// The indexes, in the order first touched.
  private(set) var keys: [Int] = []
  private var values: [Value] = []
  private var positions: [Int: Int] = [:]

  var isEmpty: Bool { keys.isEmpty }

  /// The value kept for `key`; setting one keeps the first unless it replaces an entry.
  subscript(key: Int) -> Value? {
    get { position(of: key).map { values[$0] } }
    set {
      guard let newValue else { return }
      if let position = position(of: key) {
        values[position] = newValue
        return
      }
      keys.append(key)
      values.append(newValue)
      if keys.count == Self.linearLimit + 1 {
        for (position, key) in keys.enumerated() { positions[key] = position }
      } else if keys.count > Self.linearLimit + 1 {
        positions[key] = keys.count - 1
      }
    }
  }

  private func position(of key: Int) -> Int? {
    keys.count <= Self.linearLimit ? keys.firstIndex(of: key) : positions[key]
  }

  func makeIterator() -> Zip2Sequence<[Int], [Value]>.Iterator {
    zip(keys, values).makeIterator()
  }
}
