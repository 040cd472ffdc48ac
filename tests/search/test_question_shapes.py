"""The search reads the shape of a question: one asking for a number ("how many") is answered by
the text that states one, whether one may by the text saying can or can't, whose by the text
naming an owner; "how does X work" asks what X is; a game named in the question is the game
searched, not a word a text must hold."""

import pytest

from rulings import search
from rulings.models import Game, Section
from rulings.search import rerank, service
from rulings.search.collapse import collapse
from rulings.search.definitions import without_game
from rulings.search.engine import SearchRequest, naming_no_game
from rulings.search.intent import definition_subject
from rulings.search.query import parse_query
from rulings.search.scoring import Postings
from tests.search.conftest import add_document

pytestmark = pytest.mark.django_db


@pytest.fixture
def breeding(db):
    dcg = Game.objects.create(slug="dcg", name="Digimon Card Game")
    # Digimon Card Game comprehensive rules (the seed 002), 3-4-5 as printed.
    add_document(
        dcg,
        "comprehensive-rules",
        [
            ("3-4-5", "3-4-5", "Breeding Area", ""),
            (
                "3-4-5-1",
                "3-4-5-1",
                "",
                "This is the part of the field where hatched Digimon are placed.",
                "3-4-5",
            ),
            ("3-4-5-2", "3-4-5-2", "", "Only 1 card can be placed in the breeding area.", "3-4-5"),
            (
                "3-4-5-3",
                "3-4-5-3",
                "",
                "Cards in breeding areas can't be affected by effects, except for effects that explicitly "
                "specify or reference breeding areas.",
                "3-4-5",
            ),
            (
                "3-4-5-4",
                "3-4-5-4",
                "",
                "Effects on cards in breeding areas can't trigger or activate, except for effects that "
                "explicitly specify or reference breeding areas.",
                "3-4-5",
            ),
            (
                "3-4-5-5",
                "3-4-5-5",
                "",
                "Cards in breeding areas can't be chosen for effects, except for effects that explicitly "
                "specify or reference breeding areas.",
                "3-4-5",
            ),
        ],
    )
    return dcg


def keys(response):
    return [r["key"] for r in response["results"]]


def second_stage(question: str, keys: list[str]):
    """The searcher, the question's second-stage features and each key's document number."""
    search.search(question, game="dcg")  # brings the index up to date
    searcher = service.get_index().store.searcher()
    numbers = {key: searcher.document_number(id=f"section:{Section.objects.get(key=key).pk}") for key in keys}
    return searcher, rerank.Features(searcher.reader(), Postings(searcher), question, {}), numbers


def count_feature(question: str, key: str) -> float:
    searcher, features, numbers = second_stage(question, [key])
    return features.of(numbers[key], searcher.stored_fields(numbers[key]))["count"]


@pytest.mark.parametrize(
    "question", ["breeding area how many cards", "how many cards can the breeding area hold"]
)
def test_a_question_asking_how_many_is_answered_first_by_the_rule_that_states_the_number(breeding, question):
    # 3-4-5-2: "Only 1 card can be placed in the breeding area."
    assert keys(search.search(question, game="dcg"))[0] == "3-4-5-2"


def test_the_rule_stating_the_number_passes_siblings_the_first_stage_put_a_little_above_it(breeding):
    # On the full rules the first stage put 3-4-5-5, 3-4-5-4 and 3-4-5-3 (which say "breeding
    # areas" twice) a little above 3-4-5-2; none of them states a number.
    siblings = ["3-4-5-5", "3-4-5-4", "3-4-5-3", "3-4-5-2"]
    searcher, features, numbers = second_stage("breeding area how many cards", siblings)
    ranked = [(10.0 - 0.2 * i, numbers[key]) for i, key in enumerate(siblings)]
    reordered = rerank.rerank(searcher, ranked, features)
    assert reordered[0][1] == numbers["3-4-5-2"]


def test_only_a_question_asking_for_a_number_marks_the_texts_that_state_one(breeding):
    assert count_feature("breeding area how many cards", "3-4-5-2") == 1.0
    assert count_feature("breeding area how many cards", "3-4-5-5") == 0.0  # states no number
    assert count_feature("breeding area cards", "3-4-5-2") == 0.0  # asks for none


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        ("how does crew work on a vehicle", "crew"),
        ("How do triggered abilities work?", "triggered abilities"),
        ("how does ward work", "ward"),
    ],
)
def test_how_does_x_work_asks_what_x_is(question, subject):
    assert definition_subject(question) == subject


