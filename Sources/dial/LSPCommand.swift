import Dial
import DialLanguageServer

/// `dial lsp`: the language server library over standard input and output, measuring as `--font` and `--ios`
/// say.
enum LSPCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return CommandLineTool.usageError("'lsp' takes no arguments") }
    let measuring = Measuring(measurement: FontOption.measurement, iOSRelease: FontOption.release)
    return LanguageServer.run(measuring: measuring)
  }
}
