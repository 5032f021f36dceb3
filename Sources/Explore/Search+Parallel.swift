import DialLexer
import DialParser
@_spi(Tools) import DialRuntime

// MARK: - Expanding a level on several cores, with the result of the sequential search

extension Search {
  /// One event tried from one state of a level, by a worker: what the merge needs to do what the sequential
  /// search would have done at that point.
  enum Candidate: Sendable {
    /// The event raised a runtime error.
    case error(parent: Int, event: Int, RuntimeError)
    /// The event led to a state this worker had not seen, with what fails in it.
    case state(parent: Int, event: Int, session: Session, key: UInt64, findings: [Finding])
  }

  /// What one worker found for its part of a level, in the order the sequential search would have met it.
  struct Part: Sendable {
    var candidates: [Candidate] = []
    var coverage: Coverage
    var transitions = 0
  }

  /// Like ``run()``, expanding each large level on `workers` tasks. The report is the sequential one: the
  /// parts are merged in frontier order, so states get the same numbers and violations the same sequences. A
  /// level that the state limit could cut in the middle is expanded sequentially, where the cut is exact.
  mutating func run(workers: Int) async {
    while !frontier.isEmpty {
      guard depth < options.maxDepth else {
        exhausted = false
        return
      }
      var next: [Visited] = []
      let fits = parents.count + frontier.count * events.count <= options.maxStates
      if workers > 1, fits, frontier.count >= options.minimumParallelLevel {
        merge(await expandLevel(workers: workers), into: &next)
      } else if !expandLevel(into: &next) {
        return
      }
      if !next.isEmpty { depth += 1 }
      frontier = next
    }
  }

  /// The frontier cut into `workers` contiguous parts, each expanded by a task of its own.
  func expandLevel(workers: Int) async -> [Part] {
    let (frontier, events, targets, seen, program, checks) = (
      self.frontier, self.events, self.targets, self.seen, coverage.program, self.checks
    )
    // No more parts than states (a `--jobs` far above the level's size would start empty tasks).
    let workers = min(workers, frontier.count)
    let size = (frontier.count + workers - 1) / workers
    return await withTaskGroup(of: (Int, Part).self) { group in
      for index in 0..<workers {
        let slice = frontier[min(index * size, frontier.count)..<min((index + 1) * size, frontier.count)]
        group.addTask {
          (
            index,
            Self.expand(
              slice, events: events, targets: targets, seen: seen, coverage: Coverage(program), checks: checks)
          )
        }
      }
      var parts = [Part?](repeating: nil, count: workers)
      for await (index, part) in group { parts[index] = part }
      return parts.compactMap { $0 }
    }
  }

  /// Sends every event to every state of `slice`, as ``expand(_:id:key:into:)`` does, without numbering new
  /// states or reporting: those wait for the merge.
  static func expand(
    _ slice: ArraySlice<Visited>, events: [ExplorationEvent],
    targets: [ExplorationEvent.Target], seen: StateKeySet, coverage: Coverage, checks: BuiltInChecks
  ) -> Part {
    var part = Part(coverage: coverage)
    var keys = LevelKeys(before: seen)
    var reached: Session?
    for visited in slice {
      let (id, key) = (visited.id, visited.key)
      var scratch = visited.session
      Probing.startExpanding(&scratch)
      for index in events.indices {
        part.coverage.noteEvent(targets[index], in: scratch)
        let result = probe(&scratch, events, targets, index, key: key, seen: &keys, reached: &reached)
        part.transitions += 1
        switch result {
        case .seen: continue
        case .error(let error): part.candidates.append(.error(parent: id, event: index, error))
        case .new(let reachedKey):
          guard let state = reached.take() else { continue }
          part.coverage.noteState(state)
          let findings = findings(in: state, checks: checks)
          part.candidates.append(.state(parent: id, event: index, session: state, key: reachedKey, findings: findings))
        }
      }
    }
    return part
  }

  /// Takes the parts in frontier order: numbers the states no earlier part reached, and reports as the
  /// sequential search would have.
  mutating func merge(_ parts: [Part], into next: inout [Visited]) {
    for part in parts {
      coverage.merge(part.coverage)
      transitions += part.transitions
      for candidate in part.candidates {
        switch candidate {
        case .error(let parent, let event, let error):
          reportHandlerError(error, event: event, from: parent)
        case .state(let parent, let event, let session, let key, let findings):
          guard seen.insert(key) else { continue }
          parents.append((Int32(parent), Int32(event)))
          let id = parents.count - 1
          if id & (Explorer.Options.progressInterval - 1) == 0 { options.progress?(parents.count, depth + 1) }
          for found in findings { report(found.key, found.message, found.range, id: id) }
          next.append(Visited(session: session, id: id, key: key))
        }
      }
    }
  }
}
