"""A translation is a document of its own whose sections align with the original by key: the
German and French Lorcana rules of April 30, 2026 against the English rules in effect then."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from rulings.importers.reading import read_document
from rulings.models import Document, Section
from rulings.services.imports import import_text
from tests.conftest import corpus

pytestmark = [pytest.mark.django_db, pytest.mark.corpora]


def _import(name: str, document: str, **kw):
    path = corpus(f"lorcana/{name}")
    return import_text("lorcana", document, read_document(path.read_bytes(), name), **kw)


@pytest.fixture
def lorcana_in_three_languages(db):
    # English of February 2026 is the version in effect on April 30, 2026, the translations' date.
    _import("lorcana-cr-en-2026-02-05.txt", "comprehensive-rules")
    reports = {
        lang: _import(
            f"lorcana-cr-{lang}-2026-04-30.txt",
            f"comprehensive-rules-{lang}",
            translation_of="comprehensive-rules",
            language=lang,
        )
        for lang in ("de", "fr")
    }
    return reports


def _keys(document_slug: str) -> set[str]:
    version = Document.objects.get(game__slug="lorcana", slug=document_slug).versions.current()
    return set(version.sections.filter(kind="rule").values_list("key", flat=True))


def test_the_german_and_french_rules_align_with_the_english_for_at_least_95_percent_of_keys(
    lorcana_in_three_languages,
):
    english = _keys("comprehensive-rules")
    for lang in ("de", "fr"):
        translated = _keys(f"comprehensive-rules-{lang}")
        # both ways: the translation's rules found in the English, and the English rules in it
        assert len(translated & english) >= 0.95 * len(translated), lang
        assert len(translated & english) >= 0.95 * len(english), lang
        document = Document.objects.get(game__slug="lorcana", slug=f"comprehensive-rules-{lang}")
        assert document.translation_of.slug == "comprehensive-rules"
        assert document.language == lang


def test_a_rule_offers_its_other_languages_and_reads_in_the_one_asked(lorcana_in_three_languages):
    api = APIClient()
    english = api.get("/api/v1/rules/lorcana/1.1.1/").json()
    languages = {t["language"] for t in english["translations"]}
    assert {"de", "fr"} <= languages
    german = api.get("/api/v1/rules/lorcana/1.1.1/", {"lang": "de"}).json()
    assert german["key"] == "1.1.1"
    # lorcana-cr-de-2026-04-30.txt line 78: "1.1.1. Das Disney Lorcana TCG ist ein Spiel für zwei
    # oder mehr Spieler."
    assert "ist ein Spiel für zwei oder mehr Spieler" in german["text"]
    assert "is a game played with two or more players" in english["text"]
    page = api.get("/rules/lorcana/1.1.1/")
    assert page.status_code == 200 and "?lang=de" in page.content.decode()


def test_without_a_language_the_rule_is_the_originals(lorcana_in_three_languages):
    found = Section.objects.find("lorcana", "1.1.1")
    assert found.version.document.slug == "comprehensive-rules"


def test_a_translation_of_a_document_the_game_does_not_have_fails_and_writes_nothing(db):
    from rulings.importers.base import DocumentFormatError

    with pytest.raises(DocumentFormatError, match="import the original first"):
        _import(
            "lorcana-cr-de-2026-04-30.txt", "comprehensive-rules-de", translation_of="comprehensive-rules"
        )
    assert not Document.objects.filter(slug="comprehensive-rules-de").exists()


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("lorcana-tournament-rules-2026-07-14-en.pdf", "tournament-rules"),
        ("lorcana-play-correction-guidelines-2024-05-21-en.pdf", "infractions"),
    ],
)
def test_the_judges_other_books_import_from_pdf_with_their_kind(db, name, kind):
    report = _import(name, kind)
    assert report.sections > 20
    document = Document.objects.get(game__slug="lorcana", slug=kind)
    assert document.kind == kind
    page = APIClient().get(f"/documents/lorcana/{kind}/")
    assert page.status_code == 200
