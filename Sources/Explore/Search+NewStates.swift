// MARK: - Which candidates of a parallel level are new, decided on several cores

extension Search {
  /// A table of ``seen`` handed to the task that owns it while a level is merged: a box, so that the task
  /// inserts in place, the only one holding it.
  final class TableBox: @unchecked Sendable {
    var table: KeyTable
    init(_ table: KeyTable) { self.table = table }
  }

  /// What one task decided of a level: per part, per candidate, whether it is the first in level order to reach
  /// a state not seen before (of those whose table the task owns), and the keys of those states.
  struct Decision: Sendable {
    var flags: [[Bool]]
    var found: KeyTable
  }

  /// Per task, what it decided (``Decision``), reading the tables it owns; nothing is added to them yet.
  static func newStates(in parts: [Part], workers: Int, boxes: [TableBox]) async -> [Decision] {
    await withTaskGroup(of: (Int, Decision).self) { group in
      for owner in 0..<workers {
        group.addTask { (owner, Self.newStates(in: parts, owner: owner, of: workers, boxes: boxes)) }
      }
      var decided = [Decision](repeating: Decision(flags: [], found: KeyTable()), count: workers)
      for await (owner, decision) in group { decided[owner] = decision }
      return decided
    }
  }

  /// What one task decides: the candidates whose table it owns (`table % workers == owner`).
  static func newStates(in parts: [Part], owner: Int, of workers: Int, boxes: [TableBox]) -> Decision {
    var found = KeyTable()
    let flags = parts.map { part in
      var flags = [Bool](repeating: false, count: part.candidates.count)
      for position in part.candidates.indices {
        let key = part.candidates[position].key
        let shard = StateKeySet.shard(of: key)
        guard shard % workers == owner, !boxes[shard].table.contains(key) else { continue }
        flags[position] = found.insert(key)
      }
      return flags
    }
    return Decision(flags: flags, found: found)
  }

  /// Adds the new states' keys to the tables, each task those it found.
  static func add(_ decided: [Decision], to boxes: [TableBox]) async {
    await withTaskGroup(of: Void.self) { group in
      for decision in decided {
        group.addTask {
          decision.found.visitKeys { key in boxes[StateKeySet.shard(of: key)].table.insert(key) }
        }
      }
    }
  }
}
