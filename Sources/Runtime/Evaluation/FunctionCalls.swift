import DialChecker
import DialLexer
import DialParser

/// Calls of `func`s (docs/language.md §4): the host's implementation when it gave one (``Program/implement(_:_:)``),
/// else the function's body, evaluated with its parameters bound to the arguments. A function reads nothing else
/// (the checker sees to it), so a call is a pure function of its arguments.
enum FunctionCalls {
  /// The value of function `index` called with `arguments`, in parameter order.
  static func call(_ index: Int, _ arguments: [Value], in state: SessionState, at range: SourceRange)
    throws(RuntimeError) -> Value
  {
    guard state.program.checked.functions.indices.contains(index) else {
      throw RuntimeError(InternalError("a call of function \(index), which the program does not declare", at: range))
    }
    let function = state.program.checked.functions[index]
    if let body = state.program.hostFunctions[index] {
      return try callHost(body, function, arguments, at: range)
    }
    guard let body = function.body else {
      throw RuntimeError(InternalError("function '\(function.name)' has no body", at: range))
    }
    // A function's body reads only its parameters: a frame of its own, with no button state.
    let frame = Owner(index: -1, state: ButtonState(), previous: nil, arguments: arguments)
    return try Evaluator.evaluate(body, in: state, owner: frame)
  }

  /// A host's implementation, its error and the type of its result made runtime errors at the call.
  static func callHost(
    _ body: HostFunctions.Body, _ function: CheckedFunction, _ arguments: [Value], at range: SourceRange
  ) throws(RuntimeError) -> Value {
    let result: Value
    do {
      result = try body(arguments)
    } catch {
      throw RuntimeError(.hostFunctionFailed(function: function.name, reason: "\(error)"), at: range)
    }
    // Dial's numbers are finite everywhere (an overflow is an error): a host's NaN or infinity is one too.
    if case .double(let number) = result, !number.isFinite {
      let reason = "it returned \(result.literal), which is not a finite number"
      throw RuntimeError(.hostFunctionFailed(function: function.name, reason: reason), at: range)
    }
    guard let value = result.converted(to: function.returnType) else {
      throw RuntimeError(
        .hostFunctionType(function: function.name, expected: function.returnType, found: result.literal), at: range)
    }
    return value
  }
}

extension Value {
  /// The value as a value of `type`, when it is one: an Int widens to a Double, and a String or `nil` is a
  /// Selection; nil for a value of another type.
  func converted(to type: DialType) -> Value? {
    switch (type, self) {
    case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string), (.color, .color),
      (.optionalString, .string), (.optionalString, .none):
      return self
    case (.double, .int(let number)): return .double(Double(number))
    case (.enumeration(let expected), .enumCase(let value)) where value.type == expected: return self
    default: return nil
    }
  }
}

extension FunctionCalls {
  /// Function `index` and every function that calls it, directly or through others: what a change of its
  /// implementation changes.
  static func callers(of index: Int, in program: CheckedProgram) -> [Int] {
    let calls = program.functions.map { function -> Set<Int> in
      var called: Set<Int> = []
      function.body?.walk { node in
        if case .call(let callee, _) = node.kind { called.insert(callee) }
        return .visitChildren
      }
      return called
    }
    var found: [Int] = [index]
    var seen: Set<Int> = [index]
    var pending = [index]
    while let callee = pending.popLast() {
      for caller in calls.indices where calls[caller].contains(callee) && seen.insert(caller).inserted {
        found.append(caller)
        pending.append(caller)
      }
    }
    return found
  }
}

extension Evaluator {
  /// What a program reads of its host: a function's parameter or call, a host event's count or last argument,
  /// the last announcement.
  static func hostValue(_ expression: CheckedExpression, in state: SessionState, owner: Owner?) throws(RuntimeError)
    -> Value
  {
    switch expression.kind {
    case .parameter(let position):
      if let arguments = owner?.arguments, arguments.indices.contains(position) { return arguments[position] }
    case .call(let function, let arguments):
      var values: [Value] = []
      values.reserveCapacity(arguments.count)
      for argument in arguments { values.append(try evaluate(argument, in: state, owner: owner)) }
      return try FunctionCalls.call(function, values, in: state, at: expression.range)
    case .emissionCount(let event):
      if let count = state.hostEvents.count(of: event) { return .int(count) }
    case .emittedArgument(let event, let parameter):
      if let arguments = state.hostEvents.arguments(of: event), arguments.indices.contains(parameter) {
        return arguments[parameter]
      }
    case .builtin(.lastAnnouncement): return .string(state.hostEvents.lastAnnouncement)
    default: break
    }
    throw RuntimeError(InternalError("a host read the checker did not type", at: expression.range))
  }
}
