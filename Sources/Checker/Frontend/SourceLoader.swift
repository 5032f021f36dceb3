import DialLexer
import DialParser

/// Reads the files that `use` declarations name. The core modules do no file
/// IO: the command-line tool provides a loader over the file system, a host
/// may provide one over its bundle, and tests one over a dictionary.
public protocol SourceLoader {
  /// Loads `path`, written in a `use` of the file named `includer`, relative to that file's directory.
  ///
  /// The front end has already refused absolute paths and paths that leave
  /// the entry script's directory, so a loader only joins and reads. The
  /// returned file's name is shown in diagnostics and is the `includer` of the
  /// file's own `use` declarations.
  func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure>
}

/// Why a loader could not provide a file.
public enum LoadFailure: Error, Sendable, Equatable {
  /// There is no such file.
  case notFound
  /// The file exists but could not be read; the reason is shown to the user.
  case unreadable(String)

  /// The reason, as shown after `cannot load 'x.dial': `.
  public var reason: String {
    switch self {
    case .notFound: return "no such file"
    case .unreadable(let reason): return reason
    }
  }
}
