/// The button whose body or handler an expression belongs to: `highlighted`,
/// `enabled`, … in it name this button's state. While the button is being
/// resolved, `state.resolved` holds what is resolved so far.
struct Owner {
  var index: Int
  var state: ButtonState
  /// While resolving: the button's resolution before this pass. Bindings read
  /// `enabled` and `loading` from it, so the order of properties in a body
  /// does not matter; resolution repeats until it no longer changes.
  var previous: ResolvedButton?
  /// In a function's body (``FunctionCalls``), the arguments its parameters read; the frame of a function has
  /// no button (`index` -1).
  var arguments: [Value] = []
}
