/// The options the commands share: paths, `--format` (`text|json`, or the command's own list) and on/off flags.
struct CommandOptions {
  var paths: [String] = []
  /// The output format given, `text` when none was.
  var format = "text"
  /// Whether the output is JSON.
  var json: Bool { format == "json" }
  /// The flags given, among those the command accepts (such as `--layout`).
  var flags: Set<String> = []
  /// The options with a value given, among those the command accepts (such as `--baseline F`).
  var values: [String: String] = [:]

  /// Parses `arguments` for `command`; a usage error has already been printed when this fails.
  static func parse(
    _ arguments: [String], command: String, flags accepted: Set<String> = [], valued: Set<String> = [],
    formats: [String] = ["text", "json"]
  ) -> CommandOptions? {
    var options = CommandOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--format",
        _ where argument.hasPrefix("--format="):
        if argument == "--format" { index += 1 }
        let value = argument == "--format" ? (index < arguments.count ? arguments[index] : "") : argument
        guard let format = Self.format(value, among: formats) else { return nil }
        options.format = format
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

  /// A format's name, from `name` or `--format=name`, when the command takes it; else nil, a usage error printed.
  static func format(_ value: String, among formats: [String]) -> String? {
    let name = value.hasPrefix("--format=") ? String(value.dropFirst("--format=".count)) : value
    guard formats.contains(name) else {
      let names = formats.map { "'\($0)'" }
      let list =
        names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names.joined()
      _ = CommandLineTool.usageError("--format takes \(list)")
      return nil
    }
    return name
  }
}
