/// Dial's version, shown by `dial --version` and the REPL's banner.
public let dialVersion = "0.2.0"
