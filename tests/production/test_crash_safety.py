"""A process killed with SIGKILL at the worst moment loses nothing and corrupts nothing.

Each test runs the real command in a subprocess on a database of its own (SQLite, or the
PostgreSQL server of DATABASE_URL), kills it mid-way, and checks what the next process sees.
"""

from __future__ import annotations

import re
import signal
import subprocess
import time

import pytest

from rulings.search.engine import Engine, SearchRequest
from rulings.search.query import parse_query
from rulings.search.store import POINTER, IndexStore
from rulings.search.synonyms import load_synonyms
from tests.conftest import corpus
from tests.production.conftest import PYTHON, ROOT, django_json, kill, manage, wait_for

pytestmark = pytest.mark.xdist_group("production")

COUNTS = """
import json
from rulings.models import Change, Document, DocumentVersion, Game, Link, Section
from rulings.search.models import SearchChange
print(json.dumps({
    m.__name__: m.objects.count()
    for m in (Game, Document, DocumentVersion, Section, Change, Link, SearchChange)
} | {"labels": sorted(DocumentVersion.objects.values_list("document__slug", "label"))}))
"""

SEARCH = """
import json
from rulings import search
from rulings.search.service import get_index
found = search.search({q!r})["results"]
print(json.dumps({{"found": [[r["game"], r["key"]] for r in found],
                  "generation": get_index().store.current_dir().name}}))
"""


def test_an_import_killed_mid_way_leaves_the_database_as_it_was(site, tmp_path):
    rules = corpus("MagicCompRules_20250207.txt")
    env = site.env(tmp_path / "data")
    before = django_json(env, COUNTS)
    log = tmp_path / "import.err"
    command = [
        PYTHON,
        "manage.py",
        "import_rules",
        str(rules),
        "--game=mtg",
        "--document=comprehensive-rules",
    ]
    with log.open("w") as err:
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
    try:
        # By "finding links" every section and change of the new version is written, uncommitted.
        wait_for(
            lambda: "finding links" in log.read_text() or process.poll() is not None,
            timeout=90,
            what="the import to reach its links",
        )
    finally:
        status = kill(process)
    assert status == -signal.SIGKILL, f"the import ended on its own before the kill:\n{log.read_text()}"
    assert re.search(r"writing \d+ sections", log.read_text())  # it had written rows when it died
    assert django_json(env, COUNTS) == before


def served_hits(root, q: str) -> list[tuple[str, str]]:
    """Search the served generation in this process (the database is another process's)."""
    store = IndexStore(root)
    try:
        results = Engine(load_synonyms()).search(store.searcher(), SearchRequest(parse_query(q)))
        return [(r["game"], r["key"]) for r in results["results"]]
    finally:
        store.close()


def test_a_rebuild_killed_mid_way_leaves_the_old_index_serving(site, tmp_path):
    env = site.env(tmp_path / "data")
    root = tmp_path / "data" / "index"
    manage(env, "rebuild_index")
    served = (root / POINTER).read_text()
    before = served_hits(root, "breeding area")
    assert ("dcg", "3-4-5-2") in before
    process = subprocess.Popen(
        [PYTHON, "manage.py", "rebuild_index"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        # The new generation's folder is named after the rebuilding process; Whoosh's writer makes
        # MAIN.tmp in it when it opens, just before the documents go in (the swap is seconds away).
        writing = wait_for(
            lambda: next(root.glob(f"gen-*-{process.pid}/MAIN.tmp"), None) or process.poll() is not None,
            timeout=60,
            what="the rebuild to start writing its new generation",
        )
        time.sleep(0.1)
    finally:
        status = kill(process)
    assert status == -signal.SIGKILL, "the rebuild finished before it could be killed"
    building = writing.parent
    assert building.exists() and (root / POINTER).read_text() == served

    # This process, on the same folder: the old generation answers as before, complete.
    assert IndexStore(root).current_dir().name == served
    assert served_hits(root, "breeding area") == before

    # The next process serves it too; the next rebuild succeeds beside the abandoned folder,
    # and removes it once it is old enough not to be another rebuild's work in progress.
    assert django_json(env, SEARCH.format(q="breeding area"))["generation"] == served
    aged = building.with_name(f"gen-{time.time_ns() - 86_400 * 10**9}-{process.pid}")
    building.rename(aged)
    manage(env, "rebuild_index")
    assert (root / POINTER).read_text() not in (served, aged.name)
    assert not aged.exists()


KILLED_AFTER_COMMIT = """
import os, signal
from django.db import transaction
from rulings.models import FAQ, Game
from rulings.search import service

# Die exactly where the committed write would reach the index: after COMMIT, before the update.
service.apply_pending_safely = lambda: os.kill(os.getpid(), signal.SIGKILL)
with transaction.atomic():
    FAQ.objects.create(game=Game.objects.get(slug="dbe"), slug="killed-after-commit",
                       question="Does a zorblax flip survive a crash?", answer="Yes, it is caught up.")
print("not reached")
"""


def test_a_write_killed_between_its_commit_and_the_index_update_is_indexed_at_the_next_start(site, tmp_path):
    env = site.env(tmp_path / "data")
    root = tmp_path / "data" / "index"
    manage(env, "rebuild_index")
    served = (root / POINTER).read_text()
    done = subprocess.run(
        [PYTHON, "manage.py", "shell", "-c", KILLED_AFTER_COMMIT],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == -signal.SIGKILL, done.stderr
    logged = django_json(
        env,
        "import json; from rulings.models import FAQ; from rulings.search.models import SearchChange; "
        "print(json.dumps([FAQ.objects.filter(slug='killed-after-commit').count(), "
        "SearchChange.objects.latest('pk').pk]))",
    )
    assert logged[0] == 1  # committed
    assert IndexStore.read_state(root / served).last_id < logged[1]  # but never applied

    after = django_json(env, SEARCH.format(q="zorblax"))
    assert after["found"] == [["dbe", "killed-after-commit"]]
    assert after["generation"] == served  # caught up from the log, not rebuilt
    assert IndexStore.read_state(root / served).last_id == logged[1]
