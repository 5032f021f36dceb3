extension Array {
  /// The same elements in storage of exactly their count, when appending has left much spare room.
  ///
  /// Appending doubles an array's storage, so a body of five items keeps room for eight, and the
  /// syntax tree stays alive through checking, when the process's memory peaks. Copying the few arrays
  /// that are a third empty or more costs one allocation each and lowers that peak (figures in the commit).
  func trimmedCapacity() -> [Element] {
    guard (capacity - count) * 3 > capacity else { return self }
    var trimmed: [Element] = []
    trimmed.reserveCapacity(count)
    trimmed.append(contentsOf: self)
    return trimmed
  }
}
