"""The first stage's numeric parameters checked through the whole search, one at a time, on the tune half.

Like rerank_scan.py (whose cross-validation it reuses): each named parameter moves in turn
through a few values around its own, every tune question runs through rulings.search.search
for each value, and the value is chosen by 4-fold cross-validation within tune (on each fold
the value best on the other three by MRR + recall@3, ties to the current value, is scored on
the fold). BM25's k1 and b change the searcher's weighting, so each value gets a new searcher
(and with it fresh postings and memos). Prints each value's tune figure, then per parameter
the cross-validated figure against the current one and the change per game on the folds.

    .venv/bin/python benchmarks/first_stage_scan.py --keep DIR [--params k1,b,body_b,...] [--split tune|wide]

DIR as for relevance.py --keep; without --keep it does nothing. --split wide scans the second
tuning set (search_wide.json) instead of the tune half. Never the held half.
"""

from __future__ import annotations

import argparse
import sys

import relevance as R
from rerank_scan import both, cross_validate, tuning_cases

# name -> (module, attribute, key or None, values tried)
PARAMS = {
    "k1": ("weights", "BM25_K1", None, (0.6, 0.9, 1.3, 1.4, 1.5, 1.6, 1.8, 2.0)),
    "b": ("weights", "BM25_B", None, (0.3, 0.5, 0.6, 0.9)),
    "body_b": ("weights", "FIELD_B", "body", (0.3, 0.5, 0.9, 1.0)),
    "title_b": ("weights", "FIELD_B", "title", (0.0, 0.3, 0.5, 1.0)),
    "context_b": ("weights", "FIELD_B", "context", (0.0, 0.3, 0.5, 1.0)),
    "anchors_b": ("weights", "FIELD_B", "anchors", (0.0, 0.3, 0.5, 1.0)),
    "names_b": ("weights", "FIELD_B", "names", (0.0, 0.3, 0.5, 1.0)),
    "title": ("weights", "FIELD_BOOSTS_EN", "title", (1.5, 2.0, 3.0, 3.5)),
    "names": ("weights", "FIELD_BOOSTS_EN", "names", (2.0, 2.5, 3.5, 4.0)),
    "context": ("weights", "FIELD_BOOSTS_EN", "context", (0.5, 0.75, 1.25, 1.5)),
    "anchors": ("weights", "FIELD_BOOSTS_EN", "anchors", (0.15, 0.2, 0.4, 0.5)),
    "proximity": ("planner", "PROXIMITY_BOOST", None, (0.75, 1.0, 2.0, 2.5)),
    "feedback_weight": ("feedback", "FEEDBACK_WEIGHT", None, (0.0, 0.1, 0.15, 0.2, 0.3, 0.45)),
    "feedback_docs": ("feedback", "FEEDBACK_DOCS", None, (3, 8, 10)),
    "feedback_terms": ("feedback", "FEEDBACK_TERMS", None, (4, 12, 16)),
    "rerank_n": (("rerank", "engine"), "RERANK_N", None, (20, 40, 50)),
}
DEFAULT_B = 0.75  # Whoosh's b for a field FIELD_B does not name


def modules(names) -> list:
    import importlib

    names = (names,) if isinstance(names, str) else names
    return [importlib.import_module(f"rulings.search.{n}") for n in names]


def get(param):
    mods, attr, key, _ = param
    holder = getattr(modules(mods)[0], attr)
    if key is None:
        return holder
    if attr == "FIELD_B":
        return holder.get(key, getattr(modules(mods)[0], "BM25_B", DEFAULT_B))
    return holder[key]


def put(param, value, absent=False) -> None:
    mods, attr, key, _ = param
    for module in modules(mods):
        if key is None:
            setattr(module, attr, value)
        elif absent:
            getattr(module, attr).pop(key, None)
        else:
            getattr(module, attr)[key] = value
    from rulings.search.service import get_index

    get_index().store.close()  # a new searcher (and so new postings and memos) for the next run


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keep", metavar="DIR", help="required (without it nothing runs)")
    parser.add_argument(
        "--split", choices=("tune", "wide"), default="tune", help="the tuning set scanned (never held)"
    )
    parser.add_argument("--params", help=f"comma-separated, of {', '.join(PARAMS)} (default: all)")
    args = parser.parse_args(argv)
    if not args.keep:
        print("first_stage_scan: a tuning tool, run with --keep DIR (see its docstring); skipped")
        return 0
    if not R.CORPORA.exists():
        print(f"first_stage_scan: {R.CORPORA} is absent; skipped")
        return 0
    R.setup(args.keep)
    R.load_kept(args.keep)
    cases = tuning_cases(args.split)

    def ranks() -> list:
        return [row["rank"] for row in R.evaluate(cases)]

    current = ranks()
    print(f"current: {args.split} MRR + recall@3 {both(current, range(len(cases))):.3f}", flush=True)
    for name in args.params.split(",") if args.params else PARAMS:
        param = PARAMS[name]
        was = get(param)
        absent = param[1] == "FIELD_B" and param[2] not in modules(param[0])[0].FIELD_B
        tried = {}
        for value in param[3]:
            if value == was:
                continue
            put(param, value)
            tried[value] = ranks()
            print(f"  {name} {value}: {args.split} {both(tried[value], range(len(cases))):.3f}", flush=True)
        put(param, was, absent=absent)
        score, chosen, games = cross_validate(cases, current, tried)
        print(f"{name} (now {was}): cross-validated {score:.3f}, chosen per fold {chosen}, per game {games}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(R.ROOT))
    sys.exit(main())
