import DialChecker
import DialLexer
import DialParser

/// The catalogue of runtime errors: every message a running program can fail
/// with, next to its stable identifier, in one place.
///
/// A case carries only the facts its message needs; the text is built when the
/// error is thrown, never on the path of a statement that succeeds. The
/// mistakes of a host's event (a name the program does not declare, a value
/// `.set` cannot store) are ``RequestIssue``s, one case here.
enum RuntimeIssue: Sendable, Equatable {
  /// `/` or `%` by 0, Int or Double.
  case divisionByZero
  /// Int arithmetic whose result does not fit in Int: the operands and the operator.
  case integerOverflow(Int64, BinaryOperator, Int64)
  /// `-x` for the one Int whose negation does not fit.
  case negationOverflow(Int64)
  /// Double arithmetic whose result is not finite: the operands and the operator.
  case numberOverflow(Double, BinaryOperator, Double)
  /// Handlers nested deeper than ``Limits/maxCascadeDepth``.
  case cascadeTooDeep
  /// The button whose bindings, reading its own members, never give the same state twice.
  case unsettledBindings(button: String)
  /// `nil` assigned to what a pop-up shows: the group as Dial names it.
  case popupSetToNil(group: String)
  /// A title assigned to a group's selection that no action of the group has.
  case unknownSelection(title: String, group: String)
  /// An edge of `contentInsets` below 0 or not finite.
  case negativeInsetEdge(Property, Double)
  /// A property that must be 0 or more, given less (or a number that is not finite).
  case negativeNumber(Property, Double)
  /// A property that must be above 0, given 0 or less (or a number that is not finite).
  case nonPositiveNumber(Property, Double)
  /// `.system(size:)` with a size of 0 or less, or not finite.
  case fontSize(Double)
  /// `.opacity(x)` with `x` outside 0…1.
  case opacity(Double)
  /// `screenWidth` assigned a value that is not a finite number above 0.
  case screenWidth(Value)
  /// `iOSVersion` assigned a release Dial does not model.
  case iOSVersion(Value)
  /// A host's implementation of a function threw: the function and what the host's error says.
  case hostFunctionFailed(function: String, reason: String)
  /// A host's implementation of a function returned a value of another type than the function's.
  case hostFunctionType(function: String, expected: DialType, found: String)
  /// What is wrong with an event a host sent.
  case request(RequestIssue)

  /// The stable identifier and the one-sentence message, side by side.
  var entry: (id: DiagnosticID, message: String) {
    switch self {
    case .divisionByZero: return (.divisionByZero, "division by zero")
    case .integerOverflow(let a, let op, let b):
      return (.integerArithmeticOverflow, "integer overflow: \(a) \(op.rawValue) \(b) does not fit in Int")
    case .negationOverflow(let a): return (.integerArithmeticOverflow, "integer overflow: -(\(a)) does not fit in Int")
    case .numberOverflow(let a, let op, let b):
      let (left, right) = (Value.double(a).literal, Value.double(b).literal)
      return (.numberArithmeticOverflow, "number overflow: \(left) \(op.rawValue) \(right) does not fit in Double")
    case .cascadeTooDeep: return (.cascadeTooDeep, "event cascade deeper than \(Limits.maxCascadeDepth) handlers")
    case .unsettledBindings(let name):
      return (.unsettledBindings, "the bindings of '\(name)' do not settle: a property depends on itself")
    case .popupSetToNil(let group):
      return (.popupSetToNil, "a pop-up always has a selection: \(group) cannot be set to nil")
    case .unknownSelection(let title, let group):
      return (.unknownSelection, "\(group) has no action titled \(Value.quoted(title)) to select")
    case .negativeInsetEdge(let property, let edge):
      return (.negativeInsetEdge, "\(property.rawValue) cannot have an edge of \(Value.number(edge))")
    case .negativeNumber(let property, let number):
      let must = "it must be a finite number of 0 or more"
      return (.negativeNumber, "\(property.rawValue) cannot be \(Value.number(number)); \(must)")
    case .nonPositiveNumber(let property, let number):
      let must = "it must be a number greater than 0"
      return (.nonPositiveNumber, "\(property.rawValue) cannot be \(Value.number(number)); \(must)")
    case .fontSize, .opacity, .screenWidth, .iOSVersion: return valueEntry
    case .hostFunctionFailed(let name, let reason):
      return (.hostFunctionFailed, "the host's implementation of '\(name)' failed: \(reason)")
    case .hostFunctionType(let name, let expected, let found):
      let returned = "'\(name)' returned \(found)"
      return (.hostFunctionType, "the host's implementation of \(returned), not \(expected.displayNameWithArticle)")
    case .request(let issue): return issue.entry
    }
  }

