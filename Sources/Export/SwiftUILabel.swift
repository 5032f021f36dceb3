import DialChecker
import DialLexer
import DialParser

/// A SwiftUI button's label: its title and subtitle as `Text`s (a literal as a localized key), its image, a
/// loading button's progress view beside them, a pop-up's selection, and the insets around them.
extension SwiftUIExport {
  /// `Text("Add")` for a literal (a localized key), `Text(model.status)` for a value, which is shown as it is.
  static func text(
    _ expression: CheckedExpression, expressions: SwiftExpressions, scope: ExpressionScope, _ log: inout ExportLog
  ) -> String {
    var localized = scope
    localized.localizes = true
    let code = expressions.swift(expression, in: localized, &log)
    if code.hasPrefix("String(localized: \""), code.hasSuffix("\")"), !code.contains(" ? ") {
      return "Text(" + code.dropFirst("String(localized: ".count).dropLast() + ")"
    }
    return "Text(\(code))"
  }

  /// A `Text` of a value's code: a localized literal as its key (`Text("Add")`), a choice between texts as a choice
  /// between `Text`s (each localized), else the text as it is.
  static func textView(_ code: String) -> String {
    let code = SwiftCode.unwrapped(code)
    if let key = localizedKey(code) { return "Text(\(key))" }
    if let (condition, whenTrue, whenFalse) = SwiftCode.ternary(code) {
      // A choice between two keys is one text of either key; any other, in parentheses, so that a modifier
      // after it applies to the chosen text.
      if let first = localizedKey(SwiftCode.unwrapped(whenTrue)),
        let second = localizedKey(SwiftCode.unwrapped(whenFalse))
      {
        return "Text(\(condition) ? \(first) : \(second))"
      }
      return "(\(condition) ? \(textView(whenTrue)) : \(textView(whenFalse)))"
    }
    return "Text(\(code))"
  }

  /// `"Add"` for `String(localized: "Add")`, `busy ? "Busy" : "Saves"` for a choice between two such (a negated
  /// condition turned round); nil for any other code.
  static func keys(_ code: String) -> String? {
    if let key = localizedKey(code) { return key }
    guard let (condition, whenTrue, whenFalse) = SwiftCode.ternary(SwiftCode.unwrapped(code)),
      let first = localizedKey(SwiftCode.unwrapped(whenTrue)), let second = localizedKey(SwiftCode.unwrapped(whenFalse))
    else { return nil }
    let test = SwiftCode.unwrapped(condition)
    if test.hasPrefix("!"), SwiftCode.isSimple(String(test.dropFirst())) {
      return "\(test.dropFirst()) ? \(second) : \(first)"
    }
    return "\(condition) ? \(first) : \(second)"
  }

  /// `"Add"` for `String(localized: "Add")`: the literal a SwiftUI view takes as a localized key; nil for any other.
  static func localizedKey(_ code: String) -> String? {
    guard code.hasPrefix("String(localized: \""), code.hasSuffix("\")"),
      SwiftCode.ternary(code) == nil, SwiftCode.closingParenthesis(of: code) == code.index(before: code.endIndex)
    else { return nil }
    return String(code.dropFirst("String(localized: ".count).dropLast())
  }

  /// The label: the title, the subtitle under it, and the image; while loading, a progress view beside them, so
  /// that the button keeps its name.
  func label(_ values: PropertyValues, size button: CheckedButton, into source: inout SwiftSource) {
    var content = Self.content(values)
    // Content insets are the padding around the label, inside the button's shape.
    if let insets = values[.contentInsets] {
      // On the label's own line where it is one line.
      if content.lines.count == 1, let only = content.lines.first {
        content = SwiftSource()
        content.line(only + Self.padding(insets))
      } else {
        content.line(Self.padding(insets))
      }
    }
    guard let loading = values[.loading] else {
      source.indented(content)
      return
    }
    var beside = SwiftSource()
    beside.block("HStack(spacing: 8)") { stack in
      stack.line(loading == "true" ? "ProgressView()" : "if \(loading) { ProgressView() }")
      stack.append(content)
    }
    source.indented(beside)
  }

