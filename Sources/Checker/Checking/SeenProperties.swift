import DialLexer
import DialParser

/// The properties already bound in one block, with where: for "given twice".
///
/// A block binds at most one of each of the few properties of its owner, so a
/// small array scanned linearly is bounded and much cheaper than a dictionary
/// for the hundreds of thousands of blocks of a large program.
struct SeenProperties {
  private var entries: [(property: Property, range: SourceRange)] = []

  /// Where `property` was first bound in the block, if it was.
  subscript(property: Property) -> SourceRange? {
    get { entries.first { $0.property == property }?.range }
    set {
      guard let newValue else { return entries.removeAll { $0.property == property } }
      if let index = entries.firstIndex(where: { $0.property == property }) {
        entries[index].range = newValue
      } else {
        entries.append((property, newValue))
      }
    }
  }
}
