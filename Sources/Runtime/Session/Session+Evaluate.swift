import DialLexer
import DialParser

/// The button whose body or handler an expression belongs to: `highlighted`,
/// `enabled`, … in it name this button's state. While the button is being
/// resolved, `state.resolved` holds what is resolved so far.
struct Owner {
  var index: Int
  var state: ButtonState
  /// While resolving: the button's resolution before this pass. Bindings read
  /// `enabled` and `loading` from it, so the order of properties in a body
  /// does not matter; resolution repeats until it no longer changes.
  var previous: ResolvedButton?
}

// MARK: - Evaluating expressions

extension Session {
  /// Evaluates a checked expression; fails on overflow or division by zero.
  func evaluate(_ expression: CheckedExpression, owner: Owner? = nil) throws(RuntimeError) -> Value {
    switch expression.kind {
    case .constant(let constant): return Value(constant)
    case .interpolation(let parts): return .string(try interpolate(parts, owner: owner))
    case .variable(let index):
      return variables.indices.contains(index) ? variables[index] : .none
    case .builtin(.textSize): return .enumCase(textSize.enumCase)
    case .builtin(.screenWidth): return .double(screenWidth)
    case .ownState(let member): return ownState(member, owner: owner)
    case .reference, .chosenItem:
      throw RuntimeError(InternalError("a component is not a value", at: expression.range))
    case .member(let base, let member): return try read(member, of: base, owner: owner, at: expression.range)
    case .contains(let base, let argument):
      return try contains(base, argument, owner: owner, at: expression.range)
    case .opacity(let base, let fraction):
      return try opacity(base, fraction, owner: owner)
    case .not(let operand):
      let value = try evaluate(operand, owner: owner)
      guard let bool = value.boolValue else { throw .type("Bool", value, at: operand.range) }
      return .bool(!bool)
    case .negate(let operand): return try negate(try evaluate(operand, owner: owner), at: expression.range)
    case .binary(let op, let left, let right):
      return try binary(op, left, right, owner: owner, at: expression.range)
    case .ternary(let condition, let whenTrue, let whenFalse):
      let test = try evaluate(condition, owner: owner)
      guard let bool = test.boolValue else { throw .type("Bool", test, at: condition.range) }
      return try evaluate(bool ? whenTrue : whenFalse, owner: owner)
    case .toDouble(let operand):
      let value = try evaluate(operand, owner: owner)
      return value.doubleValue.map(Value.double) ?? value
    case .insets(let top, let leading, let bottom, let trailing):
      return try insets([top, leading, bottom, trailing], owner: owner)
    case .traitSet(let elements): return .traits(try traitSet(elements, owner: owner))
    case .styleFont, .systemFont: return try font(expression, owner: owner)
    }
  }

