"""A German or French question about a game whose rules exist only in English is also searched
with its English words: a word list learned from the knowledge base's parallel texts (a rule and
its translation share a key), and the field's general terms (translate.py)."""

import pytest

from rulings import search
from rulings.models import Game
from rulings.search import translate
from rulings.search.analysis import EN, LANGUAGES, tokens
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db

# Disney Lorcana comprehensive rules, the opening words of four rules as printed in English
# (2026-07-09) and German (2026-04-30): each speaks of damage, "Schaden".
LORCANA_DAMAGE = [
    (
        "1.9.2",
        "Damage can be placed on a character or location by being dealt to them, put on them, removed, "
        "or moved to them.",
        "Schaden kann auf einen Charakter oder Ort platziert werden, indem er ihm zugefügt, auf ihn "
        "gelegt, von ihm entfernt oder zu ihm bewegt",
    ),
    (
        "8.8.1",
        "The Resist keyword represents a static ability that modifies the amount of damage dealt to the "
        "card with the keyword.",
        "Das Schlüsselwort Robust stellt eine statische Fähigkeit dar, die den Schaden, der der Karte "
        "mit dem Schlüsselwortzugefügt wird,",
    ),
    (
        "8.8.2",
        "If damage dealt to this character or location is reduced to 0, that character or location takes "
        "no damage.",
        "Wenn Schaden, der einem Charakter oder Ort zugefügt wird, auf 0 reduziert wird, gilt der Schaden "
        "als nicht zugefügt.",
    ),
    (
        "4.6.6.1",
        "First, calculate the total amount of damage dealt to each character in the challenge.",
        "Zunächst wird die Gesamtmenge an Schaden berechnet, die jedem Charakter in der Herausforderung "
        "zugefügt wurde,",
    ),
]


def pairs_of(rules):
    return [(tokens(EN, en), tokens(LANGUAGES["de"][0], de)) for _, en, de in rules]


def test_a_german_word_standing_in_the_same_rules_as_an_english_word_is_learned_as_that_word():
    lexicon = translate.learn(pairs_of(LORCANA_DAMAGE))
    (schaden,) = tokens(LANGUAGES["de"][0], "Schaden")
    # (each of the four also says "dealt", as often as "damage": both are kept)
    assert tokens(EN, "damage")[0] in lexicon[schaden]


def test_a_word_pair_seen_in_fewer_rules_than_the_least_is_not_learned():
    lexicon = translate.learn(pairs_of(LORCANA_DAMAGE[: translate.MIN_RULES - 1]))
    assert lexicon == {}


def test_the_fields_terms_give_a_german_or_french_word_its_english_word_in_any_of_its_forms():
    terms = translate.field_terms("fr", LANGUAGES["fr"][0], EN)
    question = tokens(LANGUAGES["fr"][0], "les créatures sur le champ de bataille")
    assert translate.english_words(question, {}, terms) == [
        *tokens(EN, "creature"),
        *tokens(EN, "battlefield"),
    ]


@pytest.fixture
def magic_and_lorcana_in_german(db):
    lorcana = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    english = add_document(
        lorcana, "comprehensive-rules", [(k, k + ".", "", en) for k, en, _ in LORCANA_DAMAGE]
    )
    german = add_document(
        lorcana,
        "comprehensive-rules-de",
        [(k, k + ".", "", de) for k, _, de in LORCANA_DAMAGE],
        language="de",
    )
    german.document.translation_of = english.document
    german.document.save()
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07) 704.5a and 704.5g, as printed: English only.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            ("704.5a", "704.5a", "", "If a player has 0 or less life, that player loses the game."),
            (
                "704.5g",
                "704.5g",
                "",
                "If a creature has toughness greater than 0, it has damage marked on it, and the total "
                "damage marked on it is greater than or equal to its toughness, that creature has been "
                "dealt lethal damage and is destroyed. Regeneration can replace this event.",
            ),
        ],
    )


def test_a_german_question_about_a_game_with_english_rules_only_finds_the_rule_by_its_english_words(
    magic_and_lorcana_in_german,
):
    # "Schaden" is learned from Lorcana's rules and their translation; "Kreatur" is a general term.
    results = search.search("Wann ist der Schaden auf einer Kreatur tödlich?", game="mtg")["results"]
    assert [r["key"] for r in results][:1] == ["704.5g"]


def test_an_english_question_is_not_searched_with_translated_words(magic_and_lorcana_in_german):
    # "Schaden" is no English word: the question reads as English and finds nothing in Magic's rules.
    assert search.search("Schaden marked on a creature", game="mtg")["results"][0]["key"] == "704.5g"


@pytest.fixture
def magic_stack_and_piles(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07) 405.1, 700.3, 700.3b and 700.3d, as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "405.1",
                "405.1.",
                "",
                "When a spell is cast, the physical card is put on the stack (see rule 601.2a). When an "
                "ability is activated or triggers, it goes on top of the stack without any card associated "
                "with it (see rules 602.2a and 603.3).",
            ),
            ("700.3", "700.3.", "", "Some effects cause objects to be temporarily grouped into piles."),
            (
                "700.3b",
                "700.3b",
                "",
                "Each object in a pile is still an individual object. The pile is not an object.",
            ),
            ("700.3d", "700.3d", "", "A pile can contain zero or more objects."),
        ],
    )


