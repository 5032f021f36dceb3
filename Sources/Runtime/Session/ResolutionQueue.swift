import DialChecker
import DialParser

/// What must settle before the statement being run is done: components to
/// resolve again, patch plans to apply, and the `selected` bindings due to be
/// re-applied. Writes fill it (through ``Session/markDependents(of:)``);
/// ``Session/settle()`` empties it.
///
/// The queue does not shift: a head index moves along, and the storage is
/// kept for the next statement.
struct ResolutionQueue: Sendable {
  /// What ``next()`` hands out.
  enum Entry {
    /// Resolve a component again.
    case resolve(Target)
    /// Apply the patch plan of this index in ``Program/patchPlans``.
    case patch(Int)
    /// Apply the patch plans of these indexes, in order: every reader of one change, when each has a plan.
    case patches(Range<Int>)
  }

  /// What to settle, targets and patch plans in the order they were marked,
  /// which is declaration order among the readers of one change: the first
  /// binding to fail, and the last `selected` to apply, are as a program reads.
  private var entries: [Entry] = []
  private var head = 0
  /// Targets that marks ignore: while the session starts, the components that
  /// read a variable whose initializer reads a component, until it has its value.
  var deferred: Set<Target> = []
  /// Buttons whose `selected` binding reads something that changed.
  var reapplySelected: Set<Target> = []
  /// Menu actions whose `selected` binding reads something that changed (at start, every one).
  var reapplyItemSelected: Set<MenuItemReference> = []

  /// Queues a target, unless it is deferred or already waiting.
  mutating func mark(_ target: Target) {
    guard !isDeferred(target), !isPending(target) else { return }
    entries.append(.resolve(target))
  }

  /// Queues a patch plan for `target`, unless the target is deferred.
  mutating func markPatch(_ plan: Int32, for target: Target) {
    guard !isDeferred(target) else { return }
    entries.append(.patch(Int(plan)))
  }

  /// Queues consecutive patch plans, the readers of one change (nothing is deferred once a session has started).
  mutating func markPatches(_ plans: Range<Int>) {
    entries.append(.patches(plans))
  }

  func isDeferred(_ target: Target) -> Bool { !deferred.isEmpty && deferred.contains(target) }

  /// Whether a short queue already holds `target`: a long one (a change feeding
  /// thousands of bindings) takes duplicates, which resolve to no change.
  func isPending(_ target: Target) -> Bool {
    guard entries.count - head <= 64 else { return false }
    return entries[head...].contains { if case .resolve(target) = $0 { true } else { false } }
  }

  /// The next thing to settle, in the order marked; nil when nothing is left.
  mutating func next() -> Entry? {
    guard head < entries.count else {
      removeQueued()
      return nil
    }
    head += 1
    return entries[head - 1]
  }

  /// Whether a button's `selected` binding is due; if it is, it no longer is.
  mutating func takeSelectedReapplication(_ button: Int) -> Bool {
    !reapplySelected.isEmpty && reapplySelected.remove(.button(button)) != nil
  }

  /// Whether an action's `selected` binding is due; if it is, it no longer is.
  mutating func takeSelectedReapplication(_ item: MenuItemReference) -> Bool {
    !reapplyItemSelected.isEmpty && reapplyItemSelected.remove(item) != nil
  }

  /// Empties the queue, keeping its storage.
  private mutating func removeQueued() {
    if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
    head = 0
  }

  /// Empties everything, at the end of a statement.
  mutating func removeAll() {
    removeQueued()
    if !reapplySelected.isEmpty { reapplySelected.removeAll(keepingCapacity: true) }
    if !reapplyItemSelected.isEmpty { reapplyItemSelected.removeAll(keepingCapacity: true) }
    if !deferred.isEmpty { deferred = [] }
  }
}
