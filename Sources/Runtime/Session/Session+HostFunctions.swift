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
    history.clearLastEvent()
    let affected = FunctionCalls.callers(of: index, in: program.checked)
    try performAtomically(Self.hostRange) { state, journal throws(RuntimeError) in
      for function in affected { Writer.markDependents(of: .function(function), in: state, &journal) }
      try Settler.settle(&state, &journal)
    }
    return history.log.count
  }
}
