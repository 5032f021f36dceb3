import DialLexer

// `invariant condition` (docs/language.md §4): a Bool over the program's state, outside any component.
extension CheckPass {
  mutating func checkInvariants() {
    for pending in pendingInvariants {
      guard let condition = checkCondition(pending.condition, "invariant", inComponent: false) else { continue }
      program.invariants.append(CheckedInvariant(condition: condition, range: pending.range))
    }
    pendingInvariants = []
  }
}
