import DialChecker
import DialLexer
import DialParser
@_spi(Tools) import DialRuntime

// MARK: - Expanding a level on several cores, with the result of the sequential search

extension Search {
  /// An event tried from a state of a level that led to a state its worker had not seen: sixteen bytes, the
  /// state it was sent from, the event, and the key of the state it led to.
  struct Candidate: Sendable {
    var parent: Int32
    var event: Int32
    var key: UInt64
  }

  /// What one worker found for its part of a level, in the order the sequential search would have met it.
  struct Part: Sendable {
    var candidates: [Candidate] = []
    /// Events that raised a runtime error: the state sent from, the event, the error.
    var errors: [(id: Int, event: Int, error: RuntimeError)] = []
    /// What fails in the part's states (those that have findings).
    var findings: [(id: Int, found: [Finding])] = []
    /// States that no longer replay (a bug, reported as a violation).
    var replayFailures: [(id: Int, error: RuntimeError)] = []
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
    /// Whether the states are expanded, or only looked at.
    let expanding: Bool
  }

  /// Like ``run()``, expanding each large level on `workers` tasks. The report is the sequential one: the
  /// parts are merged in level order, so states get the same numbers and violations the same sequences.
  mutating func run(workers: Int) async {
    while !level.isEmpty {
      guard depth < options.maxDepth, withinMemory() else {
        exhausted = false
        return await look(at: level, workers: workers)
      }
      let first = log.count
      if let cut = await expandLevel(workers: workers) { return stop(lookingFrom: cut + 1) }
      level = first..<log.count
      if !level.isEmpty { depth += 1 }
    }
  }

  /// Expands the level in batches (``Explorer/Options/parallelBatch``), each split between `workers` tasks and
  /// merged before the next; the number of the state being expanded when the state limit cut the level, or nil.
  /// A batch the state limit cuts is merged by nobody: the level is expanded from there on one core, where the
  /// cut is exact (it happens once, on the last level).
  mutating func expandLevel(workers: Int) async -> Int? {
    guard workers > 1 && level.count >= options.minimumParallelLevel else { return expandLevel() }
    var next = level.lowerBound
    while next < level.upperBound {
      // Past the memory limit, the states from `next` on are looked at, not expanded.
      guard withinMemory() else { return next - 1 }
      let batch = next..<min(next + max(1, options.parallelBatch), level.upperBound)
      guard await merge(await parts(of: batch, workers: workers, expanding: true)) else {
        return expandLevel(from: next)
      }
      next = batch.upperBound
    }
    return nil
  }

  /// Looks at the states of a level that is not expanded, on `workers` tasks when it is large.
  mutating func look(at ids: Range<Int>, workers: Int) async {
    guard workers > 1 && ids.count >= options.minimumParallelLevel else { return look(at: ids, depth: depth) }
    for part in await parts(of: ids, workers: workers, expanding: false) { take(part) }
  }

  /// The states `ids` cut into `workers` contiguous parts, each expanded (or looked at) by a task of its own.
  func parts(of ids: Range<Int>, workers: Int, expanding: Bool) async -> [Part] {
    let shared = Shared(
      start: start, log: log, events: events, targets: targets, seen: seen, checks: checks, depth: depth,
      expanding: expanding)
    let program = coverage.program
    // No more parts than states (a `--jobs` far above the level's size would start empty tasks).
    let workers = min(workers, ids.count)
    let size = (ids.count + workers - 1) / workers
    return await withTaskGroup(of: (Int, Part).self) { group in
      for index in 0..<workers {
        let lower = min(ids.lowerBound + index * size, ids.upperBound)
        let part = lower..<min(lower + size, ids.upperBound)
        group.addTask { (index, Self.expand(part, shared, coverage: Coverage(program))) }
      }
      var parts = [Part?](repeating: nil, count: workers)
      for await (index, part) in group { parts[index] = part }
      return parts.compactMap { $0 }
    }
  }

  /// Looks at every state numbered `ids` and, when expanding, sends it every event, as ``expand(_:id:)`` does,
  /// without numbering new states or reporting: those wait for the merge.
  static func expand(_ ids: Range<Int>, _ shared: Shared, coverage: Coverage) -> Part {
    var part = Part(coverage: coverage)
    var keys = LevelKeys(before: shared.seen)
    var replayer = Replayer(start: Probing.isolated(shared.start))
    let (events, targets) = (shared.events, shared.targets)
    for id in ids {
      if let error = replayer.move(to: id, depth: shared.depth, log: shared.log, events: events, targets: targets) {
        part.replayFailures.append((id, error))
        continue
      }
      var scratch = replayer.takeCurrent()
      part.coverage.noteState(scratch)
      let found = findings(in: scratch, checks: shared.checks)
      if !found.isEmpty { part.findings.append((id, found)) }
      if shared.expanding {
        expand(&scratch, id: id, events: events, targets: targets, keys: &keys, into: &part)
      }
      replayer.put(consume scratch)
    }
    return part
  }

  /// Sends every event to `scratch`, state `id`, noting in `part` what a merge needs.
  static func expand(
    _ scratch: inout Session, id: Int, events: [ExplorationEvent], targets: [ExplorationEvent.Target],
    keys: inout LevelKeys, into part: inout Part
  ) {
    let key = Probing.key(of: scratch)
    for index in events.indices {
      part.coverage.noteEvent(targets[index], in: scratch)
      let result = probe(&scratch, events, targets, index, key: key, seen: &keys)
      part.transitions += 1
      switch result {
      case .seen: continue
      case .error(let error): part.errors.append((id, index, error))
      case .new(let reachedKey, let made):
        undo(made, &scratch)
        part.candidates.append(Candidate(parent: Int32(id), event: Int32(index), key: reachedKey))
      }
    }
  }

  /// Takes what a part saw and found, but its candidates.
  mutating func take(_ part: Part) {
    coverage.merge(part.coverage)
    transitions += part.transitions
    for (id, error) in part.replayFailures {
      keep(Self.replayFailure(error, id: id), at: position(of: id), pathTo: id)
    }
    for (id, event, error) in part.errors { reportHandlerError(error, event: event, from: id) }
    for (id, found) in part.findings { report(found, of: id) }
  }

  /// Takes the parts in level order: numbers the states no earlier part reached, and reports what they found;
  /// false, changing nothing, when the state limit would cut the level. Which candidates are new is decided
  /// first, by tasks each owning some of the tables of ``seen`` (a key is first met in level order by
  /// whichever task owns its table); what remains for one core is a pass that numbers.
  mutating func merge(_ parts: [Part]) async -> Bool {
    let workers = parts.count
    let boxes = seen.shards.map(TableBox.init)
    // The boxes now hold the only references, so inserting copies no table.
    seen.shards = []
    defer { seen.shards = boxes.map(\.table) }
    let decided = await Self.newStates(in: parts, workers: workers, boxes: boxes)
    guard log.count + decided.reduce(0, { $0 + $1.found.count }) <= options.maxStates else { return false }
    await Self.add(decided, to: boxes)
    for (partIndex, part) in parts.enumerated() {
      take(part)
      for (position, candidate) in part.candidates.enumerated()
      where decided[StateKeySet.shard(of: candidate.key) % workers].flags[partIndex][position] {
        log.append(parent: Int(candidate.parent), event: Int(candidate.event))
        if (log.count - 1) & (Explorer.Options.progressInterval - 1) == 0 { options.progress?(log.count, depth + 1) }
      }
    }
    return true
  }
}
