"""Check that every expected key of a search question file exists in its source.

Usage:
    .venv/bin/python benchmarks/check_question_keys.py [benchmarks/questions/search_wide.json]

Magic keys (mtg:702.19b, mtg:704) must be a rule number at the start of a line of the
Comprehensive Rules of 2025-02-07; mtg:glossary.<slug> a glossary term (a line after the
glossary heading) whose Django slug is <slug>. Lorcana keys must be a rule number (with its
trailing period) at the start of a line of the English rules 2.2.0 of 2026-07-09. Seed keys
(dbe, dcg, ddm, space) must be a rulings.section key of that game in fixtures/seeds.json.
Reads the corpora from ../shared (a benchmark aid, never used by the product); exits 1 and
lists the missing keys if any is missing.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from django.utils.text import slugify

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "corpora"
MAGIC = SHARED / "MagicCompRules_20250207.txt"
LORCANA = SHARED / "lorcana" / "lorcana-cr-en-2026-07-09.txt"
SEEDS = ROOT / "fixtures" / "seeds.json"
DEFAULT = ROOT / "benchmarks" / "questions" / "search_wide.json"


def _lines(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8-sig")
    return [line.strip() for line in re.split(r"\r\n|\r|\n", text)]


def magic_keys() -> set[str]:
    lines = _lines(MAGIC)
    keys = set()
    for line in lines:
        match = re.match(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?(?=\s)", line)
        if match:
            keys.add(match.group(1))
    glossary_at = max(i for i, line in enumerate(lines) if line == "Glossary")
    for line in lines[glossary_at + 1 :]:
        if line and len(line) < 60 and not line.endswith("."):
            keys.add("glossary." + slugify(line))
    return keys


def lorcana_keys() -> set[str]:
    keys = set()
    for line in _lines(LORCANA):
        match = re.match(r"^(\d+(?:\.\d+)+)\.\s", line)
        if match:
            keys.add(match.group(1))
    return keys


def seed_keys() -> dict[str, set[str]]:
    keys: dict[str, set[str]] = {}
    for row in json.loads(SEEDS.read_text(encoding="utf-8")):
        if row["model"] == "rulings.section":
            fields = row["fields"]
            keys.setdefault(fields["version"][0], set()).add(fields["key"])
    return keys


def main(argv: list[str]) -> int:
    source = Path(argv[1]) if len(argv) > 1 else DEFAULT
    cases = json.loads(source.read_text(encoding="utf-8"))["cases"]
    known = seed_keys()
    known["mtg"] = magic_keys()
    known["lorcana"] = lorcana_keys()
    missing = []
    for case in cases:
        for expected in case["expect"]:
            game, _, key = expected.partition(":")
            if key not in known.get(game, set()):
                missing.append(f"{case['id']}: {expected}")
    print(f"{len(cases)} cases, {sum(len(c['expect']) for c in cases)} expected keys, {len(missing)} missing")
    for line in missing:
        print("  missing", line)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
