"""Card models: keys, validation, queries, the deck limit."""

import pytest
from django.core import serializers
from django.core.exceptions import ValidationError
from django.db import IntegrityError

from cards.models import Card, CardFace, CardRuling, MeldPair
from cards.services import load_seed_cards
from rulings.models import Game
from tests.cards.conftest import paragraph


@pytest.fixture
def dbe(db):
    return Game.objects.create(slug="dbe", name="Digimon Battle Evolution")


@pytest.fixture
def antiramon(dbe):
    card = Card.objects.create(game=dbe, number="XB-006", name="Antiramon", layout="flip")
    CardFace.objects.create(card=card, side="star", name="Antiramon", printed={"types": ["Wind", "Nature"]})
    CardFace.objects.create(
        card=card, side="moon", name="Antiramon", order=1, printed={"types": ["Nightmare"]}
    )
    return card


def test_cards_and_faces_have_natural_keys_names_and_urls(antiramon):
    star = antiramon.faces.get(side="star")
    assert antiramon.natural_key() == ("dbe", "XB-006")
    assert Card.objects.get_by_natural_key("dbe", "XB-006") == antiramon
    assert star.natural_key() == ("dbe", "XB-006", "star")
    assert str(antiramon) == "XB-006 Antiramon" and str(star) == "XB-006 Antiramon [star]"
    assert antiramon.get_absolute_url() == "/cards/dbe/XB-006/"
    assert star.get_absolute_url() == "/cards/dbe/XB-006/#star"


def test_a_side_appears_once_per_card(antiramon):
    with pytest.raises(IntegrityError):
        CardFace.objects.create(card=antiramon, side="star", name="Antiramon")


def test_a_ruling_uid_depends_only_on_its_card_date_and_text(antiramon):
    ruling = CardRuling.objects.create(card=antiramon, text="Either side may start.")
    assert ruling.uid == CardRuling.make_uid(antiramon, None, "Either side may start.")
    assert CardRuling.objects.get_by_natural_key(ruling.uid) == ruling


def test_cards_serialise_with_natural_keys(antiramon):
    data = serializers.serialize("json", [antiramon, *antiramon.faces.all()], use_natural_foreign_keys=True)
    assert '"game": ["dbe"]' in data and '"card": ["dbe", "XB-006"]' in data


def test_clean_names_the_printed_field_and_the_games_allowed_values(antiramon):
    face = antiramon.faces.get(side="moon")
    face.printed = {"side_icon": "sun", "hp": -5}
    with pytest.raises(ValidationError) as caught:
        face.full_clean()
    messages = caught.value.message_dict["printed"]
    assert any(m.startswith("side_icon:") and "star, moon" in m for m in messages)
    assert any(m.startswith("hp:") for m in messages)


def test_a_meld_pair_joins_three_different_cards(antiramon):
    with pytest.raises(ValidationError):
        MeldPair(result=antiramon, first_front=antiramon, second_front=antiramon).full_clean()


def test_cards_search_by_number_or_by_the_name_of_any_face(antiramon):
    load_seed_cards(relink=False)
    assert list(Card.objects.search("XB-006")) == [antiramon]
    # Beyond an exact number, by name: Antiramon before Dianamon.
    assert list(Card.objects.search("xb-00").values_list("number", flat=True)) == ["XB-006", "XB-003"]
    assert list(Card.objects.for_game("mtg").search("ironfang").values_list("name", flat=True)) == [
        "Village Ironsmith // Ironfang"
    ]
    assert list(Card.objects.search("ulrich alpha").values_list("number", flat=True)) == ["EMN-191"]
    assert not Card.objects.search("  ").exists()


def test_the_dbe_deck_limit_is_four_per_number_across_both_sides_citing_its_rule(
    antiramon, make_section, seed_text
):
    rule = make_section("dbe", "deck-building", paragraph(seed_text("dbe"), "In deck building"))
    limit = antiramon.deck_limit
    assert (limit.copies, limit.counted_by, limit.counts_every_side) == (4, "card number", True)
    assert limit.allows({"star": 2, "moon": 2}) and not limit.allows({"star": 1, "moon": 4})
    assert antiramon.deck_limit_section() == rule


def test_games_without_a_stated_limit_have_none(db):
    game = Game.objects.create(slug="space", name="Space")
    assert Card.objects.create(game=game, number="S-1", name="Pod").deck_limit is None


def test_writing_a_face_or_a_ruling_appends_to_the_search_change_log(antiramon):
    from rulings.search.models import SearchChange

    star = antiramon.faces.get(side="star")
    star_pk = star.pk
    ruling = CardRuling.objects.create(card=antiramon, text="Either side may start.")
    star.delete()
    logged = list(SearchChange.objects.values_list("model", "object_id", "op"))
    assert logged[-2:] == [("cardruling", ruling.pk, "upsert"), ("cardface", star_pk, "delete")]
