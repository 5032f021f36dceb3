import Dial
import DialConform
import Foundation
import Testing

/// The spec checks the app it exports: each screen's UIKit export is replayed on the UIKit stubs (as
/// ``ExportScreenTests`` replays it), the screen's view tree is written as XCUITest's `debugDescription` writes
/// it (identifiers, labels, values, enabled, selected; no frames, since the stubs lay nothing out), and
/// `conform` finds no difference from Dial's session after the same statements. The same screen with one label
/// changed in its Swift is reported at that button's declaration.
struct ConformRoundTripTests {
  /// Swift that prints a view tree as a `debugDescription`: an element a line, two spaces a level.
  static let treeWriter = """
    import UIKit

    @MainActor func dialWriteTree(_ root: UIView) {
      print("Element subtree:")
      print(" →Application, 0x1, pid: 1, label: 'Screen'")
      print("    Window (Main), 0x2")
      func quoted(_ key: String, _ text: String?) -> String {
        guard let text, !text.isEmpty else { return "" }
        return ", \\(key): '\\(text)'"
      }
      func walk(_ view: UIView, _ depth: Int) {
        guard !view.isHidden else { return }
        var line = String(repeating: "  ", count: depth + 1)
        if let button = view as? UIButton {
          button.updateConfiguration()
          let text = [button.configuration?.title ?? "", button.configuration?.subtitle ?? ""].filter { !$0.isEmpty }
          line += "Button, 0x3" + quoted("identifier", button.accessibilityIdentifier)
          line += quoted("label", button.accessibilityLabel ?? text.joined(separator: ", "))
          if let value = button.accessibilityValue, !value.isEmpty { line += ", value: \\(value)" }
          if button.isSelected { line += ", Selected" }
          if !button.isEnabled { line += ", Disabled" }
        } else if let label = view as? UILabel {
          line += "StaticText, 0x4" + quoted("identifier", label.accessibilityIdentifier)
          line += quoted("label", label.accessibilityLabel ?? label.text)
        } else {
          line += "Other, 0x5" + quoted("identifier", view.accessibilityIdentifier)
        }
        print(line)
        for subview in view.subviews { walk(subview, depth + 1) }
      }
      walk(root, 2)
      print("Path to element:")
    }

    """

  /// The examples whose screens are written and compared.
  static let examples = ["checkout", "in-stock-toggle", "headers", "color-popup", "add-to-cart"]

  /// Each screen's tree after its replayed statements conforms to Dial's session; a label changed in the
  /// export is the one difference.
  @Test func aReplayedScreenConformsAndAChangedLabelDoesNot() throws {
    var replays: [ExportScreenTests.Replay] = []
    var screens: [String] = []
    for name in Self.examples {
      for mutated in [false, true] {
        let drive = "drive\(replays.count)"
        let fileName = "\(name)\(mutated ? "Changed" : "").dial"
        let replay = try #require(try ExportScreenTests.Replay("examples/\(name).dial", as: fileName, drive: drive))
        var screen = replay.screen
        if mutated {
          let title = try #require(Self.firstTitle(of: replay), "examples/\(name).dial: no title written as a literal")
          screen = screen.replacingOccurrences(of: "\"\(title)\"", with: "\"\(title) (changed)\"")
        }
        replays.append(replay)
        screens.append(screen)
      }
    }
    // Each drive ends by writing its screen's tree.
    let drives = replays.map {
      $0.drive.replacingOccurrences(of: "  _ = model\n}", with: "  dialWriteTree(screen.view)\n  _ = model\n}")
    }
    var main = Self.treeWriter + drives.joined(separator: "\n")
    main += "MainActor.assumeIsolated {\n"
    for index in replays.indices { main += "  print(\"==\")\n  drive\(index)()\n" }
    main += "}\n"
    let ran = try ExportBehaviourTests.runWithStubs(screens + [main])
    let dumps = ran.output.split(separator: "==\n", omittingEmptySubsequences: false).dropFirst().map {
      String($0[($0.firstRange(of: "Element subtree:")?.lowerBound ?? $0.startIndex)...])
    }
    try #require(dumps.count == replays.count, "\(ran.output.suffix(2000))")
    for (index, replay) in replays.enumerated() {
      let dump = try AccessibilityDump(reading: dumps[index])
      let session = try #require(replay.states.last)
      let report = session.conform(to: dump)
      #expect(report.compared == replay.checked.buttons.count + replay.checked.headers.filter(\.hasTitle).count)
      if index % 2 == 0 {
        #expect(report.conforms, "\(replay.path): \(report.differences.map(\.message))\n\(dumps[index])")
      } else {
        let kinds = Set(report.differences.map(\.kind))
        #expect(kinds == [.label], "\(replay.path): \(report.differences.map(\.message))")
      }
    }
  }

  /// The title of the first button whose title the export writes as a literal: the text the changed export alters.
  static func firstTitle(of replay: ExportScreenTests.Replay) -> String? {
    guard let session = replay.states.last else { return nil }
    return replay.checked.buttons.lazy.compactMap { button -> String? in
      guard case .string(let title)? = try? session.evaluate("\(button.name).title"), !title.isEmpty,
        replay.screen.contains("\"\(title)\"")
      else { return nil }
      return title
    }.first
  }
}
