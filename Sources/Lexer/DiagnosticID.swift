/// The stable identifier of a kind of diagnostic: every identifier Dial can
/// report, in one closed list grouped by the stage that reports it.
///
/// Code compares diagnostics by these cases (`diagnostic.id == .unusedExpression`),
/// never by text; `rawValue` is the kebab-case spelling (`unused-expression`)
/// that hosts and tools may print or store. A spelling never changes once
/// released, so a case is added for a new kind of problem rather than an old
/// one reworded. The messages that go with each identifier live in each stage's
/// catalogue: `LexerIssue`, `ParserIssue`, `CheckerDiagnostics` and the runtime's `RuntimeIssue`.
public enum DiagnosticID: String, Sendable, CaseIterable {
  // MARK: - Any stage

  /// A stage reported ``Limits/maxDiagnostics`` problems and stops reporting.
  case tooManyDiagnostics = "too-many-diagnostics"
  /// A state Dial itself should have ruled out: a bug to report, not a mistake in the program.
  case internalError = "internal-error"

  // MARK: - Lexer

  /// A source file larger than ``Limits/maxSourceBytes``.
  case sourceTooLarge = "source-too-large"
  /// A string literal with no closing quote on its line.
  case unterminatedString = "unterminated-string"
  /// A `/*` block comment with no matching `*/`.
  case unterminatedComment = "unterminated-comment"
  /// An identifier longer than ``Limits/maxIdentifierBytes``.
  case identifierTooLong = "identifier-too-long"
  /// Digits run into letters, as in `12px`.
  case invalidNumber = "invalid-number"
  /// An integer literal that does not fit in Int.
  case integerOverflow = "integer-overflow"
  /// A number literal too large for Double.
  case doubleOverflow = "double-overflow"
  /// A `#` color literal without 3, 6 or 8 hex digits.
  case invalidColor = "invalid-color"
  /// A character that starts no token, such as `&` or a non-ASCII letter.
  case unexpectedCharacter = "unexpected-character"
  /// `'text'`: a string in single quotes, which Dial does not have.
  case singleQuotedString = "single-quoted-string"
  /// A byte that is not valid UTF-8.
  case invalidUTF8 = "invalid-utf8"
  /// A string literal longer than ``Limits/maxStringBytes``.
  case stringTooLong = "string-too-long"
  /// A backslash escape that is not one of Dial's, or a malformed `\u{…}`.
  case invalidEscape = "invalid-escape"

  // MARK: - Parser

  /// A specific token is missing, such as `{` after a condition.
  case expectedToken = "expected-token"
  /// An expression is missing.
  case expectedExpression = "expected-expression"
  /// A line starts with neither a declaration nor a statement.
  case expectedStatement = "expected-statement"
  /// A body holds something other than a property, `when`, `on` or `menu`.
  case expectedBodyItem = "expected-body-item"
  /// A menu holds something other than an action, a submenu or a property.
  case expectedMenuEntry = "expected-menu-entry"
  /// A keyword such as `var` or `button` is not followed by a name.
  case expectedName = "expected-name"
  /// Two items share a line without a `;` between them.
  case missingSeparator = "missing-separator"
  /// A block is still open where a declaration starts.
  case unclosedBrace = "unclosed-brace"
  /// A `}` with no `{` to close.
  case unexpectedClosingBrace = "unexpected-closing-brace"
  /// `a < b < c`.
  case chainedComparison = "chained-comparison"
  /// The left side of `=` is not a name.
  case notAssignable = "not-assignable"
  /// A menu item's title with an interpolation.
  case interpolatedItemTitle = "interpolated-item-title"
  /// A `use` path with an interpolation.
  case interpolatedUsePath = "interpolated-use-path"
  /// `var x: Intt = 1`: a type annotation that names no type a variable can have.
  case typeAnnotation = "type-annotation"
  /// Constructs nested deeper than ``Limits/maxNestingDepth``.
  case nestingTooDeep = "nesting-too-deep"
  /// An expression where a statement should be; the REPL evaluates such a line instead.
  case unusedExpression = "unused-expression"
  /// A name close to a statement verb, where a statement should be (`tapp b`).
  case unknownStatement = "unknown-statement"
  /// `let`, which Dial does not have.
  case letDeclaration = "let-declaration"
  /// `buton add { … }`: a name close to a declaration keyword, where a declaration starts.
  case misspelledKeyword = "misspelled-keyword"
  /// `if count = 1`: an assignment where a comparison belongs.
  case assignmentInCondition = "assignment-in-condition"
  /// `count++`: Dial has no increment operator.
  case incrementOperator = "increment-operator"
  /// `image: "x"` outside any body.
  case propertyOutsideBody = "property-outside-body"
  /// Another language's form (`for`, `function`, `elif`, `and`, `action: { … }`): the message names Dial's.
  case foreignForm = "foreign-form"
  /// `title = "Add"` or `title "Add"` in a body: a property takes ':'.
  case propertyNeedsColon = "property-needs-colon"

