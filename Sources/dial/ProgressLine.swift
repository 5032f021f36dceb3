import Foundation

/// A progress line on standard error for a long run (`dial explore`): shown
/// once the run has taken a second, redrawn at most ten times a second, and
/// erased before the results are printed, so a short run prints nothing extra
/// and the results are the same on a terminal and in a pipe.
final class ProgressLine: @unchecked Sendable {
  let started: Date
  /// When the line was last drawn, or nil when it has not been drawn.
  private var drawn: Date?
  private let lock = NSLock()

  init(started: Date) { self.started = started }

  /// Redraws `exploring: N states, depth D, R states/s, M MB` when it is time to.
  func show(states: Int, depth: Int) {
    lock.lock()
    defer { lock.unlock() }
    let now = Date()
    let elapsed = now.timeIntervalSince(started)
    guard elapsed >= 1, drawn.map({ now.timeIntervalSince($0) >= 0.1 }) ?? true else { return }
    drawn = now
    let rate = Int(Double(states) / elapsed)
    let memory = Self.residentMegabytes().map { ", \($0) MB" } ?? ""
    Terminal.error("\r\u{1B}[Kexploring: \(states) states, depth \(depth), \(rate) states/s\(memory)")
  }

  /// The memory the process holds now, in megabytes: its resident set, from `/proc/self/statm` where there is one
  /// (Linux), else its peak resident set (`getrusage`, kilobytes on Linux, bytes on macOS).
  static func residentMegabytes() -> Int? {
    if let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    {
      return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_000_000
    }
    var usage = rusage()
    #if os(Linux)
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss) / 1_000
    #else
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss) / 1_000_000
    #endif
  }

  /// Erases the line, if it was drawn.
  func clear() {
    lock.lock()
    defer { lock.unlock() }
    if drawn != nil { Terminal.error("\r\u{1B}[K") }
  }
}
