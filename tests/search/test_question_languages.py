"""The second stage reads a question's shape in the languages of the rules (English, German,
French, Spanish), from the words as asked, and gives a text in another language than the
question's no credit for the few words (names, numbers) it shares with it."""

import pytest

from rulings import search
from rulings.models import Game, Section
from rulings.search import engine, planner, rerank, service
from rulings.search.analysis import EN, reads_as, tokens
from rulings.search.query import parse_query
from rulings.search.scoring import Postings
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def lorcana_three_languages(db):
    lorcana = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    # Disney Lorcana comprehensive rules 8.6.1 and 10.2.3, in English (2026-07-09), German and
    # French (2026-04-30), as printed.
    english = add_document(
        lorcana,
        "comprehensive-rules",
        [
            (
                "8.6.1",
                "8.6.1.",
                "",
                "The Evasive keyword represents a static ability that creates a challenging limiter. Evasive "
                "means “This [Type] can’t be challenged except by characters with Evasive.”",
            ),
            ("10.2.3", "10.2.3.", "", "The starting hand size for Pack Rush is 5."),
        ],
    )
    german = add_document(
        lorcana,
        "comprehensive-rules-de",
        [
            (
                "8.6.1",
                "8.6.1.",
                "",
                "Das Schlüsselwort Wendig steht für eine statische Fähigkeit, die eine "
                "Herausforderungs-Einschränkung erzeugt. Wendig bedeutet: „Dieser [Typ] kann nur von einem "
                "Charakter mit Wendig herausgefordert werden.“",
            ),
            ("10.2.3", "10.2.3.", "", "Die Starthandgröße für Pack Rush beträgt 5."),
        ],
        language="de",
    )
    french = add_document(
        lorcana,
        "comprehensive-rules-fr",
        [
            (
                "8.6.1",
                "8.6.1.",
                "",
                "Le mot-clé Insaisissable représente une capacité permanente qui crée une limitation lors "
                "d’un défi. Insaisissable signifie : “Ce personnage ne peut être défié que par d’autres "
                "personnages avec Insaisissable”.",
            ),
            ("10.2.3", "10.2.3.", "", "La main de départ en Pack Rush est constituée de 5 cartes."),
        ],
        language="fr",
    )
    for translation in (german, french):
        translation.document.translation_of = english.document
        translation.document.save()
    return lorcana


def features_of(question: str, language: str, key: str, asked: str | None = None) -> dict:
    """The second-stage features of the section `key` in `language` for this question."""
    search.search(question, game="lorcana")  # brings the index up to date
    searcher = service.get_index().store.searcher()
    section = Section.objects.get(key=key, version__document__language=language)
    number = searcher.document_number(id=f"section:{section.pk}")
    features = rerank.Features(searcher.reader(), Postings(searcher), question, {}, asked=asked)
    return features.of(number, searcher.stored_fields(number))


@pytest.mark.parametrize(
    "question",
    [
        "can I challenge a character with Evasive",
        "Kann ich einen Charakter mit Wendig herausfordern?",
        "Darf man einen Charakter mit Wendig herausfordern?",
        "est-ce que je peux défier un personnage Insaisissable ?",
        "peut-on défier un personnage Insaisissable ?",
        "Insaisissable, je peux le défier ?",
        "¿puedo atacar a un digimon con la misma carta?",
        "¿se pueden usar cartas promocionales?",
    ],
)
def test_a_question_asking_whether_one_may_is_read_in_each_language_of_the_rules(question):
    assert rerank.asks_leave(question)


