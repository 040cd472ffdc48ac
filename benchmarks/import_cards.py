"""Time the Eldritch Moon MTGJSON import into a fresh in-memory database.

    .venv/bin/python benchmarks/import_cards.py [--runs 5] [FILE]

Prints the median and p95 of the parse-and-write time (mention relinking excluded: it
depends on the rules loaded, not on the card file). Target: under 5 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ROOT.parent / "shared" / "corpora" / "mtgjson_v5_EMN.json"
TARGET_SECONDS = 5.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", default=str(DEFAULT))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if not Path(args.file).exists():
        print(f"skipped: {args.file} is absent (the shared corpora are not checked out)")
        return 0

    sys.path.insert(0, str(ROOT))
    os.environ["DATABASE_URL"] = "sqlite://:memory:"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core.management import call_command

    from cards.services import import_card_file

    call_command("migrate", verbosity=0)
    times = []
    for _ in range(args.runs):
        # Django keeps an in-memory database open for the whole process; emptying it is the reset.
        call_command("flush", interactive=False, verbosity=0)
        start = time.perf_counter()
        report = import_card_file("mtgjson", args.file, relink=False)
        times.append(time.perf_counter() - start)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    median = statistics.median(times)
    print(report.summary())
    summary = f"median {median:.3f} s, p95 {p95:.3f} s (target < {TARGET_SECONDS:.0f} s)"
    print(f"EMN import over {args.runs} runs: {summary}")
    return 0 if p95 < TARGET_SECONDS else 1


if __name__ == "__main__":
    sys.exit(main())
