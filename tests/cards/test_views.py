"""The card page and the admin."""

import re

import pytest

from cards.models import Card
from cards.services import load_seed_cards, relink_cards
from tests.cards.conftest import paragraph


@pytest.fixture
def seeded(db):
    load_seed_cards(relink=False)


def test_the_card_page_shows_every_face_side_by_side(seeded, client):
    response = client.get("/cards/dbe/XB-006/")
    assert response.status_code == 200
    html = response.content.decode()
    faces = re.findall(r'<section class="face" id="(\w+)"', html)
    assert faces == ["star", "moon"]
    assert "<dd>Wind, Nature</dd>" in html and "<dd>Nightmare</dd>" in html and "Deva" in html
    assert "No initial side: either side may start." in html
    assert "Up to 4 per card number" in html


def test_the_card_page_lists_rulings_the_meld_relation_and_the_rules_that_name_it(
    seeded, client, make_section, seed_text
):
    rule = make_section("mtg", "712.5a", paragraph(seed_text("mtg"), "• 712.5a"))
    relink_cards("mtg")
    response = client.get(Card.objects.get(number="EMN-96b").get_absolute_url())
    html = response.content.decode()
    meld = re.search(r'<section class="meld">(.*?)</section>', html, re.S).group(1)
    words = " ".join(re.sub(r"<[^>]+>", "", meld).split())
    assert "Graf Rats and Midnight Scavengers meld to form Chittering Host." in words
    assert "Graf Rats has the meld ability." in words
    assert "2016-07-13" in html  # its rulings' date
    assert rule.get_absolute_url() in html


def test_an_edited_ruling_shows_on_the_next_read_of_the_kept_card_page(seeded, client):
    from cards.models import CardRuling

    ruling = CardRuling.objects.filter(card__number="EMN-15a").first()  # Bruna, the Fading Light
    url = ruling.card.get_absolute_url()
    assert "In a Commander game, your commander may be Bruna" in client.get(url).content.decode()
    ruling.text = "A ruling an editor has just corrected."
    ruling.save()  # as the admin saves it
    assert "A ruling an editor has just corrected." in client.get(url).content.decode()


def test_an_unknown_card_is_not_found(db, client):
    assert client.get("/cards/dbe/XB-999/").status_code == 404


def test_the_admin_lists_cards_filtered_by_game_and_layout_and_shows_faces_inline(seeded, admin_client):
    response = admin_client.get(
        "/admin/cards/card/", {"game__id__exact": Card.objects.get(number="XB-006").game_id}
    )
    assert response.status_code == 200
    assert b"Antiramon" in response.content and b"Chittering Host" not in response.content
    assert admin_client.get("/admin/cards/card/", {"layout": "meld", "q": "Host"}).status_code == 200
    host = Card.objects.get(number="EMN-96b")
    page = admin_client.get(f"/admin/cards/card/{host.pk}/change/").content.decode()
    assert "result: Graf Rats + Midnight Scavengers → Chittering Host" in page
    assert "faces-0-side" in page and "rulings-0-text" in page
