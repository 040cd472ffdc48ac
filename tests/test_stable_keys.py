"""Stable keys across re-imports: a document keeps the numbering style it was imported with.

A re-import read in another style would re-key every rule and break every permalink, so it is
refused unless --style names the new style; the dry run says how many keys would change.
"""

import re

import pytest
from django.core.management import CommandError, call_command

from rulings.models import Change, Document, DocumentVersion, Link, Section
from rulings.services.imports import StyleChangeError, import_text
from tests.conftest import source_text

pytestmark = pytest.mark.django_db


def _counts():
    return {m.__name__: m.objects.count() for m in (Document, DocumentVersion, Section, Change, Link)}


def _dotted_dcg() -> str:
    """The Digimon seed renumbered "3.1.2." instead of "3-1-2": read by the outline importer."""
    return re.sub(
        r"^(\d+(?:-\d+)+)", lambda m: m.group(1).replace("-", ".") + ". ", source_text("dcg.txt"), flags=re.M
    )


@pytest.fixture
def dcg_imported():
    import_text("dcg", "comprehensive-rules", source_text("dcg.txt"), game_name="Digimon Card Game")
    return Document.objects.get(game__slug="dcg", slug="comprehensive-rules")


def test_a_document_remembers_the_numbering_style_it_was_imported_with(dcg_imported):
    assert dcg_imported.numbering_style == "hyphenated"
    assert dcg_imported.versions.get().style == "hyphenated"


def test_a_re_import_detected_as_another_style_fails_and_writes_nothing(dcg_imported):
    before = _counts()
    with pytest.raises(StyleChangeError) as caught:
        import_text("dcg", "comprehensive-rules", _dotted_dcg())
    message = str(caught.value)
    assert "'hyphenated'" in message and "'outline'" in message
    assert re.search(r"\d+ keys would change", message)
    assert "--style outline" in message
    assert _counts() == before
    dcg_imported.refresh_from_db()
    assert dcg_imported.numbering_style == "hyphenated"


def test_the_command_refuses_a_change_of_style_naming_both_styles(dcg_imported, tmp_path):
    path = tmp_path / "dcg-dotted.txt"
    path.write_text(_dotted_dcg(), encoding="utf-8")
    before = _counts()
    with pytest.raises(CommandError, match=r"'hyphenated'.*'outline'.*nothing was written"):
        call_command("import_rules", str(path), game="dcg", document="comprehensive-rules")
    assert _counts() == before


def test_a_re_import_with_the_style_named_explicitly_succeeds_and_is_remembered(
    dcg_imported, tmp_path, capsys
):
    path = tmp_path / "dcg-dotted.txt"
    path.write_text(_dotted_dcg(), encoding="utf-8")
    call_command("import_rules", str(path), game="dcg", document="comprehensive-rules", style="outline")
    out = capsys.readouterr().out
    assert "numbering style changes from 'hyphenated' to 'outline'" in out
    assert "keys would change" in out
    dcg_imported.refresh_from_db()
    assert dcg_imported.numbering_style == "outline"
    assert dcg_imported.versions.count() == 2
    # From now on the outline reading is the expected one: the same style re-imports freely.
    report = import_text("dcg", "comprehensive-rules", _dotted_dcg() + "3.9. Appendix\n")
    assert report.version and report.style == "outline"


def test_the_dry_run_shows_how_many_keys_would_change(dcg_imported, tmp_path, capsys):
    keys = set(dcg_imported.versions.get().sections.values_list("key", flat=True))
    dotted = {key.replace("-", ".") for key in keys}
    path = tmp_path / "dcg-dotted.txt"
    path.write_text(_dotted_dcg(), encoding="utf-8")
    before = _counts()
    call_command("import_rules", str(path), game="dcg", document="comprehensive-rules", dry_run=True)
    out = capsys.readouterr().out
    gone = len(keys - dotted)  # every hyphenated key but the chapter's "3"
    assert gone > 10
    assert f"of its {len(keys)} keys gone" in out
    assert f"({gone} of its" in out
    assert "refused without --style" in out and "'hyphenated'" in out and "'outline'" in out
    assert _counts() == before


def test_a_re_import_in_the_same_style_counts_the_keys_it_changes_in_the_dry_run(dcg_imported):
    text = source_text("dcg.txt").replace("3-1-3-2The number", "3-1-3-9The number")
    report = import_text("dcg", "comprehensive-rules", text, dry_run=True)
    assert report.key_shift is not None
    assert (report.key_shift.gone, report.key_shift.new) == (1, 1)
    assert any("1 keys would change" in note for note in report.notes)
    assert not any("refused" in note for note in report.notes)


def test_a_document_imported_before_styles_were_remembered_takes_the_style_of_its_next_import(
    dcg_imported,
):
    Document.objects.filter(pk=dcg_imported.pk).update(numbering_style="")
    import_text("dcg", "comprehensive-rules", _dotted_dcg())
    dcg_imported.refresh_from_db()
    assert dcg_imported.numbering_style == "outline"


def test_a_companion_read_by_another_documents_importer_remembers_no_style(seeded):
    # The Magic wiki seed carries rule 712 of the Comprehensive Rules as a companion document.
    companion = Document.objects.get(game__slug="mtg", slug="comprehensive-rules")
    assert Document.objects.get(game__slug="mtg", slug="double-faced-cards").numbering_style == "magic-wiki"
    assert companion.numbering_style == ""


def test_the_full_rules_import_over_the_wiki_companion_is_not_refused(seeded):
    from tests.importers.test_magic_cr import mini

    report = import_text("mtg", "comprehensive-rules", mini())
    assert report.version  # not refused: the companion's keys had no remembered style
    assert Document.objects.get(game__slug="mtg", slug="comprehensive-rules").numbering_style == report.style
