import DialChecker
import DialParser

// MARK: - Telling a session that a host's function gives something else now

extension Session {
  /// Tells the session that what function `name` gives may have changed: the app's data behind the host's
  /// implementation of it (``Program/implement(_:_:)``), or its locale. Every binding that calls it, directly or
  /// through other functions, is evaluated again, as one event: its transitions are in ``lastTransitions``
  /// (their number is returned), and a runtime error rolls everything back and is thrown. Throws, changing
  /// nothing, when the program declares no function of that name.
  public mutating func invalidate(function name: String) throws(RuntimeError) -> Int {
    let index = try program.functionIndex(named: name)
    localTap = nil
    if !log.isEmpty { log.removeAll() }
    if !lastEventNotes.isEmpty { lastEventNotes = [] }
    let affected = FunctionCalls.callers(of: index, in: program.checked)
    try performAtomically(Self.hostRange) { session throws(RuntimeError) in
      for function in affected { Writer.markDependents(of: .function(function), in: &session) }
      try Settler.settle(&session)
    }
    return log.count
  }
}
