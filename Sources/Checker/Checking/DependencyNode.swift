import DialParser
/// A value that a binding can read and that bindings compute: one member of one component.
/// The nodes of the graph in which binding cycles are found.
enum DependencyNode: Hashable {
  /// A member of a button, such as `save.title`.
  case button(Int, Member)
  /// A member of a menu item, such as `more["Sort By"]["Date"].selected`.
  case item(MenuItemReference, Member)
  /// A member of a header's title, such as `nav.title.truncated`.
  case headerTitle(Int, Member)

  /// Whether the node is a state that only events change (`highlighted`, `focused`, `open`), which
  /// depends on nothing and so cannot be part of a cycle.
  var isEventState: Bool {
    guard case .button(_, let member) = self else { return false }
    return member == .highlighted || member == .focused || member == .open
  }

  /// What a button's derived members are computed from (docs/language.md §6, §9, §10), besides bindings.
  static let derivedButtonMembers: [Member: [Member]] = [
    .label: [.accessibilityLabel, .title, .subtitle],
    .value: [.accessibilityValue, .loading, .selection],
    .hint: [.accessibilityHint],
    .traits: [.enabled, .selected],
    .speech: [.label, .value, .traits, .hint],
    .frame: layoutInputs, .truncated: layoutInputs, .titleLines: layoutInputs,
    .background: [.enabled], .foreground: [.enabled],
  ]

  /// What a button's layout is computed from.
  static let layoutInputs: [Member] = [
    .title, .subtitle, .image, .imagePlacement, .imagePadding, .titlePadding, .size, .contentInsets, .font,
    .subtitleFont, .lines, .width, .maxWidth, .loading,
  ]

  /// What an item's derived members are computed from.
  static let derivedItemMembers: [Member: [Member]] = [
    .speech: [.selected, .enabled], .traits: [.selected, .enabled], .label: [],
  ]

  /// What a header title's members are computed from, besides the header's edges.
  static let derivedTitleMembers: [Member: [Member]] = [
    .label: [.text], .speech: [.text], .truncated: [.text], .frame: [.text],
  ]
}

extension CheckedExpression {
  /// The nodes an expression reads, directly; `ownButton` is the button whose body holds it, if any.
  /// `b.title.count` reads the node `b.title`, and nothing inside it.
  func dependencies(ownButton: Int?, into nodes: inout [DependencyNode]) {
    walk { expression in
      switch expression.kind {
      case .ownState(let member):
        if let ownButton { nodes.append(.button(ownButton, member)) }
      case .member(let base, let member):
        guard let node = base.node(reading: member) else { return .visitChildren }
        nodes.append(node)
        return .skipChildren
      default: break
      }
      return .visitChildren
    }
  }

  /// The node read by `self.member` when `self` is a component, or by `self` when it is a frame of one.
  func node(reading member: Member) -> DependencyNode? {
    switch kind {
    case .reference(.button(let index)): return .button(index, member)
    case .reference(.item(let item)): return .item(item, member)
    case .reference(.headerTitle(let header)): return .headerTitle(header, member)
    // `b.frame.midX` and `b.title.count` read `b.frame` and `b.title`.
    case .member(let base, let inner): return base.node(reading: inner)
    default: return nil
    }
  }
}
