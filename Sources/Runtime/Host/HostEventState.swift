import DialChecker
import DialParser

/// What a session holds of its host events and announcements (docs/language.md §11): each event's count and
/// last arguments and the last announcement, which are state (rolled back with a failed statement, compared by
/// `==`), and the running statement's emissions with what they overwrote, then the last delivered ones.
///
/// All of it sits behind one optional reference, copied on write: a session is copied for every event an
/// exploration tries, and a program without host events or announcements keeps the reference nil, so its
/// copies cost what they cost before host events existed.
struct HostEventState: Sendable, Equatable {
  /// The storage, shared between copies of a session until one of them writes. Its properties skip the dynamic
  /// exclusivity checks of a class (an emission made a dozen): a storage is written only by the one session that
  /// owns it alone (``unique()``), and a session is a value, so no two accesses overlap.
  final class Storage: @unchecked Sendable {
    /// Per host event: how many times it was emitted since the start.
    @exclusivity(unchecked) var counts: [Int64]
    /// Per host event: the arguments of its last emission (each parameter type's zero value before the first).
    @exclusivity(unchecked) var lastArguments: [[Value]]
    /// What VoiceOver last announced (`lastAnnouncement`).
    @exclusivity(unchecked) var lastAnnouncement = ""
    /// The running statement's emissions, delivered when it completes.
    @exclusivity(unchecked) var pending: [Emission] = []
    /// The last statement's or event's emissions, once delivered.
    @exclusivity(unchecked) var delivered: [Emission] = []
    /// What each of the running statement's emissions overwrote, in the order made.
    @exclusivity(unchecked) var undo: [HostEventUndo] = []
    /// `lastAnnouncement` before the running statement's first `announce`.
    @exclusivity(unchecked) var announcementBefore: String?

    init(counts: [Int64], lastArguments: [[Value]]) {
      self.counts = counts
      self.lastArguments = lastArguments
    }

    /// A copy for a session about to write (its arrays shared until written).
    func copy() -> Storage {
      let copy = Storage(counts: counts, lastArguments: lastArguments)
      (copy.lastAnnouncement, copy.pending, copy.delivered) = (lastAnnouncement, pending, delivered)
      (copy.undo, copy.announcementBefore) = (undo, announcementBefore)
      return copy
    }
  }

  /// Nil until a program without host events announces something.
  private var storage: Storage?
  /// Whether ``delivered`` holds emissions, and whether the running statement emitted or announced: kept beside
  /// the reference, so that a statement that does neither checks two bytes.
  private var hasDelivered = false
  private var statementWrote = false

  /// The state at the start: nothing emitted, nothing announced.
  init(_ program: CheckedProgram) {
    guard !program.events.isEmpty else { return }
    storage = Storage(
      counts: Array(repeating: 0, count: program.events.count),
      lastArguments: program.events.map { event in event.parameters.map { Value.zero(of: $0.type) } })
  }

  // MARK: - Reading

  /// How many times host event `event` was emitted; nil for an event the program does not declare.
  func count(of event: Int) -> Int64? {
    guard let storage, storage.counts.indices.contains(event) else { return nil }
    return storage.counts[event]
  }

  /// The arguments of host event `event`'s last emission; nil for an event the program does not declare.
  func arguments(of event: Int) -> [Value]? {
    guard let storage, storage.lastArguments.indices.contains(event) else { return nil }
    return storage.lastArguments[event]
  }

  /// What VoiceOver last announced, `""` before anything was.
  var lastAnnouncement: String { storage?.lastAnnouncement ?? "" }

  /// The emissions of the last statement or event, delivered.
  var delivered: [Emission] { storage?.delivered ?? [] }

  /// Two states are equal when their counts, arguments and last announcement are: the emissions on their way
  /// are not state.
  static func == (lhs: HostEventState, rhs: HostEventState) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.storage?.counts ?? [] == rhs.storage?.counts ?? []
      && lhs.storage?.lastArguments ?? [] == rhs.storage?.lastArguments ?? []
      && lhs.lastAnnouncement == rhs.lastAnnouncement
  }

  // MARK: - Writing

  /// The storage, made or copied first when this session does not own it alone. Uniqueness is asked before any
  /// other reference to the storage is taken, which would make it shared.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage?.copy() }
    if let storage { return storage }
    let made = Storage(counts: [], lastArguments: [])
    storage = made
    return made
  }

  /// Counts an emission of host event `event` with `values`, keeps them as its last arguments and queues the
  /// emission for delivery; with `undo`, first keeps what it overwrites (the old arguments move, nothing is
  /// copied).
  mutating func emit(_ event: Int, _ values: [Value], name: String, labels: [String], undo: Bool) {
    guard count(of: event) != nil else { return }
    let storage = unique()
    let old = storage.lastArguments[event]
    if undo { storage.undo.append(HostEventUndo(event: event, count: storage.counts[event], arguments: old)) }
    storage.counts[event] &+= 1
    storage.lastArguments[event] = values
    storage.pending.append(Emission(name: name, labels: labels, values: values))
    statementWrote = true
  }

  /// Sets `lastAnnouncement`; with `undo`, first keeps the one before the statement's first announcement.
  mutating func announce(_ text: String, undo: Bool) {
    let storage = unique()
    if undo, storage.announcementBefore == nil { storage.announcementBefore = storage.lastAnnouncement }
    storage.lastAnnouncement = text
    statementWrote = true
  }

  /// Ends a statement: a failed one puts back what its emissions and announcements overwrote and drops its
  /// emissions; either way the emissions made are the delivered ones, and the undo records are emptied.
  @inline(__always)
  mutating func finishStatement(failed: Bool) {
    if statementWrote || hasDelivered { finish(failed: failed) }
  }

  private mutating func finish(failed: Bool) {
    statementWrote = false
    let storage = unique()
    if failed {
      for undo in storage.undo.reversed() {
        storage.counts[undo.event] = undo.count
        storage.lastArguments[undo.event] = undo.arguments
      }
      if let before = storage.announcementBefore { storage.lastAnnouncement = before }
      storage.pending.removeAll(keepingCapacity: true)
    }
    swap(&storage.delivered, &storage.pending)
    storage.pending.removeAll(keepingCapacity: true)
    hasDelivered = !storage.delivered.isEmpty
    if !storage.undo.isEmpty { storage.undo.removeAll(keepingCapacity: true) }
    storage.announcementBefore = nil
  }

  /// Forgets the delivered emissions, before an event that will deliver its own.
  @inline(__always)
  mutating func clearDelivered() {
    if hasDelivered { forgetDelivered() }
  }

  private mutating func forgetDelivered() {
    unique().delivered.removeAll(keepingCapacity: true)
    hasDelivered = false
  }
}

/// What one emission overwrote: its event's count and last arguments.
struct HostEventUndo: Sendable {
  /// The host event.
  var event: Int
  /// Its count before the emission.
  var count: Int64
  /// Its last arguments before the emission.
  var arguments: [Value]
}
