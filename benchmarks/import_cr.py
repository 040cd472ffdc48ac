"""Time and memory to import the 2025 Magic Comprehensive Rules, links included.

Target: under 10 s on the 2-core machines. The parse alone is the baseline, measured in the
same process, so the figure says how much the database writes and link finding add. The parse
(target < 1 s) and the reference scan of the whole text (target < 0.5 s) are also reported on
their own; they used to be wall-clock assertions in tests/importers/test_magic_cr.py and
tests/test_references.py.
"""

import resource
import time

from _django import corpus, percentiles, setup

RUNS = 3


def main():
    setup()
    from rulings import importers
    from rulings.importers.base import decode
    from rulings.references import find_references
    from rulings.services.imports import import_text

    text = decode(corpus("MagicCompRules_20250207.txt").read_bytes())
    parse_times, scan_times, import_times = [], [], []
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for run in range(RUNS):
        started = time.perf_counter()
        importers.parse(text)
        parse_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        find_references(text, "mtg")
        scan_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        report = import_text("mtg", f"cr-bench-{run}", text)
        import_times.append(time.perf_counter() - started)
    rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    parse_med, parse_p95 = percentiles(parse_times)
    scan_med, scan_p95 = percentiles(scan_times)
    imp_med, imp_p95 = percentiles(import_times)
    links = f"{report.links} links ({report.unresolved} unresolved)"
    print(f"2025 Comprehensive Rules: {report.sections} sections, {links}")
    print(f"parse only   median {parse_med:.2f} s  p95 {parse_p95:.2f} s  ({RUNS} runs, target < 1 s)")
    print(f"ref scan     median {scan_med:.2f} s  p95 {scan_p95:.2f} s  (target < 0.5 s)")
    print(f"full import  median {imp_med:.2f} s  p95 {imp_p95:.2f} s  (target < 10 s)")
    print(f"ratio import/parse {imp_med / parse_med:.1f}x")
    grew = (rss_after - rss_before) / 1024
    print(f"peak RSS {rss_after / 1024:.0f} MiB (grew {grew:.0f} MiB during the runs)")


if __name__ == "__main__":
    main()
