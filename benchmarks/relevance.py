"""Search relevance on a realistic knowledge base: recall@1, @3, @10 and MRR, per game and kind.

Loads every corpus into a temporary database: the seeds; the Magic Comprehensive Rules of
2023 then 2025 as two versions of mtg/comprehensive-rules; the Eldritch Moon cards (MTGJSON);
the Digimon ST1 cards; the Lorcana rules with their German and French translations, tournament
rules and play correction guidelines (without ../shared/corpora, Lorcana's cases are left out of
the totals, with a line saying so). Each case of
benchmarks/questions/search.json is run through rulings.search.search and matched by result
identity: "GAME:KEY" is a rule of that game with that key, "GAME:faq:SLUG" an FAQ,
"GAME:card:NUMBER" a card.

    .venv/bin/python benchmarks/relevance.py
        [--split tune|held|fresh|wide|…|all] [--verbose] [--json] [--keep DIR]

Any other split is read from the file beside search.json that holds it (benchmarks/question_sets.py):
search_wide.json holds wide, a second tuning set written later in other words; search_wide2.json
onwards hold the sets written each stop since 22 by helpers that read only the documents, each
split in a tuning half (wide5) and a sealed half (wide5x) scored only at the start and the end.

--keep DIR keeps the loaded database and index in DIR and reuses them on the next run with the
same DIR (for iterating on the ranking; the default run always builds from scratch).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

from question_sets import named_splits

ROOT = Path(__file__).resolve().parent.parent
CORPORA = ROOT.parent / "shared" / "corpora"
QUESTIONS = ROOT / "benchmarks" / "questions" / "search.json"
LORCANA = "lorcana/lorcana-cr-en-2026-07-09.txt"
CUTS = (1, 3, 10)


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def setup(keep: str | None = None) -> None:
    import os

    # Relevance is measured here, not time (benchmarks/api.py measures that): a busy machine
    # must not turn a slow first search (the postings being read) into an error.
    os.environ.setdefault("SEARCH_BUDGET_MS", "120000")
    os.environ.setdefault("ASK_BUDGET_MS", "120000")
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    if keep:
        import django
        from django.core.management import call_command

        Path(keep).mkdir(parents=True, exist_ok=True)
        sys.path.insert(0, str(ROOT))
        os.environ["FLIPSIDE_DATA_DIR"] = str(Path(keep).resolve())
        os.environ.pop("DATABASE_URL", None)
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
        os.environ.setdefault("DEBUG", "true")
        django.setup()
        call_command("migrate", verbosity=0)
        return
    import _django

    _django.setup()


def load_kept(keep: str) -> list[str]:
    """load_all() once into the kept folder; later runs read what it skipped from a marker."""
    marker = Path(keep) / "relevance-loaded.json"
    if marker.exists():
        return json.loads(marker.read_text(encoding="utf-8"))
    skipped = load_all()
    marker.write_text(json.dumps(skipped), encoding="utf-8")
    return skipped


def load_all() -> list[str]:
    """Every corpus into the database; returns the games whose cases cannot be measured."""
    from django.core.management import call_command

    from cards.services import import_card_file
    from rulings.importers.base import decode
    from rulings.services.imports import import_text

    skipped = []
    quiet = io.StringIO()
    with contextlib.redirect_stdout(quiet):
        call_command("load_seeds", verbosity=0, stdout=quiet)
    for name in ("MagicCompRules_20231117.txt", "MagicCompRules_20250207.txt"):
        if not (CORPORA / name).exists():
            print(f"{name} is absent: not loaded")
            continue
        say(f"loading {name}")
        import_text("mtg", "comprehensive-rules", decode((CORPORA / name).read_bytes()))
    say("loading EMN and ST1 cards")
    for source, name in (("mtgjson", "mtgjson_v5_EMN.json"), ("digimon", "TakaOtaku_cardlists_eng_ST1.json")):
        if not (CORPORA / name).exists():
            print(f"{name} is absent: not loaded")
            continue
        import_card_file(source, CORPORA / name)
    say("loading Lorcana: rules in English, German and French, tournament rules, play corrections")
    if not (CORPORA / LORCANA).exists():
        print(f"{LORCANA} is absent: Lorcana cases are excluded from every total below")
        skipped.append("lorcana")
    else:
        from rulings.importers.reading import read_document

        def load(name: str, document: str, **options) -> None:
            path = CORPORA / "lorcana" / name
            import_text("lorcana", document, read_document(path.read_bytes(), name), **options)

        load(LORCANA.split("/")[1], "comprehensive-rules", game_name="Disney Lorcana")
        for lang in ("de", "fr"):
            load(
                f"lorcana-cr-{lang}-2026-04-30.txt",
                f"comprehensive-rules-{lang}",
                translation_of="comprehensive-rules",
                language=lang,
            )
        load("lorcana-tournament-rules-2026-07-14-en.pdf", "tournament-rules")
        load("lorcana-play-correction-guidelines-2024-05-21-en.pdf", "play-correction-guidelines")
    say("rebuilding the index")
    from rulings.search import rebuild_index

    rebuild_index()
    return skipped


def setup_django_with_seeds() -> None:
    """For benchmarks/search.py: Django on a temporary folder with the seeds loaded and indexed."""
    setup()
    from django.core.management import call_command

    quiet = io.StringIO()
    with contextlib.redirect_stdout(quiet):
        call_command("load_seeds", verbosity=0, stdout=quiet)
        call_command("rebuild_index", verbosity=0, stdout=quiet)


def load_corpora() -> str | None:
    """For benchmarks/search.py: the 2025 rules and the EMN cards; returns the rules' text."""
    if not CORPORA.exists():
        print(f"{CORPORA} is absent: measuring the seeds only")
        return None
    from cards.services import import_card_file
    from rulings.importers.base import decode
    from rulings.services.imports import import_text

    text = decode((CORPORA / "MagicCompRules_20250207.txt").read_bytes())
    import_text("mtg", "comprehensive-rules", text)
    import_card_file("mtgjson", CORPORA / "mtgjson_v5_EMN.json")
    return text


