"""The import service: versions, idempotence, transactions, changes and links."""

import datetime as dt

import pytest
from django.core.management import CommandError, call_command

from rulings.models import Change, Document, DocumentVersion, Game, Link, Section
from rulings.services.imports import import_text
from tests.conftest import source_text

pytestmark = pytest.mark.django_db


def _counts():
    return {m.__name__: m.objects.count() for m in (Game, Document, DocumentVersion, Section, Change, Link)}


DCG_V1 = """Chapter 3
Game Areas
3-1Areas
3-1-1Areas include the deck, Digi-Egg deck, field, hand, trash, and security stack.
3-1-2The number of cards in each area is public information.
3-1-3Players can't change the order of cards in their decks. (For details, refer to 3-1-2 "Numbers")
"""


def test_it_creates_the_game_and_document_when_missing():
    report = import_text("dcg", "comprehensive-rules", DCG_V1, game_name="Digimon Card Game", title="CR")
    assert Game.objects.get(slug="dcg").name == "Digimon Card Game"
    document = Document.objects.get(game__slug="dcg", slug="comprehensive-rules")
    assert document.title == "CR"
    assert report.sections == 5
    section = Section.objects.get(key="3-1-1")
    assert section.body == "Areas include the deck, Digi-Egg deck, field, hand, trash, and security stack."
    assert section.parent.key == "3-1"


def test_importing_the_same_text_twice_changes_nothing():
    import_text("dcg", "comprehensive-rules", DCG_V1)
    before = _counts()
    report = import_text("dcg", "comprehensive-rules", DCG_V1)
    assert report.unchanged
    assert _counts() == before
    assert "unchanged" in report.lines()[0]


def test_a_new_text_becomes_a_new_version_with_its_changes():
    import_text("dcg", "comprehensive-rules", DCG_V1)
    v2 = (
        DCG_V1.replace("security stack.", "security stack, and breeding area.").replace(
            "3-1-2The number of cards in each area is public information.\n", ""
        )
        + "3-1-4Cards in the trash are public.\n"
    )
    report = import_text("dcg", "comprehensive-rules", v2)
    assert DocumentVersion.objects.filter(document__slug="comprehensive-rules").count() == 2
    changes = {(c.kind, c.key) for c in Change.objects.filter(version__label=report.version)}
    assert ("changed", "3-1-1") in changes
    assert ("removed", "3-1-2") in changes
    assert ("added", "3-1-4") in changes


DCG_V2 = (
    DCG_V1.replace("security stack.", "security stack, and breeding area.").replace(
        "3-1-2The number of cards in each area is public information.\n", ""
    )
    + "3-1-4Cards in the trash are public.\n"
)


def test_a_version_imported_after_a_later_one_gives_the_later_one_its_changes():
    # The later revision first: nothing before it, so no changes yet.
    later = import_text("dcg", "comprehensive-rules", DCG_V2, now=dt.datetime(2026, 2, 1, tzinfo=dt.UTC))
    assert not Change.objects.filter(version__label=later.version).exists()
    earlier = import_text("dcg", "comprehensive-rules", DCG_V1, now=dt.datetime(2026, 1, 1, tzinfo=dt.UTC))
    # The earlier one has nothing before it; the later one now differs from it as DCG_V2 from DCG_V1.
    assert not Change.objects.filter(version__label=earlier.version).exists()
    assert any("version 2026-02-01 compared again" in line for line in earlier.lines())
    changes = {(c.kind, c.key) for c in Change.objects.filter(version__label=later.version)}
    assert changes == {("changed", "3-1-1"), ("removed", "3-1-2"), ("added", "3-1-4")}


def test_a_reference_in_the_same_version_resolves_and_shows_as_a_backlink():
    import_text("dcg", "comprehensive-rules", DCG_V1)
    link = Link.objects.get(source_section__key="3-1-3")
    assert link.target_key == "3-1-2"
    assert link.target_section.key == "3-1-2"
    assert list(Section.objects.get(key="3-1-2").links_in.all()) == [link]
    assert 'href="/rules/dcg/3-1-2/"' in link.source_section.html


def test_a_script_in_a_body_never_reaches_the_html():
    text = DCG_V1.replace("public information.", "public <script>alert(1)</script> information.")
    import_text("dcg", "comprehensive-rules", text)
    html = Section.objects.get(key="3-1-2").html
    assert "<script" not in html
    assert "&lt;script&gt;" in html


