// The umbrella module: `import Dial` gives the lexer, the parser, the checker and the runtime.
@_exported import DialChecker
@_exported import DialLexer
@_exported import DialParser
@_exported import DialRuntime
