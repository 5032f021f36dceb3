/// A variable font's advance widths at a weight: the `wght` axis of its `fvar` table, normalized (and mapped by
/// `avar` when the font has one), applied to the deltas its `HVAR` table's item variation store gives each
/// glyph, as HarfBuzz and Core Text apply them (the sum of each region's delta times its scalar, rounded).
/// Only the weight axis is set; every other axis stays at its default.
struct AdvanceVariations {
  /// The weight axis: its minimum, default and maximum.
  let weights: (minimum: Double, default: Double, maximum: Double)
  /// The weight axis's index among the font's axes, and their count.
  let axis: Int
  let axisCount: Int
  /// `avar`'s map of the weight axis: normalized from → to, ascending; empty for none.
  let map: [(from: Double, to: Double)]
  let data: FontBytes
  let store: Int
  let mapping: Int?

  /// The variations of the font whose tables are `tables`; nil without `fvar`, a weight axis or `HVAR`.
  /// The `GDEF` table's item variation store (version 1.3), which varies a variable font's kerning; nil for none.
  static func kerningStore(_ data: FontBytes, _ tables: FontTables) throws(FontError) -> Int? {
    guard let gdef = tables.offset("GDEF"), try data.uint16(gdef) == 1, try data.uint16(gdef + 2) >= 3 else {
      return nil
    }
    let offset = Int(try data.uint32(gdef + 14))
    return offset == 0 ? nil : gdef + offset
  }

  init?(_ data: FontBytes, _ tables: FontTables) throws(FontError) {
    guard let fvar = tables.offset("fvar"), let hvar = tables.offset("HVAR") else { return nil }
    let axesOffset = fvar + Int(try data.uint16(fvar + 4))
    let count = Int(try data.uint16(fvar + 8))
    let size = Int(try data.uint16(fvar + 10))
    var found: Int?
    for index in 0..<min(count, 64) where try data.tag(axesOffset + size * index) == "wght" { found = index }
    guard let axis = found, size >= 20 else { return nil }
    let record = axesOffset + size * axis
    func fixed(_ at: Int) throws(FontError) -> Double { Double(try data.int32(at)) / 65536 }
    weights = (try fixed(record + 4), try fixed(record + 8), try fixed(record + 12))
    // The axis must run minimum ≤ default ≤ maximum; a font that says otherwise is measured at its default.
    guard weights.minimum <= weights.default, weights.default <= weights.maximum else { return nil }
    (self.axis, axisCount, self.data) = (axis, count, data)
    store = hvar + Int(try data.uint32(hvar + 4))
    let mappingOffset = Int(try data.uint32(hvar + 8))
    mapping = mappingOffset == 0 ? nil : hvar + mappingOffset
    map = try Self.avarMap(data, tables, axis: axis)
  }

  /// `avar`'s segment map of the weight axis.
  static func avarMap(_ data: FontBytes, _ tables: FontTables, axis: Int) throws(FontError) -> [(Double, Double)] {
    guard let avar = tables.offset("avar") else { return [] }
    let count = Int(try data.uint16(avar + 6))
    var at = avar + 8
    for index in 0..<count {
      let pairs = Int(try data.uint16(at))
      if index == axis {
        return try (0..<pairs).map { pair throws(FontError) in
          (Double(try data.int16(at + 2 + 4 * pair)) / 16384, Double(try data.int16(at + 4 + 4 * pair)) / 16384)
        }
      }
      at += 2 + 4 * pairs
    }
    return []
  }

  /// The weight's normalized coordinate, in −1…1.
  func coordinate(_ weight: Double) -> Double {
    let clamped = min(max(weight, weights.minimum), weights.maximum)
    var value = 0.0
    if clamped < weights.default, weights.default > weights.minimum {
      value = (clamped - weights.default) / (weights.default - weights.minimum)
    } else if clamped > weights.default, weights.maximum > weights.default {
      value = (clamped - weights.default) / (weights.maximum - weights.default)
    }
    for (low, high) in zip(map, map.dropFirst()) where value >= low.from && value <= high.from {
      guard high.from > low.from else { return high.to }
      return low.to + (value - low.from) * (high.to - low.to) / (high.from - low.from)
    }
    return value
  }

  /// Every glyph's advance at `weight`, from the default advances.
  func advances(_ defaults: [UInt16], at weight: Double) throws(FontError) -> [UInt16] {
    let scalars = try regionScalars(coordinate(weight))
    var result = defaults
    // Many glyphs may share a delta set: each is computed once (a crafted map could otherwise send every glyph
    // through one very long row).
    var computed: [Int: Double] = [:]
    for glyph in defaults.indices {
      let (outer, inner) = try indices(of: glyph)
      let key = outer << 32 | inner
      let delta: Double
      if let known = computed[key] {
        delta = known
      } else {
        delta = try self.delta(outer: outer, inner: inner, scalars: scalars)
        computed[key] = delta
      }
      result[glyph] = UInt16(clamping: Int(defaults[glyph]) + Int(delta.rounded()))
    }
    return result
  }

