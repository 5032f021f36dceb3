import DialLexer
import DialParser

/// A type-checked expression: every name resolved, every type known, and
/// every Int-to-Double conversion explicit, so the runtime evaluates it
/// without looking anything up.
public struct CheckedExpression: Sendable, Equatable {
  /// What the expression computes.
  public var kind: CheckedExpressionKind
  /// Its type.
  public var type: DialType
  /// Where it was written.
  public var range: SourceRange

  /// Makes a checked expression.
  public init(_ kind: CheckedExpressionKind, _ type: DialType, _ range: SourceRange) {
    self.kind = kind
    self.type = type
    self.range = range
  }
}

/// The resolved forms of expressions.
///
/// Operands of arithmetic and comparisons have the same type (mixed Int and
/// Double operands are wrapped in ``toDouble(_:)``), so `/` on two Ints is
/// integer division and on two Doubles is division. `==` between a `String?`
/// and a `String` compares the optional with the text.
public enum CheckedExpressionKind: Sendable, Equatable {
  /// A literal, an enum case or a fixed named color (`.white`).
  case constant(ConstantValue)
  /// A system color (`.systemBlue`), whose value is the session's iOS release's.
  case systemColor(SystemColor)
  /// `"…\(x)…"`: the parts, concatenated; interpolated values print as `print` prints them (docs/language.md §11).
  case interpolation([CheckedStringPart])
  /// A `var`, by its index in ``CheckedProgram/variables``.
  case variable(Int)
  /// `textSize`, `screenWidth`, `iOSVersion`.
  case builtin(BuiltinVariable)
  /// Inside a button or style body, and in a button's `on tap`, `highlighted selected enabled focused
  /// loading`: the state of the button whose body or handler is evaluated.
  case ownState(Member)
  /// A component, resolved statically.
  case reference(Reference)
  /// `item` inside `on select`: the action being chosen (a `menuItem`, read through its members).
  case chosenItem
  /// `base.member`, where base is not a header (whose members are references).
  indirect case member(CheckedExpression, Member)
  /// `base.contains(argument)` on a String or a trait set.
  indirect case contains(CheckedExpression, CheckedExpression)
  /// `color.opacity(x)`: the color with its alpha multiplied by x, a Double in 0…1.
  indirect case opacity(CheckedExpression, CheckedExpression)
  /// `!x`
  indirect case not(CheckedExpression)
  /// `-x`
  indirect case negate(CheckedExpression)
  /// `a op b`, with operands of equal type (see above).
  indirect case binary(BinaryOperator, CheckedExpression, CheckedExpression)
  /// `c ? a : b`
  indirect case ternary(CheckedExpression, CheckedExpression, CheckedExpression)
  /// An Int converted to Double where the two mix (docs/language.md §5).
  indirect case toDouble(CheckedExpression)
  /// `[.button, .selected]`: the set of the elements' traits, each element a `Trait`.
  case traitSet([CheckedExpression])
  /// A text style where a Font is expected (a literal style is a ``ConstantValue/font(_:)`` constant instead).
  indirect case styleFont(CheckedExpression)
  /// `.system(size: s, weight: w, relativeTo: r)` with a size computed at run time: a Double, a `FontWeight`
  /// and an optional `TextStyle`.
  indirect case systemFont(size: CheckedExpression, weight: CheckedExpression, relativeTo: CheckedExpression?)
  /// `name(label: value, …)`: a function, by its index in ``CheckedProgram/functions``, called with its arguments
  /// in parameter order.
  case call(Int, [CheckedExpression])
  /// Inside a function's body: its parameter at this position.
  case parameter(Int)
  /// `addedToCart.emitted`: how many times the host event at this index was emitted since the start (an Int).
  case emissionCount(Int)
  /// `addedToCart.count`: the value of parameter `parameter` at the last emission of `event` (the type's zero
  /// value before the first).
  case emittedArgument(event: Int, parameter: Int)
  /// `contentInsets`: all four edges (top, leading, bottom, trailing), as Doubles.
  indirect case insets(
    top: CheckedExpression, leading: CheckedExpression, bottom: CheckedExpression,
    trailing: CheckedExpression)
}

/// A piece of an interpolated string.
public enum CheckedStringPart: Sendable, Equatable {
  /// Literal text.
  case text(String)
  /// `\(expression)`.
  case value(CheckedExpression)
}

/// A component that an expression or statement names. All are known before
/// the program runs: Dial has no variables of reference type.
public enum Reference: Hashable, Sendable {
  /// A button, by its index in ``CheckedProgram/buttons``.
  case button(Int)
  /// A menu, by its index in ``CheckedProgram/menus``.
  case menu(Int)
  /// An action or submenu of a menu.
  case item(MenuItemReference)
  /// A header, by its index in ``CheckedProgram/headers``.
  case header(Int)
  /// A header's title element.
  case headerTitle(Int)
}

/// One item of one menu.
public struct MenuItemReference: Hashable, Sendable {
  /// The menu's index in ``CheckedProgram/menus``.
  public var menu: Int
  /// The item's index in that menu's ``CheckedMenu/items``.
  public var item: Int

  /// Makes an item reference.
  public init(menu: Int, item: Int) {
    self.menu = menu
    self.item = item
  }
}
