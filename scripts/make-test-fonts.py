#!/usr/bin/env python3
"""Makes the small font files the tests measure with, from Debian's fonts-inter, fonts-inter-variable,
fonts-liberation and fonts-noto-cjk (all SIL Open Font License 1.1), subset to the characters the tests use,
keeping their metrics and kerning. A development tool (needs fontTools): the package never runs it.

    python3 scripts/make-test-fonts.py Tests/DialTests/Fonts
"""
import subprocess, sys, os
from fontTools.ttLib import TTFont, TTCollection

out = sys.argv[1] if len(sys.argv) > 1 else "Tests/DialTests/Fonts"
latin = "U+0020-007E,U+00A0-00FF,U+2026,U+2019,U+0301"
cjk = "U+0020-007E,U+3042,U+65E5,U+672C,U+8A9E,U+20B9F"
jobs = [
    ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", "Inter-Regular.otf", latin, None),
    ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", "Inter-Bold.otf", latin, None),
    ("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf", "LiberationSans-Regular.ttf", latin, None),
    ("/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf", "LiberationSans-Bold.ttf", latin, None),
    ("/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf", "Inter-Variable.ttf", latin, None),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "NotoSansCJK-Subset.otf", cjk, 0),
]
for source, name, unicodes, number in jobs:
    command = ["pyftsubset", source, "--unicodes=" + unicodes, "--layout-features=kern",
               "--output-file=" + os.path.join(out, name), "--name-IDs=*", "--notdef-outline"]
    if number is not None:
        command.append("--font-number=%d" % number)
    subprocess.run(command, check=True)

# A collection of two faces (regular, then bold), to choose from by index.
collection = TTCollection()
collection.fonts = [TTFont(os.path.join(out, "LiberationSans-Regular.ttf")),
                    TTFont(os.path.join(out, "LiberationSans-Bold.ttf"))]
collection.save(os.path.join(out, "LiberationSans.ttc"))

# A face kerned by a `kern` table (format 0) instead of GPOS, and one with Apple's `trak` tracking.
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
kerned = TTFont(os.path.join(out, "LiberationSans-Regular.ttf"))
del kerned["GPOS"]
kern = newTable("kern")
kern.version = 0
subtable = KernTable_format_0()
subtable.version, subtable.coverage, subtable.format = 0, 1, 0
cmap = kerned.getBestCmap()
pairs = {("A", "V"): -152, ("T", "o"): -227, ("A", "W"): -76, ("L", "T"): -152}
subtable.kernTable = {(cmap[ord(a)], cmap[ord(b)]): value for (a, b), value in pairs.items()}
kern.kernTables = [subtable]
kerned["kern"] = kern
kerned.save(os.path.join(out, "LiberationSans-KernTable.ttf"))

tracked = TTFont(os.path.join(out, "LiberationSans-Regular.ttf"))
trak = newTable("trak")
trak.decompile(b"\x00\x01\x00\x00" + b"\x00\x00" + b"\x00\x00" * 3, tracked)
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
data = TrackData()
data[0.0] = TrackTableEntry({12.0: 40, 24.0: -20}, nameIndex=256)
trak.horizData = data
tracked["trak"] = trak
tracked.save(os.path.join(out, "LiberationSans-Tracked.ttf"))
