/// A font's table directory: where each table lies in the file. A TrueType collection (`ttcf`) holds several
/// faces; `face` chooses one by index. Every table is checked to lie inside the file.
struct FontTables {
  /// Each table's offset and length, by tag.
  private var tables: [String: (offset: Int, length: Int)] = [:]

  /// The directory of face `face` of `data` (0 for a file that holds one face).
  init(_ data: FontBytes, face: Int) throws(FontError) {
    guard data.count >= 12 else { throw FontError("the file is too short to be a font (\(data.count) bytes)") }
    var start = 0
    let signature = try data.uint32(0)
    if signature == 0x7474_6366 {  // "ttcf"
      let count = Int(try data.uint32(8))
      guard face >= 0, face < count else {
        throw FontError("the collection has \(count) face\(count == 1 ? "" : "s"); there is no face \(face)")
      }
      start = Int(try data.uint32(12 + 4 * face))
    } else if face != 0 {
      throw FontError("the file holds one face; there is no face \(face)")
    }
    let version = try data.uint32(start)
    // TrueType outlines (1.0 or "true"), or CFF outlines ("OTTO").
    guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
      throw FontError("not an OpenType or TrueType font (it starts with \(Self.hex(version)))")
    }
    let count = Int(try data.uint16(start + 4))
    for index in 0..<count {
      let record = start + 12 + 16 * index
      let tag = try data.tag(record)
      let offset = Int(try data.uint32(record + 8))
      let length = Int(try data.uint32(record + 12))
      try data.require(offset, length, "the '\(tag)' table")
      tables[tag] = (offset, length)
    }
  }

  /// Every table: its tag, offset and length, in tag order.
  var all: [(tag: String, offset: Int, length: Int)] {
    tables.map { ($0.key, $0.value.offset, $0.value.length) }.sorted { $0.tag < $1.tag }
  }

  /// Where table `tag` starts, or nil when the font has none.
  func offset(_ tag: String) -> Int? { tables[tag]?.offset }

  /// Where table `tag` starts; an error naming it when the font has none.
  func required(_ tag: String) throws(FontError) -> Int {
    guard let offset = tables[tag]?.offset else { throw FontError("the font has no '\(tag)' table") }
    return offset
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }
}
