// Finding an item by title among its siblings: menus are small, so a level is scanned until it
// grows past `scannedLevelSize`, and only then indexed by a dictionary. A dictionary for every
// menu and submenu was 7% of `dial check`'s memory and a tenth of the checker's instructions on a
// program of many small menus (figures in the commit).
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
      index(items[parent].children, into: &items[parent].childrenByTitle)
    } else {
      topLevel.append(item)
      index(topLevel, into: &topLevelByTitle)
    }
  }

  private func child(titled title: String, among siblings: [Int], index: [String: Int]) -> Int? {
    guard siblings.count <= Self.scannedLevelSize else { return index[title] }
    return siblings.first { items.indices.contains($0) && items[$0].title == title }
  }

  /// Keeps `titles` indexing `siblings` (first of each title) once there are more than can be scanned.
  private func index(_ siblings: [Int], into titles: inout [String: Int]) {
    guard siblings.count > Self.scannedLevelSize, let last = siblings.last else { return }
    let added = titles.isEmpty ? siblings[...] : [last][...]
    for sibling in added where items.indices.contains(sibling) && titles[items[sibling].title] == nil {
      titles[items[sibling].title] = sibling
    }
  }
}
