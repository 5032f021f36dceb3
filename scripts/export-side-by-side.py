#!/usr/bin/env python3
"""Refreshes docs/export.md from examples/checkout.dial and its golden exports: the three code blocks and the
line counts in the first paragraph. Run it after `DIAL_RECORD_EXPORTS=1 swift test --filter ExportTests`.

    python3 scripts/export-side-by-side.py
"""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
dial = (root / "examples/checkout.dial").read_text()
declarations = dial.split("// An empty cart")[0].rstrip() + "\n"
uikit = (root / "Tests/DialTests/Exports/checkout.uikit.golden").read_text()
swiftui = (root / "Tests/DialTests/Exports/checkout.swiftui.golden").read_text()
page_path = root / "docs/export.md"
page = page_path.read_text()


def lines(text):
    return text.count("\n")


def replace_block(page, heading, language, body):
    """The fenced block right after `heading`, replaced by `body`."""
    pattern = re.compile(re.escape(heading) + r"\n\n```" + language + r"\n.*?```", re.S)
    return pattern.sub(lambda _: heading + "\n\n```" + language + "\n" + body + "```", page, count=1)


page = replace_block(page, "## The Dial declarations", "dial", declarations)
page = replace_block(page, "## `dial export uikit checkout.dial`", "swift", uikit)
page = replace_block(page, "## `dial export swiftui checkout.dial`", "swift", swiftui)
page = re.sub(r"checkout.dial` \(\d+ lines;", f"checkout.dial` ({lines(declarations)} lines;", page, count=1)
page = re.sub(r"is \d+\), its UIKit export \(\d+ lines\)", f"is {lines(dial)}), its UIKit export ({lines(uikit)} lines)", page, count=1)
page = re.sub(r"SwiftUI export \(\d+ lines\)", f"SwiftUI export ({lines(swiftui)} lines)", page, count=1)
page_path.write_text(page)
