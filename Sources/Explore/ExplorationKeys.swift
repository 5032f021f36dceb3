import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// The keys of the states an exploration has seen, as ``Search/probe(_:_:_:_:key:seen:)`` consults them: a
/// set for the sequential search, and a level's view for one worker of the parallel one.
protocol ExplorationKeys {
  /// Adds `key`; whether it was new.
  mutating func insertNew(_ key: UInt64) -> Bool
}

extension StateKeySet: ExplorationKeys {
  @inline(__always)
  mutating func insertNew(_ key: UInt64) -> Bool { insert(key) }
}

/// What one worker of a parallel level sees: the keys of the levels before (shared, read only) and the keys
/// it has found itself. Keys another worker found in the same level are not in it; the merge drops those.
struct LevelKeys: ExplorationKeys {
  let before: StateKeySet
  var found = KeyTable()

  mutating func insertNew(_ key: UInt64) -> Bool {
    // The worker's own keys first: a small table, mostly in cache, where a state reached again in the same
    // level is found without reading the large shared one.
    !found.contains(key) && !before.contains(key) && found.insert(key)
  }
}

/// What trying one event from a state gave.
enum ProbeResult {
  /// A state seen before (or the same state).
  case seen
  /// A runtime error, rolled back.
  case error(RuntimeError)
  /// A state not seen before, with its key, left made in the probed session until it is put back.
  case new(UInt64, Made)

  /// How a new state was made, so that it can be put back.
  enum Made {
    /// A local tap flipped this button.
    case flipped(Int)
    /// The event ran in the session's journal.
    case journaled
  }
}
