import DialLexer
import DialParser

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

  /// The message for the first label mismatch of a call or an emission, at the argument it concerns (at the
  /// call for a missing one), with the signature as help.
  static func argumentLabels(
    _ mismatch: ArgumentLabelMismatch, callee: String, isEvent: Bool, parameters: [CheckedParameter],
    arguments: [Argument], at range: SourceRange
  ) -> Diagnostic {
    let call = isEvent ? "emission of '\(callee)'" : "call to '\(callee)'"
    let (message, place, fixIts) = labelMessage(mismatch, call: call, parameters: parameters, arguments: arguments)
    var diagnostic = Diagnostic(.argumentLabels, message, at: place ?? range, fixIts: fixIts)
    let signature = parameters.map { "\($0.name): \($0.type.displayName)" }.joined(separator: ", ")
    diagnostic.help.append(parameters.isEmpty ? "'\(callee)' takes no arguments" : "'\(callee)' takes (\(signature))")
    return diagnostic
  }

  /// The sentence, the place and the fix-it of one mismatch.
  private static func labelMessage(
    _ mismatch: ArgumentLabelMismatch, call: String, parameters: [CheckedParameter], arguments: [Argument]
  ) -> (String, SourceRange?, [FixIt]) {
    func place(_ index: Int) -> SourceRange? {
      guard arguments.indices.contains(index) else { return nil }
      let argument = arguments[index]
      return argument.label.map { $0.range.union(argument.value.range) } ?? argument.value.range
    }
    switch mismatch {
    case .missingLabel(let index, let expected):
      let start = arguments.indices.contains(index) ? arguments[index].value.range.startPoint : nil
      let fix = start.map { [FixIt("insert '\(expected): '", range: $0, replacement: "\(expected): ")] } ?? []
      return ("missing argument label '\(expected):' in \(call)", place(index), fix)
    case .incorrectLabel(let index, let expected):
      let label = arguments.indices.contains(index) ? arguments[index].label : nil
      let have = label?.name ?? "_"
      let fix = label.map { [FixIt("replace '\(have)' with '\(expected)'", range: $0.range, replacement: expected)] }
      return ("incorrect argument label in \(call) (have '\(have):', expected '\(expected):')", place(index), fix ?? [])
    case .outOfOrder(let index, let label, let before):
      return ("argument '\(label)' must precede argument '\(before)' in \(call)", place(index), [])
    case .extra(let index):
      let label = arguments.indices.contains(index) ? arguments[index].label?.name : nil
      let named = label.map { " '\($0)'" } ?? ""
      return ("extra argument\(named) in \(call)", place(index), [])
    case .missing(let index):
      let parameter = parameters.indices.contains(index) ? parameters[index].name : "?"
      return ("missing argument for parameter '\(parameter)' in \(call)", nil, [])
    }
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
    let allowed = "a Bool, Int, Double, String, Color, Selection or an enum type"
    // Dial's other types are values a property holds, not ones a host passes or a function computes.
    if ["Font", "Insets", "Frame", "Traits", "TraitSet"].contains(name) {
      return Diagnostic(.parameterType, "a parameter or result cannot be a \(name), only \(allowed)", at: range)
    }
    return CheckerDiagnostics.suggesting(
      .parameterType, "unknown type '\(name)'; a parameter or result is \(allowed)", name, suggestion, at: range)
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
    _ member: String, of event: String, members: [String], suggestion: String?, at range: SourceRange
  ) -> Diagnostic {
    let has = CheckerDiagnostics.listed(members.map { "'\($0)'" })
    return CheckerDiagnostics.suggesting(
      .unknownEventMember, "host event '\(event)' has no member '\(member)'; it has \(has)", member, suggestion,
      at: range)
  }

  static func declarationAsValue(_ name: String, kind: String, at range: SourceRange) -> Diagnostic {
    let use = kind == "function" ? "call it: \(name)(…)" : "read 'emitted' or a parameter: \(name).emitted"
    return Diagnostic(.hostDeclarationAsValue, "\(kind) '\(name)' is not a value; \(use)", at: range)
  }
}
