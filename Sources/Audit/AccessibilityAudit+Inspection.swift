import DialChecker
import DialLexer
import DialParser
import DialRuntime

extension AccessibilityAudit {
  /// The checks at one text size, on a session set to it.
  struct Inspection {
    let session: Session
    let size: DynamicTypeSize
    /// Which states beyond the start can happen.
    let reachability: StateReachability

    var checked: CheckedProgram { session.program.checked }

    /// The checks at this size: the start's findings into `collector`, each other state's into `states`.
    func inspect(into collector: inout Collector, states: inout [String: Collector]) {
      for index in checked.buttons.indices {
        // One list of states per button, which contrast and the other states' checks share.
        let probes = probes(of: index)
        checkLabel(index, into: &collector)
        checkHitTarget(index, into: &collector)
        checkTextFits(index, into: &collector)
        checkContrast(index, in: probes, into: &collector)
        checkPopupSelection(index, into: &collector)
        checkFixedFontSize(index, into: &collector)
        inspect(index, in: probes.dropFirst(), into: &states)
      }
      for index in checked.headers.indices {
        checkHeaderButtons(index, into: &collector)
        if checked.headers[index].hasTitle { checkTitle(index, into: &collector) }
      }
      for group in siblingGroups() { checkDuplicates(group, into: &collector) }
    }

    /// The checks of a button's own layout and label (hit target, text that fits, label) in every state beyond
    /// the start that its declaration allows (the probes contrast uses), each state into a collector of its own.
    private func inspect(
      _ index: Int, in probes: ArraySlice<(name: String, session: Session)>, into states: inout [String: Collector]
    ) {
      for (name, probe) in probes where probe.state.isEnabled(button: index) {
        let inspection = Inspection(session: probe, size: size, reachability: reachability)
        var collector = states[name] ?? Collector()
        inspection.checkLabel(index, into: &collector)
        inspection.checkHitTarget(index, into: &collector)
        inspection.checkTextFits(index, into: &collector)
        states[name] = collector
      }
    }

    // MARK: - Buttons

    func checkLabel(_ index: Int, into collector: inout Collector) {
      let resolved = session.state.resolvedButton(index)
      // A label of spaces only is read as nothing: VoiceOver skips the spaces and says "Button.".
      guard resolved.labelIsEmpty || resolved.label.allSatisfy(\.isWhitespace) else { return }
      let button = checked.buttons[index]
      // A pop-up with no action to select is labelled by nothing for that one cause, found as missing-selection.
      if button.behavior == .popup && resolved.accessibilityLabel.isEmpty, let menu = button.menu,
        !checked.menus[menu].items.contains(where: { $0.kind == .action })
      {
        return
      }
      let shows = resolved.image.isEmpty ? "shows no title" : "shows only the image \(Value.quoted(resolved.image))"
      let observation = Observation(
        kind: .missingLabel, element: button.name, range: button.range,
        message: { sizes, speech in
          "button '\(button.name)' has no accessible label: it \(shows), so VoiceOver reads only "
            + "\(Value.quoted(speech)) (at \(sizes))"
        },
        fix: { _ in "set accessibilityLabel to say what the button does" })
      collector.add(observation, size: size, detail: resolved.speech)
    }

    func checkHitTarget(_ index: Int, into collector: inout Collector) {
      let frame = session.state.buttonFrame(index)
      let minimum = AccessibilityAudit.minimumHitTarget
      guard frame.width < minimum || frame.height < minimum else { return }
      let button = checked.buttons[index]
      let insets = session.state.resolvedButton(index).contentInsets
      // Kept from the smallest size it shows at, where the frame is smallest: those insets reach 44 pt at every size.
      let edit = hitTargetEdit(ofButton: index, frame: frame, insets: insets)
      let fix = edit.map { "set contentInsets: \($0.insets), so that the button is 44 × 44 pt" }
      let observation = Observation(
        kind: .smallHitTarget, element: button.name, range: button.range,
        message: { sizes, frame in
          "button '\(button.name)' is smaller than the 44 × 44 pt minimum hit target at \(sizes) (\(frame))"
        },
        fix: { _ in fix ?? "set width: 44: its width is pinned below the 44 pt minimum" },
        edits: edit.map { [$0.edit] } ?? [])
      let detail = PointText.size(frame.width, frame.height) + " at " + AuditFinding.literal(size)
      collector.add(observation, size: size, detail: detail)
    }

    /// Text cut by a `lines` limit, and content that does not fit its width even wrapped.
    func checkTextFits(_ index: Int, into collector: inout Collector) {
      let layout = session.state.placedButtonLayout(index)
      let button = checked.buttons[index]
      if layout.overflows {
        let observation = Observation(
          kind: .buttonTooWide, element: button.name, range: button.range,
          message: { sizes, width in
            "button '\(button.name)' does not fit its width even wrapped at \(sizes) (\(width)): "
              + "its insets and image leave the text no room"
          },
          fix: { _ in "set smaller contentInsets or a larger width" })
        collector.add(observation, size: size, detail: PointText.size(layout.width, layout.height))
      }
      guard layout.isTextTruncated else { return }
      let shown = (layout.titleLines.last ?? layout.subtitleLines.last).map(Value.quoted) ?? "\"\""
      let observation = Observation(
        kind: .truncatedText, element: button.name, range: button.range,
        message: { sizes, shown in "button '\(button.name)' cuts its text with \"…\" at \(sizes) (\(shown))" },
        fix: { _ in "allow wrapping (lines: 0) or shorten the text" },
        edits: unlimitedLinesEdit(ofButton: index).map { [$0] } ?? [])
      collector.add(observation, size: size, detail: shown + " at " + AuditFinding.literal(size))
    }

