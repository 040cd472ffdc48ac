"""Index folders on disk: generations, the atomic pointer, applied state, locked writes. No Django.

Layout under the index root (settings.SEARCH_INDEX_DIR):

    CURRENT            the name of the generation being served; replaced atomically (os.replace)
    gen-<time>-<pid>/  a Whoosh index, plus applied.json: the last SearchChange id applied to it

A rebuild fills a new generation beside the served one and then swaps CURRENT, so readers
keep serving the old one until the new one is complete. The generation before the current
one is kept, since another process may still be reading it.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.index import LockError

from rulings.search import weights
from rulings.search.analysis import make_schema

POINTER = "CURRENT"
STATE = "applied.json"
GAP_TTL = 600.0  # seconds a missing log id is waited for (a transaction that committed late)


@dataclass
class AppliedState:
    """How far a generation has followed the change log.

    Ids are handed out before commit, so on a database with concurrent writers an id below
    the last applied one can still appear; such gaps are re-checked for GAP_TTL seconds.
    """

    last_id: int = 0
    gaps: dict[int, float] = field(default_factory=dict)  # missing id → when first noticed

    def advance(self, ids: list[int], now: float | None = None) -> None:
        now = now or time.time()
        for i in ids:
            self.gaps.pop(i, None)
        if ids:
            top = max(ids)
            seen = set(ids)
            for missing in range(self.last_id + 1, top):
                if missing not in seen and len(self.gaps) < 10_000:
                    self.gaps[missing] = now
            self.last_id = max(self.last_id, top)
        self.gaps = {i: t for i, t in self.gaps.items() if now - t < GAP_TTL}

    def to_json(self) -> str:
        return json.dumps({"last_id": self.last_id, "gaps": {str(k): v for k, v in self.gaps.items()}})

    @classmethod
    def from_json(cls, text: str) -> AppliedState:
        data = json.loads(text)
        return cls(int(data.get("last_id", 0)), {int(k): float(v) for k, v in data.get("gaps", {}).items()})


OPEN_TRIES = 5


def _open_dir(path: Path):
    """whoosh open_dir, again when another process's commit removed the table of contents it had
    just listed (the newest one is then there): a bounded number of tries."""
    for attempt in range(1, OPEN_TRIES):
        try:
            return whoosh_index.open_dir(str(path))
        except FileNotFoundError:
            time.sleep(0.01 * attempt)
    return whoosh_index.open_dir(str(path))


def _write_atomically(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


class IndexStore:
    def __init__(self, root: Path | str):
        self.root = Path(root)
        self._lock = threading.RLock()  # one writer per process; the file lock covers processes
        self._ix = None
        self._ix_dir: Path | None = None
        self._searcher = None
        self._schema_checked: Path | None = None  # the generation found to hold every field

    # -- generations -------------------------------------------------------------------

    def current_dir(self) -> Path | None:
        try:
            name = (self.root / POINTER).read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            return None
        path = self.root / name
        return path if name and (path / STATE).exists() else None

    def exists(self) -> bool:
        return self.current_dir() is not None

    def new_generation(self):
        """A fresh, empty index folder beside the served one, with applied state 0."""
        self.root.mkdir(parents=True, exist_ok=True)
        path = self.root / f"gen-{time.time_ns()}-{os.getpid()}"
        path.mkdir()
        ix = whoosh_index.create_in(str(path), make_schema())
        self.write_state(path, AppliedState())
        return path, ix

    def swap(self, path: Path) -> None:
        """Serve the generation at path from now on (atomic), and drop all but the previous one."""
        previous = self.current_dir()
        _write_atomically(self.root / POINTER, path.name)
        keep = {path.name, previous.name if previous else None}
        for old in self.root.glob("gen-*"):
            if old.name not in keep and old.is_dir() and not _may_be_in_use(old):
                _remove_tree(old)

    # -- opening and reading --------------------------------------------------------------

    def index(self):
        """The served generation's index, reopened if a rebuild swapped it."""
        path = self.current_dir()
        if path is None:
            raise FileNotFoundError(f"no search index in {self.root}")
        with self._lock:
            if self._ix is None or self._ix_dir != path:
                self._ix = _open_dir(path)
                self._ix_dir = path
                if self._searcher is not None:
                    self._searcher.close()
                self._searcher = None
            return self._ix, path

    def schema_current(self) -> bool:
        """Whether the served generation holds every field of the code's schema: one built before
        a field was added must be rebuilt, not searched for a field it lacks. Checked once per
        generation."""
        ix, path = self.index()
        if self._schema_checked != path:
            if not set(make_schema().names()) <= set(ix.schema.names()):
                return False
            self._schema_checked = path
        return True

    def searcher(self):
        """A searcher on the latest commit of the served generation; cheap to call per request."""
        ix, _ = self.index()
        with self._lock:
            if self._searcher is None:
                self._searcher = ix.searcher(weighting=weights.weighting())
            elif not self._searcher.up_to_date():
                # A new searcher, not Searcher.refresh(): refresh reuses segment readers and
                # so misses deletions committed to those segments (whoosh-reloaded 2.7.5).
                # The old one may still serve a request in another thread: left to the GC.
                self._searcher = ix.searcher(weighting=weights.weighting())
            return self._searcher

    def close(self) -> None:
        with self._lock:
            if self._searcher is not None:
                self._searcher.close()
            self._searcher = self._ix = self._ix_dir = None

    # -- applied state --------------------------------------------------------------------

    @staticmethod
    def read_state(path: Path) -> AppliedState:
        try:
            return AppliedState.from_json((path / STATE).read_text(encoding="utf-8"))
        except (FileNotFoundError, ValueError):
            return AppliedState()

    @staticmethod
    def write_state(path: Path, state: AppliedState) -> None:
        _write_atomically(path / STATE, state.to_json())

    # -- writing ----------------------------------------------------------------------------

    @contextlib.contextmanager
    def writing(self, ix, path: Path, *, timeout: float = 30.0):
        """A writer holding the index lock, and the generation's applied state read under it.

        Yields (writer, state). On a clean exit the writer commits, then the state is saved:
        a crash between the two only means the same changes are applied again (they are
        idempotent upserts and deletes). Waits for another process's lock with backoff.
        """
        with self._lock:
            writer = _acquire_writer(ix, timeout)
            try:
                state = self.read_state(path)
                yield writer, state
            except BaseException:
                writer.cancel()
                raise
            writer.commit()
            self.write_state(path, state)


def _acquire_writer(ix, timeout: float):
    delay, deadline = 0.005, time.monotonic() + timeout
    while True:
        try:
            return ix.writer()
        except LockError:
            if time.monotonic() >= deadline:
                raise
            time.sleep(delay)
            delay = min(delay * 2, 0.25)


IN_USE_SECONDS = 600


def _may_be_in_use(path: Path) -> bool:
    """A generation made in the last few minutes may still be filling in another process's
    rebuild, or be written by a process that opened it just before a swap: leave it."""
    try:
        made_ns = int(path.name.split("-")[1])
    except (IndexError, ValueError):
        return False
    return time.time_ns() - made_ns < IN_USE_SECONDS * 1_000_000_000


def _remove_tree(path: Path) -> None:
    # Recursive: a rebuild killed mid-way leaves Whoosh's MAIN.tmp folder inside its generation.
    shutil.rmtree(path, ignore_errors=True)
