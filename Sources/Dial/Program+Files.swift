// MARK: - Compiling files from disk

extension Program {
  /// Compiles the entry script at `path` and the files it `use`s (relative
  /// to it, inside its directory), as `dial run path` does. A file that cannot
  /// be read is a ``CompileError`` too, with a `cannot-read-file` diagnostic.
  ///
  /// ```swift
  /// let program = try Program(contentsOfFile: "specs/cart.dial")
  /// ```
  public init(contentsOfFile path: String) throws(CompileError) {
    let loader = FileSystemLoader(entryPath: path)
    let bytes: [UInt8]
    switch FileSystemLoader.realPath(path).map(FileSystemLoader.readRegularFile) ?? .failure(.notFound) {
    case .success(let read): bytes = read
    case .failure(let failure):
      var files = SourceFiles()
      let file = files.add(SourceFile(name: path, text: ""))
      let range = SourceRange(file: file, start: 0, end: 0)
      let diagnostic = Diagnostic(.cannotReadFile, "cannot read '\(path)': \(failure.reason)", at: range)
      throw CompileError(diagnostics: [diagnostic], files: files)
    }
    let entry = SourceFile(name: path, bytes: bytes)
    try self.init(Frontend.compile(entry: entry, loader: loader, keepingSyntax: false))
  }
}
