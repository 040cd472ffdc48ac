"""Backup and restore keep every object: counts and content hashes equal after a round trip."""

import pytest
from django.core.management import CommandError, call_command

from rulings.backup import fingerprint
from rulings.models import FAQ, Section

pytestmark = pytest.mark.django_db


def test_a_backup_round_trip_keeps_every_object(seeded, tmp_path, settings):
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    before = fingerprint()
    assert before["rulings.section"]["count"] > 100
    path = tmp_path / "flipside.json.gz"
    call_command("backup", str(path), verbosity=0)

    Section.objects.filter(version__document__game__slug="dcg").delete()
    FAQ.objects.all().delete()
    assert fingerprint() != before

    call_command("restore", str(path), verbosity=0)
    assert fingerprint() == before
    assert FAQ.objects.get(slug="evo-bonus-after-flip").answer.startswith(
        "If a flip card is the active Digimon"
    )


def test_restoring_a_file_that_is_not_a_backup_changes_nothing(seeded, tmp_path):
    before = fingerprint()
    path = tmp_path / "junk.gz"
    path.write_bytes(b"not gzip at all")
    with pytest.raises(CommandError, match="not a Flipside backup"):
        call_command("restore", str(path), verbosity=0)
    assert fingerprint() == before
