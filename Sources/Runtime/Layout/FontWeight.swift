/// The weight of a text style's font. Apple's Dynamic Type table uses only these two.
public enum FontWeight: Int, CaseIterable, Sendable {
  /// The regular weight of every style but `.headline`.
  case regular
  /// The semibold weight of `.headline`.
  case semibold
}
