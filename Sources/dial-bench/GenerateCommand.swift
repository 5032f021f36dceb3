import Foundation

/// `dial-bench generate [--mb N] DIR`: writes the generated program and its JSON twin
/// as `DIR/program.dial` and `DIR/program.json`, so that whole processes (`dial check`,
/// `python3 -c "json.loads(…)"`) can be compared on the same content.
enum GenerateCommand {
  static func run(megabytes: Int, directory: String) {
    let generated = ProgramGenerator(targetBytes: megabytes << 20)
    let files = [("program.dial", generated.dial), ("program.json", generated.json)]
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      for (name, text) in files {
        let path = (directory as NSString).appendingPathComponent(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        print("\(path)  \(text.utf8.count) bytes")
      }
    } catch {
      FileHandle.standardError.write(Data("dial-bench: cannot write to '\(directory)': \(error)\n".utf8))
      exit(1)
    }
  }
}
