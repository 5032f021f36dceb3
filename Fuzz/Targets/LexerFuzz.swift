// libFuzzer target: the lexer, and rendering its diagnostics.
//
// Any input must come back as tokens and located diagnostics: no crash, no
// hang, no token outside the input. Built by `Fuzz/run.sh lexer`.
import DialLexer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let lexed = Lexer.tokenize(bytes)
  precondition(lexed.tokens.last?.kind == .eof, "the token stream must end with eof")
  for token in lexed.tokens {
    precondition(token.start <= token.end && token.end <= bytes.count, "token out of bounds")
  }
  var files = SourceFiles()
  _ = files.add(SourceFile(name: "fuzz.dial", bytes: bytes))
  _ = DiagnosticRenderer(files: files).render(lexed.diagnostics)
  return 0
}
