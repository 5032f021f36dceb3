/// The states `dial preview` shows each button in: UIKit's `UIControl.State` normal, highlighted, disabled and
/// selected, plus loading (`showsActivityIndicator`).
///
/// Each column isolates one state: the button is enabled in every state but `.disabled`, loading only in
/// `.loading`, selected only in `.selected`, and highlighted only in `.highlighted`.
public enum PreviewState: String, CaseIterable, Sendable {
  /// At rest, enabled.
  case normal
  /// Touched down (`press b`), enabled.
  case highlighted
  /// `enabled` false.
  case disabled
  /// `selected` true (a toggle's on state).
  case selected
  /// `loading` true: the activity indicator replaces the image.
  case loading
}
