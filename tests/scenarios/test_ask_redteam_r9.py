"""Red team r9 (issue #15), all games: families once answered confidently wrong, now answered from
the seed or left unknown.

- a kind of card the space rules name without giving it flip rules of its own (a Device, a Ground Unit)
  named as the card that flips: the counters rules said of Characters, Spacecraft and Locations (13
  "All other counters remain except Liberation counters.") were given for it, one per kind.
- a state the rule's case needs, negated by a prefix ("an unbound Character", "a non-Bound Character"):
  13.all-card-types.2 "A Bound Character who flips stays Bound; the Storyline flips with them if the flip
  is a Fall" answered yes for a Character that is not Bound, as "a Character that is not Bound" is not.
- a choice between two things that the reader did not see as one: a second side set against the first
  ("is that a KO or just a flip?") and two participles ("are the units destroyed or displaced?"); dbe 16.8
  and space 13.spacecraft.1 were given as a plain no, which reads as a no to the choice;
- a question word after a preposition ("¿En qué fase …?", "¿A dónde va …?", "In which zone …?") was read
  as a yes-or-no question: ddm 2.2 answered "¿En qué fase pongo boca abajo una Option card?" yes.
- a tag that asks the question again with a "not" ("…, or does it not?", "…, or doesn't it?", "…, or is
  it not?") was read as the question's own negation: "Does flipping count as a KO, or does it not?" was
  answered yes from dbe 16.8 "doesn’t count as a KO".
- a question word after an opening word ("Exactly how many loyalty counters …?") was read as a yes-or-no
  question and answered no from 712.18.
- the Spanish tag "¿o sí?" (or is it?) after a negative statement asks the statement without its "no":
  "Los grupos … no pueden ser requeridos …, ¿o sí?" was answered no from ddm 2.1.8 "Los grupos pueden ser
  requeridos en ciertas habilidades o efectos de Option Cards."
- what a flip counts as, asked with the thing before "count as" ("Does its type count as changed?") or
  with "counted as" ("is that counted as a type change?"), was read as whether the printed types change
  (16.6), though dbe 16.9 says "do not count this as “changing” a type".
- two counts set against each other ("Do I update it once or twice?"): answered yes from dbe 16.10 "be
  sure to update it multiple times"; and the summary of a choice whose sides a yes or no does not tell
  apart no longer says "the rules choose the first" (712.21 example: "whenever a card is put into a
  graveyard from anywhere" triggers twice, not once).
- a negative quantifier over the subject right after the opening auxiliary ("Do none of the counters
  stay?", "Are none of the Power boosts removed?") was dropped, and the positive question answered: space
  13 "All counters remain except Liberation counters." answered "Are none of the counters kept when a
  Spacecraft flips?" yes, and dbe 16.7 "Do not remove any floating effects …, including Power boosts"
  answered "Are none of the Power boosts removed?" no.
- a contrast set after what is asked (", not two?", ", not just a flip?") was read as the question's own
  "not": "Is a melded permanent that dies one object, not two?" was answered no from 712.21 "one permanent
  leaves the battlefield and two cards are put into the appropriate zone", and "Does flipping count as a
  KO, not just a flip?" yes from dbe 16.8.
- a move that puts the card face up into a hidden zone ("a card placed face up in the security stack")
  was run as the zone's usual face-down placement: dcg 3-7-2 answered no where 3-7-4 "If a face-up card is
  placed in a security stack, the card becomes public information." says yes.
- a choice between staying and going to a zone named by a verb the reader does not know as going
  ("¿se queda o se va al Dark Area?"): ddm 2.2.6 "la Option Card se enviará al Dark Area inmediatamente"
  was given as a plain no, which reads as a no to the choice.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.either_or import alternatives
from rulings.scenarios.engine.question_form import asks_of_none, asks_wh, without_or_not
from rulings.scenarios.service import read_question


def _keys(out: dict) -> set[str]:
    return {c["key"] for c in out["citations"]}


@pytest.mark.parametrize(
    "question",
    [
        "A Device is flipped on its own. Does it keep its counters?",
        "My Ground Unit flips. Are its Liberation counters removed?",
    ],
)
def test_it_answers_unknown_when_a_kind_without_flip_rules_is_the_card_that_flips(seeded, question):
    # space 13 gives counters rules "For Characters", "For Spacecraft" and "For Locations" only;
    # 13.all-card-types.1 speaks of Devices attached to the card that flips, not of a Device flipping.
    assert read_question(question, "space")["answer"] == "unknown"


def test_a_device_attached_to_the_character_that_flips_still_reads_as_the_character(seeded):
    # 13.characters.2 "All other counters remain except Liberation counters."
    out = read_question("My Character with an attached Device flips. Does it keep its counters?", "space")
    assert out["answer"] == "yes"
    assert "13.characters.2" in _keys(out)


@pytest.mark.parametrize(
    "question",
    [
        "Does an unbound Character's Storyline flip when that Character falls?",
        "Does a non-Bound Character's Storyline flip when it falls?",
    ],
)
def test_it_answers_unknown_when_a_prefix_negates_the_state_the_rule_speaks_of(seeded, question):
    # 13.all-card-types.2 speaks of "A Bound Character who flips"
    assert read_question(question, "space")["answer"] == "unknown"


def test_the_storyline_of_a_bound_character_still_flips_on_a_fall(seeded):
    # 13.all-card-types.2 "the Storyline flips with them if the flip is a Fall"
    out = read_question("My Bound Character flips and the flip is a Fall. Does the Storyline flip?", "space")
    assert out["answer"] == "yes"
    assert "13.all-card-types.2" in _keys(out)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # dbe 16.8 "Flipping an active Digimon … doesn’t count as a KO"
        ("When my active flips, is that a KO or just a flip?", "dbe"),
        # space 13.spacecraft.1 "Any the new face cannot hold … are displaced (§14.12)"
        ("When a Spacecraft flips, are the Ground Units that don't fit destroyed or displaced?", "space"),
    ],
)
def test_it_answers_unknown_when_the_question_asks_which_of_two_things_happens(seeded, question, game):
    assert alternatives(question, game) is not None
    assert read_question(question, game)["answer"] == "unknown"


def test_an_or_inside_the_condition_is_no_choice():
    assert alternatives("Does a Character flip when destroyed or exiled?", "space") is None


def test_the_plain_question_on_one_side_is_still_answered(seeded):
    # dbe 16.8 "… doesn’t count as a KO"
    out = read_question("Is flipping my active a KO?", "dbe")
    assert out["answer"] == "no"
    assert "intro-to-flip-cards.16.8" in _keys(out)


@pytest.mark.parametrize(
    "question",
    [
        "¿En qué fase pongo boca abajo una Option card?",
        "¿A dónde va la carta si no puedo pagar el costo?",
        "¿Hasta cuándo se queda la Option card?",
        "In which zone does the card end up?",
    ],
)
def test_a_question_word_after_a_preposition_asks_no_yes_or_no(question):
    assert asks_wh(question)


def test_a_spanish_condition_before_the_question_is_no_question_word(seeded):
    # ddm 2.1.7 "En el caso de un Digimon con atributo Variable, ganara cualquier atributo que tenga su
    # oponente"
    assert not asks_wh("En el caso de un Digimon Variable, ¿gana el atributo del oponente?")
    out = read_question("¿En qué fase pongo boca abajo una Option card?", "ddm")
    assert out["answer"] == "unknown"


@pytest.mark.parametrize(
    ("question", "game", "key"),
    [
        # dbe 16.8 "Flipping an active Digimon … doesn’t count as a KO"
        ("Does flipping count as a KO, or does it not?", "dbe", "intro-to-flip-cards.16.8"),
        # mtg card rulings 7 "Transforming a permanent into a land isn't the same as playing a land."
        ("Does transforming into a land count as my land play, or doesn't it?", "mtg", "card-rulings.7"),
        ("Is transforming into a land the same as playing a land, or is it not?", "mtg", "card-rulings.7"),
    ],
)
def test_a_negated_tag_that_asks_again_does_not_turn_the_question_round(seeded, question, game, key):
    out = read_question(question, game)
    assert out["answer"] == "no"
    assert key in _keys(out)


def test_a_question_word_after_an_opening_word_asks_no_yes_or_no(seeded):
    question = (
        "Exactly how many loyalty counters does Jace, Telepath Unbound get when Jace, Vryn's Prodigy flips?"
    )
    assert asks_wh(question)
    assert read_question(question, "mtg")["answer"] == "unknown"


def test_a_spanish_or_yes_tag_asks_the_statement_without_its_no(seeded):
    # ddm 2.1.8 "Los grupos pueden ser requeridos en ciertas habilidades o efectos de Option Cards."
    question = "Los grupos de un Digimon no pueden ser requeridos por habilidades u Option Cards, ¿o sí?"
    out = read_question(question, "ddm")
    assert out["answer"] == "yes"
    assert "2.1.8" in _keys(out)


@pytest.mark.parametrize(
    "question",
    [
        "Does Antiramon's type count as changed when it flips?",
        "When Antiramon flips, is that counted as a type change?",
    ],
)
def test_a_flip_is_not_counted_as_a_type_change_however_it_is_asked(seeded, question):
    # dbe 16.9 "If an active Digimon flips, even though its types may be different, do not count this as
    # “changing” a type."
    out = read_question(question, "dbe")
    assert out["answer"] == "no"
    assert "intro-to-flip-cards.16.9" in _keys(out)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # dbe 16.10 "If a card flips multiple times during a turn, be sure to update it multiple times."
        ("Do I update the card once or twice when it flips twice?", "dbe"),
        # mtg 712.21 example: "An ability that triggers “whenever a card is put into a graveyard from
        # anywhere” triggers twice."
        (
            "Does a 'whenever a card is put into a graveyard' ability trigger once or twice for "
            "Chittering Host?",
            "mtg",
        ),
    ],
)
def test_two_counts_set_against_each_other_get_no_yes_or_no_and_no_chosen_side(seeded, question, game):
    out = read_question(question, game)
    assert out["answer"] == "unknown"
    assert "choose the first" not in out["summary"]


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("Are none of the counters kept when a Spacecraft flips?", "space"),
        ("Do no counters stay when a Spacecraft flips?", "space"),
        ("Are none of the Power boosts removed when my active flips?", "dbe"),
    ],
)
def test_it_answers_unknown_or_right_when_none_of_the_subject_is_asked_of(seeded, question, game):
    # space 13.spacecraft.2 "All counters remain except Liberation counters."; dbe 16.7 "Do not remove any
    # floating effects that modify the active either, including Power boosts": the positive question's
    # answer is not this one's
    assert asks_of_none(question)
    assert read_question(question, game)["answer"] != {"space": "yes", "dbe": "no"}[game]


def test_no_longer_and_a_card_with_no_icon_are_no_quantifier_over_the_subject(seeded):
    assert not asks_of_none("Does it no longer count as a Bound Character?")
    assert not asks_of_none("Can a card with no side icon be flipped?")
    # dbe 11 "Cards without a side icon cannot be flipped."
    out = read_question("Can a card with no side icon be flipped?", "dbe")
    assert out["answer"] == "no"
    assert "intro-to-flip-cards.11" in _keys(out)


@pytest.mark.parametrize(
    ("question", "game", "answer", "key"),
    [
        # 712.21 "If a melded permanent leaves the battlefield, one permanent leaves the battlefield and two
        # cards are put into the appropriate zone."
        ("Is a melded permanent that dies one object, not two?", "mtg", "yes", "712.21"),
        # dbe 16.8 "Flipping an active Digimon … doesn’t count as a KO"
        ("Does flipping count as a KO, not just a flip?", "dbe", "no", "intro-to-flip-cards.16.8"),
    ],
)
def test_a_contrast_after_the_question_does_not_negate_it(seeded, question, game, answer, key):
    out = read_question(question, game)
    assert out["answer"] == answer
    assert key in _keys(out)


def test_a_not_that_opens_a_condition_is_no_contrast():
    assert (
        without_or_not("Does the Storyline flip, not if it's a Fall?")
        == "Does the Storyline flip, not if it's a Fall?"
    )


def test_a_card_put_face_up_into_a_hidden_zone_is_not_run_as_put_face_down(seeded):
    # dcg 3-7-4 "If a face-up card is placed in a security stack, the card becomes public information."
    out = read_question("Is a card placed face up in the security stack public information?", "dcg")
    assert out["answer"] == "yes"
    assert "3-7-4" in _keys(out)
    assert read_question("Is a Digimon placed face up in my hand public?", "dcg")["answer"] == "unknown"


def test_a_choice_between_staying_and_going_to_a_zone_gets_no_yes_or_no(seeded):
    # ddm 2.2.6 "Si no cumple con los requisitos mientras la Option Card todavía está activa, la Option Card
    # se enviará al Dark Area inmediatamente."
    question = "¿La Option card se queda o se va al Dark Area cuando no se cumplen los requisitos?"
    assert alternatives(question, "ddm") is not None
    out = read_question(question, "ddm")
    assert out["answer"] == "unknown"
    assert "2.2.6" in _keys(out)