  // MARK: - Checker: declarations and names

  /// A name declared twice.
  case duplicateDeclaration = "duplicate-declaration"
  /// A declaration of a built-in variable's name.
  case builtinRedeclaration = "builtin-redeclaration"
  /// A variable initialized with a value no variable can hold.
  case invalidVariableType = "invalid-variable-type"
  /// A variable whose initial value reads itself.
  case circularInitializer = "circular-initializer"
  /// A name that is not declared.
  case unknownName = "unknown-name"
  /// A property that does not exist.
  case unknownProperty = "unknown-property"
  /// A member that a value's type does not have.
  case unknownMember = "unknown-member"
  /// An enum case that does not exist.
  case unknownEnumCase = "unknown-enum-case"
  /// An enum case whose type cannot be inferred.
  case enumCaseWithoutContext = "enum-case-without-context"
  /// A trait set literal whose type cannot be inferred.
  case traitSetWithoutContext = "trait-set-without-context"
  /// A menu item title that the menu does not have.
  case unknownMenuItem = "unknown-menu-item"
  /// A menu modifier that does not exist.
  case unknownModifier = "unknown-modifier"
  /// A handler for an event that does not exist.
  case unknownEvent = "unknown-event"
  /// A style used as a value.
  case styleAsValue = "style-as-value"
  /// A button, menu or header used as a value instead of one of its members.
  case referenceAsValue = "reference-as-value"
  /// `.leading` or `.trailing` of a header that has no such button.
  case missingHeaderEdge = "missing-header-edge"
  /// `.selection` of a menu that is not single, or of a button that is not a pop-up.
  case noSelection = "no-selection"
  /// A menu member read on a button without a menu.
  case buttonWithoutMenu = "button-without-menu"
  /// The program has more than ``Limits/maxDeclarations`` declarations.
  case tooManyDeclarations = "too-many-declarations"

  // MARK: - Checker: types and expressions

  /// A value of the wrong type.
  case typeMismatch = "type-mismatch"
  /// An operator applied to operands it does not take.
  case operatorType = "operator-type"
  /// `+=` or `-=` on a value that is not a number (or, for `+=`, a String).
  case compoundAssignmentType = "compound-assignment-type"
  /// The two branches of `?:` have different types.
  case branchMismatch = "branch-mismatch"
  /// A trait given twice in one set (a warning).
  case duplicateTrait = "duplicate-trait"
  /// `nil` anywhere but in a comparison with a single menu's `.selection`.
  case misplacedNil = "misplaced-nil"
  /// A tuple that is not insets, or insets without 4 values.
  case invalidInsets = "invalid-insets"
  /// A call other than `.contains(x)`, `.opacity(x)` or `.system(size:weight:relativeTo:)` with their arguments.
  case invalidCall = "invalid-call"
  /// A literal that its place rules out although its type fits: a negative `lines`, a zero `width`, a font
  /// size of 0, an opacity above 1.
  case invalidValue = "invalid-value"
  /// An item path on something without items, or with a title that is not a plain literal.
  case invalidSubscript = "invalid-subscript"

  // MARK: - Checker: bodies, styles, menus, headers and statements

  /// A property given twice in one body.
  case duplicateProperty = "duplicate-property"
  /// A static property set inside `when`.
  case staticInWhen = "static-in-when"
  /// A header's `font` or `largeContentViewer` given by an expression that is not a literal.
  case nonConstantHeaderValue = "non-constant-header-value"
  /// `behavior` given something other than a case.
  case behaviorNotConstant = "behavior-not-constant"
  /// A pull-down or pop-up button without a menu.
  case behaviorNeedsMenu = "behavior-needs-menu"
  /// Retired: a toggle may now have a menu (a context menu), so nothing reports it; the spelling stays reserved.
  case toggleWithMenu = "toggle-with-menu"
  /// `on tap` on a button whose tap opens its menu (a warning).
  case unreachableTapHandler = "unreachable-tap-handler"
  /// A title on a pop-up button, which shows its selection instead (a warning).
  case popupTitle = "popup-title"
  /// A menu in a style.
  case menuInStyle = "menu-in-style"
  /// An inline menu outside a button.
  case misplacedMenu = "misplaced-menu"
  /// `when` outside buttons and styles.
  case misplacedWhen = "misplaced-when"
  /// An inline button outside a header's `leading` or `trailing`.
  case misplacedInlineButton = "misplaced-inline-button"
  /// A handler where its event cannot happen.
  case misplacedHandler = "misplaced-handler"
  /// A handler given twice.
  case duplicateHandler = "duplicate-handler"
  /// Bindings that read each other in a cycle.
  case bindingCycle = "binding-cycle"
  /// A button's state computed from itself.
  case selfDependentState = "self-dependent-state"
  /// A property written where it does not belong, such as a submenu's `title`.
  case misplacedProperty = "misplaced-property"
  /// Style bases that form a cycle.
  case styleCycle = "style-cycle"
  /// A base that is neither a preset nor a style.
  case invalidBase = "invalid-base"
  /// Two items of one menu level with the same title.
  case duplicateMenuItem = "duplicate-menu-item"
  /// `single` inside a single menu (a warning).
  case nestedSingle = "nested-single"
  /// A modifier given twice (a warning).
  case duplicateModifier = "duplicate-modifier"
  /// A property that a modifier already sets.
  case modifierAndProperty = "modifier-and-property"
  /// More than one selected action in a single-selection group.
  case multipleSelected = "multiple-selected"
  /// Submenus nested deeper than ``Limits/maxMenuDepth``.
  case menuTooDeep = "menu-too-deep"
  /// A header without a title.
  case missingHeaderTitle = "missing-header-title"
  /// A button placed in two headers.
  case buttonInTwoHeaders = "button-in-two-headers"
  /// An assignment to something that is not a variable.
  case notAVariable = "not-a-variable"
  /// A statement verb given a target it cannot act on.
  case invalidEventTarget = "invalid-event-target"

