import Dial
import DialAudit
import Foundation

/// Parses the command line by hand and runs one subcommand.
///
/// Exit codes (docs/language.md §14): 0 ok, 1 test failures or unformatted files, 2 usage or source errors.
enum CommandLineTool {
  /// A subcommand: its name, one-line summary, usage text and entry point.
  struct Command: Sendable {
    let name: String
    let summary: String
    let usage: String
    let run: @Sendable ([String]) -> Int32
  }

  static let commands: [Command] = [
    Command(
      name: "run", summary: "run a script and print each statement's transitions",
      usage: "dial run <file.dial> [--layout] [--format text|json]\n\n"
        + "  --layout        list layout values (frames, truncation) after every statement\n"
        + "  --format json   one JSON object per statement (JSON Lines)" + fontUsage,
      run: RunCommand.run),
    Command(
      name: "test", summary: "run scripts as tests; the last line is 'N passed, N failed'",
      usage: "dial test [<file.dial or directory>...] [--update] [--filter TEXT] [--format text|junit]\n\n"
        + "  --update        write each file's golden transcript (F.transcript) instead of comparing with it\n"
        + "  --filter TEXT   test only the files whose path contains TEXT\n"
        + "  --format junit  JUnit XML for CI instead of the text report" + fontUsage,
      run: TestCommand.run),
    Command(
      name: "check", summary: "parse and type-check files without running them",
      usage: "dial check <file.dial>...", run: CheckCommand.run),
    Command(
      name: "fmt", summary: "format files in the canonical layout",
      usage:
        "dial fmt [--check] <file.dial or directory>... | dial fmt [--check] -\n\n"
        + "  --check   write nothing; print 'path: not formatted' and a diff for each file that would change,\n"
        + "            exit 1 if any\n"
        + "  -         format standard input to standard output",
      run: runFormat),
    Command(
      name: "preview", summary: "write an HTML page of every element in every state at three text sizes",
      usage: "dial preview <file.dial> [-o <preview.html>] [--run] [--sizes S,...]\n\n"
        + "  -o, --output FILE   write the page to FILE (default: standard output)\n"
        + "  --run               preview the state the script's statements leave, not the start state\n"
        + "  --sizes S,...       the text sizes shown (default: large,extraExtraExtraLarge,\n"
        + "                      accessibilityExtraExtraExtraLarge; 'all' for all twelve)" + fontUsage,
      run: PreviewCommand.run),
    Command(
      name: "audit", summary: "accessibility findings over all twelve text sizes; exit 1 if any",
      usage: "dial audit [<file.dial or directory>...] [--min-severity warning|error] [--baseline F]\n"
        + "                  [--write-baseline F] [--format text|json]\n\n"
        + "  --min-severity error   report errors only\n"
        + "  --baseline F           report only findings that are not in the baseline file F\n"
        + "  --write-baseline F     also write every finding to F, as the baseline of later runs\n"
        + "  --format json          one JSON object per finding (JSON Lines)" + fontUsage,
      run: AuditCommand.run),
    Command(
      name: "explore", summary: "visit every reachable state; report violated invariants with a shortest replay",
      usage: "dial explore <file.dial> [--depth N] [--states N] [--jobs N] [--memory SIZE] [--no-reduce]\n"
        + "                         [--text-sizes] [--quiet] [--format text|json]\n\n"
        + "  --depth N       explore event sequences up to N long (default 20; in each independent part)\n"
        + "  --states N      visit at most N states (default 1 000 000; all parts together)\n"
        + "  --jobs N        split each large level between N tasks; same report (default: the cores available)\n"
        + "  --memory SIZE   keep the exploration's records within SIZE (512M, 4G): past it, the parent log\n"
        + "                  spills to a temporary file, removed afterwards\n"
        + "  --no-reduce     explore independent parts together (their product), not apart\n"
        + "  --text-sizes    every text size is an event too\n"
        + "  --quiet         no progress line on standard error\n"
        + "  --format json   one JSON object with the states, violations and what was never reached" + fontUsage,
      run: ExploreCommand.run),
    Command(
      name: "export",
      summary: "write the Swift of the screen a file specifies (UIKit or SwiftUI), its String Catalog or its UI test",
      usage: "dial export uikit|swiftui|strings|xcuitest <file.dial> [-o <out>]\n\n"
        + "  uikit, swiftui      the screen and its model, as Swift for iOS 17 and later\n"
        + "  strings             the String Catalog (Localizable.xcstrings) of every text it shows or speaks\n"
        + "  xcuitest            the file's script as an XCUITest UI test of the app, asserting what Dial computes\n"
        + "  -o, --output PATH   write to PATH (default: standard output); a folder takes the model and the\n"
        + "                      screen as two files (CartModel.swift, CartViewController.swift); a .dial file is\n"
        + "                      refused\n"
        + "  The file's statements and invariants are its spec: uikit and swiftui leave them out.",
      run: ExportCommand.run),
    Command(
      name: "conform",
      summary: "compare a dump of the running app's accessibility tree with the spec; exit 1 if they differ",
      usage:
        "dial conform <spec.dial> <dump> [--after \"tap a; select m[\\\"X\\\"]\"] [--text-size S] [--tolerance N]\n"
        + "                  [--format text|json|junit]\n\n"
        + "  <dump>            XCUIApplication().debugDescription as text, or an Appium page source (XML)\n"
        + "  --after EVENTS    the statements that bring the spec to the dump's state (the file's own are not run)\n"
        + "  --text-size S     the text size the dump was taken at (default .large; a dump does not record it):\n"
        + "                    Dial's name (accessibilityLarge) or UIKit's category (AccessibilityL)\n"
        + "  --tolerance N     sizes differ when a width or a height differs by more than N points (default 1)\n"
        + "  --format F        text (default), json, or junit for CI\n"
        + "  Exit 0 when the app conforms, 1 when it differs, 2 when the spec or the dump cannot be read."
        + fontUsage,
      run: ConformCommand.run),
    Command(
      name: "why", summary: "run a script, then explain why a property or variable has its value",
      usage: "dial why <file.dial> <expression>\n\n"
        + "  For a button's property, the declarations that set it in order; for a variable, its last write."
        + fontUsage,
      run: WhyCommand.run),
    Command(
      name: "lsp", summary: "a language server (LSP 3.17) over standard input and output, for editors",
      usage: "dial lsp\n\n  Diagnostics, completion, hover, definition, symbols, formatting and semantic tokens."
        + fontUsage,
      run: LSPCommand.run),
    Command(
      name: "repl", summary: "an interactive session (also bare 'dial' on a terminal)",
      usage: "dial repl [<file.dial>]\n\n  Runs the file first when one is given; :help lists the REPL's commands."
        + fontUsage,
      run: ReplCommand.run),
  ]

