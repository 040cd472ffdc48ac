"""Shared fixtures: paths to the seed sources and the corpora, and a database with the seeds."""

import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "fixtures" / "sources"
CORPORA = ROOT.parent / "shared" / "corpora"


def corpus(name: str) -> Path:
    """A file of ../shared/corpora; the test is skipped, saying why, when it is absent."""
    path = CORPORA / name
    if not path.exists():
        pytest.skip(f"{path} is absent: the full-size corpora live in ../shared/corpora beside the repo")
    return path


def source_text(name: str) -> str:
    return (SOURCES / name).read_text(encoding="utf-8")


_seed_rows = None  # per test process: the rows `load_seeds` wrote, to insert again in bulk


def _seed_models():
    from django.apps import apps

    labels = ("rulings", "cards")  # historical tables live in these apps too
    return [m for m in apps.get_models(include_auto_created=True) if m._meta.app_label in labels]


@pytest.fixture
def seeded(db):
    """A database holding the five seeds as `make run` loads them (fixtures/seeds.json).

    The first test in a process loads the fixture; later ones insert the same rows in bulk,
    which is much faster than loaddata's per-row natural-key look-ups.
    """
    global _seed_rows
    from django.core.management import call_command
    from django.core.management.color import no_style
    from django.db import connection

    if _seed_rows is None:
        call_command("load_seeds", verbosity=0)
        _seed_rows = [(m, list(m._base_manager.order_by("pk"))) for m in _seed_models()]
        return
    for model, rows in _seed_rows:
        # A raw insert, like loaddata's: auto_now fields keep the fixture's values.
        fields = model._meta.local_concrete_fields
        for start in range(0, len(rows), 200):
            model._base_manager._insert(rows[start : start + 200], fields=fields, raw=True)
    # PostgreSQL's sequences do not move for rows inserted with their ids.
    with connection.cursor() as cursor:
        for sql in connection.ops.sequence_reset_sql(no_style(), [m for m, rows in _seed_rows if rows]):
            cursor.execute(sql)


@pytest.fixture(autouse=True)
def _search_index_in_a_temporary_folder(settings, tmp_path_factory):
    # Tests never touch the developer's index in var/; tests that need a fresh index per test
    # (tests/search) override this with their own folder.
    settings.SEARCH_INDEX_DIR = tmp_path_factory.getbasetemp() / "index"


@pytest.fixture(autouse=True)
def _fresh_cache():
    # Throttle counters live in the cache; a test never inherits another test's requests.
    from django.core.cache import cache, caches

    from rulings.search.models import SearchChange

    cache.clear()
    # The rate-limit counts live in files every pytest worker shares (as a node's workers do):
    # each test counts under a prefix of its own instead of clearing what another is counting.
    caches["ratelimit"].key_prefix = f"test-{uuid.uuid4().hex}"
    SearchChange.forget_latest()
    yield


@pytest.fixture
def roomy_budget(settings):
    """Ask and search budgets of a minute: an unknown answer searches for related rules, building
    the test's index first, which on a loaded test machine may take longer than the production
    budget (not what such a test is about)."""
    settings.REQUEST_BUDGETS = {**settings.REQUEST_BUDGETS, "ask": 60, "search": 60}


@pytest.fixture
def isolated_search_index(settings, tmp_path):
    """An index of the test's own, opened afresh: for tests that import and search through a
    server (pages, browser), so no process keeps an index of another test's data."""
    from rulings.search import service

    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    service.forget()
    yield settings.SEARCH_INDEX_DIR
    service.forget()
