import DialParser
/// Where a property lands in SwiftUI, which often is not a property of a button: a view in its label, a
/// modifier, a button style, or layout.
public enum SwiftUICounterpart: Sendable {
  /// Part of the button's label view: `Text(title)`, `Image(systemName:)`.
  case label(StaticString)
  /// A view modifier: `.font(_:)`, `.disabled(_:)`, `.accessibilityLabel(_:)`.
  case modifier(StaticString)
  /// A button style or one of its parameters: `.buttonStyle(.borderedProminent)`, `.controlSize(_:)`.
  case style(StaticString)
  /// Layout around the button: `.frame(width:)`, `.padding(_:)`.
  case layout(StaticString)
  /// State the view owns or reads: a `Binding<Bool>`, a `Picker`'s selection.
  case state(StaticString)
  /// Nothing SwiftUI offers for it.
  case none

  /// The Swift it names, for documentation and hover text.
  public var spelling: String {
    switch self {
    case .label(let text), .modifier(let text), .style(let text), .layout(let text), .state(let text):
      return text.description
    case .none: return ""
    }
  }
}
