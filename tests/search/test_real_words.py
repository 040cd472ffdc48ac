"""A real word of the question's language is no typo just because the rules never use it: the
typo fix and "did you mean" leave everyday words as typed, and still put right words that are
no word at all."""

import pytest

from rulings import search
from rulings.models import Game
from rulings.search.lexicon import COMMON_ZIPF, language_zipf, question_languages
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def status(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "110.5",
                "110.5.",
                "",
                "A permanent’s status is its physical state. There are four status categories, each of "
                "which has two possible values: tapped/untapped, flipped/unflipped, face up/face down, and "
                "phased in/phased out. Each permanent always has one of these values for each of these "
                "categories.",
            ),
            (
                "110.5a",
                "110.5a",
                "",
                "Status is not a characteristic, though it may affect a permanent’s characteristics.",
            ),
            (
                "208.1",
                "208.1.",
                "",
                "A creature card has two numbers separated by a slash printed in its lower right corner. "
                "The first number is its power (the amount of damage it deals in combat); the second is its "
                "toughness (the amount of damage needed to destroy it). For example, 2/3 means the object "
                "has power 2 and toughness 3. Power and toughness can be modified or set to particular "
                "values by effects.",
            ),
            (
                "613.4c",
                "613.4c",
                "",
                "Layer 7c: Effects and counters that modify power and/or toughness (but don’t set power "
                "and/or toughness to a specific number or value) are applied.",
            ),
        ],
    )
    return mtg


def test_an_everyday_english_word_the_rules_lack_is_not_read_as_a_close_rules_word(status):
    # "stats" is one letter from the rules' "status" (110.5, 110.5a), but it is an English word
    # of its own: the question is about the creature's power and toughness, not its status.
    found = search.search("do counters change my creature stats", game="mtg")
    snippets = " ".join(r["snippet"] for r in found["results"])
    assert "<mark>status</mark>" not in snippets.lower()
    assert found["results"][0]["key"] in {"208.1", "613.4c"}
    assert search.suggest("do counters change my creature stats") is None


def test_a_word_that_is_no_word_is_still_put_right(status):
    # "toughnes" is no English word: it is read as the rules' "toughness" (208.1, 613.4c) and
    # "did you mean" offers it.
    found = search.search("counters that modify toughnes", game="mtg")
    assert found["results"][0]["key"] == "613.4c"
    assert search.suggest("counters that modify toughnes") == "counters that modify toughness"


@pytest.fixture
def lost_points(db):
    ddm = Game.objects.create(slug="ddm", name="Digimon Digital Monster", language="es")
    # The Spanish seed (Digimon Digital Monster rules, 2.1), as written.
    add_document(
        ddm,
        "reglas",
        [
            (
                "2.1.4",
                "2.1.4.",
                "",
                "Aquí se ve el nivel del digimon. Los niveles estándar son: Nivel 3 o infantil, nivel 4 o "
                "adulto, nivel perfecto y nivel ultimate. También existen los niveles Híbridos y los Sin "
                "nivel los cuales se encuentran separados y no poseen un nivel más alto o más bajo.",
            ),
            (
                "2.1.9",
                "2.1.9.",
                "",
                "Muestra cuanta salud disminuye cuando pierdes una batalla; fijate en el Lost Points de tu "
                "Digimon y en el del Digimon de tu oponente para determinar la cantidad de salud perdida.",
            ),
        ],
        language="es",
    )
    return ddm


def test_an_everyday_spanish_word_is_not_read_as_a_close_word_of_the_texts(lost_points):
    # "cuentan" (they count) is two edits from the seed's "cuanta" (2.1.9, how much health is
    # lost), but it is a Spanish word: it stays as typed, and the section on levels answers.
    question = "los niveles híbridos cuentan como un nivel"
    found = search.search(question, game="ddm")
    assert found["results"][0]["key"] == "2.1.4"
    assert "cuanta" not in (search.suggest(question) or "")


def test_everyday_words_are_usual_words_and_typos_are_not():
    english = question_languages(None)
    for word in ("stole", "killed", "stuff", "gone", "stats", "flyer", "anthem", "mine"):
        assert language_zipf(word, english) >= COMMON_ZIPF, word
    for typo in ("tranform", "vigilence", "toughnes", "planeswalkar"):
        assert language_zipf(typo, english) < COMMON_ZIPF, typo
    assert language_zipf("cuentan", question_languages("es")) >= COMMON_ZIPF
    # "taping" is a word, but a rare one: beside the rules' common "tapping" it may be a typo.
    assert 0 < language_zipf("taping", english) < COMMON_ZIPF