    // MARK: - Headers

    func checkTitle(_ index: Int, into collector: inout Collector) {
      let layout = session.state.headerLayout(index)
      let title = layout.title
      // Where the buttons themselves collide, that is the finding (on the buttons), not the title's lack of room.
      guard title.isTruncated || title.hasNoRoom, Self.collidingButtons(layout).isEmpty else { return }
      let header = checked.headers[index]
      let element = header.name + ".title"
      let range = header.title?.range ?? header.range
      let observation: Observation
      if title.hasNoRoom {
        observation = Observation(
          kind: .titleWithoutRoom, element: element, range: range,
          message: { sizes, _ in
            "the buttons of header '\(header.name)' leave its title no room at \(sizes): it is not shown at all"
          },
          fix: { _ in "shorten the buttons' titles, or set largeContentViewer: true so that they stop growing" })
      } else {
        observation = Observation(
          kind: .truncatedTitle, element: element, range: range,
          message: { sizes, shown in
            "the title of header '\(header.name)' is truncated at \(sizes) (\(shown)); VoiceOver still reads it whole"
          },
          fix: { _ in "shorten the title, or give the header's buttons less room" })
      }
      let detail = Value.quoted(title.displayedText) + " at " + AuditFinding.literal(size)
      collector.add(observation, size: size, detail: detail)
    }

    // MARK: - Siblings

    /// An element of a sibling group: its name, where it is declared, and its speech.
    struct Sibling {
      var element: String
      var range: SourceRange
      var label: String
    }

    /// The screen: every button and header element of the program, in declaration order (each header's leading
    /// button, title and trailing button where the header is declared); then each menu level on its own, since a
    /// menu is modal (a menu's or a submenu's items, inline submenus' items included, hidden ones left out).
    func siblingGroups() -> [[Sibling]] {
      var screen: [(position: Int, sibling: Sibling)] = []
      for index in checked.buttons.indices where checked.buttons[index].header == nil {
        screen.append((checked.buttons[index].range.start, buttonSibling(index)))
      }
      for (index, header) in checked.headers.enumerated() {
        var elements = header.leading.map { [buttonSibling($0)] } ?? []
        if header.hasTitle {
          elements.append(
            Sibling(
              element: header.name + ".title", range: header.title?.range ?? header.range,
              label: session.state.headerTitle(index)))
        }
        if let trailing = header.trailing { elements.append(buttonSibling(trailing)) }
        screen += elements.map { (header.range.start, $0) }
      }
      var groups = [
        screen.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
          .map(\.element.sibling)
      ]
      for (index, menu) in checked.menus.enumerated() {
        groups.append(menuLevel(menu.topLevel, menu: index))
        for item in menu.items where item.kind == .submenu && !item.modifiers.contains(.inline) {
          groups.append(menuLevel(item.children, menu: index))
        }
      }
      return groups
    }

    func buttonSibling(_ index: Int) -> Sibling {
      let button = checked.buttons[index]
      return Sibling(
        element: button.name, range: button.range,
        label: session.state.resolvedButton(index).label)
    }

    /// The items shown together at one level: inline submenus' items in place (``CheckedMenu/visibleItems``).
    func menuLevel(_ items: [Int], menu: Int) -> [Sibling] {
      let checkedMenu = checked.menus[menu]
      return checkedMenu.visibleItems(of: items).map { item in
        let reference = MenuItemReference(menu: menu, item: item)
        return Sibling(
          element: session.state.itemPath(reference), range: checkedMenu.items[item].titleRange,
          label: checkedMenu.items[item].title)
      }
    }

    /// Elements whose labels VoiceOver speaks alike: the same words, whatever their case and the spaces around
    /// them (an empty label is reported as missing, once).
    func checkDuplicates(_ group: [Sibling], into collector: inout Collector) {
      var first: [String: Sibling] = [:]
      for sibling in group {
        let spoken = Self.spoken(sibling.label)
        guard !spoken.isEmpty else { continue }
        guard let earlier = first[spoken] else {
          first[spoken] = sibling
          continue
        }
        let observation = Observation(
          kind: .duplicateLabel, element: sibling.element, range: sibling.range,
          message: { sizes, _ in
            "'\(sibling.element)' and '\(earlier.element)' on the same screen have the same label "
              + "\(Value.quoted(sibling.label)) as VoiceOver speaks it (at \(sizes)), so a VoiceOver user cannot "
              + "tell them apart"
          },
          notes: [DiagnosticNote("'\(earlier.element)' is declared here", at: earlier.range)],
          key: spoken, fix: { _ in Self.distinctLabelFix(sibling.element) })
        collector.add(observation, size: size, detail: "")
      }
    }

    /// How to tell an element apart: a button by its `accessibilityLabel`; a menu action or a header title, which
    /// take no `accessibilityLabel` (the checker refuses one), by its title.
    static func distinctLabelFix(_ element: String) -> String {
      element.contains("[") || element.hasSuffix(".title")
        ? "give it a distinct title (a menu item or a header title takes no accessibilityLabel)"
        : "give each a distinct accessibilityLabel"
    }

    /// A label as VoiceOver speaks it, for comparing: lower-cased, without the spaces around it.
    static func spoken(_ label: String) -> String {
      String(label.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()).lowercased()
    }
  }
}
