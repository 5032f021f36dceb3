/// A font's `trak` table, as Apple's system fonts carry it: the normal track's horizontal tracking, in font
/// units per glyph, at each point size it lists. Between two sizes it is interpolated linearly; outside them it
/// is the nearest size's (**Decision**: Core Text's extrapolation is not published).
struct Tracking {
  /// Point sizes, ascending, with the tracking at each.
  let points: [(size: Double, value: Double)]

  /// The `trak` table at `offset`; nil when it has no horizontal normal track.
  init?(_ data: FontBytes, at offset: Int) throws(FontError) {
    let horizontal = Int(try data.uint16(offset + 6))
    guard horizontal != 0 else { return nil }
    let trackData = offset + horizontal
    let trackCount = Int(try data.uint16(trackData))
    let sizeCount = Int(try data.uint16(trackData + 2))
    let sizes = offset + Int(try data.uint32(trackData + 4))
    var found: [(Double, Double)] = []
    for track in 0..<trackCount {
      let entry = trackData + 8 + 8 * track
      // The normal track is the one whose value is 0.
      guard try data.int32(entry) == 0 else { continue }
      let values = offset + Int(try data.uint16(entry + 6))
      for index in 0..<sizeCount {
        let size = Double(try data.int32(sizes + 4 * index)) / 65536
        found.append((size, Double(try data.int16(values + 2 * index))))
      }
      // One normal track: a table that repeats it is not read again.
      break
    }
    guard !found.isEmpty else { return nil }
    points = found.sorted { $0.0 < $1.0 }
  }

  /// The tracking at `size` points, in font units.
  func value(at size: Double) -> Double {
    guard let first = points.first, let last = points.last else { return 0 }
    if size <= first.size { return first.value }
    if size >= last.size { return last.value }
    for (low, high) in zip(points, points.dropFirst()) where size <= high.size {
      guard high.size > low.size else { return high.value }
      return low.value + (high.value - low.value) * (size - low.size) / (high.size - low.size)
    }
    return last.value
  }
}
