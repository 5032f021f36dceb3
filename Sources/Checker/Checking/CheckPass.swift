import DialLexer
import DialParser

/// One run of the checker over a whole program: its phases, in an order where each finds what it needs
/// resolved, and the syntax it keeps from declaring to checking.
///
/// The concerns are types of their own, each holding its own state: ``ExpressionChecker``,
/// ``StatementChecker``, ``ComponentBodyChecker``, ``PropertyChecker``, ``HandlerChecker``, ``MenuChecker``,
/// ``HeaderChecker``, ``VariableInference``, ``BaseResolver``, ``BindingCycleChecker``. What they all read and
/// write, the program so far and the diagnostics, is the pass's ``context``, lent to each for a call.
/// The pass itself declares (`CheckPass+Declarations.swift`) and settles behaviours
/// (`CheckPass+Behaviors.swift`).
struct CheckPass {
  /// The program so far, where each variable's type stands, and the diagnostics.
  var context = CheckContext()
  /// How many declarations have been declared, and how many may be (``Limits/maxDeclarations``).
  var declarationCount = 0
  /// The most declarations a program may have: ``Limits/maxDeclarations``, lower in tests.
  var declarationLimit = Limits.maxDeclarations

  // Syntax kept from declaration to checking, parallel to the program's arrays, and the concerns that keep
  // their own.
  /// The variables' declarations, and their inference.
  var variables = VariableInference()
  /// The styles' declarations.
  var styleSyntax: [ComponentDeclaration] = []
  /// Each button's body. Bodies and bases are kept apart rather than as whole declarations (88 bytes each), so
  /// that 100 000 buttons keep 0.8 MB of references here instead of an 8.8 MB copy.
  var buttonBodies: [[BodyItem]] = []
  /// The bases written after `:`, by button: few buttons have one.
  var buttonBases: [Int: BaseReference] = [:]
  /// Until ``makeButtons()``: each button's symbol, as its index in the program's symbols plus one, or 0
  /// when its name was refused, and then the name is in `unnamedButtons`.
  var buttonSymbols: [UInt32] = []
  /// Until ``makeButtons()``: the names of the buttons whose name was refused.
  var unnamedButtons: [Int: Identifier] = [:]
  /// Until ``makeButtons()``: the inline menus of the buttons that have one.
  var inlineMenus: [Int: Int] = [:]
  /// The menus, flattened as declared, and their bodies until checked.
  var menus = MenuChecker()
  /// The headers' declarations, and their edges and values until checked.
  var headers = HeaderChecker()
  /// The entry script's statements, checked last.
  var topLevelStatements: [Statement] = []
  /// `invariant` conditions, checked once every name is typed.
  var pendingInvariants: [(condition: Expression, range: SourceRange)] = []
  /// The styles' bases, and the order in which they were settled.
  var bases = BaseResolver()
  /// The functions' bodies until checked.
  var hostDeclarations = HostDeclarationChecker()

  /// Runs every phase, in an order where each finds what it needs resolved.
  ///
  /// Declaring copies out every part of the scripts that a later phase reads, so the scripts themselves
  /// are let go right after it; each part is then dropped once checked (``releaseSyntax()``). The buttons'
  /// entries are made after that (``makeButtons()``), in the memory the scripts' items held.
  mutating func run(_ scripts: consuming [ScriptSyntax]) {
    let itemCount = scripts.reduce(0) { $0 + $1.items.count }
    context.program.symbols.reserveCapacity(itemCount)
    context.program.symbolSlots.reserveCapacity(itemCount, symbols: context.program.symbols)
    reserveCapacity(for: scripts)
    var scripts = scripts
    for index in scripts.indices {
      let items = scripts[index].items
      scripts[index].items = []  // Leaves `items` the only reference, so that declaring frees them.
      declare(consume items)
    }
    makeButtons()
    bases.resolveStyles(styleSyntax, in: &context)
    BaseResolver.resolveButtons(count: buttonBodies.count, bases: buttonBases, in: &context)
    linkButtonMenus()
    settleBehaviors()
    headers.placeEdges(in: &context)
    variables.inferAll(in: &context)
    hostDeclarations.checkBodies(in: &context)
    checkStyles()
    checkButtons()
    menus.check(in: &context)
    headers.checkValues(in: &context)
    checkInvariants()
    context.program.statements = StatementChecker().check(topLevelStatements, in: &context)
    releaseSyntax()
    MenuChecker.checkRadioGroups(in: &context)
    BindingCycleChecker(program: context.program).check(reportingTo: &context.sink)
    boundCounts()
  }

