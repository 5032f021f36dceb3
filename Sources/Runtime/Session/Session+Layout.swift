import DialParser

// MARK: - Layout (docs/language.md §8, §10): computed when read, from resolved properties and the built-ins

extension Session {
  var dynamicTypeSize: DynamicTypeSize { textSize }

  /// What the layout model needs of a resolved button: a stand-alone button takes at most its `width`, else the
  /// smaller of its `maxWidth` and the screen less 16-pt margins on each side (a header lays its buttons out on
  /// one line, ignoring this).
  func layoutInput(_ resolved: ResolvedButton) -> ButtonLayout.Input {
    let margins = max(0, screenWidth - 2 * Self.layoutMargin)
    let available = resolved.maxWidth > 0 ? min(resolved.maxWidth, margins) : margins
    return ButtonLayout.Input(
      title: resolved.title, subtitle: resolved.subtitle, hasImage: !resolved.image.isEmpty,
      isLoading: resolved.loading,
      imagePlacement: resolved.imagePlacement,
      imagePadding: resolved.imagePadding, titlePadding: resolved.titlePadding,
      size: resolved.size, contentInsets: resolved.contentInsets, titleFont: resolved.font,
      subtitleFont: resolved.subtitleFont, lines: Int(clamping: resolved.lines), availableWidth: available,
      fixedWidth: resolved.width > 0 ? resolved.width : nil)
  }

  /// The layout margin on each side of a stand-alone button, as a view controller's readable margins.
  static let layoutMargin = 16.0

  /// The layout of a stand-alone button (a header's buttons are laid out by ``headerLayout(_:)``).
  func buttonLayout(_ index: Int) -> ButtonLayout {
    ButtonLayout(layoutInput(buttons[stored: index].resolved), textSize: dynamicTypeSize, measurement: measurement)
  }

  /// The header's layout at the current text size and screen width.
  func headerLayout(_ index: Int) -> HeaderLayout {
    let header = program.checked.headers[index]
    return HeaderLayout(
      leading: header.leading.map { layoutInput(buttons[stored: $0].resolved) }, title: headers[index].title,
      trailing: header.trailing.map { layoutInput(buttons[stored: $0].resolved) }, screenWidth: screenWidth,
      textSize: dynamicTypeSize, titleFont: header.font, largeContentViewer: header.largeContentViewer,
      measurement: measurement)
  }

  /// A button's layout where it stands: in its header, or alone.
  func placedButtonLayout(_ index: Int) -> ButtonLayout {
    if let header = program.checked.buttons[index].header {
      let layout = headerLayout(header)
      let edge = program.checked.headers[header].leading == index ? layout.leading : layout.trailing
      if let edge { return edge.layout }
    }
    return buttonLayout(index)
  }

  /// A header button's frame in its header; any other button's own size at (0, 0).
  func buttonFrame(_ index: Int) -> LayoutFrame {
    if let header = program.checked.buttons[index].header {
      let layout = headerLayout(header)
      let edge = program.checked.headers[header].leading == index ? layout.leading : layout.trailing
      if let edge { return edge.frame }
    }
    return buttonLayout(index).frame
  }

  /// The buttons of a header that opts into the bar-button behaviour offer the Large Content Viewer at the
  /// accessibility sizes.
  func showsLargeContentViewer(_ index: Int) -> Bool {
    guard let header = program.checked.buttons[index].header else { return false }
    return program.checked.headers[header].largeContentViewer && dynamicTypeSize.isAccessibilitySize
  }

  /// Every layout value, by component: for transitions of a change of
  /// `textSize` or `screenWidth`, and for `--layout`.
  func layoutValues() -> [LayoutValue] {
    var values: [LayoutValue] = []
    for symbol in program.checked.symbols {
      switch symbol.kind {
      case .button(let index):
        values.append(LayoutValue(.button(index), symbol.name, "frame", .frame(buttonFrame(index))))
        let truncated = placedButtonLayout(index).isTextTruncated
        values.append(LayoutValue(.button(index), symbol.name, "truncated", .bool(truncated)))
        if program.checked.buttons[index].header != nil {
          values.append(
            LayoutValue(.button(index), symbol.name, "largeContentViewer", .bool(showsLargeContentViewer(index))))
        }
      case .header(let index):
        let layout = headerLayout(index)
        values.append(LayoutValue(.header(index), symbol.name, "frame", .frame(layout.frame)))
        guard program.checked.headers[index].hasTitle else { break }
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

  /// Before the first change of a built-in in a statement, records the layout
  /// as it was when the statement began.
  mutating func snapshotLayoutIfNeeded() {
    guard journal.isOpen, journal.undo.layoutBefore == nil else { return }
    var before = self
    before.rollBack()
    journal.undo.layoutBefore = before.layoutValues()
  }
}
