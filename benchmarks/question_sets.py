"""Which question file holds a named split: one rule for every benchmark that scores a set.

A benchmark's default file (search.json, scenarios.json) holds tune, held and fresh. Every other
file beside it named PREFIX_NAME.json holds the splits written in its cases (search_wide5.json
holds wide5, the tuning half, and wide5x, the sealed half), so a set written later needs no code.
Red-team sets (PREFIX_rt_*.json) are read with --questions.
"""

from __future__ import annotations

import json
from pathlib import Path

FOLDER = Path(__file__).resolve().parent / "questions"


def named_splits(prefix: str) -> dict[str, Path]:
    """{split name: file} for the files PREFIX_*.json (not PREFIX_rt_*), in name order."""
    found: dict[str, Path] = {}
    for path in sorted(FOLDER.glob(f"{prefix}_*.json")):
        if path.stem.startswith(f"{prefix}_rt_"):
            continue
        cases = json.loads(path.read_text(encoding="utf-8"))["cases"]
        for split in sorted({c["split"] for c in cases}):
            found.setdefault(split, path)
    return found
