import DialChecker
import DialParser
import DialRuntime

/// The fonts a preview measured with, embedded in the page, so that the browser draws each text in the face the
/// layout measured it in: what overflows in the picture is what the layout says overflows. Each face is an
/// `@font-face` rule with a `data:` URL of the face written on its own (``FontFile``), a TrueType face subset to
/// the glyphs of printable ASCII, "…" and the program's source text (where every title comes from); each text's
/// weight picks the face the measurement picks for it; kerning stays on and ligatures off, as measured. With
/// the model (no `--font`), text is drawn at its natural width in the page's font, as before.
extension HTMLPreview {
  /// The style rules of the embedded faces; empty when measuring with the model.
  var fontStyle: String {
    guard let fonts = measurement as? FontMeasurement else { return "" }
    let texts =
      [String(decoding: (0x20..<0x7F).map { UInt8($0) }, as: UTF8.self), "\u{2026}"]
      + program.files.files.map { String(decoding: $0.bytes, as: UTF8.self) }
    var css = ""
    for (index, face) in fonts.faces.enumerated() {
      guard !Self.mayNotEmbed(face) else {
        // Not carried. SF Pro is named as macOS installs it; another such font is left to the page's font.
        guard face.name == "system" else { continue }
        css += "@font-face { font-family: \"dial-face-\(index)\"; "
        css += "src: local(\"SF Pro\"), local(\"SF Pro Text\"), local(\".SF NS\"); }\n"
        continue
      }
      let file = FontFile.write(face, keepingGlyphsOf: texts)
      let type = file.starts(with: [0x4F, 0x54, 0x54, 0x4F]) ? "otf" : "ttf"
      css += "@font-face { font-family: \"dial-face-\(index)\"; "
      css += "src: url(\"data:font/\(type);base64,\(Base64.encode(file))\"); }\n"
    }
    for weight in FontWeight.allCases {
      css += "svg text[font-weight=\"\(TextColumn.cssWeight(weight))\"] { "
      css += "font-family: \"dial-face-\(fonts.faceIndex(for: weight))\"; font-weight: normal; }\n"
    }
    css += "svg text { font-kerning: normal; font-variant-ligatures: none; font-feature-settings: \"liga\" 0, "
    css += "\"calt\" 0; }\n"
    return css
  }

  /// What the legend says of the fonts.
  var fontLegend: String {
    guard let fonts = measurement as? FontMeasurement else {
      return " Text is measured with Dial's 0.55-em model and drawn at the browser font's natural width."
    }
    let names = fonts.faces.map(\.name).joined(separator: ", ")
    guard fonts.faces.contains(where: Self.mayNotEmbed) else {
      return " Text is measured and drawn in the same fonts (\(names)), embedded in this page."
    }
    return " Text is measured in \(names). A font whose licence forbids redistributing it is not embedded: SF Pro "
      + "is named, and drawn with only where it is installed; another such font is drawn in the page's font."
  }

  /// Whether a face may not be carried in a page: SF Pro (`--font system`), or a font whose `OS/2` says so.
  static func mayNotEmbed(_ face: FontFace) -> Bool { face.name == "system" || face.embeddingRestricted }
}
