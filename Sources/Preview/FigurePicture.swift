import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// One figure of a preview: what is drawn, the facts written under it and what VoiceOver reads, taken from a
/// session already driven into the figure's state and text size.
struct FigurePicture {
  /// What the picture shows.
  enum Content {
    case button(ResolvedButton, ButtonLayout, indicator: String?, glass: Bool)
    case header(HeaderLayout, leading: PreviewDrawing.HeaderButton?, trailing: PreviewDrawing.HeaderButton?)
    case menu(title: String, rows: [PreviewDrawing.MenuRow], size: DynamicTypeSize)
  }

  var content: Content
  /// The drawn area, in points.
  var width: Double
  var height: Double
  /// Facts a designer cannot see in the picture: sizes, symbol names, colors, truncation.
  var details: [String]
  /// The speech of each element shown, in VoiceOver order.
  var speech: [String]
  let drawing: PreviewDrawing

  /// The margin around the drawn area, in points.
  static let margin = 8.0

  init(session: Session, element: HTMLPreview.Element, measurement: any TextMeasurement) {
    drawing = PreviewDrawing(measurement: measurement)
    switch element {
    case .button(let index):
      let resolved = session.state.resolvedButton(index)
      let layout = ButtonLayout(
        session.state.layoutInput(resolved, popup: session.program.checked.buttons[index].behavior == .popup),
        textSize: session.textSize,
        measurement: measurement)
      let glass = session.program.checked.buttons[index].preset.isGlass(in: session.iOSRelease)
      content = .button(resolved, layout, indicator: Self.indicator(index, session), glass: glass)
      (width, height) = (layout.width, layout.height)
      details = Self.buttonDetails(resolved, layout: layout)
      speech = [resolved.speech]
    case .header(let index):
      let layout = session.state.headerLayout(index)
      let header = session.program.checked.headers[index]
      let leading = Self.headerButton(header.leading, layout.leading, session)
      let trailing = Self.headerButton(header.trailing, layout.trailing, session)
      content = .header(layout, leading: leading, trailing: trailing)
      (width, height) = (layout.screenWidth, layout.height)
      details = Self.headerDetails(layout, leading: leading, trailing: trailing)
      var ids: [ElementID] = header.leading.map { [.button($0)] } ?? []
      ids.append(.headerTitle(index))
      if let button = header.trailing { ids.append(.button(button)) }
      speech = ids.map { session.state.element($0).speech }
    case .menu(let index):
      let ids = session.state.menuElements(index)
      let rows = ids.compactMap { id -> PreviewDrawing.MenuRow? in
        guard case .item(let item) = id else { return nil }
        return Self.row(item, session: session)
      }
      let title = session.state.menu(index).title
      content = .menu(title: title, rows: rows, size: session.textSize)
      (width, height) = drawing.menuSize(title: title, rows: rows, size: session.textSize)
      details = [Self.count(rows.count, "item")]
      speech = ids.map { session.state.element($0).speech }
    }
  }

  /// `<svg>` with the picture, `margin` points around it.
  /// Draws the picture; `name` is its accessible name (the element, state and text size, and what it shows).
  func drawSVG(named name: String, into markup: inout Markup) {
    let box = [-Self.margin, -Self.margin, width + 2 * Self.margin, height + 2 * Self.margin].map(Markup.number)
    let attributes = [
      ("xmlns", "http://www.w3.org/2000/svg"), ("width", box[2]), ("height", box[3]),
      ("viewBox", box.joined(separator: " ")), ("role", "img"), ("aria-label", name),
    ]
    markup.element("svg", attributes) { svg in
      switch content {
      case .button(let resolved, let layout, let indicator, let glass):
        if glass { drawing.drawGlassBackdrop(layout.frame, into: &svg) }
        drawing.drawButton(resolved, layout: layout, frame: layout.frame, indicator: indicator, into: &svg)
      case .header(let layout, let leading, let trailing):
        drawing.drawHeader(layout, leading: leading, trailing: trailing, into: &svg)
      case .menu(let title, let rows, let size):
        drawing.drawMenu(title: title, rows: rows, size: size, into: &svg)
      }
    }
  }

  // MARK: - Details

  static func buttonDetails(_ resolved: ResolvedButton, layout: ButtonLayout) -> [String] {
    var details = [size(layout.width, layout.height)]
    if resolved.loading {
      details.append("activity indicator")
    } else if !resolved.image.isEmpty {
      details.append("image \u{25A2} " + resolved.image)
    }
    details.append("background " + Value.hex(resolved.background) + ", foreground " + Value.hex(resolved.foreground))
    details.append("corner radius " + Markup.number(resolved.cornerRadius))
    if layout.isTextTruncated {
      // A title kept on one line by its line-break mode is cut by that mode, not by a `lines` limit.
      let mode = resolved.titleLineBreakMode
      details.append(mode.wraps ? "lines cut to \(resolved.lines)" : "title cut \(mode.rawValue)")
    }
    return details
  }

  static func headerDetails(
    _ layout: HeaderLayout, leading: PreviewDrawing.HeaderButton?, trailing: PreviewDrawing.HeaderButton?
  ) -> [String] {
    var details = [size(layout.screenWidth, layout.height)]
    if layout.title.hasNoRoom {
      details.append("no room for the title")
    } else if layout.title.isTruncated {
      details.append("title truncated to " + Markup.number(layout.title.frame.width) + " pt")
    }
    for button in [leading, trailing].compactMap({ $0 }) {
      if button.resolved.loading {
        details.append("activity indicator")
      } else if !button.resolved.image.isEmpty {
        details.append("image \u{25A2} " + button.resolved.image)
      }
    }
    if (leading ?? trailing)?.placed.showsLargeContentViewer == true {
      details.append("buttons capped at .extraExtraExtraLarge, Large Content Viewer")
    }
    return details
  }

  static func size(_ width: Double, _ height: Double) -> String { PointText.size(width, height) }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }

  /// A header's button as drawn: its configuration, its place and its menu affordance.
  static func headerButton(_ button: Int?, _ placed: HeaderLayout.Button?, _ session: Session)
    -> PreviewDrawing.HeaderButton?
  {
    guard let button, let placed else { return nil }
    return PreviewDrawing.HeaderButton(
      resolved: session.state.resolvedButton(button), placed: placed, indicator: indicator(button, session))
  }

  /// The menu affordance of a button.
  static func indicator(_ button: Int, _ session: Session) -> String? {
    let checked = session.program.checked.buttons[button]
    return PreviewDrawing.indicator(behavior: checked.behavior, hasMenu: checked.menu != nil)
  }

  // MARK: - Menu rows

  static func row(_ reference: MenuItemReference, session: Session) -> PreviewDrawing.MenuRow {
    let menu = session.program.checked.menus[reference.menu]
    let item = menu.items[reference.item]
    let state = session.state.menu(reference.menu).items[reference.item]
    let texts = session.state.menu(reference.menu).texts[reference.item]
    var depth = 0
    var group: Int?
    var parent = item.parent
    while let index = parent {
      if menu.items[index].modifiers.contains(.inline) {
        group = group ?? index
      } else {
        depth += 1
      }
      parent = menu.items[index].parent
    }
    return PreviewDrawing.MenuRow(
      title: item.title, subtitle: texts.subtitle, image: texts.image, selected: state.selected,
      mixed: item.modifiers.contains(.mixed), enabled: state.enabled,
      destructive: item.modifiers.contains(.destructive), isSubmenu: item.kind == .submenu,
      depth: depth, group: group)
  }
}
