"""Versions are ordered by the date their text prints, whatever order they were imported in:
the chain of versions, each version's changes and the as-of answers come out the same."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import transaction

from rulings.importers.reading import read_document
from rulings.models import Change, DocumentVersion, Section
from rulings.services.imports import import_text
from tests.conftest import corpus

pytestmark = [pytest.mark.django_db, pytest.mark.corpora]

FILES = ["lorcana-cr-en-2025-05-27.txt", "lorcana-cr-en-2026-02-05.txt", "lorcana-cr-en-2026-07-09.txt"]


def import_in(order: list[str]) -> dict:
    with transaction.atomic():
        for name in order:
            path = corpus(f"lorcana/{name}")
            import_text("lorcana", "comprehensive-rules", read_document(path.read_bytes(), name))
        versions = DocumentVersion.objects.filter(
            document__slug="comprehensive-rules", document__game__slug="lorcana"
        )
        found = {
            "chain": [
                (v.label, v.previous().label if v.previous() else None)
                for v in versions.order_by("effective_date")
            ],
            "changes": sorted(
                Change.objects.filter(version__in=versions).values_list(
                    "version__label", "key", "kind", "origin", "old_key"
                )
            ),
            "as_of": {
                day: Section.objects.find("lorcana", "1.1.1", on=dt.date.fromisoformat(day)).version.label
                for day in ("2025-06-01", "2026-03-01", "2026-08-01")
            },
        }
        transaction.set_rollback(True)
    return found


def test_versions_imported_in_any_order_form_the_same_chain_with_the_same_changes():
    in_date_order = import_in(FILES)
    for order in ([FILES[2], FILES[0], FILES[1]], list(reversed(FILES))):
        assert import_in(order) == in_date_order, order
    # The dates printed in the texts ("Effective May 27, 2025", …) label the versions.
    assert in_date_order["chain"] == [
        ("2025-05-27", None),
        ("2026-02-05", "2025-05-27"),
        ("2026-07-09", "2026-02-05"),
    ]
    assert in_date_order["as_of"] == {
        "2025-06-01": "2025-05-27",
        "2026-03-01": "2026-02-05",
        "2026-08-01": "2026-07-09",
    }
