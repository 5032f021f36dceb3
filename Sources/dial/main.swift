import Foundation

// The `dial` command: everything happens in CommandLineTool so it can be tested.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
