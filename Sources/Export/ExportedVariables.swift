import DialChecker
import DialParser

/// The variables an app needs: those a binding, a condition, a handler, a menu or a header reads or writes, and
/// what their initial values read in turn. The rest only the spec reads (its statements, `expect`s, invariants),
/// and leave the export with it: `var checkoutWidth = checkout.frame.width // test-only` is not the app's.
enum ExportedVariables {
  /// The indexes of the variables the app needs.
  static func find(in program: CheckedProgram) -> Set<Int> {
    var finder = Finder()
    finder.note(program)
    // What an exported variable starts from is exported too, until nothing new is found.
    var settled = Set<Int>()
    while settled != finder.found {
      let new = finder.found.subtracting(settled)
      settled = finder.found
      for index in new { finder.note(program.variables[index].initializer) }
    }
    return finder.found
  }

  /// The variables found so far, and how each place of a program is searched.
  struct Finder {
    var found: Set<Int> = []

    mutating func note(_ expression: CheckedExpression?) {
      expression?.walk { node in
        if case .variable(let index) = node.kind { found.insert(index) }
        return .visitChildren
      }
    }

    mutating func note(_ block: CheckedBlock) {
      for binding in block.bindings { note(binding.value) }
      for when in block.whens {
        note(when.condition)
        note(when)
      }
    }
    mutating func note(_ statements: [CheckedStatement]?) {
      for statement in statements ?? [] {
        switch statement.kind {
        case .assignment(let target, _, let value):
          if case .variable(let index) = target { found.insert(index) }
          note(value)
        case .ifElse(let condition, let then, let otherwise):
          note(condition)
          note(then)
          note(otherwise)
        case .emit(_, let arguments): for argument in arguments { note(argument) }
        case .announce(let text): note(text)
        default: break
        }
      }
    }
    /// Every place of the program but its statements and invariants.
    mutating func note(_ program: CheckedProgram) {
      for style in program.styles { note(style.body) }
      for button in program.buttons {
        note(button.body)
        note(button.tapHandler)
      }
      for menu in program.menus {
        note(menu.title)
        note(menu.selectHandler)
        for binding in menu.selectionBindings { found.insert(binding.variable) }
        for item in menu.items {
          for binding in item.bindings { note(binding.value) }
          note(item.selectHandler)
        }
      }
      for header in program.headers { note(header.title) }
    }
  }
}
