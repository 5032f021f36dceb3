import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// What stopped an export: each construct that cannot be written as Swift for the target, located in the
/// program's files, reported together (`export-unsupported`).
public struct ExportError: Error, Sendable {
  /// The problems, in the order the export met them.
  public var diagnostics: [Diagnostic]

  /// Makes an error of `diagnostics`.
  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}

/// What an export notes while it writes: the problems it meets (it goes on after each, so that one run lists
/// them all), and the helpers its code uses, which it then declares.
struct ExportLog {
  private(set) var diagnostics: [Diagnostic] = []
  /// The helpers the written code calls.
  var helpers: Set<SwiftHelper> = []
  /// The host events whose count something reads: the model counts them.
  var countedEvents: Set<Int> = []
  /// The host events' parameters whose last argument something reads (event, position): the model keeps them.
  var readArguments: Set<[Int]> = []
  /// Notes the host events whose count, and whose arguments, something the program runs reads (the runtime's
  /// own scan, as an exploration uses it), before anything is written: an `emit` written before a read still
  /// counts.
  mutating func noteHostStateReads(of program: Program) {
    let reads = program.hostEventReads
    for (event, read) in reads.counts.enumerated() where read { countedEvents.insert(event) }
    for (event, read) in reads.arguments.enumerated() where read {
      for parameter in program.checked.events[event].parameters.indices { readArguments.insert([event, parameter]) }
    }
  }

  /// The invariants the model cannot check (they read the screen), for the header to list.
  var uncheckedInvariants: [SourceRange] = []
  /// The sizes SwiftUI scales with a text style (`@ScaledMetric`), by the property that holds each.
  var scaledSizes: Set<ScaledSize> = []

  /// A system font's size relative to a text style, held by a `@ScaledMetric` property of the view.
  struct ScaledSize: Hashable {
    var size: Double
    var style: TextStyle

    /// `scaledBody15`, `scaledHeadline17_5`.
    var name: String {
      let literal = SwiftLiterals.double(size)
      let points = literal.hasSuffix(".0") ? String(literal.dropLast(2)) : literal
      return "scaled" + SwiftNames.upperCamel(style.rawValue) + String(points.map { $0 == "." ? "_" : $0 })
    }
  }

  /// The property that holds `size` points scaled with `style`, noted for the view to declare.
  mutating func scaledSize(_ size: Double, relativeTo style: TextStyle) -> String {
    let metric = ScaledSize(size: size, style: style)
    scaledSizes.insert(metric)
    return metric.name
  }

  /// The start of the entry file: where a problem of the whole program is reported.
  static let entry = SourceRange(file: FileID(0), start: 0, end: 0)

  /// Notes that `what` cannot be exported, and why, at `range`.
  mutating func unsupported(_ what: String, because reason: String, at range: SourceRange) {
    diagnostics.append(Diagnostic(.exportUnsupported, "cannot export \(what): \(reason)", at: range))
  }
}

/// What the written code uses that the export must then provide: a small declaration (a helper that computes
/// what Dial does), a model property, or a line of the header comment.
enum SwiftHelper: Hashable, Comparable {
  /// `DialText.number(_:)`: a Double as Dial prints it (`390.0`, never an exponent).
  case numberText
  /// `init(dialRGBA:)` on the target's color type.
  case color
  /// The model's `lastAnnouncement`, read or written.
  case lastAnnouncement
  /// A toggle's selection bound to a variable, exported as that variable both ways (said in the header).
  case twoWaySelection
  /// `HeaderBar`: the view that lays out a header as Dial does.
  case headerBar
  /// SwiftUI's `@Environment(\.dynamicTypeSize)`, read for `textSize`.
  case dynamicTypeSize
  /// The Liquid Glass configurations and styles, with the fallback before iOS 26 (a `.glass` preset).
  case glass
  /// `identified(_:)`: a menu element with an accessibility identifier.
  case identifiedMenuElement
  /// `DialSteadyButtonStyle`: a button whose colors do not follow its state (`automaticStateColors: false`).
  case steadyButtonStyle
  /// `DialPressedStyle`: a button whose look follows its pressed state (`when highlighted`).
  case pressedButtonStyle
  /// Not a helper: a handler's `expect` or `print`, left out with the spec (said in the header).
  case specInHandlers
}
