"""Backups: every row of the knowledge base to one JSON file and back, with a manifest.

The manifest holds each model's row count and a hash of its content, so a restore can prove
it brought back exactly what was saved.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
from pathlib import Path

from django.apps import apps
from django.core import serializers
from django.core.management import call_command
from django.db import transaction

from rulings import signals
from rulings.models import DocumentVersion

APPS = ["auth", "authtoken", "rulings", "cards", "simple_history"]
# Rebuilt by migrate, or (the search change log) by the index rebuild after a restore.
SKIP = {"auth.permission", "contenttypes.contenttype", "rulings.searchchange"}


class BackupError(Exception):
    pass


def _models():
    for label in APPS:
        try:
            config = apps.get_app_config(label)
        except LookupError:
            continue
        for model in config.get_models():
            if model._meta.label_lower not in SKIP:
                yield model


def fingerprint() -> dict[str, dict]:
    """label → {"count", "sha256"} of the rows as serialized in pk order."""
    out = {}
    for model in _models():
        rows = serializers.serialize("json", model._default_manager.order_by("pk"))
        out[model._meta.label_lower] = {
            "count": model._default_manager.count(),
            "sha256": hashlib.sha256(rows.encode("utf-8")).hexdigest(),
        }
    return out


def write_backup(path: Path) -> dict:
    with transaction.atomic():  # one consistent snapshot
        buffer = io.StringIO()
        labels = [m._meta.label for m in _models()]
        call_command("dumpdata", *labels, format="json", stdout=buffer, verbosity=0)
        manifest = fingerprint()
    payload = {"format": "flipside-backup/1", "manifest": manifest, "data": json.loads(buffer.getvalue())}
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        json.dump(payload, handle)
    return manifest


def read_backup(path: Path) -> dict:
    try:
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            payload = json.load(handle)
    except (OSError, json.JSONDecodeError, EOFError) as exc:
        raise BackupError(f"{path}: not a Flipside backup ({exc})") from None
    if payload.get("format") != "flipside-backup/1":
        raise BackupError(f"{path}: unknown backup format {payload.get('format')!r}")
    return payload


@transaction.atomic
def restore_backup(path: Path) -> dict:
    """Replace the knowledge base with the backup's content; all or nothing."""
    payload = read_backup(path)
    for model in reversed(list(_models())):
        model._default_manager.all().delete()
    fixture = Path(str(path) + ".restore.json")
    try:
        fixture.write_text(json.dumps(payload["data"]), encoding="utf-8")
        call_command("loaddata", str(fixture), verbosity=0)
    finally:
        fixture.unlink(missing_ok=True)
    restored = fingerprint()
    # Other nodes' indexes and caches follow the restore (the search app logs everything).
    signals.content_imported.send(sender=DocumentVersion, game=None, version_ids=[])
    if restored != payload["manifest"]:
        differing = sorted(k for k in restored if restored[k] != payload["manifest"].get(k))
        raise BackupError(f"restored content differs from the backup in: {', '.join(differing)}")
    return restored
