/// A menu action of one program, found once by path (``Program/item(_:)``)
/// and then chosen with `.select(handle)`.
///
/// It keeps what the path said beyond the item: whether it starts from a
/// button (`["sortButton", "Date"]`), whose being disabled makes the select
/// ignored (docs/language.md §11), or from the menu's own name.
public struct ItemHandle: Hashable, Sendable {
  /// The menu's index in ``DialParser/CheckedProgram/menus``.
  public let menu: Int
  /// The action's index in that menu's ``DialParser/CheckedMenu/items``.
  public let item: Int
  /// The button the path starts from, if it starts from one.
  public let through: Int?
  /// The identity of the program that made the handle (``SharedProgram``).
  let program: ObjectIdentifier
}
