import DialChecker
import DialParser

/// The names an export gives what it declares, from the file's name and the program's: the model type
/// (`CartModel`), the screen type (`CartViewController`, `CartView`), a button's view (`addToCartButton`), a
/// toggle's selection (`inStockIsSelected`) and a button's action (`addToCartTapped`).
struct ExportNames: Sendable {
  /// `Cart` for `cart.dial`.
  let base: String
  let target: ExportTarget

  init(path: String, target: ExportTarget) {
    base = SwiftNames.typeName(forFile: path)
    self.target = target
  }

  /// `CartModel`.
  var modelType: String { base + "Model" }

  /// `CartViewController` (UIKit), `CartView` (SwiftUI).
  var viewType: String { base + (target == .uikit ? "ViewController" : "View") }

  /// `addToCartButton` (UIKit's view), `addToCart` (SwiftUI's property).
  func button(_ button: CheckedButton) -> String {
    target == .uikit ? Self.uikitButton(button.name) : SwiftNames.identifier(button.name)
  }

  /// `addToCartButton`; `payButton` for `payButton`, which is named a button already.
  static func uikitButton(_ name: String) -> String {
    name.hasSuffix("Button") ? name : name + "Button"
  }

  /// `navBar`: a header's view.
  func header(_ header: CheckedHeader) -> String { header.name + "Bar" }

  /// `inStockIsSelected`: a toggle's selection in the model.
  func toggleSelection(_ button: CheckedButton, in program: CheckedProgram) -> String {
    ModelExport.selection(of: button, in: program)
  }

  /// `addToCartTapped`: a button's tap handler in the model.
  func tapAction(_ button: CheckedButton) -> String { ModelExport.action(for: button.name) }
}
