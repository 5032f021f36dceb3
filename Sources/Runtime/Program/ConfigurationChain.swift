import DialChecker
import DialParser

/// The blocks that configure one button, in the order of ``CheckedProgram/configuration(of:)``: its styles
/// from the most basic one, then its own body.
///
/// Read in place rather than stored per button: the styles' part is shared by every button of a style, and
/// the body is the checked button's own. An array of the chain for each button took 96 bytes of heap a
/// button, 9.6 MB of a 100 000-button program, all for a copy of what the checked program already holds.
struct ConfigurationChain: RandomAccessCollection, Sendable {
  /// The blocks of the button's styles, the most basic first; empty for a button on a preset.
  let styles: [CheckedBlock]
  /// The button's own body, last.
  let body: CheckedBlock

  /// The first position.
  var startIndex: Int { 0 }
  /// One past the body's position.
  var endIndex: Int { styles.count + 1 }

  /// The block at `position`: a style's, or the body at the end.
  subscript(position: Int) -> CheckedBlock {
    position < styles.count ? styles[position] : body
  }
}

/// Every button's ``ConfigurationChain``, by button index.
struct ConfigurationChains: RandomAccessCollection, Sendable {
  /// The checked buttons, whose bodies end the chains.
  let buttons: [CheckedButton]
  /// Each style's blocks, from its farthest base to its own body.
  let styleChains: [[CheckedBlock]]

  /// The chains of a checked program's buttons.
  init(_ program: CheckedProgram) {
    buttons = program.buttons
    styleChains = program.styles.indices.map { Self.blocks(from: $0, in: program) }
  }

  /// The first button's index.
  var startIndex: Int { 0 }
  /// The number of buttons.
  var endIndex: Int { buttons.count }

  /// The chain of the button at `index`.
  subscript(index: Int) -> ConfigurationChain {
    let button = buttons[index]
    let styles = button.style.flatMap { styleChains.indices.contains($0) ? styleChains[$0] : nil } ?? []
    return ConfigurationChain(styles: styles, body: button.body)
  }

  /// The bodies of `style` and its bases, the most basic first, as ``CheckedProgram/configuration(of:)`` walks
  /// them: the walk is bounded by the number of styles, whatever the bases.
  static func blocks(from style: Int, in program: CheckedProgram) -> [CheckedBlock] {
    var blocks: [CheckedBlock] = []
    var next: Int? = style
    while let index = next, program.styles.indices.contains(index), blocks.count < program.styles.count {
      blocks.append(program.styles[index].body)
      next = program.styles[index].base
    }
    return blocks.reversed()
  }
}
