import DialLexer
import DialParser

// Fonts and values that a property's place rules out (docs/language.md §4–§8, §10).
extension CheckerDiagnostics {
  static func fontArguments(_ problem: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .invalidCall, "\(problem); write '.system(size: 14, weight: .bold)' or add 'relativeTo: .body' to scale it",
      at: range)
  }

  static func unknownFontArgument(_ label: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
    suggesting(.invalidCall, "'.system' has no argument '\(label)'", label, suggestion, at: range)
  }

  /// A literal outside what `place` accepts: `rule` says what it must be ("a number greater than 0").
  static func invalidValue(_ place: String, _ value: String, rule: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.invalidValue, "\(place) cannot be \(value); it must be \(rule)", at: range)
  }

  static func headerValueNotConstant(_ property: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .nonConstantHeaderValue, "a header's '\(property)' is fixed when the program starts; write a literal value",
      at: range)
  }

  static func missingHeaderTitle(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .missingHeaderTitle, "header '\(name)' has no title; give it 'title:' to read '\(name).title'", at: range)
  }

  static func unknownType(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
    suggesting(.typeAnnotation, "unknown type '\(name)'", name, suggestion, at: range)
  }

  static func menuSelectionNeedsSingle(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .noSelection, "'.selection' needs a single menu; declare it 'menu name single { … }'", at: range)
  }

  static func itemOutsideSelect(at range: SourceRange) -> Diagnostic {
    Diagnostic(.unknownName, "'item' names the chosen action only inside 'on select'", at: range)
  }

  static func selectionBindingPlace(_ place: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .noSelection,
      "'selection' binds a radio group to a variable, so it goes in a .popup button or a single menu, not in \(place)",
      at: range)
  }

  static func selectionNotAVariable(at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .typeMismatch, "'selection' binds both ways: write the name of a String or Selection variable", at: range)
  }

  static func selectionVariableType(_ name: String, _ type: DialType, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .typeMismatch,
      "'selection' needs a String or Selection variable; '\(name)' holds \(type.displayName)", at: range)
  }

  static func selfOutsideComponent(at range: SourceRange) -> Diagnostic {
    Diagnostic(.unknownName, "'self' can be used only inside a style or a button", at: range)
  }

  /// `derived`: the member exists on buttons but derives from the configuration (layout, speech).
  static func unknownSelfMember(_ name: String, derived: Bool, suggestion: String?, at range: SourceRange)
    -> Diagnostic
  {
    if derived {
      return Diagnostic(
        .unknownMember,
        "'self.\(name)' is not part of the configuration: 'self' reads configured properties and states; "
          + "layout and accessibility output derive from them", at: range)
    }
    return suggesting(.unknownMember, "unknown property '\(name)' of 'self'", name, suggestion, at: range)
  }
}