@pytest.mark.parametrize("question", ["how does damage work when it is blocked", "how do I win the game"])
def test_how_does_x_work_when_y_tells_a_situation_not_a_definition(question):
    assert definition_subject(question) is None


@pytest.mark.parametrize(
    "question", ["how does challenge work with evasive", "how does trample work with deathtouch?"]
)
def test_how_does_x_work_with_y_asks_how_the_two_interact_not_what_x_is(question):
    assert definition_subject(question) is None


@pytest.mark.parametrize(
    "question",
    ["how does the damage from a challenge work", "how does the mana value of a split card work"],
)
def test_how_does_a_long_description_work_tells_a_situation_not_a_term(question):
    # Lorcana 4.6.6 and Magic 202.3d answer these; the glossary's "damage" and "Converted Mana
    # Cost" entries do not.
    assert definition_subject(question) is None


@pytest.fixture
def evasive(db):
    lorcana = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    # Disney Lorcana comprehensive rules (2026-07-09), as printed.
    add_document(
        lorcana,
        "comprehensive-rules",
        [
            ("8.6", "8.6.", "Evasive", ""),
            (
                "8.6.1",
                "8.6.1.",
                "",
                "The Evasive keyword represents a static ability that creates a challenging limiter. Evasive "
                "means “This [Type] can’t be challenged except by a character with Evasive.”",
                "8.6",
            ),
            ("glossary", "", "Glossary", ""),
            (
                "glossary.challenge",
                "",
                "challenge",
                "When a player exerts one of their dry characters and chooses an exerted opposing character "
                "or an opposing location. Each character deals damage equal to their Strength $ to the other "
                "character or the location.",
                "glossary",
            ),
        ],
    )
    return lorcana


def test_how_does_x_work_with_y_is_answered_by_the_rule_on_y_not_by_the_definition_of_x(evasive):
    # 8.6.1 says how Evasive limits a challenge; the glossary entry for challenge does not name Evasive.
    found = search.search("how does challenge work with evasive", game="lorcana")["results"]
    assert found[0]["key"] == "8.6.1"


@pytest.fixture
def crew(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            ("301", "301.", "Artifacts", ""),
            (
                "301.7",
                "301.7.",
                "",
                "Some artifacts have the subtype “Vehicle.” Most Vehicles have a crew ability which allows "
                "them to become artifact creatures. See rule 702.122, “Crew.”",
                "301",
            ),
            ("702.122", "702.122.", "Crew", ""),
            (
                "702.122a",
                "702.122a",
                "",
                "Crew is an activated ability of Vehicle cards. “Crew N” means “Tap any number of other "
                "untapped creatures you control with total power N or greater: This permanent becomes an "
                "artifact creature until end of turn.”",
                "702.122",
            ),
            (
                "702.122b",
                "702.122b",
                "",
                "A creature “crews a Vehicle” when it’s tapped to pay the cost to activate a Vehicle’s crew "
                "ability.",
                "702.122",
            ),
            (
                "702.122c",
                "702.122c",
                "",
                "If an effect states that a creature “can’t crew Vehicles,” that creature can’t be tapped to "
                "pay the crew cost of a Vehicle.",
                "702.122",
            ),
            ("glossary", "", "Glossary", ""),
            (
                "glossary.crew",
                "",
                "Crew",
                "A keyword ability that lets you tap creatures to turn a Vehicle into an artifact creature. "
                "See rule 301, “Artifacts,” and rule 702.122, “Crew.”",
                "glossary",
            ),
            (
                "glossary.vehicle",
                "",
                "Vehicle",
                "An artifact subtype. Vehicles can become artifact creatures. See rule 301, “Artifacts,” "
                "and rule 702.122, “Crew.”",
                "glossary",
            ),
        ],
    )
    return mtg


def test_how_does_x_work_puts_the_glossary_entry_and_the_rule_saying_what_x_is_first(crew):
    found = [r["key"] for r in search.search("how does crew work on a vehicle", game="mtg")["results"]]
    assert found[:2] == ["glossary.crew", "702.122a"]


@pytest.fixture
def defender(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            ("702.3b", "702.3b", "", "A creature with defender can’t attack."),
            (
                "508.4",
                "508.4.",
                "",
                "If a creature is put onto the battlefield attacking, its controller chooses which "
                "defending player, planeswalker a defending player controls, or battle a defending player "
                "protects it’s attacking as it enters the battlefield (unless the effect that put it "
                "onto the battlefield specifies what it’s attacking).",
            ),
        ],
    )
    return mtg