@pytest.mark.parametrize(
    "question",
    [
        "Was bedeutet Wendig?",
        "que veut dire Insaisissable ?",
        "qué atributo tiene un digimon variable",
        "what is evasive",
    ],
)
def test_a_question_asking_what_a_word_means_does_not_ask_whether_one_may(question):
    assert not rerank.asks_leave(question)


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Kann ich einen Charakter mit Wendig herausfordern?", "de"),
        ("est-ce que je peux défier un personnage Insaisissable ?", "fr"),
    ],
)
def test_a_german_or_french_text_saying_what_one_can_answers_a_question_whether_one_may(
    lorcana_three_languages, question, language
):
    # German 8.6.1: "kann nur von einem Charakter mit Wendig herausgefordert werden"; French 8.6.1:
    # "ne peut être défié que par …"; 10.2.3 says what the starting hand size is, not what one may do.
    assert features_of(question, language, "8.6.1")["allowed"] == 1.0
    assert features_of(question, language, "10.2.3")["allowed"] == 0.0


@pytest.mark.parametrize(
    "question",
    ["Wie oft darf ich pro Zug eine Karte ziehen?", "how often can a character quest", "cuánta vida pierdo"],
)
def test_how_often_and_how_much_in_each_language_ask_for_a_number(question):
    assert rerank.asks_count(question)


@pytest.mark.parametrize(
    "question",
    ["¿cuántos niveles tiene un digimon?", "le nombre de cartes en main", "el número de cartas en la mano"],
)
def test_the_number_of_things_in_french_and_spanish_asks_for_a_number(question):
    assert rerank.asks_count(question)


@pytest.mark.parametrize(
    "question",
    [
        # Digimon Digital Monsters (seed, Spanish): "existe la posibilidad de modificar el nombre de
        # la carta", "Aquí vemos el número de la carta, escrito debajo del nombre de la misma.":
        # a card's name and its number name the card, they count nothing.
        "¿se puede cambiar el nombre de la carta?",
        "¿dónde está el número de la carta?",
        "en cuanto a la option card, ¿cuándo se paga el costo?",
    ],
)
def test_a_spanish_name_card_number_or_as_for_asks_for_no_number(question):
    assert not rerank.asks_count(question)


def test_the_shape_is_read_from_the_question_as_asked_not_as_its_typo_fixes_left_it(lorcana_three_languages):
    # A typo fix turning a content word into "cuanta" (how much) makes no question asking for a
    # number; 10.2.3 states one ("… is 5").
    fixed = features_of("pack rush cuanta mano", "en", "10.2.3", asked="pack rush cuentan mano")
    assert fixed["count"] == 0.0
    assert features_of("pack rush cuanta mano", "en", "10.2.3")["count"] == 1.0


def test_a_text_in_another_language_than_the_questions_gets_no_credit_for_the_words_it_shares(
    lorcana_three_languages,
):
    # The German 10.2.3 holds "Pack Rush" and "5" of this English question, all its German
    # analyzer finds; the English 10.2.3 ("The starting hand size for Pack Rush is 5.") holds them
    # in English with the rest.
    question = "what is the starting hand size for pack rush 5"
    german = features_of(question, "de", "10.2.3")
    english = features_of(question, "en", "10.2.3")
    assert german["foreign"] == 1.0
    assert german["coverage"] == german["distinct"] == german["title"] == 0.0
    assert english["coverage"] > 0.0


def test_english_words_spanish_also_uses_do_not_make_an_english_question_read_as_spanish():
    # Magic 708.2a: a face-down permanent "has no name, no subtypes, and no mana cost"; "no" is a
    # Spanish function word and an English one.
    assert rerank.query_language("face down no name no mana cost") == "en"
    assert rerank.query_language("¿qué pasa si no tengo cartas en la mano?") == "es"


@pytest.fixture
def magic_english_only(db):
    magic = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07) 704.5f and 702.12b, as printed.
    add_document(
        magic,
        "comprehensive-rules",
        [
            (
                "704.5f",
                "704.5f",
                "",
                "If a creature has toughness 0 or less, it’s put into its owner’s graveyard. Regeneration "
                "can’t replace this event.",
            ),
            (
                "702.12b",
                "702.12b",
                "",
                "A permanent with indestructible can’t be destroyed. Such permanents aren’t destroyed by "
                "lethal damage, and they ignore the state-based action that checks for lethal damage.",
            ),
        ],
    )
    return magic


