"""An editor uploads a rules document in the admin, reads what the import would do, and
confirms it; nothing is written before the confirmation, and bad files say why."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile

from rulings.models import Document, DocumentVersion, Section
from tests.conftest import CORPORA, ROOT

pytestmark = pytest.mark.django_db

URL = "/admin/rulings/document/import/"
DCG = ROOT / "fixtures" / "sources" / "dcg.txt"


@pytest.fixture
def editor(client):
    client.force_login(User.objects.create_superuser("editor", "e@example.com", "a-long-test-password"))
    return client


def _fields(**extra):
    return {"game": "newgame", "game_name": "A new game", "document": "rules", **extra}


def test_the_document_list_links_to_the_import_form(editor):
    page = editor.get("/admin/rulings/document/")
    assert URL in page.content.decode()
    assert editor.get(URL).status_code == 200


def test_reading_a_file_shows_the_report_and_writes_nothing(editor):
    upload = SimpleUploadedFile("dcg.txt", DCG.read_bytes(), content_type="text/plain")
    page = editor.post(URL, {**_fields(), "preview": "1", "file": upload})
    text = page.content.decode()
    assert page.status_code == 200
    assert "What this import would do" in text and "newgame/rules" in text
    assert not Document.objects.filter(slug="rules", game__slug="newgame").exists()
    assert 'name="digest"' in text


def test_confirming_imports_the_text_that_was_read(editor):
    upload = SimpleUploadedFile("dcg.txt", DCG.read_bytes(), content_type="text/plain")
    preview = editor.post(URL, {**_fields(), "preview": "1", "file": upload})
    digest = preview.context["form"].initial["digest"]
    done = editor.post(URL, {**_fields(), "confirm": "1", "digest": digest})
    assert done.status_code == 302
    version = DocumentVersion.objects.get(document__game__slug="newgame", document__slug="rules")
    # fixtures/sources/dcg.txt: "3-1-3-1New Cards" is one of its rules.
    assert Section.objects.filter(version=version, key="3-1-3-1").exists()


def test_a_file_that_is_not_text_says_why_and_writes_nothing(editor):
    upload = SimpleUploadedFile("rules.pdf", b"not a pdf at all", content_type="application/pdf")
    page = editor.post(URL, {**_fields(), "preview": "1", "file": upload})
    assert page.status_code == 200
    assert "does not start like a PDF" in page.content.decode()
    assert not Document.objects.filter(game__slug="newgame").exists()


def test_a_pdf_upload_is_read(editor):
    pdf = CORPORA / "lorcana" / "lorcana-tournament-rules-2026-07-14-en.pdf"
    if not pdf.exists():
        pytest.skip(f"{pdf} is absent: the corpora live in ../shared/corpora")
    upload = SimpleUploadedFile(pdf.name, pdf.read_bytes(), content_type="application/pdf")
    page = editor.post(URL, {**_fields(document="tournament-rules"), "preview": "1", "file": upload})
    assert page.status_code == 200 and "newgame/tournament-rules" in page.content.decode()


def test_only_editors_with_the_import_permission_reach_the_form(client):
    client.force_login(
        User.objects.create_user("viewer", "v@example.com", "a-long-test-password", is_staff=True)
    )
    assert client.get(URL).status_code == 403