  /// `(top, leading, bottom, trailing)`, each edge a Number.
  func insets(_ edges: [CheckedExpression], owner: Owner?) throws(RuntimeError) -> Value {
    let values = try edges.map { (edge) throws(RuntimeError) -> Double in
      let value = try evaluate(edge, owner: owner)
      guard let number = value.doubleValue else { throw .type("Number", value, at: edge.range) }
      return number
    }
    return .insets(ButtonLayout.Insets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
  }

  /// A font computed at run time: a text style as a font, or a system font.
  func font(_ expression: CheckedExpression, owner: Owner?) throws(RuntimeError) -> Value {
    switch expression.kind {
    case .styleFont(let style):
      let value = try evaluate(style, owner: owner)
      guard let font = value.fontValue else { throw .type("TextStyle", value, at: style.range) }
      return .font(font)
    case .systemFont(let size, let weight, let relativeTo):
      return .font(try systemFont(size, weight, relativeTo, owner: owner))
    default:
      throw RuntimeError(InternalError("not a font", at: expression.range))
    }
  }

  /// `.system(size:weight:relativeTo:)` with parts computed now; a size of 0 or less is an error.
  func systemFont(
    _ size: CheckedExpression, _ weight: CheckedExpression, _ relativeTo: CheckedExpression?, owner: Owner?
  ) throws(RuntimeError) -> Font {
    let sizeValue = try evaluate(size, owner: owner)
    guard let points = sizeValue.doubleValue else { throw .type("Number", sizeValue, at: size.range) }
    guard points > 0 && points.isFinite else {
      throw RuntimeError(.fontSize(points), at: size.range)
    }
    let weightValue = try evaluate(weight, owner: owner)
    guard let fontWeight = weightValue.enumValue?.decoded(as: FontWeight.self) else {
      throw .type("FontWeight", weightValue, at: weight.range)
    }
    var style: TextStyle?
    if let relativeTo {
      let styleValue = try evaluate(relativeTo, owner: owner)
      guard let decoded = styleValue.enumValue?.decoded(as: TextStyle.self) else {
        throw .type("TextStyle", styleValue, at: relativeTo.range)
      }
      style = decoded
    }
    return .system(size: points, weight: fontWeight, relativeTo: style)
  }

  /// `[.button, .selected]`: the union of the elements' traits, in any order, a repeated one counted once.
  func traitSet(_ elements: [CheckedExpression], owner: Owner?) throws(RuntimeError) -> TraitSet {
    var traits: TraitSet = []
    for element in elements {
      let value = try evaluate(element, owner: owner)
      guard let trait = value.enumValue?.decoded(as: Trait.self) else { throw .type("Trait", value, at: element.range) }
      traits.insert(TraitSet(trait))
    }
    return traits
  }

  /// Joins an interpolation's pieces. A text that fits ``shortInterpolation`` bytes is written into a buffer
  /// on the stack and made a string once, an Int as its digits: a short one, such as "3 items", allocates
  /// nothing (a subtitle following a variable, `variable_change_per_s` in `dial-bench events`). A longer
  /// text goes on as strings from where the buffer filled, the value in hand kept: every part is evaluated
  /// once, so nested interpolations cost what they hold, never twice per level.
  func interpolate(_ parts: [CheckedStringPart], owner: Owner?) throws(RuntimeError) -> String {
    var (text, next, value): (String, Int, Value?)
    switch try joinedOnTheStack(parts, owner: owner).get() {
    case .done(let whole): return whole
    case .full(let prefix, let position, let pending): (text, next, value) = (prefix, position, pending)
    }
    for position in next..<parts.count {
      switch parts[position] {
      case .text(let piece): text += piece
      case .value(let expression):
        // The part the buffer could not take was evaluated already.
        if position == next, let pending = value {
          text += pending.text
          value = nil
        } else {
          text += try evaluate(expression, owner: owner).text
        }
      }
    }
    return text
  }

  /// Joins `parts` in a buffer on the stack until one does not fit (see ``interpolate(_:owner:)``).
  func joinedOnTheStack(_ parts: [CheckedStringPart], owner: Owner?) -> Result<ShortInterpolation, RuntimeError> {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.shortInterpolation) { buffer in
      var writer = TextWriter(buffer: buffer)
      func written() -> String {
        // Copied into a string made at its size: a short ASCII text becomes a small string with no validation,
        // which `String(decoding:as:)` does byte by byte.
        let count = writer.written
        return String(unsafeUninitializedCapacity: count) { target in
          _ = target.initialize(from: UnsafeBufferPointer(rebasing: buffer[..<count]))
          return count
        }
      }
      for (position, part) in parts.enumerated() {
        switch part {
        case .text(let piece):
          guard piece.utf8.count <= writer.remaining else { return .success(.full(written(), next: position, nil)) }
          writer.write(piece)
        case .value(let expression):
          let value: Value
          do throws(RuntimeError) { value = try operand(expression, owner: owner) } catch { return .failure(error) }
          guard Self.write(value, to: &writer) else { return .success(.full(written(), next: position, value)) }
        }
      }
      return .success(.done(written()))
    }
  }

