import DialLexer

/// The catalogue of syntax errors: every message the parser can report, with
/// its stable identifier, in one place.
enum ParserIssue {
  case expected(String, String)
  case expectedExpression
  case expectedStatement
  case expectedBodyItem
  case expectedMenuEntry
  case expectedName(String)
  case missingSeparator(String)
  case unclosedBrace(before: String)
  case unexpectedClosingBrace
  case chainedComparison
  case notAssignable
  case itemTitleInterpolated
  case usePathInterpolated
  case typeAnnotation
  case tooDeep
  case expressionStatement
  /// `tapp b`: a name close to a statement verb, where a statement should be.
  case misspelledVerb(String, suggestion: String)
  case letDeclaration

  /// The stable, kebab-case identifier.
  var id: String {
    switch self {
    case .expected: return "expected-token"
    case .expectedExpression: return "expected-expression"
    case .expectedStatement: return "expected-statement"
    case .expectedBodyItem: return "expected-body-item"
    case .expectedMenuEntry: return "expected-menu-entry"
    case .expectedName: return "expected-name"
    case .missingSeparator: return "missing-separator"
    case .unclosedBrace: return "unclosed-brace"
    case .unexpectedClosingBrace: return "unexpected-closing-brace"
    case .chainedComparison: return "chained-comparison"
    case .notAssignable: return "not-assignable"
    case .itemTitleInterpolated: return "interpolated-item-title"
    case .usePathInterpolated: return "interpolated-use-path"
    case .typeAnnotation: return "type-annotation"
    case .tooDeep: return "nesting-too-deep"
    case .expressionStatement: return "unused-expression"
    case .misspelledVerb: return "unknown-statement"
    case .letDeclaration: return "let-declaration"
    }
  }

  /// The one-sentence message.
  var message: String {
    switch self {
    case .expected(let token, let context): return "expected \(token) \(context)"
    case .expectedExpression: return "expected an expression"
    case .expectedStatement: return "expected a declaration or a statement"
    case .expectedBodyItem: return "expected a property, 'when', 'on' or 'menu'"
    case .expectedMenuEntry: return "expected 'action', 'menu' or a property in a menu"
    case .expectedName(let what): return "expected a name after '\(what)'"
    case .missingSeparator(let what): return "consecutive \(what) on a line must be separated by ';'"
    case .unclosedBrace(let before):
      return "expected '}' before \(before); declarations are only allowed at the top level"
    case .unexpectedClosingBrace: return "unexpected '}' with no '{' to close"
    case .chainedComparison: return "comparison operators cannot be chained; combine comparisons with '&&'"
    case .notAssignable: return "only variables can be assigned"
    case .itemTitleInterpolated: return "a menu item's title must be a plain string literal, without interpolation"
    case .usePathInterpolated: return "a 'use' path must be a plain string literal, without interpolation"
    case .typeAnnotation: return "type annotations are not supported; a variable's type comes from its initial value"
    case .tooDeep: return "nesting is too deep; the limit is \(Limits.maxNestingDepth) levels"
    case .expressionStatement: return "expected a statement; an expression alone does nothing"
    case .misspelledVerb(let name, let verb): return "unknown statement '\(name)'; did you mean '\(verb)'?"
    case .letDeclaration: return "'let' is not supported; declare state with 'var'"
    }
  }
}
