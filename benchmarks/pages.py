"""Page speed: server time per page (Django test client, in-process) and the static asset sizes.

Runs against a throwaway data folder with the seeds loaded (and their card mentions), after a
warm-up, with DEBUG off and collected static files as in production. Targets: the rule page
p50 <= 10 ms; CSS and JavaScript together <= 100 KB uncompressed.

    .venv/bin/python benchmarks/pages.py [--rounds N] [--full]

--full also imports the 2023 and 2025 Magic Comprehensive Rules from ../shared/corpora (about a
minute) and times the same pages at full size: a rule with many citations, a table of contents
of thousands of rules, and the diff between the two editions.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ["DEBUG"] = "false"  # no query log, cached templates: as served
os.environ.setdefault("SECRET_KEY", "benchmark-only-secret-key")
os.environ.setdefault("ALLOWED_HOSTS", "testserver")  # the test client's host; required with DEBUG off

from _django import CORPORA, ROOT, percentiles, setup  # noqa: E402

PAGES = {
    "home": "/",
    "rule page": "/rules/mtg/712.8e/",
    "rule page (as of a date)": "/rules/mtg/712.9/?as_of=2025-01-01",
    "card page": "/cards/dbe/XB-006/",
    "document page": "/documents/dcg/comprehensive-rules/",
    "diff page": "/documents/dcg/comprehensive-rules/diff/",
}
FULL_EDITIONS = ("MagicCompRules_20231117.txt", "MagicCompRules_20250207.txt")
FULL_PAGES = {
    "full CR rule page (613.1)": "/rules/mtg/613.1/?version={new}",
    "full CR rule page (702.19b)": "/rules/mtg/702.19b/?version={new}",
    "full CR document page": "/documents/mtg/cr-full/?version={new}",
    "full CR diff page": "/documents/mtg/cr-full/diff/?from={old}&to={new}",
}
RULE_P50_TARGET_MS = 10.0
ASSET_BUDGET = 100 * 1024


def load_seeds() -> None:
    from django.core.management import call_command

    from cards.services import relink_cards

    call_command("load_seeds", verbosity=0)
    relink_cards()
    call_command("collectstatic", interactive=False, verbosity=0)  # hashed names, as DEBUG off serves


def load_full_rules() -> dict[str, str]:
    """Both Magic CR editions as versions of one document; their labels as {old} and {new}."""
    from rulings.importers.base import decode
    from rulings.services.imports import import_text

    labels = []
    for name in FULL_EDITIONS:
        text = decode((CORPORA / name).read_bytes())
        labels.append(import_text("mtg", "cr-full", text, source_name=name).version)
    return {"old": labels[0], "new": labels[1]}


def time_pages(rounds: int, pages: dict[str, str]) -> dict[str, tuple[float, float, float]]:
    """page → (median, p95) of wall-clock milliseconds, and the median CPU milliseconds.

    On a shared machine the wall clock includes waiting for a core; the CPU time does not."""
    from django.test import Client

    client = Client()
    figures = {}
    for name, url in pages.items():
        for _ in range(5):  # warm-up: template loading, first queries
            assert client.get(url).status_code == 200, url
        samples, cpu = [], []
        for _ in range(rounds):
            start, start_cpu = time.perf_counter(), time.process_time()
            response = client.get(url)
            samples.append((time.perf_counter() - start) * 1000)
            cpu.append((time.process_time() - start_cpu) * 1000)
            assert response.status_code == 200, url
        figures[name] = (*percentiles(samples), percentiles(cpu)[0])
    return figures


def asset_sizes() -> dict[str, int]:
    static = ROOT / "static"
    return {
        str(p.relative_to(static)): p.stat().st_size
        for p in sorted(static.rglob("*"))
        if p.suffix in (".css", ".js")
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--full", action="store_true", help="also time the full Magic CR (../shared/corpora)")
    args = parser.parse_args()
    setup()
    load_seeds()
    pages = dict(PAGES)
    if args.full:
        if all((CORPORA / name).exists() for name in FULL_EDITIONS):
            labels = load_full_rules()
            pages.update({name: url.format(**labels) for name, url in FULL_PAGES.items()})
        else:
            print(f"--full skipped: the Magic CR editions are not in {CORPORA}")
    figures = time_pages(args.rounds, pages)
    print(f"server time per page, {args.rounds} requests each (ms):")
    print(f"  {'page':<30} {'median':>8} {'p95':>8} {'CPU median':>11}")
    for name, (median, p95, cpu) in figures.items():
        print(f"  {name:<30} {median:8.2f} {p95:8.2f} {cpu:11.2f}")
    print(f"  (load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    sizes = asset_sizes()
    total = sum(sizes.values())
    print("static assets (bytes, uncompressed):")
    for name, size in sizes.items():
        print(f"  {name:<30} {size:8d}")
    print(f"  {'total CSS + JS':<30} {total:8d}  (budget {ASSET_BUDGET})")
    ok = figures["rule page"][0] <= RULE_P50_TARGET_MS and total <= ASSET_BUDGET
    print(
        f"rule page p50 {figures['rule page'][0]:.2f} ms (target <= {RULE_P50_TARGET_MS:.0f} ms); "
        f"CSS + JS {total / 1024:.1f} KB (target <= 100 KB): {'ok' if ok else 'OVER TARGET'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
