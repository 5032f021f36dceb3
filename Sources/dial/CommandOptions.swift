/// The options the commands share: paths, `--format text|json` and on/off flags.
struct CommandOptions {
  var paths: [String] = []
  var json = false
  /// The flags given, among those the command accepts (such as `--layout`).
  var flags: Set<String> = []
  /// The options with a value given, among those the command accepts (such as `--baseline F`).
  var values: [String: String] = [:]

  /// Parses `arguments` for `command`; a usage error has already been printed when this fails.
  static func parse(
    _ arguments: [String], command: String, flags accepted: Set<String> = [], valued: Set<String> = []
  ) -> CommandOptions? {
    var options = CommandOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--format":
        index += 1
        guard index < arguments.count, ["text", "json"].contains(arguments[index]) else {
          _ = CommandLineTool.usageError("--format takes 'text' or 'json'")
          return nil
        }
        options.json = arguments[index] == "json"
      case "--format=json": options.json = true
      case "--format=text": options.json = false
      case _ where accepted.contains(argument): options.flags.insert(argument)
      case _ where valued.contains(argument):
        index += 1
        guard index < arguments.count else {
          _ = CommandLineTool.usageError("\(argument) needs a value")
          return nil
        }
        options.values[argument] = arguments[index]
      case _ where argument.hasPrefix("-"):
        _ = CommandLineTool.usageError("unknown option '\(argument)' for '\(command)'")
        return nil
      default: options.paths.append(argument)
      }
      index += 1
    }
    return options
  }
}
