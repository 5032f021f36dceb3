import Dial
import Foundation

/// `--font`: how a command measures text. `--font FILE` (repeatable; `FILE#N` for face N of a collection)
/// measures with those font files, each text in the face nearest its weight; `--font model` with Dial's 0.55-em
/// model; `--font system` with SF Pro from a Mac's system fonts. The commands that measure (`run`, `test`,
/// `audit`, `preview`, `explore`, `why`, `repl`, `lsp`) take it; the choice is a task-local value for the
/// command's run, which every program it compiles starts with (``Program/measurement``).
///
/// `--ios N`, on the same commands, is the iOS release the command's programs start in (``Program/iOSRelease``).
enum FontOption {
  /// The release the running command was given with `--ios`; the newest by default.
  @TaskLocal static var release = IOSRelease.newest
  /// Whether `--ios` was given: then it wins over the release a transcript was recorded in.
  @TaskLocal static var releaseGiven = false

  /// The measurement the running command was given; nil for the default.
  @TaskLocal static var measurement: (any TextMeasurement)?
  /// The `--font` values the running command was given, as typed (a transcript records them).
  @TaskLocal static var specs: [String] = []

  /// The commands that take `--font`.
  static let commands: Set<String> = ["run", "test", "audit", "preview", "explore", "why", "repl", "lsp"]

  /// Where `--font system` looks: SF Pro as macOS installs it.
  static let systemFonts = ["/System/Library/Fonts/SFNS.ttf", "/Library/Fonts/SF-Pro.ttf"]

  /// The `--ios` release in `arguments`, and the arguments without it; a usage error for a release Dial does not
  /// model.
  static func extractRelease(_ arguments: [String]) -> Result<(IOSRelease?, [String]), CommandError> {
    var release: IOSRelease?
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      var value: String?
      if arguments[index] == "--ios" {
        index += 1
        value = index < arguments.count ? arguments[index] : ""
      } else if arguments[index].hasPrefix("--ios=") {
        value = String(arguments[index].dropFirst("--ios=".count))
      } else {
        rest.append(arguments[index])
      }
      if let value {
        guard let number = Int64(value), let found = IOSRelease(version: number) else {
          return .failure(CommandError("--ios takes \(IOSRelease.versionList) (the iOS releases Dial models)"))
        }
        release = found
      }
      index += 1
    }
    return .success((release, rest))
  }

  /// The `--font` values in `arguments`, and the arguments without them; a usage error when one has no value.
  static func extract(_ arguments: [String]) -> Result<([String], [String]), CommandError> {
    var specs: [String] = []
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--font" {
        index += 1
        guard index < arguments.count else {
          return .failure(CommandError("--font needs a font file, 'model' or 'system'"))
        }
        specs.append(arguments[index])
      } else if argument.hasPrefix("--font=") {
        specs.append(String(argument.dropFirst("--font=".count)))
      } else {
        rest.append(argument)
      }
      index += 1
    }
    return .success((specs, rest))
  }

  /// The measurement `specs` choose, relative to `directory` for a relative path: nil for none given.
  static func measurement(_ specs: [String], relativeTo directory: String? = nil) -> Result<
    (any TextMeasurement)?, CommandError
  > {
    guard !specs.isEmpty else { return .success(nil) }
    if specs == ["model"] { return .success(DefaultTextMeasurement()) }
    var faces: [FontFace] = []
    for spec in specs {
      guard spec != "model" else { return .failure(CommandError("--font model cannot be combined with font files")) }
      switch face(spec, relativeTo: directory) {
      case .success(let face): faces.append(face)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(FontMeasurement(faces: faces))
  }

  /// One face: `FILE`, `FILE#N`, or `system`.
  static func face(_ spec: String, relativeTo directory: String?) -> Result<FontFace, CommandError> {
    var path = spec
    var index = 0
    if let hash = spec.lastIndex(of: "#"), let number = Int(spec[spec.index(after: hash)...]) {
      path = String(spec[..<hash])
      index = number
    }
    if spec == "system" {
      guard let found = systemFonts.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
        return .failure(
          CommandError(
            "--font system reads SF Pro from a Mac's system fonts (\(systemFonts.joined(separator: " or "))), "
              + "which this machine does not have; give the font files with --font FILE"))
      }
      path = found
    } else if let directory, !path.hasPrefix("/") {
      path = directory + "/" + path
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(CommandError("cannot read the font file '\(path)'"))
    }
    do throws(FontError) {
      return .success(try FontFace(bytes: [UInt8](data), name: spec, face: index))
    } catch {
      return .failure(CommandError("cannot use the font file '\(path)': \(error.message)"))
    }
  }
}