def test_a_question_read_as_a_language_no_candidate_is_written_in_leaves_every_text_its_credit(
    magic_english_only,
):
    # "die" is a German function word and the English verb: the question reads as German by it
    # alone, yet Magic's texts are all English, so none of them is foreign to it.
    question = "die 0 toughness indestructible"
    assert rerank.query_language(question) == "de"
    search.search(question, game="mtg")  # brings the index up to date
    searcher = service.get_index().store.searcher()
    section = Section.objects.get(key="704.5f")
    number = searcher.document_number(id=f"section:{section.pk}")
    features = rerank.Features(searcher.reader(), Postings(searcher), question, {})
    features.among_languages([searcher.stored_fields(number)])
    found = features.of(number, searcher.stored_fields(number))
    assert found["foreign"] == 0.0
    assert found["coverage"] > 0.0


def test_the_first_stage_reads_an_english_question_with_spanish_looking_words_as_english():
    # Magic 708.2a: a face-down permanent "has no name, no subtypes, and no mana cost"; "no" and
    # "down" are English function words, "no" a Spanish one too.
    assert reads_as("face down no name no mana cost") == "en"
    assert reads_as("¿qué pasa si no tengo cartas en la mano?") == "es"


def test_a_filter_written_before_the_question_does_not_hide_what_it_asks(magic_english_only, monkeypatch):
    # 702.12b says what an indestructible permanent can't do; "game:mtg" in front of "can …" is
    # a filter, not the question's first word.
    made = []
    real = engine.Features

    def recording(*args, **kwargs):
        made.append(real(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(engine, "Features", recording)
    search.search("game:mtg can an indestructible creature be destroyed")
    search.search('"indestructible" can it be destroyed', game="mtg")
    assert [f.asking_leave for f in made] == [True, True]


@pytest.mark.parametrize(
    "text",
    [
        # Disney Lorcana comprehensive rules 4.2.3 in English (2026-07-09), German and French
        # (2026-04-30), as printed.
        "This turn action is limited to once during the active player’s turn.",
        "Diese Zugaktion ist auf einmal während des Zuges des aktiven Spielers beschränkt.",
        "Cette action de tour ne peut être effectuée qu’une seule fois pendant le tour du joueur actif.",
    ],
)
def test_a_text_limiting_an_action_to_once_states_the_number_a_how_often_question_asks(text):
    assert rerank.states_number(text)


@pytest.mark.parametrize(
    "text",
    [
        # Disney Lorcana comprehensive rules 2.2.2 (2026-07-09): "once" opens a clause, no number.
        "Once each player has drawn their opening hands, they each may alter their hands,",
        # … and German's and French's articles are no number (8.8.1 in German, 4.2.3.1 in French).
        "Das Schlüsselwort Robust stellt eine statische Fähigkeit dar, die den Schaden, der der Karte",
        "Certains effets permettent à un joueur de placer une carte",
        # … nor Spanish's clause-opening "Una vez" (the ddm seed's 2.2, as printed).
        "Una vez puesta, las Option cards no serán devueltas a la mano,",
    ],
)
def test_once_opening_a_clause_and_an_article_state_no_number(text):
    assert not rerank.states_number(text)


@pytest.mark.parametrize(
    ("question", "language"),
    [("private zones", "en"), ("Pack Rush", "en"), ("Schaden", "de"), ("encre", "fr"), ("lore", None)],
)
def test_a_question_without_function_words_is_shown_in_the_language_its_words_are_most_usual_in(
    question, language
):
    # (the general word lists: "lore" is about as usual in English as in German, so no language)
    assert rerank.shown_language(question) == language


def test_an_english_question_of_names_only_shows_the_english_rule(lorcana_three_languages):
    # 10.2.3 in three languages holds "Pack Rush"; the English question shows the English text.
    results = search.search("Pack Rush", game="lorcana")["results"]
    shown = next(r for r in results if r["key"] == "10.2.3")
    assert shown["snippet"].startswith("The starting hand size")


def test_a_question_in_german_covers_a_rule_by_its_english_words_in_the_second_stage(magic_english_only):
    # "Kreatur" and "Widerstandskraft" are the field's terms for creature and toughness
    # (field_terms.json); 704.5f "If a creature has toughness 0 or less …" holds both and the 0, so
    # it covers the German question whole; 107.4d "The symbol {0} represents zero mana …" only its 0.
    add_document(
        magic_english_only,
        "comprehensive-rules-symbols",
        [("107.4d", "107.4d", "", "The symbol {0} represents zero mana and is used as a placeholder.")],
    )
    question = "Was passiert, wenn eine Kreatur 0 Widerstandskraft hat?"
    search.search(question, game="mtg")  # brings the index up to date
    searcher = service.get_index().store.searcher()
    number = {
        key: searcher.document_number(id=f"section:{Section.objects.get(key=key).pk}")
        for key in ("704.5f", "107.4d")
    }
    features = rerank.Features(searcher.reader(), Postings(searcher), question, {})
    features.translated(tokens(EN, "creature toughness"))
    assert features.coverage(number["704.5f"])[0] == 1.0
    assert features.coverage(number["107.4d"])[0] < 1.0


def test_a_german_question_finds_the_rule_holding_its_english_words_above_one_holding_its_number(
    magic_english_only,
):
    # 704.5f holds creature, toughness and 0; 702.12b none of them. The question's number alone
    # ("0") is no reason to show another rule first.
    results = search.search("Was passiert, wenn eine Kreatur 0 Widerstandskraft hat?", game="mtg")["results"]
    assert [r["key"] for r in results][:1] == ["704.5f"]


def test_a_synonym_of_a_german_questions_word_counts_no_more_than_the_word_in_english_rules(
    magic_english_only,
):
    # Magic Comprehensive Rules (2025-02-07) 107.4d, as printed.
    add_document(
        magic_english_only,
        "comprehensive-rules-symbols",
        [
            (
                "107.4d",
                "107.4d",
                "",
                "The symbol {0} represents zero mana and is used as a placeholder for a cost that can be "
                "paid with no resources. (See rule 118.5.)",
            )
        ],
    )
    # In English rules a German question's words count at half weight (planner
    # OTHER_LANGUAGE_ENGLISH); the synonym of one of them ("0": "zero", synonyms.json) must count as
    # they do, not at an English question's full weight (it put "The symbol {0} represents zero
    # mana" above 704.5f "If a creature has toughness 0 or less").
    search.search("creature", game="mtg")  # brings the index up to date
    index = service.get_index()
    searcher = index.store.searcher()

    def zero_weight(question: str) -> float:
        plan, _ = index.engine.build(searcher, parse_query(question), ("mtg",))
        return sum(c.boost for c in plan.optional if c.field == "body" and c.words == ("zero",))

    english = zero_weight("what happens when a creature has 0 toughness")
    german = zero_weight("Was passiert, wenn eine Kreatur 0 Widerstandskraft hat?")
    assert english > 0
    assert german == pytest.approx(english * planner.OTHER_LANGUAGE_ENGLISH)


def test_one_sign_of_a_language_that_is_also_a_usual_word_of_the_rest_of_the_question_judges_no_text_foreign(
    lorcana_three_languages,
):
    # "dies" is a German function word ("this") and the English verb; the rest of the question
    # ("evasive character") is English, and the English 8.6.1 holds it ("… can't be challenged
    # except by characters with Evasive."). It keeps its credit beside the German 8.6.1.
    question = "evasive character dies"
    assert rerank.query_language(question) == "de"
    assert rerank.judged_language(question) is None
    english = features_of(question, "en", "8.6.1")
    assert english["foreign"] == 0.0
    assert english["coverage"] > 0.0


def test_a_german_question_with_one_sign_and_german_words_is_still_judged_german(lorcana_three_languages):
    # "mit" is the one German function word; "Charakter", "Wendig" and "herausfordern" are the
    # German 8.6.1's words ("… kann nur von einem Charakter mit Wendig herausgefordert werden.").
    assert rerank.judged_language("Charakter mit Wendig herausfordern") == "de"