  // MARK: - Front end: files and `use`

  /// An entry script a host asked to compile that cannot be read.
  case cannotReadFile = "cannot-read-file"
  /// `use` where no files can be loaded, such as in the REPL without a directory.
  case useUnavailable = "use-unavailable"
  /// Files that use each other in a cycle.
  case useCycle = "use-cycle"
  /// A `use` path that is absolute.
  case useAbsolutePath = "use-absolute-path"
  /// A `use` path that leaves the entry script's directory.
  case useOutsideRoot = "use-outside-root"
  /// A chain of `use` deeper than ``Limits/maxUseDepth``.
  case useTooDeep = "use-too-deep"
  /// More used files than ``Limits/maxUsedFiles``.
  case tooManyUsedFiles = "too-many-used-files"
  /// Files whose bytes together exceed ``Limits/maxSourceBytes``.
  case programTooLarge = "program-too-large"
  /// A used file that cannot be read.
  case useLoadFailure = "use-load-failure"
  /// A statement in a used file, where only declarations belong.
  case statementInUsedFile = "statement-in-used-file"

  // MARK: - Checker: host events, functions and announcements

  /// `emit` of a name that is no declared host event.
  case unknownHostEvent = "unknown-host-event"
  /// `emit` or a call whose arguments are not the parameters, by label and in order.
  case argumentLabels = "argument-labels"
  /// An argument of `emit` or of a call of the wrong type.
  case argumentTypeMismatch = "argument-type-mismatch"
  /// A host event used as a UI event: `on addedToCart { … }`.
  case hostEventAsUIEvent = "host-event-as-ui-event"
  /// A parameter named `emitted`, which scripts read as the count of emissions.
  case reservedParameterName = "reserved-parameter-name"
  /// Two parameters of one event or function with the same label.
  case duplicateParameter = "duplicate-parameter"
  /// A parameter or return type that is no type a variable may hold.
  case parameterType = "parameter-type"
  /// A call of a name that is no declared function.
  case unknownFunction = "unknown-function"
  /// A function's body that reads a variable, a built-in or a component.
  case functionReadsState = "function-reads-state"
  /// A function that calls itself, directly or through other functions.
  case recursiveFunction = "recursive-function"
  /// A function's body whose type is not its return type.
  case returnTypeMismatch = "return-type-mismatch"
  /// `announce` of a value that is not a String.
  case announcementType = "announcement-type"
  /// An assignment to `lastAnnouncement`, which only `announce` changes.
  case readOnlyBuiltin = "read-only-builtin"
  /// A member of a host event that is neither `emitted` nor one of its parameters.
  case unknownEventMember = "unknown-event-member"
  /// A host event or a function used as a value.
  case hostDeclarationAsValue = "host-declaration-as-value"

  // MARK: - Runtime: a statement that fails while running