  /// Gives each host event whose count is only compared with constants its bound (``CheckedEvent/countBound``).
  mutating func boundCounts() {
    for (event, reads) in context.countReads
    where context.program.events.indices.contains(event) && reads.reads == reads.comparedWithConstant {
      context.program.events[event].countBound = max(0, reads.largestConstant) &+ 1
    }
  }

  /// Drops the copies of syntax and the pending work that the phases above have used up, before the last
  /// phases, when the checked program is whole and memory peaks: on a 10 MB program these arrays are
  /// several MB that the caller's syntax trees do not share (they were built by appending here).
  mutating func releaseSyntax() {
    variables = VariableInference()
    styleSyntax = []
    buttonBodies = []
    buttonBases = [:]
    headers.releaseSyntax()
    topLevelStatements = []
    menus.releaseSyntax()
  }

  /// Sizes the per-kind arrays up front: growing arrays of large structs one
  /// append at a time copies them again and again on a big program.
  mutating func reserveCapacity(for scripts: [ScriptSyntax]) {
    var buttons = 0
    var styles = 0
    var variables = 0
    var menus = 0  // Declared ones: buttons' inline menus grow the array past them.
    for script in scripts {
      for case .declaration(let declaration) in script.items {
        switch declaration.kind {
        case .button: buttons += 1
        case .style: styles += 1
        case .variable: variables += 1
        case .menu: menus += 1
        default: break
        }
      }
    }
    buttonBodies.reserveCapacity(buttons)
    buttonSymbols.reserveCapacity(buttons)
    context.program.styles.reserveCapacity(styles)
    styleSyntax.reserveCapacity(styles)
    context.program.variables.reserveCapacity(variables)
    self.variables.syntax.reserveCapacity(variables)
    context.program.menus.reserveCapacity(menus)
  }

  // MARK: - Bodies

  /// Checks every style's body, and frees it.
  mutating func checkStyles() {
    for index in styleSyntax.indices {
      var body = ComponentBodyChecker(button: nil)
      context.program.styles[index].body = body.checkBlock(
        styleSyntax[index].body, guards: [], condition: nil, in: &context)
      styleSyntax[index].body = []  // Checked: freed now when the caller let go of the syntax (Frontend).
    }
  }

  /// Checks every button's body and tap handler, and frees the body.
  mutating func checkButtons() {
    for index in buttonBodies.indices {
      var body = ComponentBodyChecker(button: index)
      context.program.buttons[index].body = body.checkBlock(
        buttonBodies[index], guards: [], condition: nil, in: &context)
      context.program.buttons[index].tapHandler = body.tapHandler
      checkBehaviorConsequences(of: index, tapRange: body.tapHandlers.first)
      buttonBodies[index] = []  // As for styles.
    }
  }

  /// `invariant condition` (docs/language.md §4): a Bool over the program's state, outside any component.
  mutating func checkInvariants() {
    for pending in pendingInvariants {
      let expressions = ExpressionChecker(inComponent: false)
      guard let condition = expressions.checkCondition(pending.condition, "invariant", in: &context) else {
        continue
      }
      context.program.invariants.append(CheckedInvariant(condition: condition, range: pending.range))
    }
    pendingInvariants = []
  }
}
