"""Time reading and parsing every rules document in ../shared/corpora (no database).

    .venv/bin/python benchmarks/import_any.py [--runs 5] [FILE ...]

For each file: read_document (PDF text extraction included) and the detected style's
parse, median and p95 over the runs, and the peak memory of one run (tracemalloc); then,
outside the timing, the references the sections' texts make and how many of them name a
key of the same document (the rest name numbers the document lacks, or another document).
Targets: a 30-page PDF under 5 s, a 250 KB text under 3 s, the full Magic rules under 10 s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT.parent / "shared" / "corpora"
PATTERNS = ("lorcana/*.txt", "lorcana/*.pdf", "MagicCompRules_*.txt")


def targets(path: Path, size: int) -> float:
    if path.suffix.lower() == ".pdf":
        return 5.0
    return 10.0 if size > 500_000 else 3.0


def one_run(path: Path):
    from rulings import importers
    from rulings.importers.reading import read_document

    data = path.read_bytes()
    started = time.perf_counter()
    text = read_document(data, path.name)
    style, doc = importers.parse(text)
    return time.perf_counter() - started, style, doc


def references(doc, game: str) -> str:
    from rulings.references import find_references

    keys = set(doc.keys())
    found = [ref.key in keys for s in doc.sections for ref in find_references(s.body, game)]
    if not found:
        return "refs     0"
    return f"refs {len(found):5} ({100 * sum(found) / len(found):5.1f} % in the document)"


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def measure(path: Path, runs: int) -> str:
    tracemalloc.start()
    _, style, doc = one_run(path)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    times = [one_run(path)[0] for _ in range(runs)]
    median, p95 = percentiles(times)
    size = path.stat().st_size
    target = targets(path, size)
    verdict = "ok" if p95 < target else f"OVER the {target:.0f} s target"
    return (
        f"{path.name:55} {size / 1024:7.0f} KB  {style:10} {len(doc.sections):5} sections  "
        f"median {median:6.3f} s  p95 {p95:6.3f} s  peak {peak / 2**20:6.1f} MiB  {verdict}  "
        + references(doc, "mtg" if style.startswith("magic") else "any")
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    if args.files:
        paths = [Path(f) for f in args.files]
    elif CORPORA.exists():
        paths = [p for pattern in PATTERNS for p in sorted(CORPORA.glob(pattern))]
    else:
        print(f"skipped: {CORPORA} is absent (the shared corpora are not checked out)")
        return 0
    for path in paths:
        if not path.exists():
            print(f"skipped: {path} is absent")
            continue
        print(measure(path, args.runs), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