def test_a_french_word_with_an_english_word_is_not_searched_as_itself_in_english_only_rules(
    magic_stack_and_piles,
):
    # French "pile" is Magic's "stack" (the field's terms), not the English "piles" of 700.3.
    results = search.search("ce qui va sur la pile", game="mtg")["results"]
    assert [r["key"] for r in results] == ["405.1"]  # (no rule on piles: "pile" was no English word)


def test_a_german_compound_of_two_field_terms_gives_both_english_words():
    # field_terms.json: "Spielstein" is "token", "Kreatur" is "creature"; German writes a token
    # creature as one word, "Spielsteinkreatur".
    de = LANGUAGES["de"][0]
    terms = translate.field_terms("de", de, EN)
    question = tokens(de, "Was ist eine Spielsteinkreatur?")
    assert translate.english_words(question, {}, terms, analyzer=de) == [*tokens(EN, "token creature")]


def test_a_word_no_split_of_which_is_two_known_words_gives_no_english_word():
    de = LANGUAGES["de"][0]
    terms = translate.field_terms("de", de, EN)
    assert translate.english_words(tokens(de, "Spielsteinbeutel"), {}, terms, analyzer=de) == []


def test_a_german_question_naming_a_compound_finds_the_rule_of_its_english_words(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07) 111.1 and 704.5a, as printed: English only.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "111.1",
                "111.1.",
                "",
                "Some effects put tokens onto the battlefield. A token is a marker used to represent any "
                "permanent that isn't represented by a card.",
            ),
            ("704.5a", "704.5a", "", "If a player has 0 or less life, that player loses the game."),
        ],
    )
    results = search.search("Was ist eine Spielsteinkreatur?", game="mtg")["results"]
    assert [r["key"] for r in results][:1] == ["111.1"]


def test_a_spanish_question_about_a_game_with_english_rules_only_finds_the_rule_by_its_english_words(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07) 307.1 and 402.2, as printed: English only.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "307.1",
                "307.1.",
                "",
                "A player who has priority may cast a sorcery card from their hand during a main phase of "
                "their turn when the stack is empty. Casting a sorcery as a spell uses the stack.",
            ),
            (
                "402.2",
                "402.2.",
                "",
                "Each player has a maximum hand size, which is normally seven cards. A player may have any "
                "number of cards in their hand, but as part of their cleanup step, the player must discard "
                "excess cards down to the maximum hand size.",
            ),
        ],
    )
    # field_terms.json: Spanish "conjuro" is "sorcery", "pila" is "stack", "lanzar" is "cast".
    results = search.search("¿Puedo lanzar un conjuro si la pila no está vacía?", game="mtg")["results"]
    assert [r["key"] for r in results][:1] == ["307.1"]


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Die Kreatur stirbt", "de"),  # German's "die" and its field term "Kreatur" (field_terms.json)
        ("une créature meurt", "fr"),  # French's "une" and "créature"
        ("die to a creature", None),  # "die" alone is English's too
        ("can a land die", None),  # "Land" is a German term, and an English word
    ],
)
def test_one_function_word_beside_a_field_term_that_is_no_english_word_tells_the_language(question, language):
    assert translate.term_language(question) == language


def test_a_german_question_with_one_function_word_is_searched_with_its_english_words(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07) 302.1 and 706.1, as printed: English only.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "302.1",
                "302.1.",
                "",
                "A player who has priority may cast a creature card from their hand during a main phase of "
                "their turn when the stack is empty. Casting a creature as a spell uses the stack.",
            ),
            (
                "706.1",
                "706.1.",
                "",
                "An effect that instructs a player to roll a die will specify what kind of die to roll and "
                "how many of those dice to roll.",
            ),
        ],
    )
    # "Die Kreatur" is German's "the creature", not a die: 302.1, not the die roll of 706.1.
    results = search.search("Die Kreatur", game="mtg")["results"]
    assert [r["key"] for r in results][:1] == ["302.1"]


def test_a_word_list_is_learned_again_once_the_translated_texts_change(db):
    # The word list is kept from one search to the next (learning it takes about a second), but
    # not past a change to the language's texts: "Schaden" is learned only once enough rules pair it
    # with "damage".
    lorcana = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    few = LORCANA_DAMAGE[: translate.MIN_RULES - 1]
    english = add_document(
        lorcana, "comprehensive-rules", [(k, k + ".", "", en) for k, en, _ in LORCANA_DAMAGE]
    )
    german = add_document(
        lorcana, "comprehensive-rules-de", [(k, k + ".", "", de) for k, _, de in few], language="de"
    )
    german.document.translation_of = english.document
    german.document.save()
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07) 120.3e, as printed: English only.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "120.3e",
                "120.3e",
                "",
                "Damage dealt to a creature by a source with neither wither nor infect causes that much "
                "damage to be marked on that creature.",
            )
        ],
    )
    question = "Wo bleibt der Schaden?"
    assert "120.3e" not in [r["key"] for r in search.search(question, game="mtg")["results"]]
    rest = LORCANA_DAMAGE[translate.MIN_RULES - 1 :]
    more = add_document(
        lorcana, "comprehensive-rules-de-2", [(k, k + ".", "", de) for k, _, de in rest], language="de"
    )
    more.document.translation_of = english.document
    more.document.save()
    assert [r["key"] for r in search.search(question, game="mtg")["results"]][:1] == ["120.3e"]
