"""Families of confident wrong answers found by the r12 red team (terse notes, conditions and
quantifiers, timing and comparison), each expectation quoted from the seed text."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.question_form import as_plainly_asked
from rulings.scenarios.service import read_question as ask

# Asked as the API asks (service.read_question): the scenario reader, then the rule-sentence reader
pytestmark = pytest.mark.usefixtures("seeded", "roomy_budget")


@pytest.mark.parametrize(
    ("note", "read"),
    [
        ("transform = ETB?", "transform counts as ETB?"),
        ("flip == KO?", "flip counts as KO?"),
        ("Cast it with X = 3?", "Cast it with X = 3?"),  # a value, not a note of what counts as what
    ],
)
def test_a_judges_equals_sign_between_words_is_read_as_counts_as(note, read):
    assert as_plainly_asked(note) == read


def test_it_answers_unknown_when_a_note_asks_whether_transforming_counts_as_entering():
    # mtg 712.2 only lists what abilities allow ("allow the card to be cast or enter the battlefield
    # "transformed""): it does not say a transform is an entering (was a confident yes on 712.2)
    out = ask("transform = ETB?", "mtg")
    assert out["answer"] == "unknown"


def test_a_note_with_an_equals_sign_is_answered_as_counts_as():
    # dbe 16.8 "Flipping an active Digimon ... doesn't count as a KO"
    out = ask("flip = KO?", "dbe")
    assert out["answer"] == "no"
    assert any(c["key"] == "intro-to-flip-cards.16.8" for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "Can every kind of double-faced card transform?",
        "Can all DFCs transform?",
        "Can any type of double-faced card transform?",
    ],
)
def test_it_answers_unknown_when_asked_whether_every_kind_of_card_can_transform(question):
    # mtg 712.1 "There are three kinds of double-faced cards: transforming double-faced cards, modal
    # double-faced cards, and meld cards." and 712.9 "Only transforming tokens and permanents represented
    # by transforming double-faced cards can transform": one sample card answers no question of every
    # kind (was a confident yes: "The card turns to its back face", 712.2; then 712.1 read as saying so)
    out = ask(question, "mtg")
    assert out["answer"] != "yes", out["summary"]


def test_a_sentence_that_only_names_the_kinds_does_not_answer_a_question_of_every_kind():
    from rulings.scenarios.engine.statement_quantifiers import kinds_unquantified

    names = "There are three kinds of double-faced cards: transforming double-faced cards, modal …"
    assert kinds_unquantified("Can every kind of double-faced card transform?", names)
    only = "Only transforming tokens and permanents represented by transforming … cards can transform"
    assert not kinds_unquantified("Can every kind of double-faced card transform?", only)
    assert not kinds_unquantified("Can a double-faced card transform?", names)


@pytest.mark.parametrize(
    "question",
    [
        "Un Digimon Variable, ¿gana también el tipo del Digimon oponente?",
        "Does a Variable Digimon take its opponent's level?",
        "¿Un Digimon Variable cambia de grupo junto con el oponente?",
    ],
)
def test_it_answers_unknown_when_a_variable_digimon_is_asked_of_another_characteristic(question):
    # ddm 2.1.7 "En el caso de un Digimon con atributo Variable, ganara cualquier atributo que tenga su
    # oponente": said of the attribute only; the type (2.1.6), level (2.1.5) and group (2.1.8) are other
    # sections (was a confident yes about the attribute)
    assert ask(question, "ddm")["answer"] == "unknown"


def test_the_attribute_of_a_variable_digimon_is_still_answered():
    # ddm 2.1.7 "ganara cualquier atributo que tenga su oponente"
    out = ask("¿Un Digimon de atributo Variable gana el atributo que tenga su oponente?", "ddm")
    assert out["answer"] == "yes"
    assert any(c["key"] == "2.1.7" for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "Does a melded permanent that dies count as one card going to the graveyard?",
        "Does a melded permanent that dies count as two objects?",
        "Does a melded permanent leaving count as two permanents?",
    ],
)
def test_it_does_not_answer_yes_when_a_melded_permanent_is_asked_to_count_as_another_number(question):
    # mtg 712.21e "a melded permanent among those objects counts as one object that moved. If the effect
    # needs to know the number of cards that changed zones, that melded permanent counts as two cards";
    # 712.21 "one permanent leaves the battlefield and two cards are put into the appropriate zone"
    # (each was a confident yes: "it counts as one object and two cards", whatever number was asked)
    assert ask(question, "mtg")["answer"] != "yes"


@pytest.mark.parametrize(
    "question",
    [
        "Does a melded permanent that dies count as two cards?",
        "Does a melded permanent count as one object when it dies?",
    ],
)
def test_the_numbers_the_rules_count_are_still_answered(question):
    # 712.21e: "counts as one object that moved", "counts as two cards that moved"
    out = ask(question, "mtg")
    assert out["answer"] == "yes"
    assert any(c["key"] == "712.21e" for c in out["citations"])


def test_a_count_of_a_thing_in_the_plural_is_compared_with_the_sentences_count_in_the_singular():
    from rulings.scenarios.engine.statement_guards import counts_crossed

    sentence = "If a melded permanent leaves …, one permanent leaves the battlefield and two cards …"
    assert counts_crossed("Does it count as two permanents?", sentence)
    assert not counts_crossed("Do two cards go?", sentence)


def test_a_card_neither_of_whose_sides_has_the_initialize_icon_is_not_read_as_having_it():
    # dbe 9 "… that includes choosing the initial side for cards without this Initialize icon"; 5 (a card
    # with the icon starts on the side it marks) was answered of it: a confident no
    out = ask("If neither side has the Initialize icon, can I choose its starting side?", "dbe")
    assert out["answer"] != "no"


def test_a_card_neither_of_whose_sides_has_the_icon_can_still_be_flipped():
    # dbe 8 "Cards without this icon can still be flipped."
    out = ask("If neither side has the Initialize icon, can the card still be flipped?", "dbe")
    assert out["answer"] == "yes"
    assert [c["key"] for c in out["citations"]] == ["intro-to-flip-cards.8"]


def test_a_card_with_the_icon_still_starts_on_the_side_it_marks():
    # dbe 5 "The accompanying icon to the right of it is the card’s initial side (star or moon)."
    out = ask("If a card has the Initialize icon, can I choose its starting side?", "dbe")
    assert out["answer"] == "no"


@pytest.mark.parametrize(
    "question",
    [
        "¿La Option card vuelve a la mano si no cumple los requisitos?",
        "If the requirements stop being met, does the Option card return to the hand?",
    ],
)
def test_it_answers_no_when_asked_of_another_zone_than_the_one_the_rules_send_the_card_to(question):
    # ddm 2.2.6 "Si no cumple con los requisitos mientras la Option Card todavía está activa, la Option
    # Card se enviará al Dark Area inmediatamente." (was a confident yes: it "goes", but not to the hand)
    out = ask(question, "ddm")
    assert out["answer"] == "no"
    assert any(c["key"] == "2.2.6" for c in out["citations"])


def test_the_zone_the_rules_send_the_card_to_is_still_answered_yes():
    # ddm 2.2.6 "la Option Card se enviará al Dark Area inmediatamente"
    out = ask("If the requirements stop being met, does the Option card go to the Dark Area?", "ddm")
    assert out["answer"] == "yes"


@pytest.mark.parametrize(
    "question",
    ["Is transforming the same as entering the battlefield?", "Does a transform work like entering it?"],
)
def test_it_answers_unknown_when_asked_whether_a_transform_is_the_same_as_entering(question):
    # mtg 712.2 "… allow the card to be cast or enter the battlefield “transformed”" relates neither to the
    # other (was a confident yes on it); the wiki notes say "the card neither enters nor leaves the
    # battlefield", which the reader does not reach here
    assert ask(question, "mtg")["answer"] == "unknown"


def test_a_sentence_that_says_what_is_the_same_still_answers_the_same_as():
    # mtg card-rulings.7 "Transforming a permanent into a land isn't the same as playing a land."
    out = ask("Is transforming into a land the same as playing a land?", "mtg")
    assert out["answer"] == "no"
    assert [c["key"] for c in out["citations"]] == ["card-rulings.7"]


@pytest.mark.parametrize(
    "question",
    ["Is the Device controller the host controller after the flip?", "device controller = host controller?"],
)
def test_it_does_not_answer_no_when_asked_whether_the_devices_controller_is_the_hosts(question):
    # space 13.all-card-types.1 "Any attached Devices remain attached, and stay under the host's
    # controller": asked what the controller is, not whether it changes (was a confident no: the
    # subject's default "does it change controller?" read into a "be" between two noun phrases)
    assert ask(question, "space")["answer"] != "no"


def test_whether_the_device_changes_controller_is_still_answered():
    # space 13.all-card-types.1 "stay under the host's controller"
    out = ask("Does the Device change controller when the host flips?", "space")
    assert out["answer"] == "no"
    assert [c["key"] for c in out["citations"]] == ["13.all-card-types.1"]


@pytest.mark.parametrize(
    "question",
    [
        "Does the evo-bonus of the other side become active when it flips?",
        "Does the other side's evo-bonus stay when it flips?",
    ],
)
def test_it_answers_unknown_when_asked_of_the_subject_of_the_side_not_showing(question):
    # dbe 16.5 is said of "a permanent evo-bonus active" on the active Digimon; 16.12 of the bonus "of the
    # current side" and of "that new (now current) side": what the hidden side's bonus does on a flip is
    # not the active bonus's fate (was a confident no: "The evo-bonus stays")
    assert ask(question, "dbe")["answer"] == "unknown"


def test_the_evo_bonus_of_the_active_digimon_is_still_answered_when_it_flips_to_the_other_side():
    # dbe 16.5 "then flip to another side, the evo-bonus will remain active"
    out = ask("Does the evo-bonus stay when the active flips to the other side?", "dbe")
    assert out["answer"] == "yes"
    assert any(c["key"] == "intro-to-flip-cards.16.5" for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "Does a Variable Digimon facing a Virus-type Digimon become Virus?",
        "¿Un Digimon Variable contra un Digimon de tipo Virus se vuelve Virus?",
    ],
)
def test_a_type_named_by_an_attribute_is_the_attribute(question):
    # ddm 2.1.7 "En el caso de un Digimon con atributo Variable, ganara cualquier atributo que tenga su
    # oponente"
    out = ask(question, "ddm")
    assert out["answer"] == "yes"
    assert any(c["key"] == "2.1.7" for c in out["citations"])


@pytest.mark.parametrize(
    ("note", "read"),
    [
        ("KO -> flip?", "If KO, flip?"),
        ("flip → evo-bonus kept?", "If flip, evo-bonus kept?"),
        ("Does it stay?", "Does it stay?"),
    ],
)
def test_a_judges_arrow_is_read_as_a_condition(note, read):
    assert as_plainly_asked(note) == read


def test_it_answers_unknown_when_a_note_asks_whether_a_ko_makes_it_flip():
    # dbe 16.8 "Flipping an active Digimon ... doesn't count as a KO" says what a flip counts as, not that a
    # KO flips the card (was a confident no on 16.8)
    assert ask("KO -> flip?", "dbe")["answer"] == "unknown"


def test_a_note_with_an_arrow_still_asks_what_the_event_does():
    # dbe 16.5 "the evo-bonus will remain active"
    out = ask("flip -> perm evo-bonus kept?", "dbe")
    assert out["answer"] == "yes"
    assert any(c["key"] == "intro-to-flip-cards.16.5" for c in out["citations"])


def test_it_does_not_answer_no_when_the_condition_says_the_character_has_no_cp():
    # space 13.characters.1 "The controller then places a number of Character Points on the Character
    # equal to their starting CP total.": a Character with no CP gets its starting total (was a confident
    # no: the condition's "no CP" read as what is asked)
    assert ask("If the Character has no CP, does it get CP when it flips?", "space")["answer"] != "no"


def test_a_character_asked_to_end_with_no_cp_is_still_answered_no():
    # space 13.characters.1 "… places a number of Character Points … equal to their starting CP total"
    out = ask("When a Character flips, does it have zero CP?", "space")
    assert out["answer"] == "no"
    assert {c["key"] for c in out["citations"]} == {"13.characters.1"}


def test_a_no_after_a_verb_in_the_condition_is_a_negated_condition_not_the_questions_denial():
    # space 13.all-card-types.2 "A Bound Character who flips stays Bound": of one that "has no Storyline"
    # the sentence says nothing (was a confident no: the condition's "no" read as the question's "not")
    out = ask("If the Bound Character has no Storyline, does it stay Bound when it flips?", "space")
    assert out["answer"] != "no"
    assert ask("Does a Bound Character stay Bound when it flips?", "space")["answer"] == "yes"


def test_a_conditions_no_after_a_verb_is_counted_as_its_negation():
    from rulings.scenarios.engine.statement_clauses import negated_conditions

    assert negated_conditions("If the Bound Character has no Storyline, does it stay Bound?") == 1
    assert negated_conditions("If a card with no icon flips, does it stay?") == 0  # describes the card


def test_the_card_a_flipping_character_sits_on_is_not_the_card_that_flips():
    # space 13.characters.2 "All other counters remain except Liberation counters." is the Character's rule;
    # "on my opponent's Location" says where it is (was answered, and cited, as the Location flipping:
    # 13.locations.2)
    out = ask("When my Character on my opponent's Location flips, does it keep its counters?", "space")
    assert {c["key"] for c in out["citations"]} == {"13.characters.2"}


def test_a_location_that_flips_is_still_read_as_the_card_that_flips():
    # space 13.locations.1 "Any Characters or Ground Units that are deployed remain deployed there."
    out = ask("When my opponent's Location flips, do my Characters on it stay deployed?", "space")
    assert out["answer"] == "yes"
    assert {c["key"] for c in out["citations"]} == {"13.locations.1"}


def test_it_answers_unknown_when_a_question_of_every_area_meets_a_sentence_about_this_area():
    # dcg 3-3-2 "The Digi-egg deck is a private area. Cards are placed face- down in this area." says it of
    # the Digi-Egg deck; of the hand, a private area too (3-5-3), no face is said (was a confident yes)
    assert ask("Are all private areas placed face down?", "dcg")["answer"] == "unknown"
    out = ask("Is the Digi-Egg deck placed face down?", "dcg")
    assert out["answer"] == "yes"
    assert any(c["key"] == "3-3-2" for c in out["citations"])


def test_it_answers_unknown_when_asked_whether_all_have_what_the_text_says_they_may_have():
    # ddm 2.1.5 "Los digimon Sin Nivel pueden tener un nivel equivalente establecido en su nivel": they may,
    # not all do (was a confident yes to "¿Todos … tienen …?")
    assert ask("¿Todos los Digimon Sin Nivel tienen nivel equivalente?", "ddm")["answer"] == "unknown"
    out = ask("¿Los Digimon Sin Nivel pueden tener nivel equivalente?", "ddm")
    assert out["answer"] == "yes"
    assert [c["key"] for c in out["citations"]] == ["2.1.5"]


@pytest.mark.parametrize(
    "question",
    ["flipped card still uses old face's shields?", "Does a flipped card still use the old face's Shielded?"],
)
def test_what_the_old_face_prints_governs_nothing_after_the_flip(question):
    # space 13.p1 "it follows the rules of the type printed on that face — its Shielded status (§11.2) … The
    # face a card came from governs nothing once it has turned." (after main's "old face's" carve-out for
    # what the card carries, this was a confident "depends" by the new face's type)
    out = ask(question, "space")
    assert out["answer"] == "no"
    assert {c["key"] for c in out["citations"]} == {"13.p1"}


def test_the_old_faces_counters_are_still_read_as_counters():
    # space 13.characters.2, 13.spacecraft.2, 13.locations.2 "All … counters remain except Liberation …"
    assert ask("Do the old face's counters stay when it flips?", "space")["answer"] == "yes"


@pytest.mark.parametrize("question", ["Do all meld pairs have six cards?", "Does a meld pair have 6 cards?"])
def test_a_number_said_of_another_thing_does_not_answer(question):
    # mtg 712.5 "There are six specific meld pairs." counts pairs, not cards; 712.4a "the two cards in a
    # meld pair" (was a confident yes on 712.5, on the merge)
    assert ask(question, "mtg")["answer"] == "unknown"


def test_the_number_of_meld_pairs_is_still_answered():
    # mtg 712.5 "There are six specific meld pairs."
    out = ask("Are there six meld pairs?", "mtg")
    assert out["answer"] == "yes"
    assert [c["key"] for c in out["citations"]] == ["712.5"]


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # dbe 6 "Those cards generally start the game in a hidden zone such as the main deck": generally,
        # and only those without an initial side (4: some start in play)
        ("Do all flip cards start in the main deck?", "dbe"),
        # ddm 2.1.7 "En el caso de que el Digimon oponente también sea de atributo variables, ambos se
        # mantendrán en dicho atributo.": said in that case, not of every Digimon
        ("¿Todos los Digimon tienen un atributo Variable?", "ddm"),
    ],
)
def test_it_answers_unknown_when_all_are_asked_of_what_holds_generally_or_in_one_case(question, game):
    # both were confident yeses on the merge
    assert ask(question, game)["answer"] == "unknown"


def test_a_number_followed_by_no_thing_is_not_crossed_with_the_sentences():
    from rulings.scenarios.engine.statement_guards import counts_crossed

    # ddm 2.1.5 "Los niveles estándar son: Nivel 3 o infantil, nivel 4 o adulto, …": "nivel 4 es" counts
    # no thing
    sentence = "Los niveles estándar son: Nivel 3 o infantil, nivel 4 o adulto, nivel perfecto …"
    assert not counts_crossed("un digimon nivel 4 es lo mismo que nivel adulto?", sentence)
    assert counts_crossed("Does a meld pair have six cards?", "There are six specific meld pairs.")
