"""Built bundles and indexes on disk, one file per game, kind and content token.

A file is named after the knowledge base's content token (rulings.content), so any write
makes the next read build afresh, and every node builds its own from the database. Each is
kept raw and gzip-compressed; its ETag is the hash of the raw bytes.

An event's bundles (the versions in force on its date) are named after the date too:
``dcg-on-2025-03-01-bundle.…``. Only events' dates are built so, never a date a request makes up.
"""

from __future__ import annotations

import datetime as dt
import gzip
import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

from offline.bundle import build_bundle
from offline.index import build_index
from rulings.content import content_token
from rulings.models import Game

KINDS = ("bundle", "index")


@dataclass(frozen=True)
class Artifact:
    game: str
    kind: str
    path: Path

    @property
    def raw(self) -> bytes:
        return self.path.read_bytes()

    @property
    def gzipped(self) -> bytes:
        return self.path.with_suffix(".json.gz").read_bytes()

    @property
    def size(self) -> int:
        return self.path.stat().st_size

    @property
    def gzip_size(self) -> int:
        return self.path.with_suffix(".json.gz").stat().st_size

    @property
    def etag(self) -> str:
        return '"' + self.path.name.rsplit(".", 1)[0].rsplit("-", 1)[1] + '"'


def folder() -> Path:
    path = Path(getattr(settings, "OFFLINE_DIR", settings.DATA_DIR / "offline"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def _token_tag() -> str:
    return hashlib.sha256(content_token().encode("utf-8")).hexdigest()[:12]


def _write(path_stem: str, data: dict, tag: str) -> Path:
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    etag = hashlib.sha256(raw).hexdigest()[:16]
    path = folder() / f"{path_stem}.{tag}-{etag}.json"
    for target, body in ((path, raw), (path.with_suffix(".json.gz"), gzip.compress(raw, 9, mtime=0))):
        with tempfile.NamedTemporaryFile(dir=folder(), delete=False) as handle:
            handle.write(body)
        os.replace(handle.name, target)  # readers see the whole file or none of it
    return path


def _find(stem: str, tag: str) -> Path | None:
    found = sorted(folder().glob(f"{stem}.{tag}-*.json"))
    return found[0] if found else None


def _forget_older(stem: str, tag: str) -> None:
    for old in folder().glob(f"{stem}.*"):
        if not old.name.startswith(f"{stem}.{tag}-"):
            old.unlink(missing_ok=True)


def build(game: Game, on: dt.date | None = None) -> dict[str, Artifact]:
    """Build (or find, when the content has not changed) the game's bundle and index: today's,
    or (``on``, an event's date) at the versions in force on that date."""
    tag = _token_tag()
    stem = game.slug if on is None else f"{game.slug}-on-{on.isoformat()}"
    paths = {kind: _find(f"{stem}-{kind}", tag) for kind in KINDS}
    if not all(paths.values()):
        bundle = build_bundle(game, on)
        paths["bundle"] = _write(f"{stem}-bundle", bundle, tag)
        paths["index"] = _write(f"{stem}-index", build_index(bundle), tag)
        for kind in KINDS:
            _forget_older(f"{stem}-{kind}", tag)
    return {kind: Artifact(game.slug, kind, path) for kind, path in paths.items()}


def artifact(game: Game, kind: str, on: dt.date | None = None) -> Artifact:
    return build(game, on)[kind]
