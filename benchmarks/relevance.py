"""Search relevance on the judges' questions: recall@3 and MRR.

Runs every case of the shared eval file through the search API view in-process, against a
temporary database loaded with the seeds. A case is answered when one of the first 3
results contains one of its fragments (compared after folding case, curly quotes and
whitespace). Target: recall@3 >= 0.95.

With --corpora the 2025 Comprehensive Rules and the Eldritch Moon cards are loaded too, so the
Magic questions compete with some 4,000 more rules and cards, as on a real deployment.

    .venv/bin/python benchmarks/relevance.py [--verbose] [--corpora] [--questions PATH]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ROOT.parent / "shared" / "eval" / "questions.json"
TARGET_RECALL = 0.95


def setup_django_with_seeds() -> Path:
    """Django on a temporary data folder: migrated, the seeds loaded, the index built."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import _django

    data = _django.setup()
    from django.core.management import call_command, get_commands

    quiet = io.StringIO()
    with contextlib.redirect_stdout(quiet):
        if "load_seeds" in get_commands() and (ROOT / "fixtures" / "seeds.json").exists():
            call_command("load_seeds", verbosity=0, stdout=quiet)
        else:  # before the seed fixture exists: import the seed texts directly
            from rulings.seeds import import_seeds

            import_seeds()
        call_command("rebuild_index", verbosity=0, stdout=quiet)
    return data


def load_corpora() -> str | None:
    """The 2025 Comprehensive Rules and the EMN cards, when ../shared/corpora is there."""
    corpora = Path(__file__).resolve().parents[2] / "shared" / "corpora"
    if not corpora.exists():
        print(f"{corpora} is absent: measuring the seeds only")
        return None
    from cards.services import import_card_file
    from rulings.importers.base import decode
    from rulings.services.imports import import_text

    text = decode((corpora / "MagicCompRules_20250207.txt").read_bytes())
    import_text("mtg", "comprehensive-rules", text)
    import_card_file("mtgjson", corpora / "mtgjson_v5_EMN.json")
    return text


def api_search(params: dict) -> dict:
    """The search API view, called in-process exactly as a request would reach it."""
    from rest_framework.test import APIRequestFactory

    from rulings.search.api import SearchAPIView

    response = SearchAPIView.as_view()(APIRequestFactory().get("/api/v1/search/", params))
    assert response.status_code == 200, (response.status_code, response.data)
    return response.data


def result_text(result: dict) -> str:
    """The full text behind a result: what the judge would read on its page."""
    from rulings.models import FAQ, Section

    if result["kind"] == "rule":
        section = Section.objects.find(result["game"], result["key"])
        if section is None:
            return ""
        # The rule's page shows its examples under it.
        examples = section.children.filter(kind=Section.Kind.EXAMPLE).values_list("body", flat=True)
        return "\n".join([section.title, section.body, *examples])
    if result["kind"] == "faq":
        faq = FAQ.objects.filter(pk=int(result["api_url"].rstrip("/").rsplit("/", 1)[1])).first()
        return f"{faq.question}\n{faq.answer}" if faq else ""
    from cards.models import Card

    card = Card.objects.filter(game__slug=result["game"], number=result["key"]).first()
    if card is None:
        return ""
    parts = [f"{f.name}\n{f.card_type}\n{f.text}" for f in card.faces.all()]
    parts += [r.text for r in card.rulings.all()]
    return "\n".join(parts)


def evaluate(cases: list[dict], verbose: bool = False) -> dict:
    from rulings.search.analysis import fold

    hits, reciprocal, misses = 0, 0.0, []
    for case in cases:
        params = {"q": case["q"], "limit": 10}
        if case.get("game"):
            params["game"] = case["game"]
        results = api_search(params)["results"]
        expected = [fold(e) for e in case["expect"]]
        rank = next(
            (i for i, r in enumerate(results, 1) if any(e in fold(result_text(r)) for e in expected)),
            None,
        )
        if rank is not None and rank <= 3:
            hits += 1
        if rank is not None:
            reciprocal += 1 / rank
        if rank is None or rank > 3 or verbose:
            misses.append((case, rank, results[:3]))
    n = len(cases)
    return {"cases": n, "recall@3": hits / n, "mrr": reciprocal / n, "report": misses}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--questions", default=str(QUESTIONS))
    parser.add_argument("--verbose", action="store_true", help="show the top results of every case")
    parser.add_argument(
        "--corpora",
        action="store_true",
        help="also load the 2025 Comprehensive Rules and the EMN cards, as a deployment would",
    )
    args = parser.parse_args(argv)
    if not Path(args.questions).exists():
        print(f"relevance: {args.questions} not found; skipped")
        return 0
    cases = json.loads(Path(args.questions).read_text(encoding="utf-8"))["cases"]
    setup_django_with_seeds()
    if args.corpora:
        if load_corpora() is None:
            return 0
        from rulings.search import rebuild_index

        rebuild_index()
    figures = evaluate(cases, verbose=args.verbose)
    for case, rank, top in figures["report"]:
        print(f"[{'rank ' + str(rank) if rank else 'not found'}] {case['game']}: {case['q']}")
        for r in top:
            print(f"    {r['kind']:4} {r['game']:5} {r['key'][:30]:30} {r['score']:8.3f}  {r['title'][:70]}")
    print(
        f"relevance: {figures['cases']} cases, recall@3 {figures['recall@3']:.3f}, MRR {figures['mrr']:.3f}"
    )
    if figures["recall@3"] < TARGET_RECALL:
        print(f"relevance: below the target recall@3 of {TARGET_RECALL}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
