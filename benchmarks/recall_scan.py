"""How many questions the first stage leaves for the second: where the expected text stands in
the first stage's ranking (before reranking, redirects and collapsing), next to its final rank.

A question whose expected text is not among the first stage's RERANK_N best cannot be answered
by any reordering: only the first stage (words, fields, synonyms, feedback) can bring it in.

    .venv/bin/python benchmarks/recall_scan.py --keep DIR [--split tune|wide] [--questions FILE]
        [--verbose]

Prints the share of questions whose expected text is in the first stage's best 10, 30
(RERANK_N), 100 and 500, and the final recall@3 and MRR; --verbose lists the questions whose
expected text is below the RERANK_N best, with its first-stage rank and the first stage's best
three. Never the held half.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import relevance as R

DEEP = 500
CUTS = (10, 30, 100, 500)


def scan(cases: list[dict]) -> list[dict]:
    from rulings.search import engine, scoring, search

    real, seen = scoring.best, []

    def recording(base, docnums, near, postings, n):
        docnums = list(docnums)
        ranked = real(base, docnums, near, postings, max(n, DEEP))
        if seen[-1]["first"] is None:
            searcher = postings.searcher
            ids = []
            for _, docnum in ranked:
                stored = searcher.stored_fields(docnum)
                shape = {"kind": stored["kind"], "game": stored["game"], "key": stored.get("key", "")}
                ids.append((R.identity(shape).lower(), stored.get("display_title", "")))
            seen[-1]["first"] = ids
        return ranked[:n]

    engine.scoring.best = recording
    try:
        for case in cases:
            seen.append({"case": case, "first": None})
            results = search(case["q"], game=case.get("game") or None, limit=10)["results"]
            seen[-1]["rank"] = R.rank_of(case, results)
    finally:
        engine.scoring.best = real
    for row in seen:
        expected = {e.lower() for e in row["case"]["expect"]}
        first = row["first"] or []
        row["first_rank"] = next((i for i, (x, _) in enumerate(first, 1) if x in expected), None)
    return seen


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keep", metavar="DIR", required=True)
    named = {k: v for k, v in R.named_splits("search").items() if not k.endswith("x")}  # sealed halves: no
    splits = ("tune", *named)
    parser.add_argument("--split", choices=splits, default="tune")
    parser.add_argument("--questions", help="a question file (its cases of --split)")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    source = args.questions or named.get(args.split, R.QUESTIONS)
    cases = [
        c for c in json.loads(Path(source).read_text(encoding="utf-8"))["cases"] if c["split"] == args.split
    ]
    R.setup(args.keep)
    skipped = R.load_kept(args.keep)
    cases = [c for c in cases if c["game"] not in skipped]
    from rulings.search.rerank import RERANK_N

    rows = scan(cases)
    n = len(rows)
    cells = " ".join(
        f"@{cut} {sum(1 for r in rows if r['first_rank'] and r['first_rank'] <= cut) / n:.3f}" for cut in CUTS
    )
    r3 = sum(1 for r in rows if r["rank"] and r["rank"] <= 3) / n
    mrr = sum(1 / r["rank"] for r in rows if r["rank"]) / n
    print(f"{args.split} n={n}  first stage {cells}  |  final r@3 {r3:.3f} MRR {mrr:.3f}")
    missed = [r for r in rows if not (r["rank"] and r["rank"] <= 3)]
    out_of_reach = [r for r in missed if not (r["first_rank"] and r["first_rank"] <= RERANK_N)]
    print(
        f"misses (not in the top 3): {len(missed)}; below the first stage's {RERANK_N}: {len(out_of_reach)}"
    )
    by_game: dict[str, list] = {}
    for r in rows:
        by_game.setdefault(r["case"]["game"] or "(any)", []).append(r)
    for game, group in sorted(by_game.items()):
        inside = sum(1 for r in group if r["first_rank"] and r["first_rank"] <= RERANK_N)
        print(f"  {game:10} {len(group):4}  first stage @{RERANK_N} {inside / len(group):.3f}")
    if args.verbose:
        for r in out_of_reach:
            c = r["case"]
            print(f"[first {r['first_rank']}] {c['id']} {c['game']} {c['kind']}: {c['q']}")
            print(f"      want {' | '.join(c['expect'])}")
            for ident, title in (r["first"] or [])[:3]:
                print(f"      {ident[:40]:40} {title[:60]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
