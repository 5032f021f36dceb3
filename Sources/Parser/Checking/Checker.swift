import DialLexer

/// The result of checking: the resolved program and every problem found.
public struct CheckResult: Sendable {
  /// The resolved program; complete only when ``diagnostics`` has no errors.
  public var program: CheckedProgram
  /// Errors and warnings, sorted by file, then by offset.
  public var diagnostics: [Diagnostic]
}

/// The static checker: name resolution, type checking and the static rules of
/// docs/language.md §4–§8 and §11, over all the scripts of a program at once.
///
/// ```swift
/// let parsed = Parser.parse(Array(source.utf8), file: FileID(0))
/// let result = Checker.check([parsed.syntax])
/// if !result.diagnostics.hasErrors { run(result.program) }
/// ```
///
/// Declarations are hoisted and share one namespace across all scripts;
/// statements are checked in order. The checker never stops at the first
/// error, and it never reports an error caused only by an earlier one (an
/// expression whose type could not be found is not checked further).
/// It runs in time linear in the size of the program: lookups are hashed, and
/// did-you-mean suggestions are computed only for the first
/// ``CheckPass/suggestionLimit`` errors that want one.
public enum Checker {
  /// Checks `scripts` (the entry script first, then the files it uses) as one program.
  public static func check(_ scripts: [ScriptSyntax]) -> CheckResult {
    check(scripts, declarationLimit: Limits.maxDeclarations)
  }

  /// Checks with a lower limit on declarations, so that tests reach it without a million of them.
  static func check(_ scripts: [ScriptSyntax], declarationLimit: Int) -> CheckResult {
    check(consuming: scripts, declarationLimit: declarationLimit)
  }

  /// Checks `scripts`; when the caller gives up its last reference to them, each declaration's syntax is
  /// freed as soon as it is checked (see ``CheckPass/run(_:)``).
  static func check(consuming scripts: consuming [ScriptSyntax], declarationLimit: Int) -> CheckResult {
    var pass = CheckPass()
    pass.declarationLimit = declarationLimit
    pass.run(scripts)
    return CheckResult(program: pass.program, diagnostics: sortedByLocation(pass.diagnostics))
  }

  /// Sorts by file, then offset; diagnostics at the same place keep their order.
  static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let (left, right) = (a.element.range, b.element.range)
      if left.file != right.file { return left.file < right.file }
      if left.start != right.start { return left.start < right.start }
      return a.offset < b.offset
    }.map(\.element)
  }
}

/// The state of one run of the checker. Its phases live in `CheckPass+*.swift`.
struct CheckPass {
  /// How many did-you-mean suggestions one run computes at most.
  static let suggestionLimit = 100

  var program = CheckedProgram()
  var diagnostics: [Diagnostic] = []
  var suggestionsLeft = CheckPass.suggestionLimit
  /// How many declarations have been declared, and how many may be (``Limits/maxDeclarations``).
  var declarationCount = 0
  var declarationLimit = Limits.maxDeclarations
  /// Whether statements being checked are a button's `on tap`, where its own states can be named.
  var inTapHandler = false
  /// Whether statements being checked are an `on select`, where `item` names the chosen action.
  var inSelectHandler = false

