import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Set by the SIGWINCH handler; the line editor redraws when it sees it.
/// A signal handler may only touch a flag like this one.
nonisolated(unsafe) private var windowResized: sig_atomic_t = 0

/// The terminal on standard input in raw mode: bytes arrive one at a time,
/// unechoed, with Ctrl-C and Ctrl-D as bytes rather than signals.
///
/// Output processing (OPOST) stays on, so `\n` still moves to the start of the
/// next line and statement output prints as usual between prompts.
struct RawTerminal {
  let fileDescriptor: Int32
  let original: termios

  /// Switches `fileDescriptor` to raw mode; nil when it is not a terminal.
  init?(fileDescriptor: Int32 = STDIN_FILENO) {
    guard isatty(fileDescriptor) == 1 else { return nil }
    var settings = termios()
    guard tcgetattr(fileDescriptor, &settings) == 0 else { return nil }
    self.fileDescriptor = fileDescriptor
    original = settings
    settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    settings.c_cflag |= tcflag_t(CS8)
    settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &settings.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(fileDescriptor, TCSAFLUSH, &settings) == 0 else { return nil }
    Self.watchResizes()
  }

  /// Puts the terminal back as it was.
  func restore() {
    var settings = original
    _ = tcsetattr(fileDescriptor, TCSAFLUSH, &settings)
  }

  /// The window's width in columns (80 when it cannot be asked), read on every
  /// redraw so that a resize never leaves a stale layout.
  static func columns() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// Installs the SIGWINCH handler without SA_RESTART, so a resize interrupts a blocked read.
  static func watchResizes() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in windowResized = 1 }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGWINCH, &action, nil)
  }

  /// Whether the window was resized since the last call.
  static func takeResize() -> Bool {
    defer { windowResized = 0 }
    return windowResized != 0
  }

  /// Reads one byte; nil at end of input, `0xFF` (never valid UTF-8) when a resize interrupted the wait.
  func readByte(timeoutMilliseconds: Int32 = -1) -> UInt8? {
    while true {
      var poller = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, timeoutMilliseconds)
      if ready < 0 && errno == EINTR { return Self.takeResize() ? 0xFF : nil }
      if ready == 0 { return nil }
      var byte: UInt8 = 0
      let count = read(fileDescriptor, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }
}
