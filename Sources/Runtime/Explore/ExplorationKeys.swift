/// The keys of the states an exploration has seen, as ``Session/probe(_:key:seen:)`` consults them: a
/// set for the sequential search, and a level's view for one worker of the parallel one.
protocol ExplorationKeys {
  /// Adds `key`; whether it was new.
  mutating func insertNew(_ key: UInt64) -> Bool
}

extension StateKeySet: ExplorationKeys {
  mutating func insertNew(_ key: UInt64) -> Bool { insert(key) }
}

/// What one worker of a parallel level sees: the keys of the levels before (shared, read only) and the keys
/// it has found itself. Keys another worker found in the same level are not in it; the merge drops those.
struct LevelKeys: ExplorationKeys {
  let before: StateKeySet
  var found = StateKeySet()

  mutating func insertNew(_ key: UInt64) -> Bool {
    !before.contains(key) && found.insert(key)
  }
}
