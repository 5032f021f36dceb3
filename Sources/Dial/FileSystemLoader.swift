#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads `use`d files from disk, inside the entry script's directory tree only:
/// what `dial` uses for every command, and what a host passes to
/// ``Program/init(source:name:loader:)`` to compile files that `use` others
/// (``Program/init(contentsOfFile:)`` does it for it).
///
/// The front end has refused absolute paths and lexical `..` escapes; this adds
/// what only the file system knows: a symbolic link that leads outside the
/// tree, and files that are not regular files (FIFOs, devices, sockets,
/// directories), which could block or never end. The file is opened without
/// blocking and checked through its open descriptor, so it cannot be swapped
/// for a FIFO between the check and the read; a file larger than
/// ``Limits/maxSourceBytes`` is refused before it is read. It uses the C
/// library only, so `import Dial` brings in no Foundation.
public struct FileSystemLoader: SourceLoader {
  /// The entry script's directory with symbolic links resolved.
  public let root: String

  /// A loader for the program whose entry script is at `entryPath`.
  public init(entryPath: String) {
    let directory = FilePath.directory(of: entryPath)
    root = Self.realPath(directory.isEmpty ? "." : directory) ?? directory
  }

  /// Reads `path`, relative to the directory of the file named `includer`.
  public func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
    let joined = FilePath.join(FilePath.directory(of: includer), path)
    let shown = FilePath.normalized(joined)
    guard access(joined, F_OK) == 0 else { return .failure(.notFound) }
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
    guard let bytes = readAll(descriptor) else { return .failure(.unreadable("it cannot be read")) }
    // The file may have grown since `fstat`.
    guard bytes.count <= Limits.maxSourceBytes else {
      return .failure(.unreadable("it is larger than \(Limits.maxSourceBytes) bytes"))
    }
    return .success(bytes)
  }

  /// Everything left to read from `descriptor`, but never more than one byte past the source limit; nil on a
  /// read error.
  static func readAll(_ descriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= Limits.maxSourceBytes {
      let wanted = min(chunk.count, Limits.maxSourceBytes + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return bytes
  }
}
