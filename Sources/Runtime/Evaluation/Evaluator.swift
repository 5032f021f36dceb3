import DialChecker
import DialLexer
import DialParser

/// Evaluates checked expressions (docs/language.md §5) against a session, which it only reads: an evaluation
/// changes nothing, and fails on overflow or division by zero.
///
/// Its functions take the session as a plain parameter, lent rather than copied, so an evaluation costs what
/// the expression reads. `owner` is the button whose body or handler the expression belongs to.
enum Evaluator {
  /// Evaluates a checked expression; fails on overflow or division by zero.
  static func evaluate(_ expression: CheckedExpression, in state: SessionState, owner: Owner? = nil)
    throws(RuntimeError) -> Value
  {
    switch expression.kind {
    case .constant(let constant): return Value(constant)
    case .systemColor(let color): return .color(color.value(in: state.iOSRelease))
    case .interpolation(let parts): return .string(try interpolate(parts, in: state, owner: owner))
    case .variable(let index): return state.variables.indices.contains(index) ? state.variables[index] : .none
    case .builtin(let builtin): return StatementRunner.read(.builtin(builtin), in: state)
    case .parameter, .call, .emissionCount, .emittedArgument:
      return try hostValue(expression, in: state, owner: owner)
    case .ownState(let member): return ownState(member, in: state, owner: owner)
    case .reference, .chosenItem:
      throw RuntimeError(InternalError("a component is not a value", at: expression.range))
    case .member(let base, let member):
      return try MemberReader.read(member, of: base, in: state, owner: owner, at: expression.range)
    case .contains(let base, let argument):
      return try contains(base, argument, in: state, owner: owner, at: expression.range)
    case .opacity(let base, let fraction):
      return try opacity(base, fraction, in: state, owner: owner)
    case .not(let operand):
      let value = try evaluate(operand, in: state, owner: owner)
      guard let bool = value.boolValue else { throw .type("Bool", value, at: operand.range) }
      return .bool(!bool)
    case .negate(let operand):
      return try Arithmetic.negate(try evaluate(operand, in: state, owner: owner), at: expression.range)
    case .binary(let op, let left, let right):
      return try binary(op, left, right, in: state, owner: owner, at: expression.range)
    case .ternary(let condition, let whenTrue, let whenFalse):
      return try ternary(condition, whenTrue, whenFalse, in: state, owner: owner)
    case .toDouble(let operand):
      let value = try evaluate(operand, in: state, owner: owner)
      return value.doubleValue.map(Value.double) ?? value
    case .insets(let top, let leading, let bottom, let trailing):
      return try insets([top, leading, bottom, trailing], in: state, owner: owner)
    case .traitSet(let elements): return .traits(try traitSet(elements, in: state, owner: owner))
    case .styleFont, .systemFont: return try font(expression, in: state, owner: owner)
    }
  }

  /// `condition ? whenTrue : whenFalse`: only the chosen branch is evaluated.
  static func ternary(
    _ condition: CheckedExpression, _ whenTrue: CheckedExpression, _ whenFalse: CheckedExpression,
    in state: SessionState, owner: Owner?
  ) throws(RuntimeError) -> Value {
    let test = try evaluate(condition, in: state, owner: owner)
    guard let bool = test.boolValue else { throw .type("Bool", test, at: condition.range) }
    return try evaluate(bool ? whenTrue : whenFalse, in: state, owner: owner)
  }

  /// An operand's value: a literal's or a variable's read in place, with no call to ``evaluate(_:in:owner:)``,
  /// whose every case a dispatch goes through (`count > 3`, `variable_change_per_s` in `dial-bench events`).
  @inline(__always)
  static func operand(_ expression: CheckedExpression, in state: SessionState, owner: Owner?) throws(RuntimeError)
    -> Value
  {
    switch expression.kind {
    case .constant(let constant): return Value(constant)
    case .variable(let index): return state.variables.indices.contains(index) ? state.variables[index] : .none
    default: return try evaluate(expression, in: state, owner: owner)
    }
  }

  /// A binary operator (docs/language.md §5): `&&` and `||` short-circuit, as in Swift; the rest is
  /// ``Arithmetic``.
  static func binary(
    _ op: BinaryOperator, _ left: CheckedExpression, _ right: CheckedExpression, in state: SessionState,
    owner: Owner?, at range: SourceRange
  ) throws(RuntimeError) -> Value {
    let lhs = try operand(left, in: state, owner: owner)
    if op == .and || op == .or {
      guard let first = lhs.boolValue else { throw .type("Bool", lhs, at: left.range) }
      if op == .and && !first { return .bool(false) }
      if op == .or && first { return .bool(true) }
      let rhs = try evaluate(right, in: state, owner: owner)
      guard let second = rhs.boolValue else { throw .type("Bool", rhs, at: right.range) }
      return .bool(second)
    }
    let rhs = try operand(right, in: state, owner: owner)
    switch op {
    case .equal: return .bool(Arithmetic.equal(lhs, rhs))
    case .notEqual: return .bool(!Arithmetic.equal(lhs, rhs))
    case .less, .lessEqual, .greater, .greaterEqual: return .bool(try Arithmetic.compare(op, lhs, rhs, at: range))
    default: return try Arithmetic.arithmetic(op, lhs, rhs, at: range)
    }
  }

