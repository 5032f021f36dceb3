import DialParser

/// What must settle before the statement being run is done: components to
/// resolve again, patch plans to apply, and the `selected` bindings due to be
/// re-applied. Writes fill it (through ``Session/markDependents(of:)``);
/// ``Session/settle()`` empties it.
///
/// Both lists are queues without shifting: a head index moves along, and the
/// storage is kept for the next statement.
struct ResolutionQueue: Sendable {
  /// What ``next()`` hands out.
  enum Entry {
    /// Resolve a component again.
    case resolve(Target)
    /// Apply the patch plan of this index in ``Program/patchPlans``.
    case patch(Int)
  }

  /// Targets to resolve, in the order they were marked.
  private var targets: [Target] = []
  private var targetHead = 0
  /// Patch plans due, in the order they were marked.
  private var patches: [Int32] = []
  private var patchHead = 0
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
    targets.append(target)
  }

  /// Queues a patch plan for `target`, unless the target is deferred.
  mutating func markPatch(_ plan: Int32, for target: Target) {
    guard !isDeferred(target) else { return }
    patches.append(plan)
  }

  func isDeferred(_ target: Target) -> Bool { !deferred.isEmpty && deferred.contains(target) }

  /// Whether a short queue already holds `target`: a long one (a change feeding
  /// thousands of bindings) takes duplicates, which resolve to no change.
  func isPending(_ target: Target) -> Bool {
    guard targets.count - targetHead <= 64 else { return false }
    return targets[targetHead...].contains(target)
  }

  /// The next thing to settle: targets first, then patches; nil when both queues are empty.
  mutating func next() -> Entry? {
    if targetHead < targets.count {
      targetHead += 1
      return .resolve(targets[targetHead - 1])
    }
    if patchHead < patches.count {
      patchHead += 1
      return .patch(Int(patches[patchHead - 1]))
    }
    removeQueued()
    return nil
  }

  /// Whether a button's `selected` binding is due; if it is, it no longer is.
  mutating func takeSelectedReapplication(_ button: Int) -> Bool {
    !reapplySelected.isEmpty && reapplySelected.remove(.button(button)) != nil
  }

  /// Whether an action's `selected` binding is due; if it is, it no longer is.
  mutating func takeSelectedReapplication(_ item: MenuItemReference) -> Bool {
    !reapplyItemSelected.isEmpty && reapplyItemSelected.remove(item) != nil
  }

  /// Empties both queues, keeping their storage.
  private mutating func removeQueued() {
    if !targets.isEmpty { targets.removeAll(keepingCapacity: true) }
    if !patches.isEmpty { patches.removeAll(keepingCapacity: true) }
    (targetHead, patchHead) = (0, 0)
  }

  /// Empties everything, at the end of a statement.
  mutating func removeAll() {
    removeQueued()
    if !reapplySelected.isEmpty { reapplySelected.removeAll(keepingCapacity: true) }
    if !reapplyItemSelected.isEmpty { reapplyItemSelected.removeAll(keepingCapacity: true) }
    if !deferred.isEmpty { deferred = [] }
  }
}
