"""The document page (contents, versions) and the diff page between two versions."""

import re

from rulings.diffs import Piece, word_diff
from tests.pages.helpers import SECOND_EDITION_TIME, second_dcg_edition


def test_the_document_page_shows_the_contents_as_a_collapsible_tree(site, client):
    response = client.get("/documents/dcg/comprehensive-rules/")
    assert response.status_code == 200
    html = response.content.decode()
    toc = re.search(r'<ul class="toc">(.*)</ul>\s*</section>', html, re.S).group(1)
    # Every open <details> is closed again, and rules sit under their parents.
    assert toc.count("<details") == toc.count("</details>") > 5
    assert re.search(
        r'href="/rules/dcg/3-1-3-1/">.*?New Cards</a></summary><ul>\s*<li><a href="/rules/dcg/3-1-3-1-1/"',
        toc,
    )
    assert "When a card is moved from one area to another" in toc  # untitled rules show their words


def test_a_long_documents_contents_stop_at_the_levels_that_fit_and_say_so(site, client, monkeypatch):
    from rulings import pages

    monkeypatch.setattr(pages, "TOC_LIMIT", 10)  # dcg: 1 chapter, 7 sections, then dozens of rules
    html = client.get("/documents/dcg/comprehensive-rules/").content.decode()
    assert 'href="/rules/dcg/3-7/"' in html and 'href="/rules/dcg/3-7-1/"' not in html
    assert "The contents show the first 2 levels; each rule’s page lists the rules under it." in html


def test_the_document_page_lists_its_versions_with_their_effective_dates(two_dcg_editions, client):
    html = client.get("/documents/dcg/comprehensive-rules/").content.decode()
    versions = re.search(r'<table class="versions">(.*?)</table>', html, re.S).group(1)
    assert re.findall(r'\?version=([\d-]+)"', versions) == ["2026-02-01", "2026-01-01"]
    assert "1 Feb 2026" in versions and "1 Jan 2026" in versions
    assert "/documents/dcg/comprehensive-rules/diff/?to=2026-02-01" in versions


def test_the_document_page_as_of_a_date_shows_the_version_then_in_force(two_dcg_editions, client):
    html = client.get("/documents/dcg/comprehensive-rules/?as_of=2026-01-20").content.decode()
    assert "version 2026-01-01" in html and "This is not the current version." in html
    assert "/rules/dcg/3-2-5/" not in html


def test_the_document_page_answers_400_to_a_bad_date_or_an_unknown_version(site, client):
    assert client.get("/documents/dcg/comprehensive-rules/?as_of=someday").status_code == 400
    response = client.get("/documents/dcg/comprehensive-rules/?version=1999")
    assert response.status_code == 400
    assert "has no version “1999”" in response.content.decode()


def test_an_unknown_document_is_not_found(site, client):
    assert client.get("/documents/dcg/nope/").status_code == 404
    assert client.get("/documents/dcg/nope/diff/").status_code == 404


def test_the_diff_page_shows_the_added_rule_and_the_changed_words(two_dcg_editions, client):
    response = client.get("/documents/dcg/comprehensive-rules/diff/?from=2026-01-01&to=2026-02-01")
    assert response.status_code == 200
    html = response.content.decode()
    assert "1 added · 0 removed · 1 changed" in html
    added = html.split('id="added-h"')[1].split("</section>")[0]
    assert 'id="key-3-2-5"' in added
    assert "<ins>Players may shuffle their decks only when an effect tells them to.</ins>" in added
    changed = html.split('id="changed-h"')[1].split("</section>")[0]
    assert "Players can&#x27;t change <ins>or look at</ins> the order" in changed


def test_the_diff_page_defaults_to_the_current_version_against_the_one_before(two_dcg_editions, client):
    html = client.get("/documents/dcg/comprehensive-rules/diff/").content.decode()
    assert "<h1>From 2026-01-01 to 2026-02-01</h1>" in html


