import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The built `dial` executable, a child process on a pseudo-terminal or pipes,
/// with deadlines everywhere so that a misbehaving REPL fails a test instead of hanging it.
final class ChildProcess {
  /// The `dial` binary next to the test bundle (`<scratch>/debug/dial`), or under `.build`.
  static let dialPath: String? = {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var candidates = [runner.deletingLastPathComponent().appendingPathComponent("dial").path]
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("dial").path)
    for configuration in ["debug", "release"] {
      candidates.append(TestSupport.root.appendingPathComponent(".build/\(configuration)/dial").path)
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  let pid: pid_t
  /// The pseudo-terminal's master side, or the read end of the output pipe.
  let output: Int32
  /// Where input is written: the master again, or the write end of the input pipe.
  let input: Int32
  /// Everything read so far.
  private(set) var transcript = ""
  /// How far ``expect(_:timeout:)`` has matched.
  private var matched: String.Index

  private init(pid: pid_t, output: Int32, input: Int32) {
    self.pid = pid
    self.output = output
    self.input = input
    matched = transcript.startIndex
  }

  /// Environment for a child: a temporary `HOME`, no colors, a known terminal type.
  static func environment(home: String) -> [String] {
    ["HOME=\(home)", "NO_COLOR=1", "TERM=xterm", "PATH=/usr/bin:/bin", "LANG=C.UTF-8"]
  }

  /// Starts `dial arguments…` on a new pseudo-terminal of 80 × 24.
  static func onTerminal(_ arguments: [String], home: String, directory: String? = nil) throws -> ChildProcess {
    var master: Int32 = 0
    var slave: Int32 = 0
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw ChildError("openpty failed") }
    let pid = try spawn(arguments, home: home, stdin: slave, stdout: slave, closing: [master, slave])
    close(slave)
    return ChildProcess(pid: pid, output: master, input: master)
  }

  /// Starts `dial arguments…` with standard input and output on pipes (standard error joins output).
  static func onPipes(_ arguments: [String], home: String) throws -> ChildProcess {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw ChildError("pipe failed") }
    let pid = try spawn(
      arguments, home: home, stdin: toChild[0], stdout: fromChild[1],
      closing: [toChild[0], toChild[1], fromChild[0], fromChild[1]])
    close(toChild[0])
    close(fromChild[1])
    return ChildProcess(pid: pid, output: fromChild[0], input: toChild[1])
  }

  private static func spawn(_ arguments: [String], home: String, stdin: Int32, stdout: Int32, closing: [Int32])
    throws -> pid_t
  {
    guard let path = dialPath else { throw ChildError("the dial executable was not built") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stdout, 2)
    for descriptor in Set(closing) { posix_spawn_file_actions_addclose(&actions, descriptor) }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment(home: home).map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, nil, argv, envp)
    guard status == 0 else { throw ChildError("posix_spawn failed: \(status)") }
    return pid
  }

  /// Writes to the child.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(input, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  /// Closes the child's input (end of file on a pipe).
  func closeInput() { close(input) }

  /// Reads until `needle` appears after the previous match; returns the text up to and including it,
  /// or throws when it has not appeared within `timeout` seconds.
  @discardableResult
  func expect(_ needle: String, timeout: Double = 15) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let range = transcript.range(of: needle, range: matched..<transcript.endIndex) {
        let text = String(transcript[matched..<range.upperBound])
        matched = range.upperBound
        return text
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0, readSome(timeout: left) else {
        throw ChildError(
          "timed out waiting for \(needle.debugDescription); got \(transcript[matched...].debugDescription)")
      }
    }
  }

  /// Reads until end of output (or the deadline), then waits for the exit; the exit status, or nil on a timeout.
  func finish(timeout: Double = 15) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while deadline.timeIntervalSinceNow > 0, readSome(timeout: deadline.timeIntervalSinceNow) {}
    while deadline.timeIntervalSinceNow > 0 {
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid {
        close(output)
        return (status >> 8) & 0xFF
      }
      usleep(10_000)
    }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(output)
    return nil
  }

  /// Appends what is available within `timeout` seconds; false at end of output or on a timeout.
  private func readSome(timeout: Double) -> Bool {
    var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, Int32(max(1, min(timeout, 60)) * 1000)) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(output, &buffer, buffer.count)
    guard count > 0 else { return false }  // EIO on a pseudo-terminal whose child exited
    transcript += String(decoding: buffer[..<count], as: UTF8.self)
    return true
  }

  deinit {
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
  }
}

struct ChildError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A fresh temporary directory, used as `HOME` and for saved files.
func temporaryDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "dial-repl-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
