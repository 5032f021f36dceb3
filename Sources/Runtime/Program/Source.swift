import DialChecker
import DialParser

/// Something a binding reads, whose change must re-resolve the binding's owner.
enum Source: Hashable, Sendable {
  case variable(Int)
  case builtin(BuiltinVariable)
  /// Any resolved property or state of a button.
  case button(Int)
  /// Any item state, selection or presentation of a menu.
  case menu(Int)
  /// A header's title (its text and layout).
  case header(Int)
  /// A host event's count and last arguments (`addedToCart.emitted`, `addedToCart.count`).
  case hostEvent(Int)
  /// A function a host may re-implement or invalidate: what a call of it gives.
  case function(Int)
}

extension Source {
  /// Whether the source is a component (a button, menu or header), not a variable.
  var isComponent: Bool {
    switch self {
    case .button, .menu, .header: return true
    case .variable, .builtin, .hostEvent, .function: return false
    }
  }
}

/// Whose bindings must be resolved again.
enum Target: Hashable, Sendable {
  case button(Int)
  case menu(Int)
  case header(Int)
}

extension CheckedExpression {
  /// Everything the expression reads, found by walking it.
  var sources: [Source] {
    var found: [Source] = []
    walk { expression in
      switch expression.kind {
      case .variable(let index): found.append(.variable(index))
      case .builtin(let builtin): found.append(.builtin(builtin))
      case .systemColor: found.append(.builtin(.iOSVersion))
      case .reference(let reference): found += reference.sources
      case .member(_, let member) where member.isLayout: found += [.builtin(.textSize), .builtin(.screenWidth)]
      case .emissionCount(let event), .emittedArgument(let event, _): found.append(.hostEvent(event))
      case .call(let function, _): found.append(.function(function))
      default: break
      }
      return .visitChildren
    }
    return found
  }

  /// Whether the expression reads its button's own `enabled` or `loading`, or (through `self`) its configuration.
  var readsOwnResolvedState: Bool { reads(ownState: CheckedBlock.ownResolvedMembers) }
}

extension Reference {
  var sources: [Source] {
    switch self {
    case .button(let index): return [.button(index)]
    case .menu(let index): return [.menu(index)]
    case .item(let item): return [.menu(item.menu)]
    case .header(let index), .headerTitle(let index): return [.header(index)]
    }
  }
}

extension Member {
  /// Whether reading the member depends on the text size and screen width.
  var isLayout: Bool {
    switch self {
    case .frame, .largeContentViewer, .truncated, .titleLines: return true
    default: return false
    }
  }
}
