#!/usr/bin/env python3
"""Refreshes the side-by-side section of docs/export.md: for each screen, its Dial declarations, its golden
export and the version written by hand (docs/export/), with their line counts (non-blank lines that are not only
a comment) and the ratio. Run it after `DIAL_RECORD_EXPORTS=1 swift test --filter anExportIsItsGolden`.

    python3 scripts/export-side-by-side.py
"""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
screens = [
    ("checkout", "uikit", "UIKit", "CheckoutViewController.swift"),
    ("add-to-cart", "swiftui", "SwiftUI", "AddToCartView.swift"),
    ("color-popup", "swiftui", "SwiftUI", "ColorPopupView.swift"),
]


def count(text):
    """Non-blank lines that are not only a comment."""
    return sum(1 for line in text.splitlines() if line.strip() and not line.strip().startswith("//"))


def declarations(dial):
    """The file's declarations: its lines up to the first spec statement (`expect`, an event, an assignment)."""
    lines = dial.splitlines()
    spec = re.compile(r"^(expect|tap|press|release|cancel|select|print|focus|textSize|[a-z][A-Za-z0-9]* [-+*/]?= )")
    end = next((i for i, line in enumerate(lines) if spec.match(line)), len(lines))
    while end > 0 and (not lines[end - 1].strip() or lines[end - 1].startswith("//")):
        end -= 1
    return "\n".join(lines[:end]) + "\n"


rows = []
sections = []
for name, target, framework, hand in screens:
    dial = (root / f"examples/{name}.dial").read_text()
    export = (root / f"Tests/DialTests/Exports/{name}.{target}.golden").read_text()
    written = (root / f"docs/export/{hand}").read_text()
    exported, by_hand = count(export), count(written)
    rows.append(f"| `examples/{name}.dial` | {framework} | {exported} | {by_hand} | {exported / by_hand:.2f}× |")
    sections.append(
        f"### `{name}.dial` in {framework}\n\n"
        f"The declarations:\n\n```dial\n{declarations(dial)}```\n\n"
        f"`dial export {target} {name}.dial` ({exported} lines):\n\n```swift\n{export}```\n\n"
        f"Written by hand, `docs/export/{hand}` ({by_hand} lines):\n\n```swift\n{written}```\n"
    )

table = (
    "| Screen | Target | `dial export` | Written by hand | Export ÷ by hand |\n"
    "|---|---|---|---|---|\n" + "\n".join(rows) + "\n"
)
generated = "<!-- side-by-side: written by scripts/export-side-by-side.py -->\n\n" + table + "\n" + "\n".join(sections)
page_path = root / "docs/export.md"
page = page_path.read_text()
page = re.sub(
    r"<!-- side-by-side: written by scripts/export-side-by-side.py -->.*?<!-- /side-by-side -->",
    lambda _: generated + "\n<!-- /side-by-side -->",
    page,
    count=1,
    flags=re.S,
)
page_path.write_text(page)
