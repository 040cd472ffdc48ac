"""The second stage's weights checked through the whole search, one weight at a time, on the tune half.

`relevance.py --fit` fits every weight at once on the recorded candidates of the second stage,
before glossary redirects and the collapsing of repeated texts, translations and FAQs; its
figures differ from the search's (on the tune half in December 2026 its refit scored MRR .803
and recall@3 .917 there but .800 and .911 through the search, slang questions .717 -> .506).
This scan moves each named weight in turn around its value in rerank.WEIGHTS (a weight absent
there starts from 0), runs every tune question through rulings.search.search for each value,
and chooses the value by 4-fold cross-validation within tune: on each fold the value best on
the other three (MRR + recall@3; ties go to the current value) is scored on the fold. It prints
each value's tune MRR and recall@3, then per weight the cross-validated figure against the
current weights' and the change per game of the chosen values on the folds.

    .venv/bin/python benchmarks/rerank_scan.py --keep DIR [--weights coverage,title] [--steps 0.1,0.2,0.3]
        [--split tune|wide]

DIR as for relevance.py --keep (the corpora loaded once and reused); without --keep (as in
`make benchmarks`) it does nothing. --split wide scans the second tuning set
(search_wide.json) instead of the tune half. Never the held half.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict

import relevance as R

FOLDS = 4


def both(ranks: list, idx) -> float:
    """MRR + recall@3 of these cases."""
    idx = list(idx)
    held = [ranks[i] for i in idx]
    return sum((1 / r if r else 0.0) + (1.0 if r and r <= 3 else 0.0) for r in held) / len(held)


def cross_validate(cases: list[dict], current: list, tried: dict[float, list]) -> tuple[float, list, dict]:
    """(the cross-validated MRR + recall@3, the value chosen on each fold, per game the change
    in reciprocal rank and in recall@3 cases against the current weights)."""
    options = {None: current, **tried}
    total, chosen, games = 0.0, [], defaultdict(lambda: [0.0, 0])
    for fold in range(FOLDS):
        train = [i for i in range(len(cases)) if i % FOLDS != fold]
        test = [i for i in range(len(cases)) if i % FOLDS == fold]
        best = max(options, key=lambda v: (both(options[v], train), v is None))
        chosen.append(best)
        total += both(options[best], test)
        for i in test:
            new, old = options[best][i], current[i]
            game = games[cases[i]["game"] or "(any)"]
            game[0] += (1 / new if new else 0.0) - (1 / old if old else 0.0)
            game[1] += int(bool(new and new <= 3)) - int(bool(old and old <= 3))
    return total / FOLDS, chosen, {g: (round(d, 2), n) for g, (d, n) in games.items() if d or n}


def tuning_cases(split: str) -> list[dict]:
    """The cases of a tuning split: "tune" (search.json's tuning half) or a named one ("wide", "wide5")."""
    source = R.named_splits("search").get(split, R.QUESTIONS)
    return [c for c in json.loads(source.read_text(encoding="utf-8"))["cases"] if c["split"] == split]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keep", metavar="DIR", help="required (without it nothing runs)")
    parser.add_argument("--weights", help="comma-separated names (default: every fitted weight and base)")
    parser.add_argument(
        "--split", choices=("tune", "wide"), default="tune", help="the tuning set scanned (never held)"
    )
    parser.add_argument("--steps", default="0.1,0.2,0.3", help="offsets tried either side of each weight")
    args = parser.parse_args(argv)
    if not args.keep:
        print("rerank_scan: a tuning tool, run with --keep DIR (see its docstring); skipped")
        return 0
    if not R.CORPORA.exists():
        print(f"rerank_scan: {R.CORPORA} is absent; skipped")
        return 0
    R.setup(args.keep)
    R.load_kept(args.keep)
    from rulings.search import rerank

    cases = tuning_cases(args.split)
    names = args.weights.split(",") if args.weights else ["base", *rerank.FEATURES]
    steps = [float(s) for s in args.steps.split(",")]

    def ranks() -> list:
        return [row["rank"] for row in R.evaluate(cases)]

    current = ranks()
    print(f"current weights: {args.split} MRR + recall@3 {both(current, range(len(cases))):.3f}")
    for name in names:
        was = rerank.WEIGHTS.get(name, 0.0)
        values = sorted({round(was + d * sign, 2) for d in steps for sign in (-1, 1)} - {was})
        if name == "base":
            values = [v for v in values if v > 0]
        tried = {}
        for value in values:
            rerank.WEIGHTS[name] = value
            tried[value] = ranks()
            figure = both(tried[value], range(len(cases)))
            print(f"  {name} {value:+.2f}: {args.split} {figure:.3f}", flush=True)
        rerank.WEIGHTS[name] = was
        if name not in rerank.FEATURES and name != "base":
            rerank.WEIGHTS.pop(name, None)
        score, chosen, games = cross_validate(cases, current, tried)
        print(f"{name} (now {was}): cross-validated {score:.3f}, chosen per fold {chosen}, per game {games}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(R.ROOT))
    sys.exit(main())
