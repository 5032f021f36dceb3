import DialLexer

/// The outcome of formatting one file: the canonical source, or the errors that prevented it.
///
/// The formatter refuses a file with errors rather than guess at its layout, so
/// ``bytes`` is nil exactly when ``diagnostics`` contains an error.
public struct FormatResult: Sendable, Equatable {
  /// The formatted source as UTF-8, or nil when the source has errors.
  public var bytes: [UInt8]?
  /// The problems found while reading the source, in source order.
  public var diagnostics: [Diagnostic]

  /// Makes a result.
  public init(bytes: [UInt8]?, diagnostics: [Diagnostic]) {
    self.bytes = bytes
    self.diagnostics = diagnostics
  }

  /// The formatted source as a String, or nil when formatting was refused.
  public var text: String? {
    bytes.map { String(decoding: $0, as: UTF8.self) }
  }
}
