import Dial
import Foundation

// MARK: - Open documents: checked when opened or changed, and again when a file they use changes

extension LanguageServer {
  /// `textDocument/didOpen`.
  func opened(_ params: DidOpenParams) {
    let uri = params.textDocument.uri
    check(uri, text: params.textDocument.text)
    // A document that others `use` changed: they are checked again with its text.
    fileChanged(uri, except: uri)
  }

  /// `textDocument/didChange`: the last change's text is the whole document (full sync).
  func changed(_ params: DidChangeParams) {
    guard let text = params.contentChanges.last?.text else { return }
    let uri = params.textDocument.uri
    check(uri, text: text)
    fileChanged(uri, except: uri)
  }

  /// `textDocument/didClose`: the document is forgotten and its diagnostics cleared.
  func closed(_ uri: String) {
    documents[uri] = nil
    publish(uri: uri, diagnostics: [])
  }

  /// Compiles the document at `uri` with `text` and publishes its diagnostics.
  func check(_ uri: String, text: String) {
    let loader = CachingLoader(
      base: FileSystemLoader(entryPath: OpenDocument.path(of: uri)), cache: loaderCache, open: openTexts)
    let opened = OpenDocument(uri: uri, text: text, loader: loader)
    documents[uri] = opened
    publish(
      uri: uri,
      diagnostics: opened.compilation.diagnostics.filter { opened.contains($0.range) }.map {
        Self.diagnostic($0, in: opened)
      })
  }

  /// The open documents' texts by path, which a `use` of one reads instead of the file on disk.
  var openTexts: [String: String] {
    Dictionary(documents.values.map { (OpenDocument.path(of: $0.uri), $0.text) }) { a, _ in a }
  }

  /// The file at `uri` changed (on disk, or in the editor): it is read again when next used, and every open
  /// document that uses it (but `except`) is checked again.
  func fileChanged(_ uri: String, except: String? = nil) {
    let path = URL(fileURLWithPath: OpenDocument.path(of: uri)).standardizedFileURL.path
    loaderCache.forget(path)
    for (other, document) in documents where other != except && document.uses(path) {
      check(other, text: document.text)
    }
  }

  /// A Dial diagnostic as the protocol's: severity, code, message, notes as related information.
  static func diagnostic(_ diagnostic: Diagnostic, in document: OpenDocument) -> ProtocolDiagnostic {
    let related = diagnostic.notes.compactMap { note -> ProtocolDiagnostic.Related? in
      guard let range = note.range, document.contains(range) else { return nil }
      return .init(location: Location(uri: document.uri, range: document.range(range)), message: note.message)
    }
    return ProtocolDiagnostic(
      range: document.range(diagnostic.range), severity: diagnostic.severity == .error ? 1 : 2,
      code: diagnostic.id.rawValue, message: diagnostic.message, relatedInformation: related.isEmpty ? nil : related)
  }
}