def identity(result: dict) -> str:
    if result["kind"] == "rule":
        return f"{result['game']}:{result['key']}"
    return f"{result['game']}:{result['kind']}:{result['key']}"


def result_ids(result: dict) -> set[str]:
    """The result's identity and those of the results collapsed into it ("also")."""
    ids = {identity(result)}
    for other in result.get("also") or ():
        ids.add(identity({"game": result["game"], **other}))
    return ids


def rank_of(case: dict, results: list[dict]) -> int | None:
    expected = {e.lower() for e in case["expect"]}
    for i, result in enumerate(results, 1):
        if {x.lower() for x in result_ids(result)} & expected:
            return i
    return None


def evaluate(cases: list[dict]) -> list[dict]:
    from rulings.search import search

    rows = []
    for case in cases:
        started = time.perf_counter()
        results = search(case["q"], game=case.get("game") or None, limit=10)["results"]
        elapsed = time.perf_counter() - started
        rows.append({"case": case, "rank": rank_of(case, results), "top": results[:3], "ms": elapsed * 1000})
    return rows


def figures(rows: list[dict]) -> dict:
    n = len(rows)
    if not n:
        return {"n": 0}
    out = {"n": n}
    for cut in CUTS:
        out[f"r@{cut}"] = sum(1 for r in rows if r["rank"] and r["rank"] <= cut) / n
    out["mrr"] = sum(1 / r["rank"] for r in rows if r["rank"]) / n
    return out


def line(label: str, f: dict) -> str:
    if not f["n"]:
        return f"  {label:14} {'-':>4}"
    cells = " ".join(f"{f[f'r@{c}']:6.3f}" for c in CUTS)
    return f"  {label:14} {f['n']:4} {cells} {f['mrr']:6.3f}"


def report(rows: list[dict]) -> dict:
    by_game, by_kind = defaultdict(list), defaultdict(list)
    for r in rows:
        by_game[r["case"]["game"] or "(any)"].append(r)
        by_kind[r["case"]["kind"]].append(r)
    return {
        "overall": figures(rows),
        "game": {g: figures(v) for g, v in sorted(by_game.items())},
        "kind": {k: figures(v) for k, v in sorted(by_kind.items())},
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    named = named_splits("search")
    splits = ("tune", "held", "fresh", *named, "all")
    parser.add_argument("--split", choices=splits, default="all")
    parser.add_argument("--verbose", action="store_true", help="list the misses (not in the top 3)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--questions", help="a question file (default: by --split)")
    parser.add_argument("--fit", action="store_true", help="fit the second stage's weights on the tune half")
    parser.add_argument("--only", help="with --fit: fit only these features (comma-separated)")
    parser.add_argument("--keep", metavar="DIR", help="keep the loaded corpora in DIR and reuse them")
    args = parser.parse_args(argv)
    if not CORPORA.exists():
        print(f"relevance: {CORPORA} is absent; skipped")
        return 0
    source = args.questions or named.get(args.split, QUESTIONS)
    cases = json.loads(Path(source).read_text(encoding="utf-8"))["cases"]
    setup(args.keep)
    skipped = load_kept(args.keep) if args.keep else load_all()

    def unmeasurable(case: dict) -> bool:
        return case["game"] in skipped or all(e.split(":", 1)[0] in skipped for e in case["expect"])

    excluded = [c for c in cases if unmeasurable(c)]
    if excluded:
        print(f"excluded: {len(excluded)} cases of {', '.join(skipped)} (not loaded)")
    cases = [c for c in cases if not unmeasurable(c)]
    if args.fit:
        from rerank_fit import fit

        fit([c for c in cases if c["split"] == "tune"], args.only.split(",") if args.only else None)
        return 0
    splits = ("tune", "held") if args.split == "all" else (args.split,)
    out = {}
    for split in splits:
        rows = evaluate([c for c in cases if c["split"] == split])
        out[split] = report(rows)
        ms = sorted(r["ms"] for r in rows)
        out[split]["p50_ms"] = ms[len(ms) // 2] if ms else 0
        if args.verbose:
            print_misses(rows)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        print_tables(out)
    return 0


def print_misses(rows: list[dict]) -> None:
    for r in rows:
        if r["rank"] and r["rank"] <= 3:
            continue
        c = r["case"]
        where = f"rank {r['rank']}" if r["rank"] else "miss"
        print(f"[{where}] {c['id']} {c['game']}: {c['q']}")
        print(f"      want {' | '.join(c['expect'])}")
        for t in r["top"]:
            print(f"      {identity(t)[:40]:40} {t['score']:8.3f} {t['title'][:60]}")


def print_tables(out: dict) -> None:
    for split, rep in out.items():
        print(f"\n== {split} ==            n    r@1    r@3   r@10    MRR   (p50 {rep['p50_ms']:.1f} ms)")
        print(line("overall", rep["overall"]))
        print(" per game")
        for g, f in rep["game"].items():
            print(line(g, f))
        print(" per kind")
        for k, f in rep["kind"].items():
            print(line(k, f))


if __name__ == "__main__":
    # `make benchmarks` runs every benchmark and stops at the first non-zero exit: this one
    # reports figures, it does not gate on them.
    sys.exit(main())
