import DialParser
// The one flattening of a menu into what it shows: VoiceOver's elements, the audit's levels of siblings and the
// preview's rows all read it, so an inline submenu or a hidden item is treated alike everywhere.
extension CheckedMenu {
  /// The items shown at one level of the menu, in order: `level` (its top level by default) with each inline
  /// submenu's items in its place (the inline submenu itself is no item), hidden items and everything inside them
  /// left out, and, after each other submenu for which `expanding` says so, its own items (an open submenu).
  ///
  /// Iterative, so that deep nesting cannot exhaust the stack.
  public func visibleItems(of level: [Int]? = nil, expanding: (Int) -> Bool = { _ in false }) -> [Int] {
    var shown: [Int] = []
    var pending = Array((level ?? topLevel).reversed())
    while let item = pending.popLast() {
      guard items.indices.contains(item) else { continue }
      let checked = items[item]
      if checked.modifiers.contains(.hidden) { continue }
      let inline = checked.kind == .submenu && checked.modifiers.contains(.inline)
      if !inline { shown.append(item) }
      if checked.kind == .submenu && (inline || expanding(item)) { pending += checked.children.reversed() }
    }
    return shown
  }
}
