import DialChecker
import DialParser

/// The layout of a session's components (docs/language.md §8, §10): computed when read, from their resolved
/// properties, the built-ins and the session's text measurement. Pure functions of a session they only read.
enum StateLayout {
  /// What the layout model needs of a resolved button: a stand-alone button takes at most its `width`, else the
  /// smaller of its `maxWidth` and the screen less 16-pt margins on each side (a header lays its buttons out on
  /// one line, ignoring this).
  static func layoutInput(_ resolved: ResolvedButton, screenWidth: Double, popup: Bool = false)
    -> ButtonLayout.Input
  {
    let margins = max(0, screenWidth - 2 * layoutMargin)
    let available = resolved.maxWidth > 0 ? min(resolved.maxWidth, margins) : margins
    return ButtonLayout.Input(
      title: resolved.title, subtitle: resolved.subtitle, hasImage: !resolved.image.isEmpty,
      isLoading: resolved.loading,
      imagePlacement: resolved.imagePlacement,
      imagePadding: resolved.imagePadding, titlePadding: resolved.titlePadding,
      size: resolved.size, contentInsets: resolved.contentInsets, titleFont: resolved.font,
      subtitleFont: resolved.subtitleFont, lines: Int(clamping: resolved.lines), availableWidth: available,
      fixedWidth: resolved.width > 0 ? resolved.width : nil, titleLineBreakMode: resolved.titleLineBreakMode,
      hasPopupIndicator: popup)
  }

  /// The layout margin on each side of a stand-alone button, as a view controller's readable margins.
  static let layoutMargin = 16.0

  /// The layout of a button configured as `resolved`, standing alone in `session`.
  static func layout(of resolved: ResolvedButton, in state: SessionState, popup: Bool = false) -> ButtonLayout {
    ButtonLayout(
      layoutInput(resolved, screenWidth: state.screenWidth, popup: popup), textSize: state.textSize,
      measurement: state.measurement)
  }

  /// Whether button `index` is a pop-up, which shows its indicator.
  static func isPopup(_ index: Int, in state: SessionState) -> Bool {
    state.program.checked.buttons[index].behavior == .popup
  }

  /// The layout of a stand-alone button (a header's buttons are laid out by ``headerLayout(_:in:)``).
  static func buttonLayout(_ index: Int, in state: SessionState) -> ButtonLayout {
    layout(of: state.buttons[stored: index].resolved, in: state, popup: isPopup(index, in: state))
  }

  /// The header's layout at the current text size and screen width.
  static func headerLayout(_ index: Int, in state: SessionState) -> HeaderLayout {
    let header = state.program.checked.headers[index]
    let width = state.screenWidth
    return HeaderLayout(
      leading: header.leading.map {
        layoutInput(state.buttons[stored: $0].resolved, screenWidth: width, popup: isPopup($0, in: state))
      },
      title: state.headers[index].title,
      trailing: header.trailing.map {
        layoutInput(state.buttons[stored: $0].resolved, screenWidth: width, popup: isPopup($0, in: state))
      },
      screenWidth: width, textSize: state.textSize, titleFont: header.font,
      largeContentViewer: header.largeContentViewer, measurement: state.measurement)
  }

  /// A header button's layout in its header, with its frame there; nil for a button outside a header.
  static func headerEdge(_ index: Int, in state: SessionState) -> HeaderLayout.Button? {
    guard let header = state.program.checked.buttons[index].header else { return nil }
    let layout = headerLayout(header, in: state)
    return state.program.checked.headers[header].leading == index ? layout.leading : layout.trailing
  }

  /// A button's layout where it stands: in its header, or alone.
  static func placedButtonLayout(_ index: Int, in state: SessionState) -> ButtonLayout {
    headerEdge(index, in: state)?.layout ?? buttonLayout(index, in: state)
  }

  /// A header button's frame in its header; any other button's own size at (0, 0).
  static func buttonFrame(_ index: Int, in state: SessionState) -> LayoutFrame {
    headerEdge(index, in: state)?.frame ?? buttonLayout(index, in: state).frame
  }

  /// The buttons of a header that opts into the bar-button behaviour offer the Large Content Viewer at the
  /// accessibility sizes.
  static func showsLargeContentViewer(_ index: Int, in state: SessionState) -> Bool {
    guard let header = state.program.checked.buttons[index].header else { return false }
    return state.program.checked.headers[header].largeContentViewer && state.textSize.isAccessibilitySize
  }

  /// Every layout value, by component: for transitions of a change of
  /// `textSize` or `screenWidth`, and for `--layout`.
  static func values(in state: SessionState) -> [LayoutValue] {
    var values: [LayoutValue] = []
    for symbol in state.program.checked.symbols {
      switch symbol.kind {
      case .button(let index):
        values.append(LayoutValue(.button(index), symbol.name, "frame", .frame(buttonFrame(index, in: state))))
        let truncated = placedButtonLayout(index, in: state).isTextTruncated
        values.append(LayoutValue(.button(index), symbol.name, "truncated", .bool(truncated)))
        if state.program.checked.buttons[index].header != nil {
          let viewer = showsLargeContentViewer(index, in: state)
          values.append(LayoutValue(.button(index), symbol.name, "largeContentViewer", .bool(viewer)))
        }
      case .header(let index):
        let layout = headerLayout(index, in: state)
        values.append(LayoutValue(.header(index), symbol.name, "frame", .frame(layout.frame)))
        guard state.program.checked.headers[index].hasTitle else { break }
        values.append(LayoutValue(.header(index), symbol.name, "title.frame", .frame(layout.title.frame)))
        values.append(LayoutValue(.header(index), symbol.name, "title.truncated", .bool(layout.title.isTruncated)))
      default: break
      }
    }
    return values
  }

  /// One layout value of a component, as its transition would name it.
  struct LayoutValue: Sendable {
    var key: Symbol.Key
    var subject: String
    var member: String
    var value: Value

    init(_ key: Symbol.Key, _ subject: String, _ member: String, _ value: Value) {
      (self.key, self.subject, self.member, self.value) = (key, subject, member, value)
    }
  }
}