  /// The `--font` option of the commands that measure text.
  static let fontUsage =
    "\n  --font FILE     measure text with a font file (repeatable: each text in the file nearest its weight;\n"
    + "                  FILE#N for face N of a collection); --font model for Dial's 0.55-em model, --font system\n"
    + "                  for SF Pro on a Mac\n"
    + "  --ios N         model the appearance of iOS N: 26 (the default) or 18 (system and preset colors)"

  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      // On a terminal, bare `dial` is the REPL; in a pipe it prints the overview, so scripts see usage.
      if isatty(STDIN_FILENO) == 1 { return ReplCommand.run([]) }
      Terminal.out(overview)
      return 0
    }
    switch first {
    case "--help", "-h":
      Terminal.out(overview)
      return 0
    case "--version":
      Terminal.out("dial \(dialVersion)\n")
      return 0
    case "help": return help(Array(arguments.dropFirst()))
    default: break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      return usageError("unknown command '\(first)'" + suggestion(for: first))
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      Terminal.out("usage: \(command.usage)\n")
      return 0
    }
    guard FontOption.commands.contains(command.name) else { return command.run(rest) }
    return runMeasuring(command, rest)
  }

  /// Runs a command that measures text with the fonts its `--font` options choose, in the iOS release its
  /// `--ios` option chooses.
  static func runMeasuring(_ command: Command, _ arguments: [String]) -> Int32 {
    let (specs, release, rest): ([String], IOSRelease?, [String])
    switch FontOption.extract(arguments).flatMap({ specs, others in
      FontOption.extractRelease(others).map { (specs, $0.0, $0.1) }
    }) {
    case .success(let found): (specs, release, rest) = found
    case .failure(let error): return usageError(error.message)
    }
    switch FontOption.measurement(specs) {
    case .failure(let error): return usageError(error.message)
    case .success(let measurement):
      return FontOption.$specs.withValue(specs) {
        FontOption.$release.withValue(release ?? .newest) {
          FontOption.$releaseGiven.withValue(release != nil) {
            FontOption.$measurement.withValue(measurement) { command.run(rest) }
          }
        }
      }
    }
  }

  static func help(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
      Terminal.out(overview)
      return 0
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      return usageError("no help for unknown command '\(name)'" + suggestion(for: name))
    }
    Terminal.out("\(command.summary)\n\nusage: \(command.usage)\n")
    return 0
  }

  static var overview: String {
    var text = "dial \(dialVersion): buttons, menus and headers as text, with their VoiceOver output\n\n"
    text += "usage: dial <command> [options] [files...]\n\ncommands:\n"
    for command in commands {
      text += "  " + command.name.padding(toLength: 8, withPad: " ", startingAt: 0) + command.summary + "\n"
    }
    text += "\n  dial help <command>   more about one command\n  dial --version        print the version\n"
    return text
  }

  static func suggestion(for name: String) -> String {
    guard let near = commands.map(\.name).min(by: { editDistance($0, name) < editDistance($1, name) }),
      editDistance(near, name) <= 2
    else { return "" }
    return "; did you mean '\(near)'?"
  }

  /// Prints `dial: error: …` and a pointer to help; returns exit code 2.
  static func usageError(_ message: String) -> Int32 {
    Terminal.error("dial: error: \(message)\nrun 'dial --help' for usage\n")
    return 2
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let saved = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = saved
      }
    }
    return row[b.count]
  }
}
