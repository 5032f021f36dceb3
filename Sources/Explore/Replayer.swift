@_spi(Tools) import DialRuntime

/// Rebuilds visited states from the parent log, so that an exploration keeps no sessions: to expand a state, it
/// replays the events that lead to it from the nearest state it holds.
///
/// It holds the states along one path from the start. The next state of a level is most often a sibling of the
/// last (the same parent) or a cousin, so moving there replays one or two events, against the dozens each
/// state's expansion sends.
struct Replayer {
  /// The sessions along the current path: `path[d]` is at depth `d`, `path[0]` the start.
  private var path: [Session]
  /// Their state numbers.
  private var ids: [Int]

  /// A replayer standing at the start.
  init(start: Session) {
    var start = start
    Probing.startExpanding(&start)
    (path, ids) = ([start], [0])
  }

  /// Moves to state `id`, at `depth`, replaying what leads there from the deepest state on the current path
  /// that is one of its ancestors; the error of an event that no longer replays (which would be a bug).
  mutating func move(
    to id: Int, depth: Int, log: borrowing ParentLog, events: [ExplorationEvent], targets: [ExplorationEvent.Target]
  ) -> RuntimeError? {
    var steps: [(id: Int, event: Int)] = []
    var (current, level) = (id, depth)
    while level >= ids.count || ids[level] != current {
      let link = log[current]
      steps.append((current, Int(link.event)))
      (current, level) = (Int(link.parent), level - 1)
    }
    path.removeLast(path.count - level - 1)
    ids.removeLast(ids.count - level - 1)
    for (stepID, event) in steps.reversed() {
      var next = path[path.count - 1]
      Probing.startExpanding(&next)
      if let button = targets[event].button, Probing.localTapKey(button, from: 0, in: next) != nil {
        Probing.flipLocally(button, in: &next)
      } else if let error = Probing.replay(events[event].statement, in: &next) {
        return error
      }
      path.append(next)
      ids.append(stepID)
    }
    return nil
  }

  /// Takes out the state moved to, to expand it; ``put(_:)`` puts it back, as probes left it (unchanged).
  mutating func takeCurrent() -> Session {
    path.removeLast()
  }

  /// Puts back the state ``takeCurrent()`` took.
  mutating func put(_ session: consuming Session) {
    path.append(session)
  }
}
