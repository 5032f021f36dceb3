import DialParser

/// The runtime's version, shown by `dial --version`.
public let dialVersion = "0.1.0"
