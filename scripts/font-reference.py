#!/usr/bin/env python3
"""Prints reference advance widths (HarfBuzz, kerning on, ligatures and contextual alternates off) and line
heights (fontTools: hhea ascender - descender + lineGap) of the test fonts, as rows the Swift tests record.
A development tool (needs uharfbuzz and fontTools): `swift test` uses the recorded values only.

    python3 scripts/font-reference.py
"""
import uharfbuzz as hb
from fontTools.ttLib import TTFont

fonts = [("Inter-Regular.otf", 0), ("Inter-Bold.otf", 0), ("LiberationSans-Regular.ttf", 0),
         ("LiberationSans-Bold.ttf", 0), ("LiberationSans.ttc", 1), ("LiberationSans-KernTable.ttf", 0),
         ("Inter-Variable.ttf", 0)]
latin = ["Free delivery", "WWW MMM", "Add to Cart", "AVATAR Tokyo", "Flower Power", "Cancel", "LT To AV",
         "caf\u00e9 \u2026"]
cjk = [("NotoSansCJK-Subset.otf", 0)]
folder = "Tests/DialTests/Fonts/"

def width(path, index, text):
    blob = hb.Blob.from_file_path(folder + path)
    face = hb.Face(blob, index)
    font = hb.Font(face)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {"kern": True, "liga": False, "calt": False, "clig": False})
    return sum(p.x_advance for p in buf.glyph_positions), face.upem

for path, index in fonts + cjk:
    texts = latin if (path, index) not in cjk else ["\u65e5\u672c\u8a9e", "A\u3042B", "\U00020B9F!"]
    for text in texts:
        units, upem = width(path, index, text)
        print('    ("%s", %d, "%s", %d, %d),' % (path, index, text.encode("unicode_escape").decode().replace("\\x", "\\u{").replace("\\u", "\\u{") if False else text, units, upem))
    tt = TTFont(folder + path, fontNumber=index)
    h = tt["hhea"]
    print("    // %s face %d: line height %d units (%d - (%d) + %d), upem %d" % (path, index,
          h.ascent - h.descent + h.lineGap, h.ascent, h.descent, h.lineGap, tt["head"].unitsPerEm))
