"""Offline bundle sizes per game (raw and gzip) and offline search timings in Chromium.

Each bundle holds the game's persistence table too (its share is printed); an event's bundles
(the versions in force on its date) are the same size as a game's.

The seeds first, then the full Magic Comprehensive Rules (2025-02-07) and the Eldritch Moon
cards from ../shared/corpora (skipped, saying so, when absent). Targets: the full Magic bundle
<= 1.5 MB gzip; offline search p50 <= 50 ms in Chromium on the full Magic rules.

    .venv/bin/python benchmarks/offline.py [--rounds N]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _django import CORPORA, ROOT, percentiles, setup  # noqa: E402

BUDGET_GZIP = 1.5 * 1024 * 1024
QUERIES = ["712.8e", "transform", "double-faced card", "melded permanent", "exile face down",
           "copiable values", "mana value", "trnasform", "prot", "commander damage"]  # fmt: skip
CHROMIUM = Path("/usr/bin/chromium")


def sizes() -> dict:
    from offline import store
    from rulings.models import Game

    out = {}
    for game in Game.objects.order_by("slug"):
        built = store.build(game)
        out[game.slug] = built
        b, i = built["bundle"], built["index"]
        table = json.loads(b.raw).get("table")
        table_kib = len(json.dumps(table, ensure_ascii=False, separators=(",", ":")).encode()) / 1024
        print(
            f"  {game.slug:6} bundle {b.size / 1024:8.1f} KiB raw {b.gzip_size / 1024:7.1f} KiB gzip"
            f" (persistence table {table_kib:5.1f} KiB raw)"
            f" · index {i.size / 1024:8.1f} KiB raw {i.gzip_size / 1024:7.1f} KiB gzip"
        )
    return out


def browser_timings(index_path: Path, rounds: int) -> None:
    if not CHROMIUM.exists():
        print(f"skipped the browser timings: {CHROMIUM} is missing (scripts/ensure-chromium.sh)")
        return
    from playwright.sync_api import sync_playwright

    script = (ROOT / "static" / "offline" / "search.js").read_text(encoding="utf-8")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        page = browser.new_page()
        page.add_script_tag(content=script)
        load_ms = page.evaluate(
            """raw => { const t = performance.now(); window.S = FlipsideSearch.load(JSON.parse(raw));
                        return performance.now() - t; }""",
            index_path.read_text(encoding="utf-8"),
        )
        print(f"  parse and load the index: {load_ms:.1f} ms")
        samples = page.evaluate(
            """([queries, rounds]) => { const out = {};
                 for (const q of queries) { out[q] = [];
                   for (let r = 0; r < rounds; r++) { const t = performance.now();
                     FlipsideSearch.jump(S, q) || FlipsideSearch.search(S, q, 20);
                     out[q].push(performance.now() - t); } }
                 return out; }""",
            [QUERIES, rounds],
        )
        browser.close()
    every = []
    for query, times in samples.items():
        every.extend(times[1:])  # the first round decodes the postings it touches
        print(f"  {query!r:22} first {times[0]:6.2f} ms, then p50 {percentiles(times[1:])[0]:6.2f} ms")
    p50, p95 = percentiles(every)
    print(f"  all queries: p50 {p50:.2f} ms, p95 {p95:.2f} ms (target p50 <= 50 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    setup()
    from django.core.management import call_command

    with contextlib.redirect_stdout(io.StringIO()):
        call_command("load_seeds", verbosity=0)
    print("Offline bundles, the seeds:")
    built = sizes()
    rules = CORPORA / "MagicCompRules_20250207.txt"
    if not rules.exists():
        print(f"skipped the full Magic rules: {rules} is absent (the corpora live in ../shared/corpora)")
        browser_timings(built["mtg"]["index"].path, args.rounds)
        return
    from cards.services import import_card_file
    from rulings.importers.base import decode
    from rulings.services.imports import import_text

    started = time.perf_counter()
    import_text("mtg", "comprehensive-rules", decode(rules.read_bytes()))
    cards = CORPORA / "mtgjson_v5_EMN.json"
    if cards.exists():
        import_card_file("mtgjson", cards)
    print(f"Imported the full Magic rules{' and EMN cards' if cards.exists() else ''} "
          f"in {time.perf_counter() - started:.1f} s")  # fmt: skip
    started = time.perf_counter()
    print("Offline bundles, with the full Magic rules:")
    built = sizes()
    print(f"  (built in {time.perf_counter() - started:.1f} s)")
    bundle = built["mtg"]["bundle"]
    data = json.loads(bundle.raw)
    print(f"  mtg: {len(data['sections'])} sections, {len(data['faqs'])} FAQs, {len(data['cards'])} cards")
    total = bundle.gzip_size + built["mtg"]["index"].gzip_size
    verdict = "within" if bundle.gzip_size <= BUDGET_GZIP else "OVER"
    print(f"  mtg bundle {bundle.gzip_size / 1024 / 1024:.2f} MiB gzip: {verdict} the 1.5 MB budget "
          f"(with the index, the download is {total / 1024 / 1024:.2f} MiB)")  # fmt: skip
    print("Offline search in Chromium, the full Magic rules:")
    browser_timings(built["mtg"]["index"].path, args.rounds)


if __name__ == "__main__":
    main()
