import DialLexer
import DialParser
@_spi(Tools) import DialRuntime

// MARK: - Expanding a level on several cores, with the result of the sequential search

extension Search {
  /// One event tried from one state of a level, by a worker, that the merge must look at: it led to a state
  /// this worker had not seen, or it raised an error. Sixteen bytes: what else there is (findings, the error)
  /// is rare and kept apart, in ``Part/extras``.
  struct Candidate: Sendable {
    var parent: Int32
    var event: Int32
    /// The key of the state it led to; unused for an error.
    var key: UInt64
  }

  /// What a candidate carries besides its numbers.
  enum Extra: Sendable {
    /// The event raised a runtime error: the candidate is not a state.
    case error(RuntimeError)
    /// What fails in the state it led to.
    case findings([Finding])
    /// The state the worker stands at no longer replays (a bug, reported as a violation).
    case replay(RuntimeError)
  }

  /// What one worker found for its part of a level, in the order the sequential search would have met it.
  struct Part: Sendable {
    var candidates: [Candidate] = []
    /// Per candidate that has one, by its position in ``candidates``, in order.
    var extras: [(position: Int, extra: Extra)] = []
    var coverage: Coverage
    var transitions = 0
  }

  /// What every worker reads and none writes.
  struct Shared: Sendable {
    let start: Session
    let log: ParentLog
    let events: [ExplorationEvent]
    let targets: [ExplorationEvent.Target]
    let seen: StateKeySet
    let checks: BuiltInChecks
    let depth: Int
  }

  /// Like ``run()``, expanding each large level on `workers` tasks. The report is the sequential one: the
  /// parts are merged in level order, so states get the same numbers and violations the same sequences. A
  /// level that the state limit could cut in the middle is expanded sequentially, where the cut is exact.
  mutating func run(workers: Int) async {
    while !level.isEmpty {
      guard depth < options.maxDepth else {
        exhausted = false
        return
      }
      let first = log.count
      let fits = log.count + level.count * events.count <= options.maxStates
      if workers > 1, fits, level.count >= options.minimumParallelLevel {
        merge(await expandLevel(workers: workers))
      } else if !expandLevel() {
        return
      }
      level = first..<log.count
      if !level.isEmpty { depth += 1 }
    }
  }

  /// The level cut into `workers` contiguous parts, each expanded by a task of its own.
  func expandLevel(workers: Int) async -> [Part] {
    let shared = Shared(
      start: start, log: log, events: events, targets: targets, seen: seen, checks: checks, depth: depth)
    let (level, program) = (self.level, coverage.program)
    // No more parts than states (a `--jobs` far above the level's size would start empty tasks).
    let workers = min(workers, level.count)
    let size = (level.count + workers - 1) / workers
    return await withTaskGroup(of: (Int, Part).self) { group in
      for index in 0..<workers {
        let lower = min(level.lowerBound + index * size, level.upperBound)
        let ids = lower..<min(lower + size, level.upperBound)
        group.addTask { (index, Self.expand(ids, shared, coverage: Coverage(program))) }
      }
      var parts = [Part?](repeating: nil, count: workers)
      for await (index, part) in group { parts[index] = part }
      return parts.compactMap { $0 }
    }
  }

  /// Sends every event to every state numbered `ids`, as ``expand(_:id:)`` does, without numbering new states
  /// or reporting: those wait for the merge.
  static func expand(_ ids: Range<Int>, _ shared: Shared, coverage: Coverage) -> Part {
    var part = Part(coverage: coverage)
    var keys = LevelKeys(before: shared.seen)
    var replayer = Replayer(start: shared.start)
    let (events, targets) = (shared.events, shared.targets)
    for id in ids {
      if let error = replayer.move(to: id, depth: shared.depth, log: shared.log, events: events, targets: targets) {
        part.extras.append((part.candidates.count, .replay(error)))
        part.candidates.append(Candidate(parent: Int32(id), event: -1, key: 0))
        continue
      }
      var scratch = replayer.takeCurrent()
      let key = Probing.key(of: scratch)
      for index in events.indices {
        part.coverage.noteEvent(targets[index], in: scratch)
        let result = probe(&scratch, events, targets, index, key: key, seen: &keys)
        part.transitions += 1
        switch result {
        case .seen: continue
        case .error(let error):
          part.extras.append((part.candidates.count, .error(error)))
          part.candidates.append(Candidate(parent: Int32(id), event: Int32(index), key: 0))
        case .new(let reachedKey, let made):
          part.coverage.noteState(scratch)
          let findings = findings(in: scratch, checks: shared.checks)
          undo(made, &scratch)
          if !findings.isEmpty { part.extras.append((part.candidates.count, .findings(findings))) }
          part.candidates.append(Candidate(parent: Int32(id), event: Int32(index), key: reachedKey))
        }
      }
      replayer.put(scratch)
    }
    return part
  }

  /// Takes the parts in level order: numbers the states no earlier part reached, and reports as the
  /// sequential search would have.
  mutating func merge(_ parts: [Part]) {
    for part in parts {
      coverage.merge(part.coverage)
      transitions += part.transitions
      var next = 0
      for (position, candidate) in part.candidates.enumerated() {
        var extra: Extra?
        if next < part.extras.count, part.extras[next].position == position {
          extra = part.extras[next].extra
          next += 1
        }
        let (parent, event) = (Int(candidate.parent), Int(candidate.event))
        switch extra {
        case .error(let error): reportHandlerError(error, event: event, from: parent)
        case .replay(let error):
          report("replay " + String(parent), "a state no longer replays: \(error.message)", error.range, id: parent)
        case .findings, nil:
          guard seen.insert(candidate.key) else { continue }
          log.append(parent: parent, event: event)
          let id = log.count - 1
          if id & (Explorer.Options.progressInterval - 1) == 0 { options.progress?(log.count, depth + 1) }
          guard case .findings(let found) = extra else { continue }
          for finding in found { report(finding.key, finding.message, finding.range, id: id) }
        }
      }
    }
  }
}
