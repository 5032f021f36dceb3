import DialLexer

/// The catalogue of syntax errors: every message the parser can report, next
/// to its stable identifier, in one place.
///
/// A case carries only the facts its message needs, so the text is built when
/// an error is reported, never on the path of well-formed input.
enum ParserIssue {
  /// `expected <token> <context>`: what was missing, and where.
  case expected(String, String)
  case expectedExpression
  case expectedStatement
  case expectedBodyItem
  case expectedMenuEntry
  case expectedName(String)
  /// `var on = true`: a keyword where a declared name belongs.
  case keywordAsName(String, after: String)
  case missingSeparator(String)
  case unclosedBrace(before: String)
  case unexpectedClosingBrace
  case chainedComparison
  case notAssignable
  case itemTitleInterpolated
  case usePathInterpolated
  case tooDeep
  case expressionStatement
  /// `tapp b`: a name close to a statement verb, where a statement should be.
  case misspelledVerb(String, suggestion: String)
  case letDeclaration
  /// `buton add { … }`.
  case misspelledKeyword(String, suggestion: String)
  /// `if count = 1`.
  case assignmentInCondition(String)
  /// `count++`, `count--`.
  case incrementOperator(name: String, op: String)
  /// `image: "x"` at the top level.
  case propertyOutsideBody(String)
  /// A form from another language, with the message of its rule (``Habits``).
  case habit(Habits.Rule)
  /// `title = "Add"`, `title "Add"` in a body.
  case propertyNeedsColon(String)
  /// `b.title = "x"`: a property set as in UIKit.
  case propertySetter(String)
  /// `b.tap()`: an event as a method call.
  case eventAsMethod(String, target: String)

  /// The stable identifier and the one-sentence message, side by side.
  var entry: (id: DiagnosticID, message: String) {
    switch self {
    case .expected(let token, let context): return (.expectedToken, "expected \(token) \(context)")
    case .expectedExpression: return (.expectedExpression, "expected an expression")
    case .expectedStatement: return (.expectedStatement, "expected a declaration or a statement")
    case .expectedBodyItem: return (.expectedBodyItem, "expected a property, 'when', 'on' or 'menu'")
    case .expectedMenuEntry: return (.expectedMenuEntry, "expected 'action', 'menu' or a property in a menu")
    case .expectedName(let what): return (.expectedName, "expected a name after '\(what)'")
    case .missingSeparator(let what):
      return (.missingSeparator, "consecutive \(what) on a line must be separated by ';'")
    case .unclosedBrace(let before):
      return (.unclosedBrace, "expected '}' before \(before); declarations are only allowed at the top level")
    case .unexpectedClosingBrace: return (.unexpectedClosingBrace, "unexpected '}' with no '{' to close")
    case .chainedComparison:
      return (.chainedComparison, "comparison operators cannot be chained; combine comparisons with '&&'")
    case .notAssignable: return (.notAssignable, "only variables can be assigned")
    case .itemTitleInterpolated:
      return (.interpolatedItemTitle, "a menu item's title must be a plain string literal, without interpolation")
    case .usePathInterpolated:
      return (.interpolatedUsePath, "a 'use' path must be a plain string literal, without interpolation")
    case .tooDeep: return (.nestingTooDeep, "nesting is too deep; the limit is \(Limits.maxNestingDepth) levels")
    case .expressionStatement: return (.unusedExpression, "expected a statement; an expression alone does nothing")
    case .misspelledVerb(let name, let verb):
      return (.unknownStatement, "unknown statement '\(name)'; did you mean '\(verb)'?")
    case .letDeclaration: return (.letDeclaration, "'let' is not supported; declare state with 'var'")
    case .misspelledKeyword(let name, let keyword):
      return (.misspelledKeyword, "unknown keyword '\(name)'; did you mean '\(keyword)'?")
    case .assignmentInCondition(let construct):
      return (.assignmentInCondition, "'=' assigns; use '==' to compare in \(construct)")
    case .incrementOperator(let name, let op):
      let word = op == "++" ? "+=" : "-="
      return (.incrementOperator, "Dial has no '\(op)'; write '\(name) \(word) 1'")
    case .habit, .propertySetter, .eventAsMethod, .propertyNeedsColon, .keywordAsName: return habitEntry
    case .propertyOutsideBody(let name):
      return (
        .propertyOutsideBody,
        "'\(name):' is a property and belongs in a body, such as 'button name { \(name): … }' or a style's"
      )
    }
  }

  /// The entries of the habits from other languages (``Habits``) and their kin.
  private var habitEntry: (id: DiagnosticID, message: String) {
    switch self {
    case .habit(let rule): return (.foreignForm, rule.message)
    case .propertySetter(let name):
      return (
        .notAssignable,
        "a button's '\(name)' is bound in its declaration ('\(name): …'), not set; "
          + "assign a variable that the binding reads"
      )
    case .eventAsMethod(let verb, let target):
      return (.foreignForm, "events are statements in Dial, not methods: write '\(verb) \(target)'")
    case .propertyNeedsColon(let name):
      return (.propertyNeedsColon, "a property takes ':' after its name: write '\(name): …'")
    case .keywordAsName(let word, let what):
      return (.expectedName, "'\(word)' is a keyword and cannot be a name; choose another name after '\(what)'")
    default: return (.foreignForm, "")
    }
  }
}
