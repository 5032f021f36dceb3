// The umbrella module: `import Dial` gives the lexer, parser, checker and runtime.
@_exported import DialLexer
@_exported import DialParser
@_exported import DialRuntime
