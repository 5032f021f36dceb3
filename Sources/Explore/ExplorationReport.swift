import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// What an exploration found.
public struct ExplorationReport: Sendable, Equatable {
  /// A property that failed in a reachable state, with a shortest way there.
  public struct Violation: Sendable, Equatable {
    /// What failed: `invariant itemCount >= 0`, `empty speech`, `two selected in a single group`, …
    public var kind: String
    /// One sentence: what failed, on which element, with the values read.
    public var message: String
    /// The declaration it is about (the invariant, the element), if any.
    public var range: SourceRange?
    /// The events from the start that reach it, as Dial statements.
    public var events: [String]
  }

  /// Every violation, each once, in the order found (so shortest sequences first).
  public var violations: [Violation]
  /// States visited (distinct).
  public var states: Int
  /// Events sent (edges explored).
  public var transitions: Int
  /// The deepest level reached.
  public var depth: Int
  /// Whether every reachable state was visited (no limit cut the search).
  public var exhausted: Bool
  /// What never happened in any visited state: buttons never enabled, actions never selectable, `when` blocks
  /// never active, handlers never run.
  public var unreachable: [String]
  /// The indices of the buttons never enabled in any visited state (those of ``unreachable``'s "never enabled"
  /// lines): what the audit reads to skip an enabled state that cannot happen.
  public var neverEnabled: [Int] = []
  /// For each button, for each of its `when` blocks (in walking order), a state the exploration reached in which the
  /// block holds, or nil: what the audit checks a block's colors and layout in.
  public var whenWitnesses: [[Session?]] = []
  /// When the program was explored in independent parts (``Explorer/Options/reduces``), the states each part's
  /// search visited, in order (``states`` is their sum); empty when it was explored whole.
  public var parts: [Int] = []
  /// How many independent parts the program has when explored in parts; ``parts`` lists fewer when the state
  /// limit stopped the search before the last.
  public var partCount = 0
  /// How many bytes of the parent log went to the spill file (``Explorer/Options/memoryLimit``).
  public var spilledBytes = 0
  /// Whether the memory limit stopped the search: the visited states' fingerprints alone reached it.
  public var stoppedByMemory = false

  /// How many states of the whole program the exploration stands for: the product of the parts' states, or the
  /// states visited when it was explored whole.
  public var representedStates: Double {
    parts.isEmpty ? Double(states) : parts.reduce(1) { $0 * Double($1) }
  }

  /// The probability that two of the visited states share a 64-bit fingerprint, so that one of them was taken
  /// for the other and not explored: about n² / 2^65 for n states in one search, summed over the parts.
  public var collisionProbability: Double {
    (parts.isEmpty ? [states] : parts).reduce(0) { $0 + Double($1) * Double($1) } / 0x1p65
  }
}
