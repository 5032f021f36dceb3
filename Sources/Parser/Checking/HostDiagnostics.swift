import DialLexer

/// The catalogue of the checker's messages about host events, functions and announcements (docs/language.md
/// §4, §11): one function per kind, each with its own identifier.
enum HostDiagnostics {
  static func unknownHostEvent(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
    var diagnostic = CheckerDiagnostics.suggesting(
      .unknownHostEvent, "unknown host event '\(name)'", name, suggestion, at: range)
    if suggestion == nil { diagnostic.help = ["declare it: event \(name)(…)"] }
    return diagnostic
  }

  static func notAHostEvent(_ name: String, kind: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.unknownHostEvent, "'\(name)' is a \(kind), not a host event; 'emit' sends an 'event'", at: range)
  }

  static func argumentLabels(
    _ callee: String, expected: [String], found: [String], at range: SourceRange
  ) -> Diagnostic {
    let wanted =
      expected.isEmpty ? "no arguments" : expected.map { "\($0):" }.joined(separator: " ") + ", in that order"
    let given = found.isEmpty ? "none" : found.joined(separator: " ")
    return Diagnostic(.argumentLabels, "'\(callee)' takes \(wanted); this gives \(given)", at: range)
  }

  static func argumentType(
    _ callee: String, _ parameter: String, expected: DialType, found: String, at range: SourceRange
  ) -> Diagnostic {
    Diagnostic(
      .argumentTypeMismatch,
      "argument '\(parameter)' of '\(callee)' must be \(expected.displayNameWithArticle), not \(found)", at: range)
  }

  static func hostEventAsUIEvent(_ name: String, at range: SourceRange) -> Diagnostic {
    var diagnostic = Diagnostic(
      .hostEventAsUIEvent,
      "'\(name)' is a host event, which the program sends to its host; a handler runs on a UI event", at: range)
    diagnostic.help = ["send it from a handler: on tap { emit \(name)(…) }"]
    return diagnostic
  }

  static func reservedParameter(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .reservedParameterName,
      "a host event's parameter cannot be named '\(name)': 'event.emitted' counts its emissions", at: range)
  }

  static func duplicateParameter(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.duplicateParameter, "parameter '\(name)' is declared twice", at: range)
  }

  static func parameterType(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
    CheckerDiagnostics.suggesting(
      .parameterType,
      "unknown type '\(name)'; a parameter or result is a Bool, Int, Double, String, Color, "
        + "Selection or an enum type", name, suggestion, at: range)
  }

  static func unknownFunction(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
    CheckerDiagnostics.suggesting(.unknownFunction, "unknown function '\(name)'", name, suggestion, at: range)
  }

  static func functionReadsState(_ function: String, reading name: String, at range: SourceRange) -> Diagnostic {
    var diagnostic = Diagnostic(
      .functionReadsState,
      "function '\(function)' cannot read '\(name)': a function reads only its parameters and other functions",
      at: range)
    diagnostic.help = ["pass it as a parameter, so that what a binding reads stays visible where it is bound"]
    return diagnostic
  }

  static func recursiveFunction(_ names: [String], at range: SourceRange) -> Diagnostic {
    let chain = names.joined(separator: " -> ")
    return Diagnostic(
      .recursiveFunction, "function '\(names[0])' calls itself (\(chain)); a function cannot recurse", at: range)
  }

  static func returnType(_ function: String, expected: DialType, found: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      .returnTypeMismatch,
      "function '\(function)' returns \(expected.displayNameWithArticle), but its body is \(found)", at: range)
  }

  static func announcementType(found: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.announcementType, "'announce' needs a String, not \(found)", at: range)
  }

  static func readOnlyBuiltin(_ name: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.readOnlyBuiltin, "'\(name)' is read-only: only 'announce' changes it", at: range)
  }

  static func unknownEventMember(
    _ member: String, of event: String, suggestion: String?, at range: SourceRange
  ) -> Diagnostic {
    CheckerDiagnostics.suggesting(
      .unknownEventMember, "host event '\(event)' has no member '\(member)'; it has 'emitted' and its parameters",
      member, suggestion, at: range)
  }

  static func declarationAsValue(_ name: String, kind: String, at range: SourceRange) -> Diagnostic {
    let use = kind == "function" ? "call it: \(name)(…)" : "read 'emitted' or a parameter: \(name).emitted"
    return Diagnostic(.hostDeclarationAsValue, "\(kind) '\(name)' is not a value; \(use)", at: range)
  }
}