def mtg_stage(question: str, keys: list[str]):
    search.search(question, game="mtg")  # brings the index up to date
    searcher = service.get_index().store.searcher()
    numbers = {key: searcher.document_number(id=f"section:{Section.objects.get(key=key).pk}") for key in keys}
    return searcher, rerank.Features(searcher.reader(), Postings(searcher), question, {}), numbers


def test_a_question_asking_whether_one_may_is_answered_by_the_text_saying_what_one_can_or_cannot_do(defender):
    # On the full rules the first stage put rules about defending players a little above 702.3b.
    searcher, features, numbers = mtg_stage("can a creature with defender attack", ["508.4", "702.3b"])
    ranked = [(10.0, numbers["508.4"]), (9.7, numbers["702.3b"])]
    assert rerank.rerank(searcher, ranked, features)[0][1] == numbers["702.3b"]


def test_only_a_question_asking_whether_one_may_marks_the_texts_that_say_can_or_cannot(defender):
    searcher, features, numbers = mtg_stage("can a creature with defender attack", ["508.4", "702.3b"])
    assert features.of(numbers["702.3b"], searcher.stored_fields(numbers["702.3b"]))["allowed"] == 1.0
    assert features.of(numbers["508.4"], searcher.stored_fields(numbers["508.4"]))["allowed"] == 0.0
    searcher, features, numbers = mtg_stage("creature with defender attack", ["702.3b"])
    assert features.of(numbers["702.3b"], searcher.stored_fields(numbers["702.3b"]))["allowed"] == 0.0


@pytest.fixture
def two_games(db):
    lorcana = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    # Disney Lorcana comprehensive rules (2026-07-09), as printed.
    add_document(
        lorcana,
        "comprehensive-rules",
        [
            (
                "1.4.1",
                "1.4.1.",
                "",
                "A Disney Lorcana deck is comprised entirely of standard Disney Lorcana cards and no other "
                "cards.",
            ),
            (
                "1.7.4",
                "1.7.4.",
                "",
                "Triggered abilities wait to resolve in an additional zone called the bag. The bag isn’t a "
                "physical zone, but a place where triggered abilities are held when their conditions are "
                "met.",
            ),
        ],
    )
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [("603.1", "603.1.", "", "Triggered abilities have a trigger condition and an effect.")],
    )
    return lorcana


def test_in_and_a_game_names_the_game_searched_not_a_word_the_rule_must_hold(two_games):
    found = search.search("where do triggered abilities wait in lorcana", game="lorcana")["results"]
    assert [(r["game"], r["key"]) for r in found] == [("lorcana", "1.7.4")]  # not 1.4.1 for "lorcana"


def test_a_game_named_in_the_question_gives_the_same_results_as_the_game_chosen(two_games):
    named = search.search("what is the bag in lorcana", game="lorcana")["results"]
    chosen = search.search("what is the bag", game="lorcana")["results"]
    assert [r["key"] for r in named] == [r["key"] for r in chosen]
    assert named[0]["key"] == "1.7.4"


class _Games:
    def doc_frequency(self, field, value):
        return int(field == "game" and value in ("lorcana", "dbe"))


@pytest.mark.parametrize(
    ("question", "games", "left"),
    [
        ("what is the bag in lorcana", ("lorcana",), "what is the bag"),
        ("what is a flip card in dbe", ("dbe",), "what is a flip card"),
        ("ward meaning lorcana", ("lorcana",), "ward meaning"),
        ("game:lorcana ward meaning lorcana", (), "game:lorcana ward meaning"),  # the query's own filter
        ("summoning sickness in lorcana, can it quest", ("lorcana",), "summoning sickness, can it quest"),
        ("can the card end up face down showing the dbe logo", ("dbe",), None),  # a word of the text
        ("is it in play", ("lorcana",), None),  # "play" is no game
        ("what is a flip card in dbe", ("lorcana",), None),  # another game than the one searched
        ("what is a flip card in dbe", (), None),  # no game chosen: the word stays ("take up space")
        ('"the bag in lorcana" trigger', ("lorcana",), None),  # a quoted phrase is the user's exact words
        ('"the bag" in lorcana', ("lorcana",), '"the bag"'),
    ],
)
def test_the_game_searched_named_at_either_end_or_after_in_is_taken_out_of_the_words(question, games, left):
    found = naming_no_game(SearchRequest(parsed=parse_query(question), games=games))
    assert found.raw == (left or question)