  /// A runtime error a host made from its own message; the runtime's own errors have the identifiers below.
  case runtimeError = "runtime-error"
  /// `/` or `%` by zero.
  case divisionByZero = "division-by-zero"
  /// Int arithmetic (or `-x`) whose result does not fit in Int.
  case integerArithmeticOverflow = "integer-arithmetic-overflow"
  /// Double arithmetic whose result is not a finite number.
  case numberArithmeticOverflow = "number-arithmetic-overflow"
  /// Handlers that set off each other deeper than ``Limits/maxCascadeDepth``.
  case cascadeTooDeep = "cascade-too-deep"
  /// A button whose bindings read its own members and never settle on one state.
  case unsettledBindings = "unsettled-bindings"
  /// `nil` assigned to a pop-up's selection, which always has one.
  case popupSetToNil = "popup-set-to-nil"
  /// A title assigned to a selection that no action of its group has.
  case unknownSelection = "unknown-selection"
  /// An edge of `contentInsets` below 0 or not finite.
  case negativeInsetEdge = "negative-inset-edge"
  /// A number below 0 (or not finite) for a property that must be 0 or more.
  case negativeNumber = "negative-number"
  /// A number of 0 or less (or not finite) for a property that must be above 0.
  case nonPositiveNumber = "non-positive-number"
  /// `.system(size:)` with a size of 0 or less.
  case invalidFontSize = "invalid-font-size"
  /// `.opacity(x)` with `x` outside 0…1.
  case opacityOutOfRange = "opacity-out-of-range"
  /// `screenWidth` set to something other than a finite number above 0.
  case invalidScreenWidth = "invalid-screen-width"
  /// `iOSVersion` set to a release Dial does not model.
  case unsupportedIOSVersion = "unsupported-ios-version"

  /// A host's implementation of a function that threw.
  case hostFunctionFailed = "host-function-failed"
  /// A host's implementation of a function that returned a value of the wrong type.
  case hostFunctionType = "host-function-type"

  // MARK: - Runtime: an event a host sent that cannot be carried out

  /// A name the program does not declare as what the event needs (a button, a menu, a variable).
  case unknownTarget = "unknown-target"
  /// A menu event, or an item path, on a button without a menu.
  case noMenu = "no-menu"
  /// An item path with a title that names no item there.
  case unknownItem = "unknown-item"
  /// An item path without a menu name or without an item title.
  case incompleteItemPath = "incomplete-item-path"
  /// `select` on a submenu.
  case selectNeedsAction = "select-needs-action"
  /// `open` or `close` on an action.
  case openNeedsSubmenu = "open-needs-submenu"
  /// A button or item handle made for another program.
  case foreignHandle = "foreign-handle"
  /// An event whose verb takes another kind of target: a tap by item path, a selection of a button.
  case wrongEventTarget = "wrong-event-target"
  /// `.set` with a value of a type the variable does not hold.
  case setTypeMismatch = "set-type-mismatch"
  /// `.set` with a Double that is infinite or NaN.
  case setNotFinite = "set-not-finite"
  /// `.set` with a case index its enumeration does not have.
  case setInvalidCase = "set-invalid-case"
  /// `.set` with a kind of value no variable holds (insets, a frame, traits, a font).
  case setUnassignable = "set-unassignable"

  // MARK: - Session and audit

  /// A declaration passed to a running session, which takes only statements.
  case declarationInSession = "declaration-in-session"
  /// An audit finding: a button whose label is empty.
  case auditMissingLabel = "audit-missing-label"
  /// An audit finding: a header title shown cut short.
  case auditTruncatedTitle = "audit-truncated-title"
  /// An audit finding: a header title with no room at all.
  case auditTitleWithoutRoom = "audit-title-without-room"
  /// An audit finding: a button smaller than 44 × 44 points.
  case auditSmallHitTarget = "audit-small-hit-target"
  /// An audit finding: sibling elements that VoiceOver reads alike.
  case auditDuplicateSpeech = "audit-duplicate-speech"
  /// An audit finding: sibling elements with the same accessibility label.
  case auditDuplicateLabel = "audit-duplicate-label"
  /// An audit finding: text whose contrast with its background is below the WCAG threshold.
  case auditLowContrast = "audit-low-contrast"
  /// `dial audit`: text on Liquid Glass whose contrast the backdrop decides.
  case auditGlassBackdrop = "audit-glass-backdrop"
  /// `dial audit`: text in a fixed-size font, which does not follow Dynamic Type.
  case auditFixedFontSize = "audit-fixed-font-size"
  /// `dial audit`: a header's buttons that overlap each other or leave the header.
  case auditHeaderButtonOverlap = "audit-header-button-overlap"
  /// An audit finding: a pop-up with no action to show.
  case auditMissingSelection = "audit-missing-selection"
  /// A button whose text was cut: the `lines` limit left lines out.
  case auditTruncatedText = "audit-truncated-text"
  /// A button whose content does not fit its available width even wrapped.
  case auditButtonTooWide = "audit-button-too-wide"
  /// A `dial-audit: ignore` comment naming a kind of finding there is not.
  case auditUnknownKind = "audit-unknown-kind"

  // MARK: - Export: Swift written from a program

  /// A construct that `dial export` cannot write as Swift for the chosen target.
  case exportUnsupported = "export-unsupported"
}

extension DiagnosticID: CustomStringConvertible {
  /// The kebab-case spelling, so that an identifier prints as tools show it.
  public var description: String { rawValue }
}
