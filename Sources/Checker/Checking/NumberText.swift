import DialParser
/// How Dial writes numbers: as literals in transitions, `print` output and messages.
public enum NumberText {
  /// A Double as a Dial literal: Swift's shortest digits, always with a
  /// point and never with an exponent (Dial has none, docs/language.md §2): `148.0`, `4.5`,
  /// `100000000000000000000.0`, `0.0000001`.
  public static func literal(_ value: Double) -> String {
    let text = value.description
    guard value.isFinite, let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(text[text.index(after: e)...])
    else { return text }
    let mantissa = text[..<e]
    let negative = mantissa.hasPrefix("-")
    let unsigned = negative ? mantissa.dropFirst() : mantissa
    let digits = unsigned.filter { $0 != "." }
    // Where the point goes once the exponent is applied, counted in digits.
    let point =
      (unsigned.firstIndex(of: ".").map { unsigned.distance(from: unsigned.startIndex, to: $0) } ?? unsigned.count)
      + exponent
    let plain: String
    if point <= 0 {
      plain = "0." + String(repeating: "0", count: -point) + digits
    } else if point >= digits.count {
      plain = digits + String(repeating: "0", count: point - digits.count) + ".0"
    } else {
      plain = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
    }
    return (negative ? "-" : "") + plain
  }

  /// A number as a reader wrote it: `-4` for a whole number, `0.5` otherwise.
  public static func plain(_ value: Double) -> String {
    if value.isFinite && value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return literal(value)
  }
}
