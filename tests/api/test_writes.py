"""Editors write FAQs, card rulings and corrections of sections with a token; nobody else can.

Every write is checked three ways: anonymous (401), signed in without the permission (403),
and an editor (done, in the search change log, and for sections in the history).
"""

from __future__ import annotations

import pytest
from django.db.models import Max

from cards.models import CardRuling
from rulings.models import FAQ, Section
from rulings.search.models import SearchChange

RULE = "/api/v1/rules/space/13.spacecraft.1/"
NEW_FAQ = {
    "game": "dbe",
    "slug": "flip-in-destiny-zone",
    "question": "Can Flip target a card in the Destiny Zone?",
    "answer": "Yes, where the effect says so: it may target a card in the Destiny Zone if specified.",
    "section_keys": ["intro-to-flip-cards.13"],
}
NEW_RULING = {
    "date": "2026-11-01",
    "source": "Judge call",
    "text": "Moon side first is fine.",
    "faces": ["moon"],
}


def log_mark() -> int:
    """The search change log's newest row, before a write."""
    return SearchChange.objects.aggregate(m=Max("pk"))["m"] or 0


def logged(model: str, pk: int, since: int, op: str = "upsert") -> int:
    """Rows the write appended to the search change log for the object."""
    return SearchChange.objects.filter(model=model, object_id=pk, op=op, pk__gt=since).count()


def faq_url(slug="evo-bonus-after-flip"):
    return f"/api/v1/faqs/{FAQ.objects.get(game__slug='dbe', slug=slug).pk}/"


def ruling_url():
    ruling = CardRuling.objects.filter(card__number="EMN-15a").order_by("uid").first()
    return f"/api/v1/cards/mtg/EMN-15a/rulings/{ruling.uid}/"


WRITES = [
    ("post", lambda: "/api/v1/faqs/", NEW_FAQ),
    ("patch", faq_url, {"answer": "Yes."}),
    ("delete", faq_url, None),
    ("patch", lambda: RULE, {"text": "Corrected."}),
    ("post", lambda: "/api/v1/cards/dbe/XB-006/rulings/", NEW_RULING),
    ("patch", ruling_url, {"text": "Corrected."}),
    ("delete", ruling_url, None),
]
IDS = [
    "create faq",
    "change faq",
    "delete faq",
    "correct section",
    "add ruling",
    "change ruling",
    "delete ruling",
]


@pytest.mark.parametrize(("method", "url", "body"), WRITES, ids=IDS)
def test_an_anonymous_write_answers_401(seeded, api, method, url, body):
    response = getattr(api, method)(url(), body, format="json")
    assert response.status_code == 401
    assert response["WWW-Authenticate"].startswith("Token")
    assert "detail" in response.json()


@pytest.mark.parametrize(("method", "url", "body"), WRITES, ids=IDS)
def test_a_write_by_a_user_without_the_permission_answers_403(seeded, reader, method, url, body):
    response = getattr(reader, method)(url(), body, format="json")
    assert response.status_code == 403
    assert "detail" in response.json()


def test_a_bad_token_answers_401_even_for_a_read(seeded, api):
    api.credentials(HTTP_AUTHORIZATION="Token not-a-token")
    assert api.get("/api/v1/games/").status_code == 401


def test_an_editor_adds_an_faq_with_its_links(seeded, editor):
    mark = log_mark()
    response = editor.post("/api/v1/faqs/", NEW_FAQ, format="json")
    assert response.status_code == 201, response.content
    data = response.json()
    assert data["slug"] == "flip-in-destiny-zone" and data["game"] == "dbe"
    assert [s["key"] for s in data["sections"]] == ["intro-to-flip-cards.13"]
    faq = FAQ.objects.get(pk=data["id"])
    assert faq.links_out.get().target_section.key == "intro-to-flip-cards.13"
    assert logged("faq", faq.pk, mark) == 1
    assert faq.history.count() == 1