  // Syntax kept from declaration to checking, parallel to the program's arrays.
  var variableSyntax: [VariableDeclaration] = []
  var variableStates: [InferenceState] = []
  var styleSyntax: [ComponentDeclaration] = []
  /// Each button's body. Bodies and bases are kept apart rather than as whole declarations (88 bytes each), so
  /// that 100 000 buttons keep 0.8 MB of references here instead of an 8.8 MB copy.
  var buttonBodies: [[BodyItem]] = []
  /// The bases written after `:`, by button: few buttons have one.
  var buttonBases: [Int: BaseReference] = [:]
  /// Until ``makeButtons()``: each button's symbol, as its index in the program's symbols plus one, or 0
  /// when its name was refused, and then the name is in `unnamedButtons`.
  var buttonSymbols: [UInt32] = []
  var unnamedButtons: [Int: Identifier] = [:]
  /// Until ``makeButtons()``: the inline menus of the buttons that have one.
  var inlineMenus: [Int: Int] = [:]
  var headerSyntax: [HeaderDeclaration] = []
  var topLevelStatements: [Statement] = []
  /// Menu titles and action bodies, checked once every name is known.
  var pendingMenuProperties: [(menu: Int, binding: PropertyBinding, range: SourceRange, isSubmenu: Bool)] = []
  var pendingActionBodies: [(item: MenuItemReference, body: [BodyItem])] = []
  /// `selection: v` in menu bodies: the menu, and the submenu whose body holds it (nil for the menu's own).
  var pendingMenuSelections: [(menu: Int, submenu: Int?, binding: PropertyBinding)] = []
  /// `invariant` conditions, checked once every name is typed.
  var pendingInvariants: [(condition: Expression, range: SourceRange)] = []
  /// Menu-level `on select` handlers: the menu, and the submenu whose body holds it (nil for the menu's own).
  var pendingMenuHandlers: [(menu: Int, submenu: Int?, handler: Handler)] = []
  var pendingHeaderValues: [(header: Int, binding: PropertyBinding, spec: PropertySpec)] = []
  /// Inline header buttons, by the range of their name.
  var inlineButtons: [SourceRange: Int] = [:]
  /// Where each placed button was put in a header.
  var placements: [Int: SourceRange] = [:]
  /// Styles in an order where every base comes before the styles built on it.
  var styleOrder: [Int] = []

  /// Where a variable's type inference stands.
  enum InferenceState {
    case pending, done, failed
  }

  /// Runs every phase, in an order where each finds what it needs resolved.
  ///
  /// Declaring copies out every part of the scripts that a later phase reads, so the scripts themselves
  /// are let go right after it; each part is then dropped once checked (``releaseSyntax()``). The buttons'
  /// entries are made after that (``makeButtons()``), in the memory the scripts' items held.
  mutating func run(_ scripts: consuming [ScriptSyntax]) {
    let itemCount = scripts.reduce(0) { $0 + $1.items.count }
    program.symbols.reserveCapacity(itemCount)
    program.symbolSlots.reserveCapacity(itemCount, symbols: program.symbols)
    reserveCapacity(for: scripts)
    var scripts = scripts
    for index in scripts.indices {
      let items = scripts[index].items
      scripts[index].items = []  // Leaves `items` the only reference, so that declaring frees them.
      declare(consume items)
    }
    makeButtons()
    resolveStyleBases()
    resolveButtonBases()
    linkButtonMenus()
    settleBehaviors()
    placeHeaderEdges()
    inferVariables()
    checkStyles()
    checkButtons()
    checkMenus()
    checkHeaderValues()
    checkInvariants()
    program.statements = checkStatements(topLevelStatements)
    releaseSyntax()
    checkRadioGroups()
    checkBindingCycles()
  }

  /// Drops the copies of syntax and the pending work that the phases above have used up, before the last
  /// phases, when the checked program is whole and memory peaks: on a 10 MB program these arrays are
  /// several MB that the caller's syntax trees do not share (they were built by appending here).
  mutating func releaseSyntax() {
    variableSyntax = []
    styleSyntax = []
    buttonBodies = []
    buttonBases = [:]
    headerSyntax = []
    topLevelStatements = []
    pendingMenuProperties = []
    pendingActionBodies = []
    pendingHeaderValues = []
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
    program.styles.reserveCapacity(styles)
    styleSyntax.reserveCapacity(styles)
    program.variables.reserveCapacity(variables)
    variableSyntax.reserveCapacity(variables)
    program.menus.reserveCapacity(menus)
  }

  // MARK: - Reporting

  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.appendLimited(diagnostic)
  }

  /// The closest candidate to `name`, while the suggestion budget lasts.
  mutating func suggestion<S: Sequence>(for name: String, among candidates: @autoclosure () -> S) -> String?
  where S.Element == String {
    guard suggestionsLeft > 0 else { return nil }
    suggestionsLeft -= 1
    return Suggestions.closest(to: name, in: candidates())
  }
}
