import DialLexer
import DialParser

/// Every diagnostic the checker and the front end report, with its stable
/// identifier and its message, in one place so that wording stays consistent.
///
/// Messages are one lower-case sentence without a final period. A
/// did-you-mean suggestion is appended as `; did you mean 'x'?` and also
/// given as a fix-it, which renderers print as a `help:` line.
enum CheckerDiagnostics {
  // MARK: - Declarations

  static func duplicateDeclaration(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
    Diagnostic(
      .duplicateDeclaration, "duplicate declaration of '\(name)'", at: range,
      notes: [DiagnosticNote("'\(name)' was first declared here", at: first)])
  }

  static func builtinRedeclaration(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.builtinRedeclaration, "'\(name)' is a built-in variable and cannot be declared again", at: range)
  }

  static func invalidVariableType(_ name: String, _ type: DialType, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .invalidVariableType,
      "variable '\(name)' cannot hold \(type.displayNameWithArticle); a variable holds a Bool, an Int, a Double, a String, "
        + "a Color, a Selection or an enum case", at: range)
  }

  static func circularInitializer(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.circularInitializer, "the initial value of '\(name)' depends on itself", at: range)
  }

  // MARK: - Names, members and cases

  static func unknownName(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
    suggesting(.unknownName, "unknown name '\(name)'", name, suggestion, at: range)
  }

  static func unknownProperty(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
    suggesting(.unknownProperty, "unknown property '\(name)'", name, suggestion, at: range)
  }

  static func unknownMember(_ name: String, of type: DialType, suggestion: String?, at range: SourceRange)
    -> Diagnostic
  {
    suggesting(.unknownMember, "unknown member '\(name)' of \(type.displayName)", name, suggestion, at: range)
  }

  /// `range` covers the name, with its dot when `range` is as long as `.name`.
  static func unknownEnumCase(
    _ name: String, of type: String, suggestion: String?, cases: [String] = [], at range: SourceRange
  ) -> Diagnostic {
    var message = "unknown case '.\(name)' of \(type)"
    // Without a close one, the valid cases (up to a dozen) say what can be written.
    if suggestion == nil && !cases.isEmpty {
      let shown = cases.prefix(12).map { "." + $0 }
      message += "; use " + (cases.count > 12 ? shown.joined(separator: ", ") + ", …" : listed(shown, or: true))
    }
    guard let suggestion else { return Diagnostic(.unknownEnumCase, message, at: range) }
    let dot = range.end - range.start > name.utf8.count ? "." : ""
    let fix = FixIt("replace '.\(name)' with '.\(suggestion)'", range: range, replacement: dot + suggestion)
    return Diagnostic(.unknownEnumCase, message + "; did you mean '.\(suggestion)'?", at: range, fixIts: [fix])
  }

  static func unknownCase(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.unknownEnumCase, "unknown case '.\(name)'", at: range)
  }

  static func caseWithoutContext(_ name: String, types: [String], at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .enumCaseWithoutContext,
      "cannot infer the type of '.\(name)' without context; it is a case of \(listed(types))", at: range)
  }

  static func traitSetWithoutContext(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .traitSetWithoutContext,
      "cannot infer the type of a trait set literal without context; compare it with a '.traits' value, "
        + "as in 'b.traits == [.button]'", at: range)
  }

  static func unknownItem(_ title: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
    let fixIts = suggestion.map {
      [FixIt("replace \"\(title)\" with \"\($0)\"", range: range, replacement: "\"\($0)\"")]
    }
    let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    return Diagnostic(.unknownMenuItem, "unknown menu item \"\(title)\"\(hint)", at: range, fixIts: fixIts ?? [])
  }

  static func unknownModifier(_ name: String, of kind: String, suggestion: String?, at range: SourceRange)
    -> Diagnostic
  {
    suggesting(.unknownModifier, "unknown \(kind) modifier '\(name)'", name, suggestion, at: range)
  }

  static func unknownEvent(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
    // Another framework's event name (`click`, `touchUpInside`) says what Dial's is.
    if let rule = Habits.rule(name, at: .event) {
      return Diagnostic(
        .unknownEvent, rule.message, at: range,
        fixIts: [FixIt("replace '\(name)' with 'tap'", range: range, replacement: "tap")])
    }
    return suggesting(.unknownEvent, "unknown event '\(name)'", name, suggestion, at: range)
  }

  static func styleAsValue(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.styleAsValue, "style '\(name)' is not a value; it can only be a base", at: range)
  }

  static func referenceAsValue(_ type: DialType, at range: SourceRange) -> Diagnostic {
    // A member that exists on this kind and is a value.
    let member: String
    switch type {
    case .menuItem: member = ".selected"
    case .submenu: member = ".open"
    case .header: member = ".title.text"
    case .headerTitle: member = ".text"
    default: member = ".title"
    }
    return Diagnostic(
      .referenceAsValue, "\(type.displayNameWithArticle) is not a value; read one of its members, such as '\(member)'",
      at: range)
  }

  static func missingHeaderEdge(_ header: String, _ edge: Member, at range: SourceRange) -> Diagnostic {
    Diagnostic(.missingHeaderEdge, "header '\(header)' has no \(edge.rawValue) button", at: range)
  }

  static func selectionNeedsSingle(_ title: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.noSelection, "'.selection' needs a single menu; \"\(title)\" is not single", at: range)
  }

  static func selectionNeedsPopup(_ button: String, _ behavior: Behavior, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .noSelection, "'.selection' needs a .popup button; '\(button)' is .\(behavior.rawValue)", at: range)
  }

  static func buttonWithoutMenu(_ name: String, reading what: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.buttonWithoutMenu, "button '\(name)' has no menu, so it has no \(what)", at: range)
  }

  // MARK: - Types

  static func propertyType(_ property: String, expected: DialType, found: String, at range: SourceRange)
    -> Diagnostic
  {
    Diagnostic(
      .typeMismatch, "property '\(property)' expects \(expected.displayName), found \(found)", at: range)
  }

  static func conditionType(_ construct: String, found: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.typeMismatch, "'\(construct)' condition must be Bool, found \(found)", at: range)
  }

  static func argumentType(_ method: String, expected: DialType, found: String, at range: SourceRange)
    -> Diagnostic
  {
    Diagnostic(.typeMismatch, "'\(method)' expects \(expected.displayName), found \(found)", at: range)
  }

  static func assignmentType(_ name: String, target: DialType, found: String, at range: SourceRange)
    -> Diagnostic
  {
    Diagnostic(.typeMismatch, "cannot assign \(found) to '\(name)' of type \(target.displayName)", at: range)
  }

  static func expectType(found: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.typeMismatch, "'expect' needs a Bool, found \(found)", at: range)
  }

  static func binaryOperands(_ op: BinaryOperator, _ left: DialType, _ right: DialType, at range: SourceRange)
    -> Diagnostic
  {
    Diagnostic(
      .operatorType,
      "operator '\(op.rawValue)' cannot be applied to \(left.displayName) and \(right.displayName)", at: range)
  }

  static func unaryOperand(_ op: UnaryOperator, _ operand: DialType, at range: SourceRange) -> Diagnostic {
    Diagnostic(.operatorType, "operator '\(op.rawValue)' cannot be applied to \(operand.displayName)", at: range)
  }

  static func compoundAssignment(_ op: AssignmentOperator, found: DialType, at range: SourceRange) -> Diagnostic {
    let needs = op == .add ? "a number or a String" : "a number"
    return Diagnostic(
      .compoundAssignmentType, "'\(op.rawValue)' needs \(needs), found \(found.displayName)", at: range)
  }

  static func branchMismatch(_ first: DialType, _ second: DialType, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .branchMismatch,
      "'?:' branches have different types, \(first.displayName) and \(second.displayName)", at: range)
  }

  static func traitSetElement(found: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.typeMismatch, "a trait set element must be a Trait, found \(found)", at: range)
  }

  static func duplicateTrait(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
    Diagnostic(
      .duplicateTrait, "trait '.\(name)' is given twice; a set holds it once", at: range, severity: .warning,
      notes: [DiagnosticNote("'.\(name)' was first given here", at: first)])
  }

  static func misplacedNil(at range: SourceRange) -> Diagnostic {
    Diagnostic(.misplacedNil, "'nil' can only be compared with a single menu's '.selection'", at: range)
  }

  static func misplacedTuple(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .invalidInsets, "a tuple stands only for insets: bind it to 'contentInsets' or compare it with one",
      at: range)
  }

  static func insetsCount(_ count: Int, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .invalidInsets,
      "'contentInsets' takes 4 values (top, leading, bottom, trailing), found \(count)", at: range)
  }

  static func invalidCall(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .invalidCall, "only '.contains(x)', '.opacity(x)' and '.system(size:weight:relativeTo:)' can be called",
      at: range)
  }

  static func argumentCount(_ method: String, found: Int, at range: SourceRange) -> Diagnostic {
    Diagnostic(.invalidCall, "'\(method)' takes 1 argument, found \(found)", at: range)
  }

  static func missingCall(at range: SourceRange) -> Diagnostic {
    Diagnostic(.invalidCall, "'contains' must be called with an argument, as in '.contains(x)'", at: range)
  }

  static func notAMenu(_ type: DialType, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .invalidSubscript, "\(type.displayNameWithArticle) has no items; only menus and buttons with a menu do", at: range
    )
  }

  static func itemTitleNotLiteral(at range: SourceRange) -> Diagnostic {
    Diagnostic(.invalidSubscript, "a menu item is addressed by its title, as a plain string literal", at: range)
  }

  // MARK: - Bodies

  static func duplicateProperty(_ name: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
    Diagnostic(
      .duplicateProperty, "property '\(name)' is given twice", at: range,
      notes: [DiagnosticNote("'\(name)' was first given here", at: first)])
  }

  static func staticInWhen(_ property: Property, at range: SourceRange) -> Diagnostic {
    // `selected` is state that taps and selections change, not a static property, but it is kept out alike.
    let kind = property == .selected ? "state" : "static"
    return Diagnostic(.staticInWhen, "'\(property.rawValue)' is \(kind) and cannot be set inside 'when'", at: range)
  }

  static func behaviorNotConstant(at range: SourceRange) -> Diagnostic {
    Diagnostic(.behaviorNotConstant, "'behavior' is static: write a case such as '.toggle'", at: range)
  }

  static func behaviorNeedsMenu(_ behavior: Behavior, _ button: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.behaviorNeedsMenu, "button '\(button)' is .\(behavior.rawValue) but has no menu", at: range)
  }

  static func unreachableTapHandler(_ behavior: Behavior, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .unreachableTapHandler, "'on tap' never runs on a .\(behavior.rawValue) button; a tap opens its menu",
      at: range, severity: .warning)
  }

  static func popupTitle(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .popupTitle, "a .popup button shows its selection as its title; this title is never shown", at: range,
      severity: .warning)
  }

  static func menuInStyle(at range: SourceRange) -> Diagnostic {
    Diagnostic(.menuInStyle, "a style cannot have a menu; give the menu to the button", at: range)
  }

  static func misplacedMenu(at range: SourceRange) -> Diagnostic {
    Diagnostic(.misplacedMenu, "an inline menu is only allowed in a button", at: range)
  }

  static func misplacedWhen(at range: SourceRange) -> Diagnostic {
    Diagnostic(.misplacedWhen, "'when' is only allowed in buttons and styles", at: range)
  }

  static func misplacedInlineButton(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .misplacedInlineButton, "a button can only be declared inline as a header's 'leading' or 'trailing'",
      at: range)
  }

  static func misplacedHandler(_ event: String, allowedIn place: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.misplacedHandler, "'on \(event)' is only allowed in \(place)", at: range)
  }

  static func duplicateHandler(_ event: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
    Diagnostic(
      .duplicateHandler, "'on \(event)' is given twice", at: range,
      notes: [DiagnosticNote("'on \(event)' was first given here", at: first)])
  }

  static func bindingCycle(_ names: [String], at range: SourceRange) -> Diagnostic {
    Diagnostic(.bindingCycle, "bindings form a cycle: \(names.joined(separator: " -> "))", at: range)
  }

  static func selfDependentState(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.selfDependentState, "'\(name)' cannot depend on its own value", at: range)
  }

  static func submenuTitleProperty(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .misplacedProperty, "a submenu's title is written after 'menu', as in 'menu \"Sort By\" { … }'", at: range)
  }

  // MARK: - Styles

  static func styleCycle(_ names: [String], at range: SourceRange) -> Diagnostic {
    Diagnostic(.styleCycle, "style bases form a cycle: \(names.joined(separator: " -> "))", at: range)
  }

  static func invalidBase(_ name: String, kind: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.invalidBase, "a base must be a preset or a style; '\(name)' is a \(kind)", at: range)
  }

  // MARK: - Menus

  static func duplicateItem(_ title: String, at range: SourceRange, first: SourceRange) -> Diagnostic {
    Diagnostic(
      .duplicateMenuItem, "duplicate menu item \"\(title)\"", at: range,
      notes: [DiagnosticNote("\"\(title)\" was first used here", at: first)])
  }

  static func nestedSingle(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .nestedSingle, "'single' inside a single menu adds nothing", at: range, severity: .warning)
  }

  static func duplicateModifier(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.duplicateModifier, "modifier '\(name)' is given twice", at: range, severity: .warning)
  }

  static func modifierAndProperty(_ property: String, modifier: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .modifierAndProperty, "'\(property)' is already set by the modifier '\(modifier)'", at: range)
  }

  static func multipleSelected(at range: SourceRange, first: SourceRange) -> Diagnostic {
    Diagnostic(
      .multipleSelected, "only one action of a single-selection group can be selected", at: range,
      notes: [DiagnosticNote("an action is already selected here", at: first)])
  }

  // MARK: - Headers

  static func buttonInTwoHeaders(_ button: String, _ header: String, at range: SourceRange, first: SourceRange)
    -> Diagnostic
  {
    Diagnostic(
      .buttonInTwoHeaders, "button '\(button)' is already placed in header '\(header)'", at: range,
      notes: [DiagnosticNote("'\(button)' was first placed here", at: first)])
  }

  // MARK: - Statements

  static func notAssignable(_ name: String, kind: String, at range: SourceRange) -> Diagnostic {
    let assignable = "only variables, textSize, screenWidth and iOSVersion can be assigned"
    return Diagnostic(.notAVariable, "cannot assign to \(kind) '\(name)'; \(assignable)", at: range)
  }

  static func invalidEventTarget(_ verb: String, needs: String, found: String, at range: SourceRange)
    -> Diagnostic
  {
    Diagnostic(.invalidEventTarget, "'\(verb)' needs \(needs), found \(found)", at: range)
  }

  // MARK: - Files

  static func useUnavailable(at range: SourceRange) -> Diagnostic {
    Diagnostic(.useUnavailable, "use is not available here", at: range)
  }

  static func useCycle(_ chain: [String], at range: SourceRange) -> Diagnostic {
    Diagnostic(.useCycle, "circular use: \(chain.joined(separator: " -> "))", at: range)
  }

  static func useAbsolutePath(_ path: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.useAbsolutePath, "'\(path)' is absolute; use a path relative to this file", at: range)
  }

  static func useOutsideRoot(_ path: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.useOutsideRoot, "'\(path)' leaves the entry script's directory", at: range)
  }

  static func tooManyDeclarations(limit: Int, at range: SourceRange) -> Diagnostic {
    Diagnostic(.tooManyDeclarations, "too many declarations; a program has at most \(limit)", at: range)
  }

  static func menuTooDeep(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .menuTooDeep, "submenus are nested too deeply; the limit is \(Limits.maxMenuDepth) levels", at: range)
  }

  static func useTooDeep(_ path: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.useTooDeep, "'\(path)' is used through more than \(Limits.maxUseDepth) levels of 'use'", at: range)
  }

  static func tooManyUsedFiles(_ path: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .tooManyUsedFiles, "cannot use '\(path)': a program uses at most \(Limits.maxUsedFiles) files",
      at: range)
  }

  static func programTooLarge(_ path: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .programTooLarge,
      "cannot use '\(path)': the program's files would exceed \(Limits.maxSourceBytes) bytes together", at: range)
  }

  static func useLoadFailure(_ path: String, reason: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.useLoadFailure, "cannot load '\(path)': \(reason)", at: range)
  }

  static func statementInUsedFile(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .statementInUsedFile, "a used file can only contain declarations; statements run in the entry script",
      at: range)
  }

  // MARK: - Helpers

  /// A diagnostic whose name may have a did-you-mean suggestion and fix-it.
  static func suggesting(
    _ id: DiagnosticID, _ message: String, _ written: String, _ suggestion: String?, at range: SourceRange
  ) -> Diagnostic {
    guard let suggestion else { return Diagnostic(id, message, at: range) }
    let fix = FixIt("replace '\(written)' with '\(suggestion)'", range: range, replacement: suggestion)
    return Diagnostic(id, message + "; did you mean '\(suggestion)'?", at: range, fixIts: [fix])
  }

  /// `A`, `A and B`, `A, B and C` (or `A, B or C`).
  static func listed(_ items: [String], or: Bool = false) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
  }
}