  /// How far joining on the stack went: the whole text, or the text so far with the part that did not fit
  /// (and its value, when it is an expression's).
  enum ShortInterpolation {
    case done(String)
    case full(String, next: Int, Value?)
  }

  /// The bytes an interpolation joins on the stack; a longer text is joined as strings.
  static var shortInterpolation: Int { 64 }

  /// Writes a value as interpolation shows it (``Value/text``); false, writing nothing, when it does not fit.
  static func write(_ value: Value, to writer: inout TextWriter) -> Bool {
    switch value {
    case .int(let number): return writer.writeDigits(number)
    case .string(let text):
      guard text.utf8.count <= writer.remaining else { return false }
      writer.write(text)
      return true
    default:
      let text = value.text
      guard text.utf8.count <= writer.remaining else { return false }
      writer.write(text)
      return true
    }
  }

  /// `highlighted`, `selected`, `enabled`, `focused`, `loading` inside a button's body or handler.
  func ownState(_ member: Member, owner: Owner?) -> Value {
    guard let state = owner?.state else { return .bool(false) }
    switch member {
    case .highlighted: return .bool(state.highlighted)
    case .selected: return .bool(state.selected)
    case .focused: return .bool(state.focused)
    case .enabled: return .bool(readsPrevious(owner) ? owner?.previous?.enabled ?? true : state.resolved.enabled)
    case .loading: return .bool(readsPrevious(owner) ? owner?.previous?.loading ?? false : state.resolved.loading)
    case .behavior:
      guard let index = owner?.index, program.checked.buttons.indices.contains(index) else { return .bool(false) }
      return .enumCase(program.checked.buttons[index].behavior.enumCase)
    default:
      // `self.title`: the configuration, as the last pass resolved it (the resolution repeats until it settles).
      guard let property = member.property else { return .bool(false) }
      let resolved = readsPrevious(owner) ? owner?.previous ?? state.resolved : state.resolved
      return resolved.listedValue(of: property, as: .configured) ?? .bool(false)
    }
  }

  /// `color.opacity(x)`: alpha × x, rounded to the nearest integer with ties away from zero.
  func opacity(_ base: CheckedExpression, _ fraction: CheckedExpression, owner: Owner?) throws(RuntimeError) -> Value {
    let colorValue = try evaluate(base, owner: owner)
    let fractionValue = try evaluate(fraction, owner: owner)
    guard let color = colorValue.colorValue else { throw .type("Color", colorValue, at: base.range) }
    guard let x = fractionValue.doubleValue else { throw .type("Double", fractionValue, at: fraction.range) }
    guard (0...1).contains(x) else {
      throw RuntimeError(.opacity(x), at: fraction.range)
    }
    return .color(ColorMath.withOpacity(color, x))
  }

  /// A preview's forced states are read as forced; otherwise a resolution reads the previous pass.
  func readsPrevious(_ owner: Owner?) -> Bool {
    owner?.previous != nil && owner?.state.previewOverride == nil
  }

  func contains(_ base: CheckedExpression, _ argument: CheckedExpression, owner: Owner?, at range: SourceRange)
    throws(RuntimeError) -> Value
  {
    let container = try evaluate(base, owner: owner)
    let element = try evaluate(argument, owner: owner)
    switch (container, element) {
    case (.string(let text), .string(let part)): return .bool(part.isEmpty || text.contains(part))
    case (.traits(let traits), .enumCase(let element)):
      guard let trait = element.decoded(as: Trait.self) else { throw .type("Trait", .enumCase(element), at: range) }
      return .bool(traits.contains(TraitSet(trait)))
    default: throw .type("String or Traits", container, at: range)
    }
  }

  func negate(_ value: Value, at range: SourceRange) throws(RuntimeError) -> Value {
    switch value {
    case .int(let number):
      let (result, overflow) = Int64(0).subtractingReportingOverflow(number)
      if overflow { throw RuntimeError(.negationOverflow(number), at: range) }
      return .int(result)
    case .double(let number): return .double(-number)
    default: throw .type("Number", value, at: range)
    }
  }
}
