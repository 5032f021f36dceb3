// The umbrella module: `import Dial` gives the lexer, the parser, the checker, the runtime and the comparison
// of a running app's accessibility tree with a spec (`Session.conform(to:)`).
@_exported import DialChecker
@_exported import DialConform
@_exported import DialLexer
@_exported import DialParser
@_exported import DialRuntime
