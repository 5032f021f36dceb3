import DialParser
// Finding an item by title among its siblings: menus are small, so a level is scanned until it
// grows past `scannedLevelSize`, and only then indexed by a dictionary. A dictionary for every
// menu and submenu was 4% of `dial check`'s peak memory on a 10 MB program of many small menus
// (182 -> 175 MB), and hashing every title cost instructions besides.
extension CheckedMenu {
  /// How many items a level may have before titles are looked up in a dictionary instead of scanned.
  public static let scannedLevelSize = 8

  /// The item titled `title` directly under `parent` (nil: the top level); with one title twice, the first.
  public func child(titled title: String, of parent: Int?) -> Int? {
    if let parent {
      guard items.indices.contains(parent) else { return nil }
      return child(titled: title, among: items[parent].children, index: items[parent].childrenByTitle)
    }
    return child(titled: title, among: topLevel, index: topLevelByTitle)
  }

  /// Appends `item` to the children of `parent` (nil: the top level), indexing the level once it is large.
  mutating func addChild(_ item: Int, to parent: Int?) {
    if let parent {
      guard items.indices.contains(parent) else { return }
      items[parent].children.append(item)
      guard items[parent].children.count > Self.scannedLevelSize else { return }
      // Moved out and back, so that the menu's items are never shared while one of them changes.
      var titles = items[parent].childrenByTitle
      items[parent].childrenByTitle = [:]
      Self.index(items[parent].children, of: items, into: &titles)
      items[parent].childrenByTitle = titles
    } else {
      topLevel.append(item)
      guard topLevel.count > Self.scannedLevelSize else { return }
      Self.index(topLevel, of: items, into: &topLevelByTitle)
    }
  }

  private func child(titled title: String, among siblings: [Int], index: [String: Int]) -> Int? {
    guard siblings.count <= Self.scannedLevelSize else { return index[title] }
    return siblings.first { items.indices.contains($0) && items[$0].title == title }
  }

  /// Keeps `titles` indexing `siblings` (first of each title): all of them the first time, then the last one.
  private static func index(_ siblings: [Int], of items: [CheckedMenuItem], into titles: inout [String: Int]) {
    guard let last = siblings.last else { return }
    let added = titles.isEmpty ? siblings[...] : [last][...]
    for sibling in added where items.indices.contains(sibling) && titles[items[sibling].title] == nil {
      titles[items[sibling].title] = sibling
    }
  }
}
