import Dial
import Foundation

/// `use`d files, read once until they change: a document that changes is checked again without reading them
/// again, and a file that changes on disk or in the editor is forgotten (``LanguageServer/fileChanged(_:except:)``).
final class LoaderCache: @unchecked Sendable {
  var files: [String: Result<SourceFile, LoadFailure>] = [:]

  /// Forgets every entry that loaded the file at the absolute `path`.
  func forget(_ path: String) {
    files = files.filter { _, loaded in
      guard case .success(let file) = loaded else { return true }
      return URL(fileURLWithPath: file.name).standardizedFileURL.path != path
    }
  }
}

/// A loader that asks its base loader once per path, and reads a file open in the editor from its text there.
struct CachingLoader: SourceLoader {
  let base: FileSystemLoader
  let cache: LoaderCache
  /// The open documents' texts, by absolute path.
  var open: [String: String] = [:]

  func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
    let key = includer + "\u{0}" + path
    if let cached = cache.files[key] { return cached }
    var loaded = base.load(path, from: includer)
    if case .success(let file) = loaded, let text = open[URL(fileURLWithPath: file.name).standardizedFileURL.path] {
      // The editor's text, not the file on disk: what the user sees is what is checked. Not cached, so that
      // the next change of the open document is read.
      loaded = .success(SourceFile(name: file.name, text: text))
      return loaded
    }
    cache.files[key] = loaded
    return loaded
  }
}