  /// `(top, leading, bottom, trailing)`, each edge a Number.
  static func insets(_ edges: [CheckedExpression], in state: SessionState, owner: Owner?) throws(RuntimeError) -> Value
  {
    let values = try edges.map { (edge) throws(RuntimeError) -> Double in
      let value = try evaluate(edge, in: state, owner: owner)
      guard let number = value.doubleValue else { throw .type("Number", value, at: edge.range) }
      return number
    }
    return .insets(ButtonLayout.Insets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
  }

  /// A font computed at run time: a text style as a font, or a system font.
  static func font(_ expression: CheckedExpression, in state: SessionState, owner: Owner?) throws(RuntimeError) -> Value
  {
    switch expression.kind {
    case .styleFont(let style):
      let value = try evaluate(style, in: state, owner: owner)
      guard let font = value.fontValue else { throw .type("TextStyle", value, at: style.range) }
      return .font(font)
    case .systemFont(let size, let weight, let relativeTo):
      return .font(try systemFont(size, weight, relativeTo, in: state, owner: owner))
    default:
      throw RuntimeError(InternalError("not a font", at: expression.range))
    }
  }

  /// `.system(size:weight:relativeTo:)` with parts computed now; a size of 0 or less is an error.
  static func systemFont(
    _ size: CheckedExpression, _ weight: CheckedExpression, _ relativeTo: CheckedExpression?, in state: SessionState,
    owner: Owner?
  ) throws(RuntimeError) -> Font {
    let sizeValue = try evaluate(size, in: state, owner: owner)
    guard let points = sizeValue.doubleValue else { throw .type("Number", sizeValue, at: size.range) }
    guard points > 0 && points.isFinite else { throw RuntimeError(.fontSize(points), at: size.range) }
    let weightValue = try evaluate(weight, in: state, owner: owner)
    guard let fontWeight = weightValue.enumValue?.decoded(as: FontWeight.self) else {
      throw .type("FontWeight", weightValue, at: weight.range)
    }
    var style: TextStyle?
    if let relativeTo {
      let styleValue = try evaluate(relativeTo, in: state, owner: owner)
      guard let decoded = styleValue.enumValue?.decoded(as: TextStyle.self) else {
        throw .type("TextStyle", styleValue, at: relativeTo.range)
      }
      style = decoded
    }
    return .system(size: points, weight: fontWeight, relativeTo: style)
  }

  /// `[.button, .selected]`: the union of the elements' traits, in any order, a repeated one counted once.
  static func traitSet(_ elements: [CheckedExpression], in state: SessionState, owner: Owner?) throws(RuntimeError)
    -> TraitSet
  {
    var traits: TraitSet = []
    for element in elements {
      let value = try evaluate(element, in: state, owner: owner)
      guard let trait = value.enumValue?.decoded(as: Trait.self) else { throw .type("Trait", value, at: element.range) }
      traits.insert(TraitSet(trait))
    }
    return traits
  }

  /// `highlighted`, `selected`, `enabled`, `focused`, `loading` inside a button's body or handler.
  static func ownState(_ member: Member, in state: SessionState, owner: Owner?) -> Value {
    guard let button = owner?.state else { return .bool(false) }
    switch member {
    case .highlighted: return .bool(button.highlighted)
    case .selected: return .bool(button.selected)
    case .focused: return .bool(button.focused)
    case .enabled: return .bool(readsPrevious(owner) ? owner?.previous?.enabled ?? true : button.resolved.enabled)
    case .loading: return .bool(readsPrevious(owner) ? owner?.previous?.loading ?? false : button.resolved.loading)
    case .behavior:
      guard let index = owner?.index, state.program.checked.buttons.indices.contains(index) else {
        return .bool(false)
      }
      return .enumCase(state.program.checked.buttons[index].behavior.enumCase)
    default:
      // `self.title`: the configuration, as the last pass resolved it (the resolution repeats until it settles).
      guard let property = member.property else { return .bool(false) }
      let resolved = readsPrevious(owner) ? owner?.previous ?? button.resolved : button.resolved
      return resolved.listedValue(of: property, as: .configured) ?? .bool(false)
    }
  }

  /// `color.opacity(x)`: alpha × x, rounded to the nearest integer with ties away from zero.
  static func opacity(_ base: CheckedExpression, _ fraction: CheckedExpression, in state: SessionState, owner: Owner?)
    throws(RuntimeError) -> Value
  {
    let colorValue = try evaluate(base, in: state, owner: owner)
    let fractionValue = try evaluate(fraction, in: state, owner: owner)
    guard let color = colorValue.colorValue else { throw .type("Color", colorValue, at: base.range) }
    guard let x = fractionValue.doubleValue else { throw .type("Double", fractionValue, at: fraction.range) }
    guard (0...1).contains(x) else { throw RuntimeError(.opacity(x), at: fraction.range) }
    return .color(ColorMath.withOpacity(color, x))
  }

  /// A preview's forced states are read as forced; otherwise a resolution reads the previous pass.
  static func readsPrevious(_ owner: Owner?) -> Bool {
    owner?.previous != nil && owner?.state.previewOverride == nil
  }

  /// `text.contains(part)`, `traits.contains(.selected)`.
  static func contains(
    _ base: CheckedExpression, _ argument: CheckedExpression, in state: SessionState, owner: Owner?,
    at range: SourceRange
  ) throws(RuntimeError) -> Value {
    let container = try evaluate(base, in: state, owner: owner)
    let element = try evaluate(argument, in: state, owner: owner)
    switch (container, element) {
    case (.string(let text), .string(let part)): return .bool(part.isEmpty || text.contains(part))
    case (.traits(let traits), .enumCase(let element)):
      guard let trait = element.decoded(as: Trait.self) else { throw .type("Trait", .enumCase(element), at: range) }
      return .bool(traits.contains(TraitSet(trait)))
    default: throw .type("String or Traits", container, at: range)
    }
  }
}
