import Foundation

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
