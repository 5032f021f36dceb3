import DialChecker
import DialLexer
import DialParser
import DialRuntime

// Headers whose buttons collide: the two edges overlap, or a button is wider than the header.
extension AccessibilityAudit.Inspection {
  /// The header's buttons that overlap the other one or leave the header's frame, at this text size: an error on
  /// each such button (a finger cannot tell which it touches, and part of the button is not on screen).
  func checkHeaderButtons(_ index: Int, into collector: inout AccessibilityAudit.Collector) {
    let layout = session.state.headerLayout(index)
    let header = checked.headers[index]
    for (edge, reason) in Self.collidingButtons(layout) {
      guard let button = edge == .leading ? header.leading : header.trailing else { continue }
      let name = checked.buttons[button].name
      let observation = AccessibilityAudit.Observation(
        kind: .headerButtonOverlap, element: name, range: checked.buttons[button].range,
        message: { sizes, detail in
          "button '\(name)' of header '\(header.name)' \(reason) at \(sizes) (\(detail))"
        },
        fix: { _ in
          "shorten the buttons' titles, or set largeContentViewer: true on the header so that they stop growing"
        })
      let frame = edge == .leading ? layout.leading?.frame : layout.trailing?.frame
      let detail = frame.map { PointText.size($0.width, $0.height) + " at " + AuditFinding.literal(size) } ?? ""
      collector.add(observation, size: size, detail: detail)
    }
  }

  /// An edge of a header.
  enum Edge { case leading, trailing }

  /// The buttons of `layout` that collide, each with what it does: overlaps the other, or leaves the header.
  static func collidingButtons(_ layout: HeaderLayout) -> [(Edge, String)] {
    var found: [(Edge, String)] = []
    let width = layout.screenWidth
    if let leading = layout.leading?.frame, let trailing = layout.trailing?.frame, leading.maxX > trailing.x {
      found = [(.leading, "overlaps the trailing button"), (.trailing, "overlaps the leading button")]
    }
    for (edge, frame) in [(Edge.leading, layout.leading?.frame), (.trailing, layout.trailing?.frame)] {
      guard let frame, frame.x < 0 || frame.maxX > width, !found.contains(where: { $0.0 == edge }) else { continue }
      found.append((edge, "leaves the header's frame"))
    }
    return found
  }
}