def test_the_diff_page_escapes_everything_from_the_text(site, client):
    from rulings.services.imports import import_text

    text = second_dcg_edition().replace("only when an effect tells them to.", "<script>alert(1)</script>")
    import_text("dcg", "comprehensive-rules", text, now=SECOND_EDITION_TIME)
    html = client.get("/documents/dcg/comprehensive-rules/diff/").content.decode()
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_the_diff_page_says_when_there_is_nothing_to_compare_with(site, client):
    response = client.get("/documents/mtg/double-faced-cards/diff/")
    assert response.status_code == 200
    assert "There is no earlier version to compare" in response.content.decode()


def test_the_diff_of_a_version_and_the_one_before_is_the_one_the_import_stored(two_dcg_editions):
    from rulings import diffs
    from rulings.importers.diff import diff_versions
    from rulings.models import DocumentVersion
    from rulings.services.changes import version_texts

    new = DocumentVersion.objects.get(document__game__slug="dcg", label="2026-02-01")
    old = new.previous()
    stored = diffs.stored_diff(old, new)
    assert stored is not None  # read from the import's Change rows, not computed again
    assert stored == diff_versions(version_texts(old), version_texts(new))
    assert {(d.kind, d.key) for d in stored} == {("added", "3-2-5"), ("changed", "3-2-3")}


def test_an_edit_since_the_import_makes_the_diff_page_compute_the_diff_again(two_dcg_editions, client):
    from rulings import diffs
    from rulings.models import DocumentVersion, Section
    from rulings.services.edits import save_section

    new = DocumentVersion.objects.get(document__game__slug="dcg", label="2026-02-01")
    section = Section.objects.get(version=new, key="3-2-3")
    section.body = section.body.replace("the order", "the corrected order")
    save_section(section)
    assert diffs.stored_diff(new.previous(), new) is None
    html = client.get("/documents/dcg/comprehensive-rules/diff/").content.decode()
    assert "<ins>corrected</ins>" in html


def test_a_section_deleted_since_the_import_makes_the_diff_be_computed_again(two_dcg_editions):
    from rulings import diffs
    from rulings.models import DocumentVersion, Section

    new = DocumentVersion.objects.get(document__game__slug="dcg", label="2026-02-01")
    Section.objects.get(version=new, key="3-2-5").delete()  # as the admin deletes it
    assert diffs.stored_diff(new.previous(), new) is None
    found = diffs.diff_rows(new.previous(), new)
    assert "3-2-5" not in {row.key for row in found["added"]}


def test_the_diff_page_answers_400_to_an_unknown_version(two_dcg_editions, client):
    response = client.get("/documents/dcg/comprehensive-rules/diff/?from=nope&to=2026-02-01")
    assert response.status_code == 400


def test_the_diff_page_shows_the_documents_own_change_log(site, client):
    html = client.get("/documents/dcg/comprehensive-rules/diff/").content.decode()
    log = html.split('id="log-h"')[1]
    # The log's "3-1-3-1-3Updated" line (fixtures/sources/dcg.txt) shows as a change; its
    # "3-1-3-9 through 3-1-3-9-2 Deleted" is not shown as removed, since the text holds them.
    assert '<span class="badge badge-changed">changed</span> 3-1-3-1-3' in log
    assert '<span class="badge badge-removed">removed</span> 3-1-3-9' not in log
    # "3-4-7-3 through 3-4-7-5 Merged" next to "3-1-3-3Merged": merged into 3-1-3-3, which remains.
    assert '<span class="badge badge-merged">merged</span> 3-4-7-4 → 3-1-3-3' in log


def test_word_diff_marks_replaced_words_as_deleted_then_inserted():
    assert word_diff("a red card", "a blue card") == [
        Piece("equal", "a "),
        Piece("delete", "red"),
        Piece("equal", " "),
        Piece("insert", "blue"),
        Piece("equal", " card"),
    ]
