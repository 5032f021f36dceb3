import DialChecker
import DialParser

/// Where an exported expression stands, which decides how it reaches what it reads: the model's variables
/// from a view (`model.itemCount`) or from the model itself (`itemCount`), the button whose configuration is
/// being updated, a function's parameters.
struct ExpressionScope {
  /// What comes before a variable's name: `model.` in a view, nothing in the model.
  var modelPrefix: String
  /// The button whose body the expression is in (`button` in a configuration update handler), or nil.
  var ownButton: String?
  /// That button's index, for `self.title`: the value its own bindings give.
  var ownIndex: Int?
  /// The button's own states as values, where no button object is at hand (SwiftUI): its `enabled` and
  /// `loading` as its bindings so far give them, a toggle's selection in the model.
  var ownValues: [Member: String] = [:]
  /// How another button is reached (`checkoutButton` in the view controller), or nil where none is.
  var buttonName: ((String) -> String)?
  /// Inside a function's body, its parameters' names by position.
  var parameters: [String] = []
  /// Inside an `on select` handler, the chosen action's title (`item`, or a literal in an action's own).
  var chosenItem: String?
  /// The chosen action's other members (`item.image`): a shared handler's parameters, an action's own values.
  var chosenItemMembers: [Member: String] = [:]
  /// How the text size is read here (`button.traitCollection.preferredContentSizeCategory`, SwiftUI's
  /// `dynamicTypeSize`), or nil where it cannot be.
  var textSize: String?
  /// How many other buttons' bindings the expression is inside (`b.title` is `b`'s title binding, written in
  /// place): a limit keeps a chain of them short.
  var inlined = 0
  /// What the export writes.
  var target: ExportTarget
  /// The type the export's declarations live in: functions are its static methods.
  var namespace: String
  /// Whether a text the user sees is written localized here (`String(localized: "Add to Cart")`): a displayed
  /// property's value, not a comparison, an argument or a symbol's name.
  var localizes = false
}