@pytest.fixture
def owners(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "400.3",
                "400.3.",
                "",
                "If an object would go to any library, graveyard, or hand other than its owner’s, it goes to "
                "its owner’s corresponding zone.",
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
    return mtg


QUESTION_WHOSE = "I stole my opponent's creature and then it died, does it go to my graveyard or theirs?"


def test_a_question_asking_whose_is_answered_by_the_text_naming_the_owner(owners):
    # On the full rules the first stage put the die-rolling rules ("died" reads as "die") above 400.3.
    searcher, features, numbers = mtg_stage(QUESTION_WHOSE, ["706.1", "400.3"])
    ranked = [(10.0, numbers["706.1"]), (7.5, numbers["400.3"])]
    assert rerank.rerank(searcher, ranked, features)[0][1] == numbers["400.3"]


def test_only_a_question_asking_whose_marks_the_texts_naming_an_owner_or_controller(owners):
    searcher, features, numbers = mtg_stage(QUESTION_WHOSE, ["706.1", "400.3"])
    assert features.of(numbers["400.3"], searcher.stored_fields(numbers["400.3"]))["whose"] == 1.0
    assert features.of(numbers["706.1"], searcher.stored_fields(numbers["706.1"]))["whose"] == 0.0
    searcher, features, numbers = mtg_stage("does a stolen creature go to a graveyard", ["400.3"])
    assert features.of(numbers["400.3"], searcher.stored_fields(numbers["400.3"]))["whose"] == 0.0


@pytest.fixture
def counters(db):
    mtg = Game.objects.create(slug="mtg", name="Magic: The Gathering")
    # Magic Comprehensive Rules (2025-02-07), as printed.
    add_document(
        mtg,
        "comprehensive-rules",
        [
            (
                "122.1",
                "122.1.",
                "",
                "A counter is a marker placed on an object or player that modifies its characteristics "
                "and/or interacts with a rule, ability, or effect. Counters are not objects and have no "
                "characteristics.",
            ),
            (
                "122.3",
                "122.3.",
                "",
                "If a permanent has both a +1/+1 counter and a -1/-1 counter on it, N +1/+1 and N -1/-1 "
                "counters are removed from it as a state-based action, where N is the smaller of the number "
                "of +1/+1 and -1/-1 counters on it. See rule 704.",
            ),
        ],
    )
    return mtg


QUESTION_COUNTERS = (
    "my creature has two +1/+1 counters and one -1/-1 counter on it, what happens to the counters"
)


def test_the_text_holding_the_questions_notation_passes_one_the_first_stage_put_above_it(counters):
    # "+1/+1" and "-1/-1" are read as the digit 1; the notation itself tells 122.3 apart.
    searcher, features, numbers = mtg_stage(QUESTION_COUNTERS, ["122.1", "122.3"])
    assert features.of(numbers["122.3"], searcher.stored_fields(numbers["122.3"]))["notation"] == 1.0
    assert features.of(numbers["122.1"], searcher.stored_fields(numbers["122.1"]))["notation"] == 0.0
    ranked = [(10.0, numbers["122.1"]), (5.0, numbers["122.3"])]
    assert rerank.rerank(searcher, ranked, features)[0][1] == numbers["122.3"]


@pytest.mark.parametrize(
    ("text", "notation"),
    [
        ("two +1/+1 counters and one −1/−1 counter", {"+1/+1", "-1/-1"}),
        ("a character with Resist +1", {"+1"}),
        ("my 6/6 blocked by a 5/5", {"6/6", "5/5"}),
        ("rule 3-1-3-1 of 2025-02-07", set()),  # rule numbers and dates are no notation
    ],
)
def test_notation_is_power_toughness_and_modifiers_not_rule_numbers(text, notation):
    assert rerank.notation_of(text) == notation


@pytest.mark.parametrize(
    ("subject", "left"),
    [
        ("a public area in the digimon card game", "a public area"),
        ("the bag in lorcana", "the bag"),
        ("a flip card in the game", "a flip card"),
        ("a token in play", "a token in play"),  # "play" is no game
    ],
)
def test_what_is_x_in_a_game_asks_what_x_is(subject, left):
    assert without_game(subject, _Games()) == left


class _Stored:
    """Stored fields by document number, as a searcher gives them."""

    def __init__(self, documents):
        self.documents = documents

    def stored_fields(self, docnum):
        return self.documents[docnum]


# Disney Lorcana comprehensive rules, 10.2.3 in German (2026-04-30) and English (2026-07-09).
PACK_RUSH = {
    1: {
        "kind": "rule",
        "game": "lorcana",
        "key": "10.2.3",
        "family": "7",
        "language": "de",
        "body": "Die Starthandgröße für Pack Rush beträgt 5.",
    },
    2: {
        "kind": "rule",
        "game": "lorcana",
        "key": "10.2.3",
        "family": "7",
        "language": "en",
        "body": "The starting hand size for Pack Rush is 5.",
    },
}


@pytest.mark.parametrize(("language", "shown"), [("en", "en"), ("de", "de"), (None, "de")])
def test_a_rule_and_its_translation_show_in_the_language_of_the_question(language, shown):
    # The German text scored above the English one (as it did on the full Lorcana rules).
    def make(stored, score):
        return {"game": stored["game"], "key": stored["key"], "language": stored["language"], "score": score}

    results = collapse(_Stored(PACK_RUSH), [(9.0, 1), (8.0, 2)], 10, False, make, 4, language)
    assert [(r["language"], r["score"]) for r in results] == [(shown, 9.0)]  # the best one's rank
    assert [a["key"] for a in results[0]["also"]] == ["10.2.3"]


@pytest.mark.parametrize(("language", "shown"), [("en", "en"), ("de", "de"), (None, "de")])
def test_a_rule_shown_in_another_language_is_shown_in_the_questions_when_its_translation_fell_below(
    language, shown
):
    # Only the German text is among the candidates (an English question on the full Lorcana rules
    # found the French and German 1.4.1 above the English one, which fell below the page's pool).
    def make(stored, score):
        return {"game": stored["game"], "key": stored["key"], "language": stored["language"], "score": score}

    def translations(rule):
        assert rule == ("lorcana", "7", "10.2.3")
        return [PACK_RUSH[1], PACK_RUSH[2]]

    results = collapse(_Stored(PACK_RUSH), [(9.0, 1)], 10, False, make, 4, language, translations)
    assert [(r["language"], r["score"]) for r in results] == [(shown, 9.0)]
    assert [a["key"] for a in results[0].get("also", [])] == (["10.2.3"] if shown == "en" else [])


def test_an_earlier_version_shown_is_not_replaced_by_the_current_translation():
    # With every version searched, a German 10.2.3 of an earlier version stays what it is.
    def make(stored, score):
        return {"game": stored["game"], "key": stored["key"], "language": stored["language"], "score": score}

    earlier = {1: {**PACK_RUSH[1], "current": "0"}}
    results = collapse(_Stored(earlier), [(9.0, 1)], 10, False, make, 4, "en", lambda rule: [PACK_RUSH[2]])
    assert [r["language"] for r in results] == ["de"]


def test_translations_are_looked_up_only_for_the_page_shown():
    # Page two (start 1) of an English question: only its result is looked up and shown in English.
    def make(stored, score):
        return {
            "kind": "rule",
            "game": stored["game"],
            "key": stored["key"],
            "language": stored["language"],
            "score": score,
        }

    other = {
        **PACK_RUSH[1],
        "key": "10.2.4",
        "body": "Wenn ein Spieler 15 oder mehr Legenden erreicht, gewinnt er.",
    }
    asked = []

    def translations(rule):
        asked.append(rule[2])
        return [PACK_RUSH[2]] if rule[2] == "10.2.3" else []

    documents = {1: other, 2: PACK_RUSH[1]}
    results = collapse(_Stored(documents), [(9.0, 1), (8.0, 2)], 2, False, make, 4, "en", translations, 1)
    assert asked == ["10.2.3"]
    assert [(r["key"], r["language"]) for r in results] == [("10.2.4", "de"), ("10.2.3", "en")]


@pytest.fixture
def lorcana_in_two_languages(db):
    lorcana = Game.objects.create(slug="lorcana", name="Disney Lorcana")
    # Disney Lorcana comprehensive rules 10.2.3, in English (2026-07-09) and in German (2026-04-30).
    english = add_document(
        lorcana,
        "comprehensive-rules",
        [("10.2.3", "10.2.3.", "", "The starting hand size for Pack Rush is 5.")],
    )
    german = add_document(
        lorcana,
        "comprehensive-rules-de",
        [("10.2.3", "10.2.3.", "", "Die Starthandgröße für Pack Rush beträgt 5.")],
        language="de",
    )
    german.document.translation_of = english.document
    german.document.save()
    return lorcana


def test_the_engine_finds_a_rules_translation_in_its_family_by_the_rules_key(lorcana_in_two_languages):
    # Only the German text holds "Starthandgröße": the English 10.2.3 is no candidate, yet an
    # English question shows it, the German one under it.
    found = search.search("what is the Starthandgröße", game="lorcana")["results"]
    assert [(r["key"], r["snippet"][:3]) for r in found] == [("10.2.3", "The")]
    assert [a["key"] for a in found[0]["also"]] == ["10.2.3"]


@pytest.fixture
def spanish_anatomy(db):
    ddm = Game.objects.create(slug="ddm", name="Digimon Digital Monster", language="es")
    # The ddm seed (004), in Spanish, as printed.
    add_document(
        ddm,
        "card-anatomy",
        [
            (
                "2.1.11",
                "2.1.11.",
                "Attack Type",
                "Los Digimon poseen 3 tipos de ataque, A, B y C; el tipo de ataque usado dependerá en el "
                "Battle Type del oponente.",
            ),
            (
                "2.1.12",
                "2.1.12.",
                "Lost Points",
                "Muestra cuanta salud disminuye cuando pierdes una batalla; fijate en el Lost Points de tu "
                "Digimon y en el del Digimon de tu oponente para determinar la cantidad de salud perdida.",
            ),
            (
                "2.2.2",
                "2.2.2.",
                "Capacity",
                "Muestra la capacidad de las cartas (Ej: +20). La capacidad puede ser requerida en ciertas "
                "habilidades o efectos de Option cards.",
            ),
        ],
        language="es",
    )
    return ddm


def ddm_features(question: str, key: str) -> dict:
    search.search(question, game="ddm")  # brings the index up to date
    searcher = service.get_index().store.searcher()
    number = searcher.document_number(id=f"section:{Section.objects.get(key=key).pk}")
    features = rerank.Features(searcher.reader(), Postings(searcher), question, {})
    return features.of(number, searcher.stored_fields(number))


def test_a_spanish_text_stating_a_number_answers_a_question_asking_how_many(spanish_anatomy):
    # 2.1.11: "Los Digimon poseen 3 tipos de ataque"; 2.1.12 states no number.
    assert ddm_features("cuántos tipos de ataque tiene un digimon", "2.1.11")["count"] == 1.0
    assert ddm_features("cuántos tipos de ataque tiene un digimon", "2.1.12")["count"] == 0.0


def test_a_spanish_text_writing_the_questions_modifier_holds_its_notation(spanish_anatomy):
    # 2.2.2: "Muestra la capacidad de las cartas (Ej: +20)."
    assert ddm_features("capacidad +20", "2.2.2")["notation"] == 1.0


@pytest.mark.parametrize(
    ("text", "states"),
    [
        # dcg 3-4-5-2 and Lorcana 1.11.3, as printed: counts a "how many" question asks for.
        ("Only 1 card can be placed in the breeding area.", True),
        ("If a player has 20 or more lore, they win the game (see 1.8.1.1).", True),
        # Magic 301.7 and dcg 3-4-3, as printed: only other rules' numbers.
        (
            "Some artifacts have the subtype “Vehicle.” Most Vehicles have a crew ability which allows them "
            "to become artifact creatures. See rule 702.122, “Crew.”",
            False,
        ),
        (
            "When cards are placed in the field, they are placed unsuspended. (For details, refer to 4-11 "
            '"Card Orientation")',
            False,
        ),
    ],
)
def test_a_reference_to_another_rule_states_no_number_a_how_many_question_asks_for(text, states):
    assert rerank.states_number(text) is states


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("does it go to my graveyard or theirs?", True),
        ("does it go into their graveyard or my graveyard", True),
        ("does it go to its owner's graveyard or my graveyard", True),
        # Magic 506.4 lets a creature attack a player or a planeswalker; 118.3 a cost paid with
        # mana or life: a choice of two things, not whose one thing is.
        ("should I attack the player or their planeswalker", False),
        ("can I pay with mana or my life", False),
    ],
)
def test_or_my_x_asks_whose_only_after_a_possessors_thing(question, asks):
    assert rerank.asks_whose(question) is asks


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("how many cards can the breeding area hold", True),
        ("Wie viele Karten hat man auf der Starthand", True),
        # Magic 603.2c, as printed: "An ability triggers only once each time its trigger event
        # occurs." A question saying the number does not matter asks for none.
        ("does the ability trigger once no matter how many creatures die", False),
        ("no matter how much damage is dealt, does it survive", False),
    ],
)
def test_no_matter_how_many_asks_for_no_number(question, asks):
    assert rerank.asks_count(question) is asks