def test_an_faq_naming_a_section_that_does_not_exist_answers_400_naming_the_field(seeded, editor):
    response = editor.post("/api/v1/faqs/", {**NEW_FAQ, "section_keys": ["99.nope"]}, format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["section_keys"]


def test_an_faq_for_an_unknown_game_answers_400_naming_the_game(seeded, editor):
    response = editor.post("/api/v1/faqs/", {**NEW_FAQ, "game": "nope"}, format="json")
    assert response.status_code == 400
    assert "game" in response.json()


def test_a_second_faq_with_the_same_slug_answers_400(seeded, editor):
    response = editor.post("/api/v1/faqs/", {**NEW_FAQ, "slug": "evo-bonus-after-flip"}, format="json")
    assert response.status_code == 400
    assert "slug" in response.json()


def test_an_editor_changes_and_deletes_an_faq(seeded, editor):
    url = faq_url()
    pk = int(url.rstrip("/").rsplit("/", 1)[1])
    mark = log_mark()
    response = editor.patch(
        url, {"answer": "It stays: the card did not leave the active spot."}, format="json"
    )
    assert response.status_code == 200
    assert response.json()["answer_html"] == "<p>It stays: the card did not leave the active spot.</p>"
    assert logged("faq", pk, mark) == 1
    assert editor.delete(url).status_code == 204
    assert not FAQ.objects.filter(pk=pk).exists()
    assert logged("faq", pk, mark, "delete") == 1
    assert editor.get(url).status_code == 404


def test_put_is_not_offered_for_faqs(seeded, editor):
    assert editor.put(faq_url(), NEW_FAQ, format="json").status_code == 405


def test_an_editor_corrects_a_section_and_its_history_shows_who_when_before_and_after(seeded, editor, api):
    before = Section.objects.find("space", "13.spacecraft.1")
    mark = log_mark()
    response = editor.patch(RULE, {"text": "Any Characters or Ground Units remain deployed."}, format="json")
    assert response.status_code == 200, response.content
    data = response.json()
    assert data["text"] == "Any Characters or Ground Units remain deployed."
    assert data["html"] == "<p>Any Characters or Ground Units remain deployed.</p>"
    edits = [h for h in data["history"] if h["type"] == "edit"]
    assert len(edits) == 1
    edit = edits[0]
    assert edit["user"] == "editor" and edit["version"] == "2026-01-01" and edit["at"]
    assert edit["before"] == {"title": "", "text": before.body}
    assert edit["after"] == {"title": "", "text": "Any Characters or Ground Units remain deployed."}
    assert logged("section", before.pk, mark) == 1
    # The correction is what everyone reads now; the section keeps its key and version.
    assert api.get(RULE).json()["text"] == "Any Characters or Ground Units remain deployed."
    assert Section.objects.get(pk=before.pk).history.count() == 2


def test_a_second_correction_starts_from_the_first(seeded, editor):
    editor.patch(RULE, {"title": "Displaced units"}, format="json")
    data = editor.patch(RULE, {"title": "Displaced units and Escape Pod"}, format="json").json()
    edits = [h for h in data["history"] if h["type"] == "edit"]
    assert [(e["before"]["title"], e["after"]["title"]) for e in edits] == [
        ("", "Displaced units"),
        ("Displaced units", "Displaced units and Escape Pod"),
    ]


def test_a_correction_with_nothing_to_change_answers_400(seeded, editor):
    response = editor.patch(RULE, {}, format="json")
    assert response.status_code == 400
    assert "text" in response.json()


def test_a_title_too_long_answers_400_naming_title(seeded, editor):
    response = editor.patch(RULE, {"title": "x" * 301}, format="json")
    assert response.status_code == 400
    assert list(response.json()) == ["title"]


def test_an_editor_adds_a_card_ruling_for_one_face(seeded, editor):
    mark = log_mark()
    response = editor.post("/api/v1/cards/dbe/XB-006/rulings/", NEW_RULING, format="json")
    assert response.status_code == 201, response.content
    data = response.json()
    assert data["faces"] == ["moon"] and data["text"] == "Moon side first is fine."
    ruling = CardRuling.objects.get(uid=data["uid"])
    # At least once: the cards app and the search app may each log card rulings.
    assert logged("cardruling", ruling.pk, mark) >= 1
    assert ruling.history.get().history_user.username == "editor"
    card = editor.get("/api/v1/cards/dbe/XB-006/").json()
    assert [r["uid"] for r in card["rulings"]] == [data["uid"]]


def test_a_ruling_for_a_face_the_card_lacks_answers_400_naming_faces(seeded, editor):
    response = editor.post(
        "/api/v1/cards/dbe/XB-006/rulings/", {**NEW_RULING, "faces": ["back"]}, format="json"
    )
    assert response.status_code == 400
    assert list(response.json()) == ["faces"]


def test_a_ruling_for_a_missing_card_answers_404(seeded, editor):
    response = editor.post("/api/v1/cards/dbe/XB-999/rulings/", NEW_RULING, format="json")
    assert response.status_code == 404


def test_an_editor_changes_and_deletes_a_card_ruling(seeded, editor):
    url = ruling_url()
    uid = url.rstrip("/").rsplit("/", 1)[1]
    pk = CardRuling.objects.get(uid=uid).pk
    mark = log_mark()
    response = editor.patch(url, {"text": "Corrected."}, format="json")
    assert response.status_code == 200
    assert response.json()["text"] == "Corrected." and response.json()["uid"] == uid
    assert logged("cardruling", pk, mark) >= 1
    assert editor.delete(url).status_code == 204
    assert logged("cardruling", pk, mark, "delete") >= 1
    assert editor.get(url).status_code == 404


def test_a_corrected_section_links_what_its_new_text_cites_and_no_longer_what_it_dropped(seeded, editor):
    url = "/api/v1/rules/mtg/712.8e/"
    data = editor.patch(
        url, {"text": "Its mana value is calculated as in rule 712.8d."}, format="json"
    ).json()
    assert data["html"] == (
        "<p>Its mana value is calculated as in rule "
        '<a href="/rules/mtg/712.8d/" rel="noopener">712.8d</a>.</p>'
    )
    assert [(link["target_key"], link["resolved"]) for link in data["links_out"]] == [("712.8d", True)]
    cited = editor.get("/api/v1/rules/mtg/712.8d/").json()
    assert [link["source"]["key"] for link in cited["links_in"]] == ["712.8e"]

    data = editor.patch(url, {"text": "See rule 999.9z."}, format="json").json()
    assert data["html"] == "<p>See rule 999.9z.</p>"  # a key outside the knowledge base stays text
    assert [(link["target_key"], link["resolved"]) for link in data["links_out"]] == [("999.9z", False)]
    assert editor.get("/api/v1/rules/mtg/712.8d/").json()["links_in"] == []
