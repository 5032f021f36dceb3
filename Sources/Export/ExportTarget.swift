/// What `dial export` writes: a UIKit view controller or a SwiftUI view (docs/language.md §13, "export").
public enum ExportTarget: String, Sendable, CaseIterable {
  /// A `UIViewController` of `UIButton`s made from `UIButton.Configuration`s.
  case uikit
  /// A SwiftUI `View`.
  case swiftui
}
