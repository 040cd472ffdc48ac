"""Events pin the document versions in force on their date; the seed dates decide which."""

import datetime as dt

import pytest

from rulings.models import DocumentVersion, Event
from rulings.services.events import create_event
from tests.pages.helpers import import_second_dcg_edition


def version_date(game: str, document: str) -> dt.date:
    return DocumentVersion.objects.get(document__game__slug=game, document__slug=document).effective_date


@pytest.fixture
def magic_event(seeded):
    # A day after the seed's rule 712 took effect, before the wiki page's version did.
    on = version_date("mtg", "comprehensive-rules") + dt.timedelta(days=1)
    assert on < version_date("mtg", "double-faced-cards")
    return create_event("Regional Championship", on, ["mtg"], slug="rc-2024")


def test_an_event_pins_each_documents_version_in_effect_on_its_date(magic_event):
    (mtg,) = magic_event.in_force()
    pinned = {pin.document.slug: pin.version for pin in mtg.documents}
    assert pinned["comprehensive-rules"].effective_date == version_date("mtg", "comprehensive-rules")
    assert pinned["double-faced-cards"] is None  # not yet in effect on the event's date


def test_an_event_after_a_new_edition_pins_the_new_one_and_an_earlier_event_keeps_the_old(seeded):
    first = DocumentVersion.objects.get(document__game__slug="dcg")
    second = DocumentVersion.objects.get(pk=import_second_dcg_edition().version_id)
    assert second.effective_date > first.effective_date
    early = create_event("Store Championship", first.effective_date, ["dcg"])
    late = create_event("Finals", second.effective_date, ["dcg"])
    assert early.in_force()[0].documents[0].version == first
    assert late.in_force()[0].documents[0].version == second


def test_an_event_gets_a_slug_from_its_name_and_year_when_none_is_given(seeded):
    event = create_event("Spring Open", dt.date(2026, 3, 1), ["dbe", "space"])
    assert event.slug == "spring-open-2026"
    assert [g.slug for g in event.games.all()] == ["dbe", "space"]


def test_the_event_page_lists_the_versions_in_force_and_links_rules_at_those_versions(client, magic_event):
    response = client.get("/events/rc-2024/")
    assert response.status_code == 200
    html = response.content.decode()
    label = DocumentVersion.objects.get(
        document__slug="comprehensive-rules", document__game__slug="mtg"
    ).label
    assert "Regional Championship" in html
    assert f'<span class="version-label">{label}</span>' in html
    assert f"/rules/mtg/712/?version={label}" in html
    assert "no version was in effect yet on that date" in html


def test_an_unknown_event_answers_404(client, seeded):
    assert client.get("/events/nope/").status_code == 404


def test_the_events_page_lists_events_newest_first(client, magic_event):
    create_event("Later Open", dt.date(2026, 6, 1), ["dbe"])
    html = client.get("/events/").content.decode()
    assert html.index("Later Open") < html.index("Regional Championship")


def test_the_api_shows_an_event_with_its_games_and_versions_in_force(client, magic_event):
    data = client.get("/api/v1/events/rc-2024/").json()
    assert data["name"] == "Regional Championship"
    assert data["date"] == magic_event.date.isoformat()
    assert data["games"] == ["mtg"]
    (version,) = data["versions"]
    assert version["document"] == "comprehensive-rules"
    assert version["effective_date"] == version_date("mtg", "comprehensive-rules").isoformat()
    assert data["url"] == "/events/rc-2024/"


def test_the_api_lists_events_and_is_read_only(client, magic_event):
    data = client.get("/api/v1/events/").json()
    assert [e["slug"] for e in data["results"]] == ["rc-2024"]
    assert client.post("/api/v1/events/", {"name": "x"}).status_code in (401, 403, 405)
    assert client.get("/api/v1/events/nope/").status_code == 404


def test_the_admin_creates_an_event_through_the_service(admin_client, seeded):
    response = admin_client.post(
        "/admin/rulings/event/add/",
        {"name": "Grand Prix", "slug": "gp", "date": "2026-02-01", "games": [1]},
    )
    assert response.status_code == 302, response.content[:2000]
    assert Event.objects.get(slug="gp").games.count() == 1
