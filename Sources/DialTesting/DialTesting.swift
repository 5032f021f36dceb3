import Dial
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `.dial` specs inside a Swift Testing test, so that an iOS team's test
/// suite checks its controls' behaviour and accessibility from the same
/// scripts `dial test` runs (their `expect`s and invariants; a golden
/// `.transcript` beside a script is `dial test`'s alone):
///
/// ```swift
/// import DialTesting
/// import Testing
///
/// @Test func cart() throws {
///   try DialTesting.run("cart.dial")
/// }
/// ```
///
/// Each failing `expect`, runtime error and broken invariant is recorded as an
/// issue at its line in the `.dial` file, so Xcode and `swift test` point at
/// the spec, not at the Swift test.
public enum DialTesting {
  /// Runs the script at `path` and records its failures as issues.
  ///
  /// A relative `path` is looked up from the current directory, then from the
  /// directory of the Swift file that calls this (`sourceLocation`). Throws a
  /// ``CompileError`` when the file cannot be read or does not compile; its
  /// description is the diagnostics as `dial check` prints them.
  @discardableResult
  public static func run(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws(CompileError)
    -> SpecReport
  {
    let program = try Program(contentsOfFile: resolve(path, besides: sourceLocation.filePath))
    return SpecRun(program: program, module: sourceLocation.moduleName, caller: nil).run()
  }

  /// Runs a script given as text and records its failures as issues at the call (there is no `.dial` file to
  /// point at), each message starting with its place in the text: `spec.dial:3: expect failed: …`.
  @discardableResult
  public static func run(
    source: String, name: String = "spec.dial", sourceLocation: SourceLocation = #_sourceLocation
  ) throws(CompileError) -> SpecReport {
    let program = try Program(source: source, name: name)
    return SpecRun(program: program, module: sourceLocation.moduleName, caller: sourceLocation).run()
  }

  /// `path` as given when it is absolute or exists from the current directory, else beside `filePath`.
  static func resolve(_ path: String, besides filePath: String) -> String {
    guard !path.hasPrefix("/"), access(path, F_OK) != 0, let slash = filePath.lastIndex(of: "/") else { return path }
    return String(filePath[..<slash]) + "/" + path
  }
}

/// What a spec run found: how many `expect`s passed, and every failure with its place in the `.dial` file.
public struct SpecReport: Sendable {
  /// One failure, as recorded.
  public struct Failure: Sendable, Equatable {
    /// The `.dial` file's name, as given.
    public var file: String
    /// Its line, from 1.
    public var line: Int
    /// Its column, from 1.
    public var column: Int
    /// What failed: `expect failed: cart.enabled (left: …)`, a runtime error, a broken invariant.
    public var message: String
  }

  /// The `expect`s that held.
  public var passed = 0
  /// The failing `expect`s, runtime errors and broken invariants, in order.
  public var failures: [Failure] = []

  /// An empty report.
  public init() {}
}
