import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Timing and memory helpers shared by the benchmarks.
enum Measure {
  /// The best wall-clock time of `repetitions` runs of `body`, in seconds.
  /// The best run is the one least disturbed by the rest of the machine.
  static func best(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      best = min(best, elapsed)
    }
    return best
  }

  /// The process's peak resident memory so far, in megabytes.
  static func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // ru_maxrss is in kilobytes on Linux
  }

  /// Prints figures as one JSON object or as aligned lines.
  static func report(_ figures: [(String, Double)], json: Bool) {
    if json {
      let body = figures.map { "\"\($0.0)\": \(rounded($0.1))" }.joined(separator: ", ")
      print("{\(body)}")
    } else {
      let width = max(28, (figures.map(\.0.count).max() ?? 0) + 2)
      for (name, value) in figures {
        print(name.padding(toLength: width, withPad: " ", startingAt: 0) + String(rounded(value)))
      }
    }
  }

  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// The process's resident memory, from `/proc/self/status`.
enum Memory {
  /// Resets the peak resident memory to the current (Linux: `5` to `/proc/self/clear_refs`); returns the current,
  /// in bytes.
  static func resetPeak() -> Double {
    // Freed memory handed back first, so that what the run reuses of it counts.
    trimHeap()
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    return field("VmRSS:")
  }

  /// glibc's `malloc_trim(0)`, which Swift's Glibc module does not declare, looked up by name.
  static func trimHeap() {
    #if canImport(Glibc)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
      typealias Trim = @convention(c) (Int) -> Int32
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }

  /// The peak resident memory since the last reset, in bytes.
  static func peak() -> Double { field("VmHWM:") }

  static func field(_ name: String) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes * 1024
  }
}
