import Foundation

/// How many cores this process may use: the CPUs it may run on (its affinity), capped by a control group's CPU
/// quota (cgroup v2 `cpu.max`, v1 `cpu.cfs_quota_us`), as a container's limit sets it. What `dial explore`
/// starts as many workers as, by default.
public enum AvailableCores {
  /// The count, at least 1.
  public static var count: Int {
    var count = affinity() ?? ProcessInfo.processInfo.activeProcessorCount
    if let quota = quota() { count = min(count, quota) }
    return max(1, count)
  }

  /// The CPUs in the process's affinity (`Cpus_allowed_list` of `/proc/self/status`: `0-3,6`); nil where there
  /// is no such file.
  static func affinity() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") })
    else { return nil }
    return cpus(in: line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces))
  }

  /// How many CPUs a list such as `0-3,6` names; nil when it is not one.
  static func cpus(in list: String) -> Int? {
    var count = 0
    for range in list.split(separator: ",") {
      let ends = range.split(separator: "-").map { Int($0) }
      guard let first = ends.first ?? nil, let last = ends.last ?? nil, last >= first, ends.count <= 2 else {
        return nil
      }
      count += last - first + 1
    }
    return count > 0 ? count : nil
  }

  /// The CPU quota of the process's control group, rounded up to whole cores; nil when it has none.
  static func quota() -> Int? {
    let group = controlGroupPath()
    for directory in ["/sys/fs/cgroup" + group, "/sys/fs/cgroup"] {
      if let text = try? String(contentsOfFile: directory + "/cpu.max", encoding: .utf8) {
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, let quota = Double(fields[0]), let period = Double(fields[1]) else { return nil }
        return cores(quota: quota, period: period)
      }
    }
    let v1 = "/sys/fs/cgroup/cpu"
    guard let quotaText = try? String(contentsOfFile: v1 + "/cpu.cfs_quota_us", encoding: .utf8),
      let periodText = try? String(contentsOfFile: v1 + "/cpu.cfs_period_us", encoding: .utf8),
      let quota = Double(quotaText.trimmingCharacters(in: .whitespacesAndNewlines)),
      let period = Double(periodText.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    return cores(quota: quota, period: period)
  }

  /// Whole cores for a quota of `quota` µs every `period` µs (a negative quota is none).
  static func cores(quota: Double, period: Double) -> Int? {
    guard quota > 0, period > 0 else { return nil }
    return max(1, Int((quota / period).rounded(.up)))
  }

  /// The cgroup v2 path of this process (`0::/path` in `/proc/self/cgroup`), or "".
  static func controlGroupPath() -> String {
    guard let text = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("0::") })
    else { return "" }
    let path = String(line.dropFirst(3))
    return path == "/" ? "" : path
  }
}