  /// The entries of a value outside what its setting allows.
  private var valueEntry: (id: DiagnosticID, message: String) {
    switch self {
    case .fontSize(let points):
      return (.invalidFontSize, "a font size cannot be \(Value.number(points)); it must be a number greater than 0")
    case .opacity(let x):
      return (.opacityOutOfRange, "an opacity cannot be \(Value.number(x)); it must be between 0 and 1")
    case .screenWidth(let value):
      return (.invalidScreenWidth, "screenWidth must be a finite number above 0, not \(value.literal)")
    case .iOSVersion(let value):
      let releases = IOSRelease.versionList
      return (
        .unsupportedIOSVersion, "iOSVersion must be \(releases) (the iOS releases Dial models), not \(value.literal)"
      )
    default: return (.divisionByZero, "")
    }
  }
}

/// What is wrong with an event a host sent (``Session/send(_:)``): a name or
/// item path the program does not have, a handle made for another program, a
/// value `.set` cannot store. Such an error happened in no Dial source, so it
/// has no range.
enum RequestIssue: Sendable, Equatable {
  /// What an unknown name was looked up as, as the message says it.
  enum NameKind: String, Sendable {
    case button
    case buttonOrHeaderTitle = "button or header title"
    case presenter = "menu or button with a menu"
    case variable
    case menu
    case function
  }

  /// A name the program does not declare as `kind`, and the declared name it is likely a typo of.
  case unknownName(String, kind: NameKind, suggestion: String?)
  /// A menu event (`open`, `longPress`, an item path) on a button without a menu.
  case noMenu(button: String)
  /// An item path whose title names no item at that level of the menu.
  case unknownItem(title: String, menu: String, suggestion: String?)
  /// An empty item path.
  case missingMenuName
  /// An item path with a menu and no item title.
  case missingItemTitle(after: String)
  /// `select` on a path that ends at a submenu.
  case selectNeedsAction
  /// `open` or `close` on a path that ends at an action: the path as Dial writes it.
  case openNeedsSubmenu(action: String)
  /// A button handle from another program.
  case foreignButtonHandle
  /// An item handle from another program.
  case foreignItemHandle
  /// An event whose verb takes another kind of target than the event names: `.path(.tap, …)`,
  /// `.button(.select, …)`.
  case wrongEventTarget(verb: EventVerb, given: String)
  /// `.set` with a value the variable's type does not take.
  case setTypeMismatch(variable: String, type: DialType, value: Value)
  /// `.set` with a Double that is infinite or NaN (Swift's spelling of it).
  case setNotFinite(variable: String, Double)
  /// `.set` with an enumeration case index the enumeration does not have.
  case setInvalidCase(variable: String, EnumCase)
  /// `.set` with a kind of value no variable holds (insets, a frame, traits, a font, none).
  case setUnassignable(variable: String, Value)

  /// The stable identifier and the one-sentence message, side by side.
  var entry: (id: DiagnosticID, message: String) {
    switch self {
    case .unknownName(let name, let kind, let suggestion):
      let near = Self.didYouMean(suggestion.map { "'\($0)'" })
      return (.unknownTarget, "there is no \(kind.rawValue) named '\(name)'\(near)")
    case .noMenu(let name): return (.noMenu, "'\(name)' has no menu")
    case .unknownItem(let title, let menu, let suggestion):
      let near = Self.didYouMean(suggestion.map(Value.quoted))
      return (.unknownItem, "\(menu) has no item \(Value.quoted(title)) there\(near)")
    case .missingMenuName: return (.incompleteItemPath, "an item path needs a menu name")
    case .missingItemTitle(let name): return (.incompleteItemPath, "an item path needs an item title after '\(name)'")
    case .selectNeedsAction: return (.selectNeedsAction, "'select' needs a menu action")
    case .openNeedsSubmenu(let path):
      return (.openNeedsSubmenu, "'open' and 'close' need a submenu; \(path) is an action")
    case .foreignButtonHandle: return (.foreignHandle, "the button handle was made for another program")
    case .foreignItemHandle: return (.foreignHandle, "the item handle was made for another program")
    case .wrongEventTarget(let verb, let given):
      return (.wrongEventTarget, "'\(verb.rawValue)' needs \(verb.target.description), not \(given)")
    case .setTypeMismatch(let name, let type, let value):
      let holds = "'\(name)' holds \(type.displayNameWithArticle)"
      return (.setTypeMismatch, "\(holds); it cannot be set to \(value.literal)")
    case .setNotFinite(let name, let double):
      return (.setNotFinite, "'\(name)' cannot be set to \(double), which is not finite")
    case .setInvalidCase(let name, let enumCase):
      return (.setInvalidCase, "'\(name)' cannot be set to case \(enumCase.index) of \(enumCase.type.displayName)")
    case .setUnassignable(let name, let value):
      return (.setUnassignable, "\(value.typeName) cannot be assigned to '\(name)'")
    }
  }

  /// `; did you mean 'add'?` for a suggestion already quoted as its message quotes it, or nothing.
  static func didYouMean(_ quoted: String?) -> String {
    quoted.map { "; did you mean \($0)?" } ?? ""
  }
}
