import DialChecker
import DialLexer
import DialParser

// MARK: - Bindings that several buttons share
//
// A change of a variable that a hundred buttons read re-evaluates a hundred bindings, and in a real program most
// are the same binding: a style's `subtitle: "\(count) in cart"`, or `enabled: count > 0` written in each button
// of a screen. Such a binding, read by patch plans of several buttons, gets a slot; a session evaluates it once
// per settling and gives the value to every plan that has the slot (``SharedValues``).

extension CheckedExpression {
  /// Whether the expression's value follows from variables, built-ins and constants alone: it reads no
  /// component, no state of its own button and no chosen item, so its value is the same wherever it is
  /// evaluated, until a variable or built-in changes.
  var readsVariablesOnly: Bool {
    var only = true
    walk { expression in
      switch expression.kind {
      case .ownState, .reference, .chosenItem:
        only = false
        return .stop
      default:
        return .visitChildren
      }
    }
    return only
  }
}

/// Which patch plans' bindings are the same binding, by slot.
enum SharedBindings {
  /// What makes two bindings the same: the property (which decides how the value is converted) and the text
  /// of the value, which names the same variables wherever it is written. The same style's binding in several
  /// buttons is the same text, in the same place.
  struct Key: Hashable {
    var property: Property
    var text: String
  }

  /// The slot of each plan's only binding (-1 for none), and how many slots there are: a binding gets one when
  /// it reads variables and built-ins alone and at least two plans have it.
  static func slots(of plans: [PatchPlan], files: SourceFiles) -> (slots: [Int32], count: Int) {
    let keys = plans.map { plan in plan.only.flatMap { key(of: $0.binding, files: files) } }
    var uses: [Key: Int] = [:]
    for case let key? in keys { uses[key, default: 0] += 1 }
    var slotOfKey: [Key: Int32] = [:]
    let slots = keys.map { key -> Int32 in
      guard let key, let count = uses[key], count > 1 else { return -1 }
      if let slot = slotOfKey[key] { return slot }
      let slot = Int32(slotOfKey.count)
      slotOfKey[key] = slot
      return slot
    }
    return (slots, slotOfKey.count)
  }

  /// A binding's key, or nil when its value may differ from one place to another.
  static func key(of binding: CheckedBinding, files: SourceFiles) -> Key? {
    let range = binding.value.range
    // A value the checker made rather than read (an empty range) has no text to tell it by.
    guard range.endOffset > range.startOffset, binding.value.readsVariablesOnly, let file = files[range.file] else {
      return nil
    }
    return Key(property: binding.property, text: file.text(Int(range.startOffset)..<Int(range.endOffset)))
  }
}
