"""What the second stage ranks above the expected text, when the first stage found it.

For each question whose expected text is among the first stage's RERANK_N best
(benchmarks/recall_scan.py) but not first in the end, the result ranked first is named by its
place beside the nearest expected text: the rule above it (parent, ancestor), one under it
(subrule, descendant), a rule under the same rule (sibling), in the same section, in another
section, a glossary entry, a card, an FAQ, another game. The counts say which families of
ordering mistakes are the largest.

    .venv/bin/python benchmarks/miss_kinds.py --keep DIR --split wide [--split wide2 …] [--verbose]

Never the held or sealed halves.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

import recall_scan as S
import relevance as R

ORDER = (
    "same",
    "parent",
    "subrule",
    "ancestor",
    "descendant",
    "sibling",
    "glossary",
    "card",
    "faq",
    "same section",
    "other section",
    "other kind",
    "other game",
)
_LAST = re.compile(r"(?:(?<=\d)[a-z]+|[.-]\d+)$")


def parent(key: str) -> str | None:
    """The rule number above: 103.5c → 103.5, 4.2.3.1 → 4.2.3, 3-1-3 → 3-1; None at the top."""
    above = _LAST.sub("", key)
    return above if above and above != key else None


def place(expected: str, found: str) -> str:
    """Where `found` (game:key, game:kind:key) stands beside `expected`."""
    eg, ek = expected.lower().split(":", 1)
    g, k = found.lower().split(":", 1)
    if g != eg:
        return "other game"
    kind = _kind(k, ek)
    if kind:
        return kind
    if k == ek:
        return "same"
    if parent(ek) == k:
        return "parent"
    if parent(k) == ek:
        return "subrule"
    if ek.startswith(k):
        return "ancestor"
    if k.startswith(ek):
        return "descendant"
    if parent(k) and parent(k) == parent(ek):
        return "sibling"
    if re.split(r"[.-]", k)[0] == re.split(r"[.-]", ek)[0]:
        return "same section"
    return "other section"


def _kind(k: str, ek: str) -> str | None:
    """A result that is no rule: a card, an FAQ, a glossary entry, another kind; else None."""
    for kind in ("card", "faq"):
        if k.startswith(kind + ":"):
            return kind
    if k.startswith("glossary."):
        return "glossary"
    return "other kind" if ":" in k or ":" in ek else None


def nearest(expected: list[str], found: str) -> str:
    return min((place(e, found) for e in expected), key=ORDER.index)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keep", metavar="DIR", required=True)
    named = {k: v for k, v in R.named_splits("search").items() if not k.endswith("x")}  # sealed halves: no
    parser.add_argument("--split", action="append", choices=("tune", *named))
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    R.setup(args.keep)
    skipped = R.load_kept(args.keep)
    from rulings.search import search
    from rulings.search.rerank import RERANK_N

    first, by_game, n = Counter(), Counter(), 0
    for split in args.split or ["tune"]:
        source = named.get(split, R.QUESTIONS)
        cases = [
            c
            for c in json.loads(Path(source).read_text(encoding="utf-8"))["cases"]
            if c["split"] == split and c["game"] not in skipped
        ]
        n += len(cases)
        for row in S.scan(cases):
            if row["rank"] == 1 or not (row["first_rank"] and row["first_rank"] <= RERANK_N):
                continue
            case = row["case"]
            results = search(case["q"], game=case.get("game") or None, limit=1)["results"]
            kind = nearest(case["expect"], R.identity(results[0]))
            first[kind] += 1
            by_game[(case["game"] or "(any)", kind)] += 1
            if args.verbose:
                print(f"{split} {case['id']} final {row['rank']} first stage {row['first_rank']}: {kind}")
    print(f"{n} questions; not first though the first stage found it: {sum(first.values())}")
    for kind, count in first.most_common():
        games = ", ".join(f"{g} {c}" for (g, k), c in by_game.most_common() if k == kind)
        print(f"  {kind:14} {count:4}  ({games})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
