"""The node-shared cache the rate limits count in when no Redis is configured: one SQLite file
that every worker process of a node opens."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from config.sqlite_cache import SQLiteCache

ROOT = Path(__file__).resolve().parents[2]

COUNT_IN_A_PROCESS = """
import sys
sys.path.insert(0, {root!r})
from config.sqlite_cache import SQLiteCache
cache = SQLiteCache({path!r}, {{}})
for _ in range({n}):
    cache.incr("hits")
"""


def test_counts_from_two_processes_at_once_all_add_up(tmp_path):
    path = str(tmp_path / "counts.sqlite3")
    cache = SQLiteCache(path, {})
    assert cache.add("hits", 0, timeout=60)
    code = COUNT_IN_A_PROCESS.format(root=str(ROOT), path=path, n=300)
    workers = [subprocess.Popen([sys.executable, "-c", code]) for _ in range(2)]
    assert [w.wait(timeout=60) for w in workers] == [0, 0]
    assert cache.get("hits") == 600


def test_it_adds_only_once_and_forgets_a_value_after_its_timeout(tmp_path):
    cache = SQLiteCache(str(tmp_path / "c.sqlite3"), {})
    assert cache.add("k", [1], timeout=60) is True
    assert cache.add("k", [2], timeout=60) is False
    assert cache.get("k") == [1]
    cache.set("short", "v", timeout=0.05)
    time.sleep(0.1)
    assert cache.get("short", "gone") == "gone"
    assert cache.add("short", "again", timeout=60) is True  # an expired key can be added anew


def test_it_refuses_to_count_a_missing_key_and_deletes_and_clears(tmp_path):
    cache = SQLiteCache(str(tmp_path / "c.sqlite3"), {})
    try:
        cache.incr("nothing")
    except ValueError:
        pass
    else:
        raise AssertionError("incr of a missing key must raise ValueError, as Django's caches do")
    cache.set("a", 1)
    assert cache.has_key("a") and cache.delete("a") and not cache.has_key("a")
    cache.set("b", 2)
    cache.clear()
    assert cache.get("b") is None


FIRST_TOUCH_IN_A_PROCESS = """
import sys, time
sys.path.insert(0, {root!r})
from config.sqlite_cache import SQLiteCache
while time.time() < {start}:
    pass
cache = SQLiteCache({path!r}, {{}})
cache.get("anything")
cache.incr("hits") if cache.get("hits") is not None else cache.add("hits", 1)
"""


def test_many_workers_opening_a_new_cache_file_at_the_same_moment_all_succeed(tmp_path):
    # Every worker's first request after a start opens the file and switches it to WAL at once;
    # SQLite can refuse that switch as "database is locked" without waiting (a 500 on the
    # throttled API, seen in the test suite's own two workers).
    for round_ in range(6):
        path = str(tmp_path / f"fresh-{round_}.sqlite3")
        start = time.time() + 0.6
        code = FIRST_TOUCH_IN_A_PROCESS.format(root=str(ROOT), path=path, start=start)
        workers = [subprocess.Popen([sys.executable, "-c", code], stderr=subprocess.PIPE) for _ in range(8)]
        results = [(w.wait(timeout=60), w.stderr.read().decode()) for w in workers]
        assert [rc for rc, _err in results] == [0] * 8, [err for rc, err in results if rc]
