"""The search index of this process: opening, catching up, searching, rebuilding.

One SearchIndex per index folder (settings.SEARCH_INDEX_DIR). Every search first checks
the change log (at most every POLL_SECONDS), so a process that starts, or crashed between
a commit and its index update, or runs on another node than the writer, catches up.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from pathlib import Path

from django.conf import settings
from django.db import transaction

from rulings import budget
from rulings.search import documents, learned, lexicon
from rulings.search.engine import Engine, SearchRequest
from rulings.search.models import SearchChange
from rulings.search.query import parse_query
from rulings.search.store import AppliedState, IndexStore
from rulings.search.synonyms import load_synonyms

log = logging.getLogger(__name__)

POLL_SECONDS = 0.5
_registry: dict[str, SearchIndex] = {}
_registry_lock = threading.Lock()


class SearchIndex:
    def __init__(self, root: Path | str):
        self.store = IndexStore(root)
        self.engine = Engine(load_synonyms(), postings_budget=settings.SEARCH_POSTINGS_BUDGET)
        lexicon.warm()  # the word lists read once per process, not in a first search's time
        # The translation word lists learned when the index is built or updated, read from beside it.
        self.engine.lexicon_folder = self.store.current_dir
        self._polled = 0.0
        self._catchup_lock = threading.Lock()
        self._first_build_lock = threading.Lock()
        # Whoosh searchers and the engine's per-reader memos are not safe to share between threads
        # mid-read (zlib.error, UnpicklingError, IndexError under load): reads take turns. The work
        # is CPU-bound Python, so under the GIL this costs no throughput; a wait longer than the
        # request's time budget answers 503 (rulings.budget.OverBudget).
        self._read_lock = threading.RLock()

    # -- keeping in step ------------------------------------------------------------------------

    def ready(self) -> None:
        """Make sure there is an index and it has followed the log (throttled)."""
        if not self.store.exists() or not self.store.schema_current():
            # Concurrent first requests in one process build the index once, not once each; an
            # index built before a field was added is rebuilt the same way.
            with self._first_build_lock:
                if not self.store.exists() or not self.store.schema_current():
                    self.rebuild()
            return
        now = time.monotonic()
        if now - self._polled >= POLL_SECONDS:
            self._polled = now
            self.apply_pending()

    def apply_pending(self) -> int:
        """Apply the log rows this index has not seen; returns how many objects it updated."""
        if not self.store.exists():
            self.rebuild()
            return 0
        ix, path = self.store.index()
        state = self.store.read_state(path)
        if not documents.pending_query(state).exists():
            return 0  # the common case: one cheap query, no lock
        try:
            return self._apply(ix, path)
        except FileNotFoundError:
            # Another process's rebuild swapped generations and removed this one meanwhile:
            # the served generation is a new one, so apply the log there.
            ix, path = self.store.index()
            return self._apply(ix, path)

    def _apply(self, ix, path) -> int:
        applied = 0
        with self._catchup_lock:
            while True:
                with self.store.writing(ix, path) as (writer, state):
                    changes = documents.pending_changes(state)
                    if changes:
                        with ix.searcher() as searcher:
                            applied += documents.apply_changes(writer, searcher, changes)
                    state.advance([c.pk for c in changes])
                if len(changes) < documents.BATCH:
                    break
        if applied:
            self._learn(ix, path)
        return applied

    @staticmethod
    def _learn(ix, path) -> None:
        """The translation word lists of the generation's texts, stored beside it (learned.py). A
        failure to store them fails neither the update nor the build: a search then learns them."""
        try:
            with ix.searcher() as searcher:
                learned.store(path, searcher)
        except OSError:
            log.exception("search: storing the translation word lists failed; searches will learn them")

    def rebuild(self) -> dict:
        """Build a new generation from the database beside the served one, then swap it in."""
        path, ix = self.store.new_generation()
        # The log position is read before the database, so whatever is written meanwhile is
        # applied on top of the new generation before it is served.
        last = SearchChange.objects.order_by("-pk").values_list("pk", flat=True).first() or 0
        count = 0
        with self.store.writing(ix, path) as (writer, state):
            for doc in documents.all_docs():
                writer.add_document(**documents.fit(writer, doc))
                count += 1
            state.last_id = last
        self._apply(ix, path)
        self._learn(ix, path)
        self.store.swap(path)
        return {"documents": count, "path": str(path), "last_change": last}

    # -- reading ----------------------------------------------------------------------------------

    @contextlib.contextmanager
    def reading(self):
        """The read lock (a wait longer than the search budget raises OverBudget), the index
        brought up to date, then the search budget for the work itself."""
        with budget.within("search"):
            wait = min(max(budget.remaining(), 0.001), threading.TIMEOUT_MAX)
            acquired = self._read_lock.acquire(timeout=wait)
        if not acquired:
            raise budget.OverBudget("search")
        try:
            self.ready()  # a first build or a catch-up is not the query's cost
            with budget.within("search"):
                yield
        finally:
            self._read_lock.release()

    def search(self, q: str, **options) -> dict:
        request = SearchRequest(parse_query(q), **options)
        with self.reading():
            return self.engine.search(self.store.searcher(), request)

    def exact_section(self, q: str, games: tuple[str, ...] = ()) -> dict | None:
        parsed = parse_query(q)
        if not parsed.is_rule_number:
            return None
        with self.reading():
            hits = self.engine.exact(self.store.searcher(), parsed, games)
        return hits[0] if hits else None

    def suggest(self, q: str, games: tuple[str, ...] = ()) -> str | None:
        parsed = parse_query(q)
        if parsed.is_empty:
            return None
        with self.reading():
            return self.engine.suggest(self.store.searcher(), parsed, games)

    def applied_state(self) -> AppliedState:
        path = self.store.current_dir()
        return self.store.read_state(path) if path else AppliedState()


def get_index() -> SearchIndex:
    root = str(Path(settings.SEARCH_INDEX_DIR))
    with _registry_lock:
        if root not in _registry:
            _registry[root] = SearchIndex(root)
        return _registry[root]


def forget(root: Path | str | None = None) -> None:
    """Drop this process's open index (all of them without a root): as if the process restarted."""
    with _registry_lock:
        for key in [str(Path(root))] if root else list(_registry):
            index = _registry.pop(key, None)
            if index is not None:
                index.store.close()


def apply_pending_safely() -> None:
    """on_commit hook: never let an index problem fail the write that was just committed."""
    try:
        index = get_index()
        if index.store.exists():  # no index yet: the first search builds it whole
            index.apply_pending()
    except Exception:  # the log keeps the change; the next search or start applies it
        log.exception("search: applying the change log failed; it will be retried")


def schedule_apply() -> None:
    """Apply the log after the current transaction commits (once per transaction)."""
    connection = transaction.get_connection()
    savepoints = set(getattr(connection, "savepoint_ids", []) or [])
    for entry in getattr(connection, "run_on_commit", None) or []:
        if entry[1] is apply_pending_safely and set(entry[0]) == savepoints:
            return  # already registered at this level: one apply covers all its writes
    transaction.on_commit(apply_pending_safely)
