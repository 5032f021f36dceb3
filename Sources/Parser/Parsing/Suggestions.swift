/// Did-you-mean suggestions by edit distance.
///
/// They are computed only when an error is reported, and the checker caps how
/// many it computes, so a program with thousands of misspellings stays linear.
public enum Suggestions {
  /// The candidate closest to `name`, if it is close enough to be a likely typo.
  ///
  /// "Close enough" is an edit distance of at most a third of the name's length
  /// (at least 1), counting an adjacent transposition (`titel`) as one edit.
  public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
    let target = Array(name.unicodeScalars)
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let scalars = Array(candidate.unicodeScalars)
      guard abs(scalars.count - target.count) <= limit else { continue }
      let bound = min(limit, (best?.distance ?? limit + 1) - 1)
      guard bound >= 0, let distance = distance(target, scalars, limit: bound) else { continue }
      if best == nil || distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The optimal-string-alignment distance between `a` and `b`, or nil when it exceeds `limit`.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, beforePrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      // Every later row is at least this row's minimum, so stop early.
      if rowMinimum > limit { return nil }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
