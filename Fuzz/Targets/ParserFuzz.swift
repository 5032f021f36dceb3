// libFuzzer target: the parser and the checker (the whole front end with no
// loader, as a sandboxed host runs it), rendering the diagnostics, and the
// formatter. Any input must come back as located diagnostics or a program.
// Built by `Fuzz/run.sh parser`.
import DialLexer
import DialParser
import DialChecker

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let compilation = Frontend.compile(entry: SourceFile(name: "fuzz.dial", bytes: bytes), loader: nil)
  for diagnostic in compilation.diagnostics {
    let file = compilation.files.files[Int(diagnostic.range.file.index)]
    precondition(diagnostic.range.end <= file.bytes.count, "diagnostic out of bounds")
  }
  _ = DiagnosticRenderer(files: compilation.files).render(compilation.diagnostics)
  _ = SourceFormatter.format(bytes)
  return 0
}
