import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// `dial preview`: one self-contained HTML page (inline SVG and CSS, nothing loaded from elsewhere) that shows
/// every button and header in each ``PreviewState`` and every menu open, at three text sizes, each picture with
/// what VoiceOver reads under it.
///
/// ```swift
/// let program = try Program(source: source, name: "cart.dial")
/// let html = try HTMLPreview(program).render()   // <!DOCTYPE html>…
/// ```
///
/// Each picture is a `<figure>` of a copy of the session as the program starts (its script is not run), driven
/// into the state (`press` for highlighted; forced `enabled`, `loading` and `selected` for the others) and to the
/// text size. So colors, titles, images, corner radii and frames are the runtime's resolved values and layout.
/// The markup is XHTML-compatible: every element closed, every attribute quoted, every text escaped.
public struct HTMLPreview: Sendable {
  /// The text sizes shown unless chosen (`dial preview --sizes`): the default, the largest standard one, and the
  /// largest accessibility one.
  public static let defaultTextSizes: [DynamicTypeSize] = [
    .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The text sizes shown, one row each, in this order.
  public var textSizes = HTMLPreview.defaultTextSizes

  /// What running the script left to say (`dial preview --run`): each statement rolled back and each `expect`
  /// that failed, located, shown at the top of the page.
  public var scriptNotes: [String] = []

  /// What a preview shows, in declaration order.
  public enum Element: Hashable, Sendable {
    /// A button outside any header, in each state.
    case button(Int)
    /// A header with its buttons, the buttons in each state.
    case header(Int)
    /// A menu (stand-alone or a button's), open, with every submenu open.
    case menu(Int)

    /// The states it is shown in: `selected` only where it can happen — a toggle, a pop-up, a button whose
    /// `selected` is bound, or a header with one of those.
    public func states(in program: Program) -> [PreviewState] {
      let checked = program.checked
      func canBeSelected(_ button: Int) -> Bool {
        let behavior = checked.buttons[button].behavior
        return behavior == .toggle || behavior == .popup || program.bindsSelected(button)
      }
      switch self {
      case .menu: return [.normal]
      case .button(let index):
        return PreviewState.allCases.filter { $0 != .selected || canBeSelected(index) }
      case .header(let index):
        let buttons = [checked.headers[index].leading, checked.headers[index].trailing].compactMap { $0 }
        return PreviewState.allCases.filter { $0 != .selected || buttons.contains(where: canBeSelected) }
      }
    }
  }

  /// The program shown.
  public let program: Program
  /// How text is measured (the same model as the session's).
  public let measurement: any TextMeasurement

  /// The state shown instead of the program's start: a session that ran the script (`dial preview --run`).
  public let start: Session?

  /// A preview of `program` as it starts.
  public init(_ program: Program, measurement: (any TextMeasurement)? = nil) {
    self.program = program
    self.measurement = measurement ?? program.measurement
    self.start = nil
  }

  /// A preview of a session's current state, such as one that ran its script, so that a data state ("1 in
  /// cart") can be shown; the page says so.
  public init(_ session: Session, measurement: (any TextMeasurement)? = nil) {
    self.program = session.program
    self.measurement = measurement ?? session.measurement
    self.start = session
  }

  /// Buttons outside headers, headers and menus, in declaration order; a button's inline menu right after it.
  public var elements: [Element] {
    let checked = program.checked
    var elements: [Element] = []
    for symbol in checked.symbols {
      switch symbol.kind {
      case .button(let index):
        if checked.buttons[index].header == nil { elements.append(.button(index)) }
        if let menu = checked.buttons[index].menu, checked.menus[menu].owner == .button(index) {
          elements.append(.menu(menu))
        }
      case .header(let index): elements.append(.header(index))
      case .menu(let index): elements.append(.menu(index))
      case .variable, .style, .event, .function: break
      }
    }
    return elements
  }

  /// The whole page. Fails only when the program cannot start; a state that fails to resolve is shown as an
  /// error in its figure.
  public func render(title: String? = nil) throws(RuntimeError) -> String {
    let session: Session
    if let start { session = start } else { session = try Session(program, measurement: measurement) }
    let pageTitle = "Dial preview: " + (title ?? program.files.files.first?.name ?? "program")
    var markup = Markup()
    markup.raw("<!DOCTYPE html>\n")
    markup.element("html", [("xmlns", "http://www.w3.org/1999/xhtml"), ("lang", "en")]) { html in
      html.element("head") { head in
        head.empty("meta", [("charset", "utf-8")])
        head.element("title", text: pageTitle)
        head.element("style") { $0.raw(Self.styleSheet + fontStyle) }
      }
      html.element("body") { body in
        body.element("h1", text: pageTitle)
        body.element("p", [("class", "legend")], text: Self.legend + fontLegend)
        let shown =
          start == nil
          ? "Shown: the program's initial state (its script is not run; `dial preview --run` runs it first)."
          : "Shown: the state after running the script's statements."
        body.element("p", [("class", "ran")], text: shown)
        if !scriptNotes.isEmpty {
          body.element("ul", [("class", "script-notes"), ("aria-label", "What running the script reported")]) { list in
            for note in scriptNotes { list.element("li", text: note) }
          }
        }
        let renderer = DiagnosticRenderer(files: program.files)
        for element in elements { section(element, session: session, renderer: renderer, into: &body) }
      }
    }
    return markup.text + "\n"
  }

  // MARK: - Sections and figures

  func section(_ element: Element, session: Session, renderer: DiagnosticRenderer, into markup: inout Markup) {
    markup.element("section", [("id", anchor(element))]) { section in
      section.element("h2") { title in
        title.text(heading(element) + " ")
        title.element("small", text: location(element, renderer: renderer))
      }
      for size in textSizes {
        section.element("div", [("class", "size-row"), ("data-size", String(describing: size))]) { row in
          row.element("h3", text: "." + String(describing: size))
          for state in element.states(in: program) {
            figure(element, state: state, size: size, session: session, into: &row)
          }
        }
      }
    }
  }

  func figure(
    _ element: Element, state: PreviewState, size: DynamicTypeSize, session base: Session, into markup: inout Markup
  ) {
    let attributes = [
      ("data-element", name(element)), ("data-state", state.rawValue), ("data-size", String(describing: size)),
    ]
    markup.element("figure", attributes) { figure in
      var session = base
      do throws(RuntimeError) {
        try prepare(&session, element, state: state, size: size)
        let picture = FigurePicture(session: session, element: element, measurement: measurement)
        // The picture's accessible name says which picture it is; what VoiceOver would read follows it.
        let spoken = picture.speech.joined(separator: " ")
        picture.drawSVG(
          named: "\(name(element)), \(captionTitle(element, state: state, size: size)): \(spoken)", into: &figure)
        figure.element("figcaption") { caption in
          caption.element("p", [("class", "state")], text: captionTitle(element, state: state, size: size))
          let details = picture.details
          if !details.isEmpty { caption.element("p", [("class", "details")], text: details.joined(separator: " · ")) }
          caption.element("ul", [("class", "speech")]) { list in
            for line in picture.speech { list.element("li", text: line) }
          }
        }
      } catch {
        figure.element("figcaption") { caption in
          caption.element("p", [("class", "state")], text: captionTitle(element, state: state, size: size))
          caption.element("p", [("class", "error")], text: "error: " + error.message)
        }
      }
    }
  }

  /// Drives a copy of the session into the figure's state and size.
  func prepare(_ session: inout Session, _ element: Element, state: PreviewState, size: DynamicTypeSize)
    throws(RuntimeError)
  {
    switch element {
    case .button(let index): try session.preview(button: index, in: state)
    case .header(let index):
      let header = program.checked.headers[index]
      for button in [header.leading, header.trailing].compactMap({ $0 }) {
        try session.preview(button: button, in: state)
      }
    case .menu(let index): try session.preview(openMenu: index)
    }
    try session.preview(textSize: size)
  }

  // MARK: - Names

  func name(_ element: Element) -> String {
    switch element {
    case .button(let index): return program.checked.buttons[index].name
    case .header(let index): return program.checked.headers[index].name
    case .menu(let index):
      switch program.checked.menus[index].owner {
      case .declaration(let name): return name
      case .button(let button): return program.checked.buttons[button].name + ".menu"
      }
    }
  }

  func heading(_ element: Element) -> String {
    switch element {
    case .button: return "button " + name(element)
    case .header: return "header " + name(element)
    case .menu: return "menu " + name(element) + " (open)"
    }
  }

  func anchor(_ element: Element) -> String {
    switch element {
    case .button: return "button-" + name(element)
    case .header: return "header-" + name(element)
    case .menu: return "menu-" + name(element)
    }
  }

  func captionTitle(_ element: Element, state: PreviewState, size: DynamicTypeSize) -> String {
    let sizeName = "." + String(describing: size)
    if case .menu = element { return "open · " + sizeName }
    return state.rawValue + " · " + sizeName
  }

  /// `file:line` of the declaration.
  func location(_ element: Element, renderer: DiagnosticRenderer) -> String {
    let range: SourceRange
    switch element {
    case .button(let index): range = program.checked.buttons[index].range
    case .header(let index): range = program.checked.headers[index].range
    case .menu(let index):
      switch program.checked.menus[index].owner {
      case .declaration(let name):
        range = program.checked.symbol(named: name)?.range ?? program.checked.menus[index].range
      case .button: range = program.checked.menus[index].range
      }
    }
    let (line, _) = renderer.lineAndColumn(range)
    return (program.files[range.file]?.name ?? "") + ":" + String(line)
  }
}