  /// The texts and the image: a `Label` for a title with an image before it, an image alone, or a stack.
  static func content(_ values: PropertyValues) -> SwiftSource {
    let text = texts(values, subtitleFont: subtitleFont(values))
    let placement = values[.imagePlacement] ?? ".leading"
    guard let image = values[.image].map(SwiftCode.unwrapped) else { return text }
    var content = SwiftSource()
    if let title = values[.title], text.lines.count == 1, placement == ".leading", values[.imagePadding] == nil {
      // A title with an image before it is a label, with the text's modifiers.
      let view = textView(title)
      let modifiers = text.lines[0].dropFirst(view.count)
      if view.hasPrefix("Text("), SwiftCode.closingParenthesis(of: view) == view.index(before: view.endIndex) {
        content.line("Label(\(view.dropFirst(5).dropLast()), systemImage: \(image))\(modifiers)")
      } else {
        content.line("Label { \(textView(title)) } icon: { Image(systemName: \(image)) }\(modifiers)")
      }
    } else if values[.title] == nil, values[.subtitle] == nil {
      // An image-only button's label is its image.
      content.line("Image(systemName: \(image))")
    } else {
      let vertical = placement == ".top" || placement == ".bottom"
      content.block("\(vertical ? "VStack" : "HStack")(spacing: \(values[.imagePadding] ?? "4"))") { stack in
        let picture = "Image(systemName: \(image))"
        if placement == ".leading" || placement == ".top" { stack.line(picture) }
        stack.append(text)
        if placement == ".trailing" || placement == ".bottom" { stack.line(picture) }
      }
    }
    return content
  }

  /// The subtitle under the title, shown only while it is not empty, as a configuration's is: a choice with an
  /// empty side as the condition of the other (`if model.count != 0 { Text(…) }`), a literal as it is.
  static func subtitle(_ code: String, font: String, into source: inout SwiftSource) {
    if code == "\"\"" { return }
    if localizedKey(code) != nil && !code.contains("\\(") { return source.line("\(textView(code)).font(\(font))") }
    if let (condition, whenTrue, whenFalse) = SwiftCode.ternary(code), whenTrue == "\"\"" || whenFalse == "\"\"" {
      let shown = whenTrue == "\"\"" ? whenFalse : whenTrue
      let test = whenTrue == "\"\"" ? SwiftUIExport.negated(condition) : condition
      return source.line("if \(test) { \(textView(shown)).font(\(font)) }")
    }
    let view = textView(code)
    let styled = "\(view).font(\(font))"
    // A choice between two texts that are never empty is always shown.
    if let (_, whenTrue, whenFalse) = SwiftCode.ternary(code), [whenTrue, whenFalse].allSatisfy(isNonEmptyLiteral) {
      return source.line(styled)
    }
    let test = "if !\(SwiftCode.isSimple(code) ? code : "(\(code))").isEmpty"
    if test.count + styled.count < 90 { return source.line("\(test) { \(styled) }") }
    source.block(test) { shown in shown.line(styled) }
  }

