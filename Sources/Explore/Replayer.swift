@_spi(Tools) import DialRuntime

/// Rebuilds visited states from the parent log, so that an exploration keeps no sessions: to expand a state, it
/// replays the events that lead to it from the nearest state it holds.
///
/// It stands on one path from the start. The next state of a level is most often a sibling of the last (the
/// same parent) or a cousin, so moving there undoes and replays one or two events, against the dozens each
/// state's expansion sends. A local tap is made and undone in place, by flipping its button; any other event
/// is replayed on a copy of the session before it, which is kept until the path leaves it.
struct Replayer {
  /// One event of the path.
  private struct Step {
    /// The state it reached.
    var id: Int
    /// The button it flipped in place, for a local tap; nil for an event replayed on a copy.
    var flipped: Int?
  }

  /// The start, then a session per event replayed on a copy, each with the local taps after it flipped in place.
  private var sessions: [Session]
  /// The events from the start: `steps[d]` reached the state at depth `d + 1`.
  private var steps: [Step] = []

  /// A replayer standing at the start.
  init(start: Session) {
    var start = start
    Probing.startExpanding(&start)
    sessions = [start]
  }

  /// Moves to state `id`, at `depth`, replaying what leads there from the deepest state on the current path
  /// that is one of its ancestors; the error of an event that no longer replays (which would be a bug).
  mutating func move(
    to id: Int, depth: Int, log: borrowing ParentLog, events: [ExplorationEvent], targets: [ExplorationEvent.Target]
  ) -> RuntimeError? {
    var missing: [(id: Int, event: Int)] = []
    var (current, level) = (id, depth)
    // The start (depth 0, number 0) is on every path.
    while level > 0 && (level > steps.count || steps[level - 1].id != current) {
      guard let link = log[current] else { return RuntimeError("the parent log could not be read back") }
      missing.append((current, Int(link.event)))
      (current, level) = (Int(link.parent), level - 1)
    }
    back(to: level)
    for (stepID, event) in missing.reversed() {
      if let error = replay(events[event], targets[event], reaching: stepID) { return error }
    }
    return nil
  }

  /// Undoes the path's events after depth `level`.
  private mutating func back(to level: Int) {
    while steps.count > level {
      if let button = steps.removeLast().flipped {
        _ = Probing.flipIfLocal(button, in: &sessions[sessions.count - 1])
      } else {
        sessions.removeLast()
      }
    }
  }

  /// Makes `event` on the current state, which reaches state `id`.
  private mutating func replay(_ event: ExplorationEvent, _ target: ExplorationEvent.Target, reaching id: Int)
    -> RuntimeError?
  {
    let top = sessions.count - 1
    // In place, where reading the session out of the array to ask would copy it.
    if let button = target.button, Probing.flipIfLocal(button, in: &sessions[top]) {
      steps.append(Step(id: id, flipped: button))
      return nil
    }
    var next = sessions[top]
    Probing.startExpanding(&next)
    if let error = Probing.replay(event.statement, in: &next) { return error }
    sessions.append(next)
    steps.append(Step(id: id, flipped: nil))
    return nil
  }

  /// Takes out the state moved to, to expand it; ``put(_:)`` puts it back, as probes left it (unchanged).
  mutating func takeCurrent() -> Session {
    sessions.removeLast()
  }

  /// Puts back the state ``takeCurrent()`` took.
  mutating func put(_ session: consuming Session) {
    sessions.append(session)
  }
}
