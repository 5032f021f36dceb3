// swift-tools-version: 6.0
// Dial: a tiny declarative language for iOS-style buttons, menus and headers,
// with a runtime that reports state transitions and VoiceOver output.
import PackageDescription

let package = Package(
  name: "Dial",
  products: [
    .library(name: "Dial", targets: ["Dial"]),
    // Runs `.dial` specs inside Swift Testing tests, failures recorded at their `.dial` lines.
    .library(name: "DialTesting", targets: ["DialTesting"]),
    .executable(name: "dial", targets: ["dial"]),
    .executable(name: "dial-bench", targets: ["dial-bench"]),
  ],
  targets: [
    // Core modules use the standard library only (no Foundation), so they embed anywhere.
    .target(name: "DialLexer", path: "Sources/Lexer"),
    // The syntax: the tree, the parser, the formatter. The checker (checking, the property schema, Dial's enums, the
    // front end that follows `use`) is a module of its own above it.
    .target(name: "DialParser", dependencies: ["DialLexer"], path: "Sources/Parser"),
    .target(name: "DialChecker", dependencies: ["DialLexer", "DialParser"], path: "Sources/Checker"),
    // Rounding (`rounded()`, `Double.ceil`…) compiles to C's libm on Linux, which the standard library
    // does not link by itself: a host that imports only `Dial` would not link without it.
    .target(
      name: "DialRuntime", dependencies: ["DialChecker"], path: "Sources/Runtime",
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(
      name: "Dial", dependencies: ["DialLexer", "DialParser", "DialChecker", "DialRuntime", "DialConform"],
      path: "Sources/Dial"),
    // Tools on the runtime's public API (and its `@_spi(Tools)` reads of internal state): the accessibility
    // audit, the HTML preview, the state-space explorer.
    .target(name: "DialAudit", dependencies: ["DialRuntime", "DialExplore"], path: "Sources/Audit"),
    .target(name: "DialPreview", dependencies: ["DialRuntime"], path: "Sources/Preview"),
    .target(name: "DialExplore", dependencies: ["DialRuntime"], path: "Sources/Explore"),
    .target(name: "DialExport", dependencies: ["DialRuntime"], path: "Sources/Export"),
    // `dial conform`: a dump of the running app's accessibility tree read and compared with the spec.
    .target(name: "DialConform", dependencies: ["DialRuntime"], path: "Sources/Conform"),
    // Uses the toolchain's own Swift Testing, the one package-free way to record issues at a file and line.
    .target(name: "DialTesting", dependencies: ["Dial"], path: "Sources/DialTesting"),
    // The REPL's model (inputs, declarations, undo, completion) and the printing `dial run` shares;
    // the terminal line editor stays in the `dial` executable.
    .target(name: "DialREPL", dependencies: ["Dial", "DialExplore", "DialConform"], path: "Sources/DialREPL"),
    // `dial lsp` as a library: typed protocol messages, answered from a document's compilation.
    .target(name: "DialLanguageServer", dependencies: ["Dial", "DialREPL"], path: "Sources/LanguageServer"),
    .executableTarget(
      name: "dial",
      dependencies: [
        "Dial", "DialREPL", "DialAudit", "DialPreview", "DialExplore", "DialExport", "DialConform",
        "DialLanguageServer",
      ],
      path: "Sources/dial"),
    .executableTarget(
      name: "dial-bench", dependencies: ["Dial", "DialREPL", "DialExplore"], path: "Sources/dial-bench"),
    // Test programs are read through #filePath, so they are not bundled as resources.
    .testTarget(
      name: "DialTests",
      dependencies: [
        "Dial", "DialREPL", "DialTesting", "DialAudit", "DialPreview", "DialExplore", "DialExport", "DialConform",
        "DialLanguageServer",
      ],
      path: "Tests/DialTests",
      exclude: ["Programs", "Specs", "Transcripts", "Exports", "ExportStubs", "Conform", "Fonts"]),
  ],
  swiftLanguageModes: [.v6]
)
