#!/usr/bin/env python3
"""Writes docs/screens/README.md: every rendered screen as a contact sheet, one table per
screen, a row per language and a column per device and theme (small pictures linking to the
full ones). Run after the screens are rendered (tests/compose/run.sh renders them)."""

import re
import sys
from collections import defaultdict
from pathlib import Path

NAME = re.compile(r"^(?P<screen>.+)-(?P<lang>de|en|zh)-(?P<device>phone|tablet)-(?P<theme>light|dark)\.png$")
LANGS = ["de", "en", "zh"]
COLUMNS = [(d, t) for d in ("phone", "tablet") for t in ("light", "dark")]
THUMB_WIDTH = {"phone": 90, "tablet": 200}


def main(folder: Path) -> None:
    shots = defaultdict(dict)
    for png in sorted(folder.glob("*.png")):
        m = NAME.match(png.name)
        if m:
            shots[m["screen"]][(m["lang"], m["device"], m["theme"])] = png.name
    lines = [
        "# The screens",
        "",
        "Rendered from the real core by `tests/compose/run.sh` (phone 411×891 dp, tablet",
        "1280×800 dp); this page is written by `tools/screens/contact_sheet.py`.",
        "",
    ]
    for screen, files in shots.items():
        columns = [c for c in COLUMNS if any((lang, *c) in files for lang in LANGS)]
        lines += [f"## {screen}", "", "| | " + " | ".join(f"{d} {t}" for d, t in columns) + " |"]
        lines.append("|---" * (len(columns) + 1) + "|")
        for lang in LANGS:
            cells = []
            for device, theme in columns:
                name = files.get((lang, device, theme))
                cells.append(
                    f'<a href="{name}"><img src="{name}" width="{THUMB_WIDTH[device]}"></a>' if name else ""
                )
            lines.append(f"| {lang} | " + " | ".join(cells) + " |")
        lines.append("")
    (folder / "README.md").write_text("\n".join(lines))
    print(f"{len(shots)} screens, {sum(len(f) for f in shots.values())} pictures")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screens"))