  /// A pop-up's label: its selection, with the button's insets, and the indicator of a pop-up.
  func popupLabel(_ selection: String, image: String?, _ values: PropertyValues, into source: inout SwiftSource) {
    source.line("  Label(\(selection), systemImage: \(image ?? "\"chevron.up.chevron.down\""))")
    source.line("    .labelStyle(.titleAndIcon)")
    if let insets = values[.contentInsets] { source.line("    " + Self.padding(insets)) }
  }

  /// The image of a pop-up's selected action, which its button shows as Dial's does: where every action has a
  /// constant one, a choice between them by the selection (its last action's the default); nil otherwise.
  static func selectedImage(of menu: MenuExport) -> String? {
    let actions = menu.actions(in: -1)
    let images = actions.compactMap { action -> String? in
      guard let binding = menu.menu.items[action].bindings.last(where: { $0.property == .image }),
        case .constant(.string(let name)) = binding.value.kind
      else { return nil }
      return SwiftLiterals.string(name)
    }
    guard let last = images.last, images.count == actions.count else { return nil }
    let selection = "model." + menu.selection(of: -1)
    return zip(actions, images).dropLast().reversed().reduce(last) { otherwise, pair in
      "\(selection) == \(menu.selectionValue(pair.0)) ? \(pair.1) : \(otherwise)"
    }
  }

  /// `.padding(14)` for insets equal on every edge, `.padding(.vertical, 4).padding(.horizontal, 8)` for
  /// symmetric ones, else `.padding(EdgeInsets(…))`.
  static func padding(_ insets: String) -> String {
    let prefix = "EdgeInsets(top: "
    guard insets.hasPrefix(prefix), insets.hasSuffix(")") else { return ".padding(\(insets))" }
    let parts = insets.dropFirst(prefix.count).dropLast().split(separator: ",")
    let edges = parts.enumerated().map { index, part in
      String(index == 0 ? part : part.drop { $0 != ":" }.dropFirst(2))
    }
    guard edges.count == 4, edges.allSatisfy({ Double($0) != nil }) else { return ".padding(\(insets))" }
    let short = edges.map { $0.hasSuffix(".0") ? String($0.dropLast(2)) : $0 }
    if Set(short).count == 1 { return ".padding(\(short[0]))" }
    if short[0] == short[2] && short[1] == short[3] {
      return ".padding(.vertical, \(short[0])).padding(.horizontal, \(short[1]))"
    }
    return ".padding(\(insets))"
  }

  /// Whether `code` is a text literal that is not empty, localized or not.
  static func isNonEmptyLiteral(_ code: String) -> Bool {
    let code = SwiftCode.unwrapped(code)
    let literal = localizedKey(code) ?? code
    return literal.hasPrefix("\"") && literal.hasSuffix("\"") && literal != "\"\""
      && SwiftCode.closingParenthesis(of: literal) == nil
  }

  /// The subtitle's font: as bound, else the one Dial gives the button's size (`.caption2` for a mini button,
  /// `.footnote` small, `.subheadline` medium, `.callout` large).
  static func subtitleFont(_ values: PropertyValues) -> String {
    if let font = values[.subtitleFont] { return font }
    let bySize = [".mini": ".caption2", ".small": ".footnote", ".regular": ".subheadline", ".large": ".callout"]
    return bySize[values[.size] ?? ".regular"] ?? ".subheadline"
  }

  /// The title and the subtitle under it, aligned and limited as the button's lines are.
  static func texts(_ values: PropertyValues, subtitleFont: String) -> SwiftSource {
    var text = SwiftSource()
    // A title alone is its text.
    if let title = values[.title], values[.subtitle] == nil {
      text.line(textView(title))
    } else {
      // The lines line up on the side the title aligns to.
      let side = values[.titleAlignment].map(Self.textAlignment).flatMap { $0 == ".center" ? nil : $0 }
      let alignment = side.map { "alignment: \($0), " } ?? ""
      text.block("VStack(\(alignment)spacing: \(values[.titlePadding] ?? "2"))") { stack in
        // No title bound: none shown (an image-only button).
        if let title = values[.title] { stack.line(textView(title)) }
        if let subtitle = values[.subtitle] {
          Self.subtitle(SwiftCode.unwrapped(subtitle), font: subtitleFont, into: &stack)
        }
      }
    }
    var modifiers: [String] = []
    if let alignment = values[.titleAlignment] {
      modifiers.append(".multilineTextAlignment(\(Self.textAlignment(alignment)))")
    }
    if let lines = values[.lines] {
      // 0 is no limit, as a label's `numberOfLines` has it.
      switch Int(lines) {
      case 0?: modifiers.append(".lineLimit(nil)")
      case let count?: modifiers.append(".lineLimit(\(count))")
      case nil: modifiers.append(".lineLimit(\(lines) == 0 ? nil : \(lines))")
      }
    }
    // A single text takes its modifiers on its line; a stack, each on a line of its own.
    if text.lines.count == 1, let only = text.lines.first {
      var single = SwiftSource()
      single.line(only + modifiers.joined())
      return single
    }
    for modifier in modifiers { text.line(modifier) }
    return text
  }
}
