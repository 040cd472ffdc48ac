"""Scenario questions: how often GET /api/v1/ask/ answers right, wrongly with confidence, or unknown.

Runs every case of benchmarks/questions/scenarios.json through rulings.scenarios.service.run_ask
(the function the ask API calls) against a temporary database loaded with the seeds, and prints,
per split and per game: % right (the answer equals the expected one and, for yes/no/depends, one of
expect_cite is among the answer's citation keys), % confident-wrong (answered yes/no/depends but the
answer differs from the expected one, or unknown was expected) and % unknown.

Tune only on the tune half; the held half is scored at the end.

    .venv/bin/python benchmarks/scenarios_eval.py \
        [--split tune|held|fresh|probe|spot|wide|…|all]
        [--verbose] [--questions FILE] [--realistic DIR]

Any other split is read from the file beside scenarios.json that holds it (question_sets.py):
spot from scenarios_spot.json (spot checks for confident-wrong families), wide from
scenarios_wide.json (a second tuning set in other words), wide2 onwards from the sets written each
stop since 22 by helpers that read only the seeds, each split in a tuning half (wide5) and a sealed
half (wide5x) scored only at the start and the end.
--realistic DIR answers with every corpus loaded (the seeds, the full Magic rules 2023 → 2025, the
cards, Lorcana), as a real deployment has them, kept in DIR between runs (relevance.py --keep).
--split probe reads benchmarks/questions/scenarios_probe.json (a probe set written from the seeds
before the engine was run on it); --questions FILE reads any file in the same format.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

from question_sets import named_splits

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ROOT / "benchmarks" / "questions" / "scenarios.json"
GAMES = ("dbe", "space", "dcg", "mtg", "ddm")


def score(case: dict, out: dict) -> str:
    """'right', 'wrong' (a confident answer that is not right) or 'unknown'."""
    answer = out.get("answer")
    if case["answer"] == "unknown":
        return "right" if answer == "unknown" else "wrong"
    if answer == "unknown":
        return "unknown"
    keys = {c.get("key") for c in out.get("citations") or []}
    if answer == case["answer"] and keys & set(case["expect_cite"]):
        return "right"
    return "wrong" if answer != case["answer"] else "uncited"


def run(cases: list[dict], ask) -> dict[str, dict[str, int]]:
    """Per game (and 'all'): counts of right, wrong, uncited, unknown, n; the misses listed."""
    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    misses = []
    for case in cases:
        try:
            out = ask(case["q"], case["game"])
        except Exception as exc:  # a refused question counts as unknown
            out = {"answer": "unknown", "summary": f"{type(exc).__name__}: {exc}", "citations": []}
        verdict = score(case, out)
        for key in (case["game"], "all", f"kind:{case['kind']}"):
            counts[key][verdict] += 1
            counts[key]["n"] += 1
        if verdict != "right":
            misses.append((case, out, verdict))
    return counts, misses


def table(title: str, counts) -> None:
    print(f"\n{title}")
    print(f"{'game / kind':<12} {'n':>4} {'right':>7} {'conf-wrong':>11} {'unknown':>8} {'uncited':>8}")
    kinds = sorted(k for k in counts if k.startswith("kind:"))
    for game in (*GAMES, "all", *kinds):
        c = counts.get(game)
        if not c:
            continue
        n = c["n"]
        pct = {k: 100 * c[k] / n for k in ("right", "wrong", "unknown", "uncited")}
        print(
            f"{game.removeprefix('kind:'):<12} {n:>4} {pct['right']:>6.1f}% {pct['wrong']:>10.1f}% "
            f"{pct['unknown']:>7.1f}% {pct['uncited']:>7.1f}%"
        )


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    named = named_splits("scenarios")
    splits = ("tune", "held", "fresh", *named, "all")
    parser.add_argument("--split", choices=splits, default="tune")
    parser.add_argument("--verbose", action="store_true", help="list every miss")
    parser.add_argument("--game", choices=GAMES)
    parser.add_argument("--questions", type=Path, help="a question file (default: by --split)")
    parser.add_argument(
        "--realistic",
        metavar="DIR",
        help="answer with every corpus loaded (as benchmarks/relevance.py loads them, kept in DIR)",
    )
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import relevance

    if args.realistic:
        if not relevance.CORPORA.exists():
            print(f"scenarios_eval: {relevance.CORPORA} is absent; --realistic skipped")
            return 0
        relevance.setup(args.realistic)
        relevance.load_kept(args.realistic)
        from rulings.scenarios.knowledge import kb_cache
        from rulings.scenarios.statements import game_sentences

        for game in GAMES:  # a long text is read in the background in production: here, up front
            game_sentences(game, kb_cache(), wait=True)
    else:
        relevance.setup_django_with_seeds()
    from rulings.scenarios.service import run_ask

    source = args.questions or named.get(args.split, QUESTIONS)
    cases = json.loads(source.read_text())["cases"]
    splits = ("tune", "held") if args.split == "all" else (args.split,)
    for split in splits:
        chosen = [c for c in cases if c["split"] == split and (not args.game or c["game"] == args.game)]
        counts, misses = run(chosen, run_ask)
        table(
            f"split {split} ({len(chosen)} questions); 'uncited' = right answer, no expected citation", counts
        )
        if args.verbose:
            for case, out, verdict in misses:
                keys = [c.get("key") for c in out.get("citations") or []]
                want = f"want {case['answer']} {case['expect_cite']}"
                print(f"- {verdict:<7} {case['id']} [{case['kind']}] {want}")
                print(f"    q: {case['q']}")
                print(f"    got {out.get('answer')} {keys}: {(out.get('summary') or '')[:160]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
