"""A cache in one SQLite file, shared by every worker process of a node: the rate-limit counts
when no Redis is configured (settings.CACHES["ratelimit"]).

Django's file-based cache lists its whole folder on every write (to cull) and writes a file per
key, which cost about a millisecond per API request; one SQLite statement costs tens of
microseconds. Each thread keeps its own connection; WAL lets readers and one writer overlap.
"""

from __future__ import annotations

import pickle
import sqlite3
import threading
import time
from pathlib import Path

from django.core.cache.backends.base import DEFAULT_TIMEOUT, BaseCache

_LIVE = "SELECT value FROM cache WHERE key = ? AND (expires IS NULL OR expires > ?)"
_SCHEMA = "CREATE TABLE IF NOT EXISTS cache (key TEXT PRIMARY KEY, value BLOB NOT NULL, expires REAL)"


WAL_TRIES = 50  # … a journal-mode switch SQLite refused as busy, retried this many times
WAL_WAIT = 0.02  # … this many seconds apart (at most a second in all)


def _use_wal(db: sqlite3.Connection) -> None:
    """Put the file in WAL mode, once: the mode is kept in the file, so a connection that finds it
    set changes nothing. Switching takes the file's exclusive lock, and SQLite may refuse it as
    "database is locked" at once, without waiting its busy timeout, when other processes open the
    file at the same moment (every worker's first request after a start): the switch is retried a
    bounded number of times, and a file still refused works in its default journal mode."""
    for _ in range(WAL_TRIES):
        try:
            if db.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc):
                raise
            time.sleep(WAL_WAIT)


class SQLiteCache(BaseCache):
    def __init__(self, location: str, params: dict):
        super().__init__(params)
        self._path = Path(location)
        self._local = threading.local()

    # --- the connection -----------------------------------------------------------------------

    def _db(self) -> sqlite3.Connection:
        db = getattr(self._local, "db", None)
        if db is None:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self._path, timeout=5, isolation_level=None, check_same_thread=False)
            _use_wal(db)
            db.execute("PRAGMA synchronous=OFF")  # counts, not records: a crash may lose a few
            db.execute(_SCHEMA)
            self._local.db = db
        return db

    def _expiry(self, timeout) -> float | None:
        return self.get_backend_timeout(timeout)  # an absolute time, or None for never

    def _cull(self, db) -> None:
        # Expired rows go now and then (about one write in a hundred), never a scan per request.
        if int(time.monotonic() * 1000) % 100 == 0:
            db.execute("DELETE FROM cache WHERE expires IS NOT NULL AND expires < ?", (time.time(),))

    # --- the cache API ------------------------------------------------------------------------

    def get(self, key, default=None, version=None):
        key = self.make_and_validate_key(key, version=version)
        row = (
            self._db()
            .execute(
                "SELECT value FROM cache WHERE key = ? AND (expires IS NULL OR expires > ?)",
                (key, time.time()),
            )
            .fetchone()
        )
        return default if row is None else pickle.loads(row[0])  # noqa: S301 - our own values

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        key = self.make_and_validate_key(key, version=version)
        db = self._db()
        db.execute(
            "INSERT OR REPLACE INTO cache (key, value, expires) VALUES (?, ?, ?)",
            (key, pickle.dumps(value, pickle.HIGHEST_PROTOCOL), self._expiry(timeout)),
        )
        self._cull(db)

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        key = self.make_and_validate_key(key, version=version)
        db = self._db()
        now = time.time()
        db.execute("BEGIN IMMEDIATE")
        try:
            db.execute("DELETE FROM cache WHERE key = ? AND expires IS NOT NULL AND expires <= ?", (key, now))
            added = db.execute(
                "INSERT OR IGNORE INTO cache (key, value, expires) VALUES (?, ?, ?)",
                (key, pickle.dumps(value, pickle.HIGHEST_PROTOCOL), self._expiry(timeout)),
            ).rowcount
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return bool(added)

    def incr(self, key, delta=1, version=None):
        # Read, add and write in one transaction, so two workers never lose a count.
        key = self.make_and_validate_key(key, version=version)
        db = self._db()
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute(
                "SELECT value FROM cache WHERE key = ? AND (expires IS NULL OR expires > ?)",
                (key, time.time()),
            ).fetchone()
            if row is None:
                raise ValueError(f"Key '{key}' not found")
            value = pickle.loads(row[0]) + delta  # noqa: S301 - our own values
            db.execute("UPDATE cache SET value = ? WHERE key = ?", (pickle.dumps(value), key))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        return value

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        key = self.make_and_validate_key(key, version=version)
        return bool(
            self._db()
            .execute("UPDATE cache SET expires = ? WHERE key = ?", (self._expiry(timeout), key))
            .rowcount
        )

    def delete(self, key, version=None):
        key = self.make_and_validate_key(key, version=version)
        return bool(self._db().execute("DELETE FROM cache WHERE key = ?", (key,)).rowcount)

    def has_key(self, key, version=None):
        return self.get(key, self._missing, version=version) is not self._missing

    def clear(self):
        self._db().execute("DELETE FROM cache")

    _missing = object()