  /// The deltas of the variation indices `indices` (`outer << 16 | inner`) of the item variation store at
  /// `store` (the `GDEF` table's, for kerning) at `weight`, rounded as each value is.
  func deltas(of indices: Set<UInt32>, store: Int, at weight: Double) throws(FontError) -> [UInt32: Int] {
    let scalars = try regionScalars(coordinate(weight), store: store)
    var deltas: [UInt32: Int] = [:]
    for index in indices {
      let delta = try self.delta(outer: Int(index >> 16), inner: Int(index & 0xFFFF), scalars: scalars, store: store)
      deltas[index] = Int(delta.rounded())
    }
    return deltas
  }

  /// Each region's scalar at the weight coordinate `value` (other axes at their defaults, 0), in the item
  /// variation store at `store` (the `HVAR` table's unless given).
  func regionScalars(_ value: Double, store: Int? = nil) throws(FontError) -> [Double] {
    let store = store ?? self.store
    let list = store + Int(try data.uint32(store + 2))
    let axes = Int(try data.uint16(list))
    let count = Int(try data.uint16(list + 2))
    try data.require(list + 4, count * axes * 6, "the 'HVAR' regions")
    return try (0..<count).map { region throws(FontError) in
      var scalar = 1.0
      for axisIndex in 0..<axes {
        let at = list + 4 + (region * axes + axisIndex) * 6
        let (start, peak, end) = (
          Double(try data.int16(at)) / 16384, Double(try data.int16(at + 2)) / 16384,
          Double(try data.int16(at + 4)) / 16384
        )
        let coordinate = axisIndex == axis ? value : 0
        scalar *= Self.scalar(coordinate, start: start, peak: peak, end: end)
      }
      return scalar
    }
  }

  /// One axis's contribution to a region's scalar, as OpenType defines it.
  static func scalar(_ value: Double, start: Double, peak: Double, end: Double) -> Double {
    if peak == 0 || value == peak { return 1 }
    if start > peak || peak > end || (start < 0 && end > 0) { return 1 }
    if value <= start || value >= end { return 0 }
    return value < peak ? (value - start) / (peak - start) : (end - value) / (end - peak)
  }

  /// The delta set of a glyph: through the advance mapping, or the glyph's own index in the first subtable.
  func indices(of glyph: Int) throws(FontError) -> (outer: Int, inner: Int) {
    guard let mapping else { return (0, glyph) }
    let format = try data.uint8(mapping)
    let entryFormat = Int(try data.uint8(mapping + 1))
    let count = format == 1 ? Int(try data.uint32(mapping + 2)) : Int(try data.uint16(mapping + 2))
    let start = mapping + (format == 1 ? 6 : 4)
    let size = (entryFormat >> 4 & 3) + 1
    guard count > 0 else { return (0, glyph) }
    let at = start + size * min(glyph, count - 1)
    var entry = 0
    for offset in 0..<size { entry = entry << 8 | Int(try data.uint8(at + offset)) }
    let innerBits = (entryFormat & 0xF) + 1
    return (entry >> innerBits, entry & (1 << innerBits - 1))
  }

  /// The delta of item `inner` of subtable `outer`, weighted by the region scalars.
  func delta(outer: Int, inner: Int, scalars: [Double], store: Int? = nil) throws(FontError) -> Double {
    let store = store ?? self.store
    guard outer < Int(try data.uint16(store + 6)) else { return 0 }
    let subtable = store + Int(try data.uint32(store + 8 + 4 * outer))
    let itemCount = Int(try data.uint16(subtable))
    let wordField = Int(try data.uint16(subtable + 2))
    let regionCount = Int(try data.uint16(subtable + 4))
    guard inner < itemCount else { return 0 }
    let long = wordField & 0x8000 != 0
    let words = wordField & 0x7FFF
    let (wide, narrow) = long ? (4, 2) : (2, 1)
    let rowSize = words * wide + (regionCount - words) * narrow
    let row = subtable + 6 + 2 * regionCount + rowSize * inner
    var total = 0.0
    for column in 0..<regionCount {
      let region = Int(try data.uint16(subtable + 6 + 2 * column))
      let value: Int
      if column < words {
        let at = row + wide * column
        value = long ? Int(try data.int32(at)) : Int(try data.int16(at))
      } else {
        let at = row + words * wide + narrow * (column - words)
        value = long ? Int(try data.int16(at)) : Int(Int8(bitPattern: try data.uint8(at)))
      }
      if region < scalars.count { total += Double(value) * scalars[region] }
    }
    return total
  }
}