def test_a_malformed_file_fails_with_its_line_and_writes_nothing(tmp_path):
    import_text("dcg", "comprehensive-rules", DCG_V1)
    before = _counts()
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"Chapter 3\nGame Areas\n3-1Areas\n\xff\xfe broken bytes\n")
    with pytest.raises(CommandError, match=r"line 4"):
        call_command("import_rules", str(bad), game="dcg", document="comprehensive-rules")
    assert _counts() == before


def test_a_dry_run_reports_and_writes_nothing(tmp_path, capsys):
    path = tmp_path / "dcg.txt"
    path.write_text(DCG_V1, encoding="utf-8")
    call_command("import_rules", str(path), game="dcg", document="comprehensive-rules", dry_run=True)
    assert "5 sections" in capsys.readouterr().out
    assert _counts()["Section"] == 0


def test_the_seed_space_reference_to_a_section_not_in_the_corpus_stays_unresolved(capsys):
    import_text("space", "rules", source_text("space.txt"))
    unresolved = Link.objects.unresolved().filter(game__slug="space")
    assert "14.12" in set(unresolved.values_list("target_key", flat=True))
    call_command("links_report", game="space")
    out = capsys.readouterr().out
    assert "14.12" in out
    assert "(not found)" in out


def test_links_report_rejects_an_unknown_game():
    with pytest.raises(CommandError, match="unknown game 'nope'"):
        call_command("links_report", game="nope")


def test_a_change_log_removal_the_text_contradicts_is_a_warning_not_a_removal(db):
    # fixtures/sources/dcg.txt's change log says "3-1-3-9 through 3-1-3-9-2 Deleted", yet the
    # text holds 3-1-3-9 ("When Digi-Egg cards are placed from respective areas to private
    # areas…", line 22) and its two subrules (lines 23-24).
    from rulings.models import Change
    from rulings.services.imports import import_text
    from tests.conftest import source_text

    report = import_text("dcg", "comprehensive-rules", source_text("dcg.txt"))
    removed = set(Change.objects.filter(kind="removed", origin="change-log").values_list("key", flat=True))
    assert not removed & {"3-1-3-9", "3-1-3-9-1", "3-1-3-9-2"}
    said = " ".join(w.message for w in report.warnings)
    for key in ("3-1-3-9", "3-1-3-9-1", "3-1-3-9-2"):
        assert f"the change log says {key} was removed, but this version's text holds it" in said


def test_a_numbered_text_no_grammar_covers_fails_with_what_it_saw_and_writes_nothing(tmp_path):
    from rulings.importers import DocumentFormatError

    import_text("dcg", "comprehensive-rules", DCG_V1)
    before = _counts()
    # Fifteen numbered steps in a form no grammar reads ("1 - …"): plainly numbered, not prose.
    text = "\n".join(f"{n} - Step {n} of the procedure happens here." for n in range(1, 16))
    with pytest.raises(DocumentFormatError, match=r"15 lines start with numbers like 1, 2, 3\b"):
        import_text("newgame", "procedures", text)
    path = tmp_path / "steps.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CommandError, match="no grammar placed more than"):
        call_command("import_rules", str(path), game="newgame", document="procedures")
    assert _counts() == before
    assert not Game.objects.filter(slug="newgame").exists()


def test_a_prose_document_imports_as_prose_sections(db):
    text = (
        "Flipping cards\n\nA card may flip during the turn. It keeps its counters.\n\n"
        "In 2024, 3 cards were added to the list of cards that flip.\n"
    )
    report = import_text("newgame", "notes", text)
    document = Document.objects.get(game__slug="newgame", slug="notes")
    assert report.style == document.numbering_style == "prose"
    sections = list(document.versions.current().sections.order_by("order"))
    assert [s.title for s in sections if s.title] == ["Flipping cards"]
    assert not any(s.number for s in sections)
    assert report.sections == len(sections) == 3


def test_a_merge_in_the_change_log_is_stored_on_the_rule_that_remains(db):
    # fixtures/sources/dcg.txt lines 68-71: 3-4-7-3 through 3-4-7-5 (absent from the text)
    # merged into 3-1-3-3 (line 16).
    import_text("dcg", "comprehensive-rules", source_text("dcg.txt"))
    merged = Change.objects.filter(kind="merged", origin="change-log")
    assert sorted(merged.values_list("key", "old_key")) == [
        ("3-1-3-3", "3-4-7-3"),
        ("3-1-3-3", "3-4-7-4"),
        ("3-1-3-3", "3-4-7-5"),
    ]
