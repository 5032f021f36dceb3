import Dial
import Foundation

/// Loads `use`d files from disk, inside the entry script's directory tree only.
///
/// The front end has refused absolute paths and lexical `..` escapes; this adds
/// what only the file system knows: a symbolic link that leads outside the
/// tree, and files that are not regular files (FIFOs, devices, sockets,
/// directories), which could block or never end. The file is opened without
/// blocking and checked through its open descriptor, so it cannot be swapped
/// for a FIFO between the check and the read; a file larger than
/// ``Limits/maxSourceBytes`` is refused before it is read.
///
/// Used by `dial` for every command that compiles, and by the REPL's `:load`.
public struct FileSystemLoader: SourceLoader {
  /// The entry script's directory with symbolic links resolved.
  public let root: String

  /// A loader for the program whose entry script is at `entryPath`.
  public init(entryPath: String) {
    let directory = (entryPath as NSString).deletingLastPathComponent
    root = Self.realPath(directory.isEmpty ? "." : directory) ?? directory
  }

  public func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
    let directory = (includer as NSString).deletingLastPathComponent
    let joined = directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
    let shown = (joined as NSString).standardizingPath
    guard FileManager.default.fileExists(atPath: joined) else { return .failure(.notFound) }
    guard let real = Self.realPath(joined) else { return .failure(.unreadable("cannot resolve its path")) }
    guard real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
      return .failure(.unreadable("it leads outside the entry script's directory"))
    }
    return Self.readRegularFile(real).map { SourceFile(name: shown, bytes: $0) }
  }

  /// The absolute path with every symbolic link resolved, or nil.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The bytes of a regular file of at most ``Limits/maxSourceBytes``. Opening does not block (a FIFO
  /// would wait for a writer) and does not follow a last symbolic link (the path is already resolved).
  static func readRegularFile(_ path: String) -> Result<[UInt8], LoadFailure> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.unreadable("it cannot be opened")) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      return .failure(.unreadable("it is not a regular file"))
    }
    guard info.st_size <= Limits.maxSourceBytes else {
      return .failure(.unreadable("it is larger than \(Limits.maxSourceBytes) bytes"))
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    do {
      return .success([UInt8](try handle.readToEnd() ?? Data()))
    } catch {
      return .failure(.unreadable("it cannot be read"))
    }
  }
}
