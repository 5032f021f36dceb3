extension Array {
  /// The same elements in storage of exactly their count, when appending has left much spare room.
  ///
  /// Appending doubles an array's storage, so a script of 70 000 items keeps room for 131 072, and a
  /// block whose items were miscounted ahead keeps spare slots; the syntax stays alive into checking,
  /// when memory peaks. Copying the few arrays that are a third empty or more costs one allocation each.
  func trimmedCapacity() -> [Element] {
    guard (capacity - count) * 3 > capacity else { return self }
    var trimmed: [Element] = []
    trimmed.reserveCapacity(count)
    trimmed.append(contentsOf: self)
    return trimmed
  }
}
