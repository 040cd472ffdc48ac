"""Red team r3 (issue #15), all games: families once answered confidently wrong, now answered from
the seed or left unknown.

- a Spanish negative statement put to be confirmed ("…, ¿verdad?") is read either way, as the English
  one ("…, right?") is: ddm 2.2 "Una vez puesta, las Option cards no serán devueltas a la mano";
- the opponent acting in the question, while the rule's sentence names another player as the one who
  acts and the opponent only in a card's quoted text: dcg 3-1-3-4 "the player who activated this
  effect chooses the order";
- an effect said in other words to name the breeding area ("explicitly says … breeding area"): dcg
  3-4-5-3 "except for effects that explicitly specify or reference breeding areas";
- a subject the rules say of one type of card asked of another: space 13 "For Characters: Any
  Character Points on the Character are removed at flip", said of a Character that flips, not of
  the Characters aboard a Spacecraft that flips.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.answer_polarity import as_answered, either_way
from rulings.scenarios.engine.statement_roles import actor_unnamed
from rulings.scenarios.service import read_question

# dcg 3-1-3-4, word for word
ORDER_CHOSEN = (
    "When multiple cards leave an area at the same time, the player who owns the card that caused the "
    "action to be performed chooses the order in which the cards are placed in the new area. (Example: "
    "When “[When Digivolving] Return all of your opponent's Digimon with the highest level to the bottom "
    "of the deck in any order” is used to return multiple opponent's Digimon to the bottom of the deck at "
    "the same time, the player who activated this effect chooses the order in which the cards are placed "
    "at the bottom of the deck.)"
)


@pytest.mark.parametrize(
    "question",
    [
        "La Option card no vuelve a la mano después de ponerla, ¿verdad?",
        "La Option card nunca vuelve a la mano, ¿no es así?",
        "No se puede devolver a la mano, verdad?",
        # a negative question that presumes the positive: "sí" may confirm either
        "¿Acaso mi Digimon Variable no toma el atributo del oponente?",
    ],
)
def test_a_spanish_negative_statement_put_to_be_confirmed_could_be_answered_either_way(question):
    assert as_answered(question)[1] is True


@pytest.mark.parametrize(
    "question",
    [
        "La Option card vuelve a la mano, ¿verdad?",  # no negation: asks whether it returns
        "¿La Option card no vuelve a la mano?",  # asked as a question, read as it stands
    ],
)
def test_a_spanish_question_that_is_no_negative_statement_to_confirm_is_read_as_asked(question):
    assert as_answered(question) == (question, False)


def test_a_spanish_negative_statement_with_verdad_gets_the_rule_but_no_yes_or_no(seeded, roomy_budget):
    out = read_question("La Option card no vuelve a la mano después de ponerla, ¿verdad?", "ddm")
    assert out["answer"] == "unknown"


def test_the_opponent_acting_is_not_answered_by_a_rule_naming_another_player_as_the_one_who_acts():
    assert actor_unnamed("Does my opponent choose the order?", ORDER_CHOSEN)


def test_a_rule_sentence_that_names_no_player_by_role_is_not_refused_for_its_roles():
    # 3-4-5-5 "Cards in breeding areas can't be chosen for effects, …": no player named by role
    chosen = (
        "Cards in breeding areas can't be chosen for effects, except for effects that explicitly specify "
        "or reference breeding areas."
    )
    assert not actor_unnamed("Can my opponent choose my Digimon in the breeding area?", chosen)


def test_a_question_of_the_asker_or_of_players_in_general_is_not_refused_for_its_roles():
    assert not actor_unnamed("Do I choose the order for my opponent's Digimon?", ORDER_CHOSEN)
    # dcg 3-1-2-1-1 "Either player may look at the content or card order of these areas at any time."
    either = (
        "All card information on cards in these areas is revealed to both players. Either player may "
        "look at the content or card order of these areas at any time."
    )
    assert not actor_unnamed("Can my opponent look at the order of my trash?", either)


def test_it_does_not_say_the_opponent_chooses_the_order_of_cards_my_effect_returns(seeded, roomy_budget):
    out = read_question(
        "My [When Digivolving] returns three of my opponent's Digimon to the bottom of their deck. "
        "Does my opponent get to choose the order?",
        "dcg",
    )
    assert out["answer"] != "yes"


@pytest.mark.parametrize(
    "question",
    [
        "An effect explicitly says it affects a Digimon in the breeding area. "
        "Can it affect my breeding-area Digimon?",
        "Can an effect that specifically mentions the breeding area affect my Digimon in the breeding area?",
    ],
)
def test_an_effect_said_to_name_the_breeding_area_applies_to_a_card_there(question):
    # 3-4-5-3 "Cards in breeding areas can't be affected by effects, except for effects that
    # explicitly specify or reference breeding areas."
    out = ask(question, "dcg")
    assert out["answer"] == "yes"
    assert "3-4-5-3" in {c["key"] for c in out["citations"]}


def test_an_effect_said_not_to_name_the_breeding_area_does_not_reach_a_card_there():
    out = ask(
        "An effect that doesn't explicitly mention the breeding area targets my Digimon in the breeding "
        "area. Does it affect it?",
        "dcg",
    )
    assert out["answer"] == "no"


def test_it_answers_unknown_when_the_character_points_are_asked_of_a_spacecraft_that_flips():
    out = ask("When my Spacecraft flips, do the Characters deployed aboard it get their CP reset?", "space")
    assert out["answer"] == "unknown"
    assert "Spacecraft" in out["summary"]


def test_the_character_points_of_a_character_that_flips_are_still_answered():
    # 13.characters.1 "Any Character Points on the Character are removed at flip."
    out = ask("My Character flips. Does it keep its Character Points?", "space")
    assert out["answer"] == "no"
    assert "13.characters.1" in {c["key"] for c in out["citations"]}


def test_the_overflow_of_a_spacecraft_naming_the_characters_aboard_is_still_answered():
    # 13.spacecraft.1 "Any the new face cannot hold — for example, a Spacecraft flipping to a One-Seater
    # Fighter — are displaced (§14.12)"
    out = ask(
        "A Spacecraft flips to a One-Seater Fighter: do the Characters it can't hold get displaced?", "space"
    )
    assert out["answer"] == "yes"
    assert "13.spacecraft.1" in {c["key"] for c in out["citations"]}


def test_a_device_on_any_type_of_card_stays_attached_when_it_flips():
    # 13.all-card-types.1 "For all card types: Any attached Devices remain attached"
    for host in ("Character", "Location", "Spacecraft"):
        question = f"A Device is attached to my {host} and the {host} flips. Does the Device stay attached?"
        out = ask(question, "space")
        assert out["answer"] == "yes", host
        assert "13.all-card-types.1" in {c["key"] for c in out["citations"]}


# A question echoed by a bare tagged statement; "it depends" to a negative statement to confirm; who
# makes a choice; a new face said to hold every unit.


def test_a_question_echoed_by_a_tagged_statement_is_answered_as_asked():
    assert as_answered("Is a Bound Character still Bound after flipping? It isn't, is it?") == (
        "Is a Bound Character still Bound after flipping?",
        False,
    )
    assert as_answered("Does it stay? It doesn't, right?") == ("Does it stay?", True)


def test_a_bound_character_echoed_with_a_negative_tag_is_still_answered_that_it_stays(seeded, roomy_budget):
    # 13.all-card-types.2 "A Bound Character who flips stays Bound"
    out = read_question("Is a Bound Character still Bound after flipping? It isn't, is it?", "space")
    assert out["answer"] == "yes"
    assert "13.all-card-types.2" in {c["key"] for c in out["citations"]}


def test_it_depends_is_no_answer_to_a_negative_statement_put_to_be_confirmed():
    out = either_way({"answer": "depends", "summary": "It depends. For a …", "citations": [1]})
    assert out["answer"] == "unknown"
    assert out["citations"] == [1]


def test_it_does_not_answer_who_chooses_the_units_that_stay_from_which_units_stay():
    # 13.spacecraft.1 "… are displaced (§14.12); the controller chooses which cards stay."
    out = ask(
        "Can the opponent choose which Ground Units stay on my Spacecraft when it flips to a "
        "One-Seater Fighter?",
        "space",
    )
    assert out["answer"] == "unknown"


def test_units_on_a_new_face_that_can_hold_them_all_stay_deployed():
    # 13.spacecraft.1 "Any Characters or Ground Units remain deployed to the Spacecraft as long as the flip
    # side can legally hold them."
    out = ask(
        "My Spacecraft flips to a face that can legally hold all my units. Do they stay deployed?", "space"
    )
    assert out["answer"] == "yes"
    assert "13.spacecraft.1" in {c["key"] for c in out["citations"]}


def test_all_units_staying_on_a_one_seater_fighter_is_answered_no():
    # 13.spacecraft.1 "Any the new face cannot hold — for example, a Spacecraft flipping to a One-Seater
    # Fighter — are displaced (§14.12)": some stay, the rest leave, so not all of them stay
    out = ask(
        "My Capital Ship has three Ground Units aboard and flips to a face that's a One-Seater Fighter. "
        "Do all three get to stay aboard?",
        "space",
    )
    assert out["answer"] == "no"
    assert "13.spacecraft.1" in {c["key"] for c in out["citations"]}


def test_the_units_asked_of_without_all_still_depend_on_which_the_new_face_holds():
    out = ask(
        "My ship flips to a One-Seater Fighter with three Ground Units aboard. Do the Ground Units stay?",
        "space",
    )
    assert out["answer"] == "depends"


@pytest.mark.parametrize(
    "question",
    [
        "Wait, when Dianamon flips, doesn't its HP reset?",
        "Hmm, doesn't Dianamon's HP reset when it flips?",
    ],
)
def test_an_opening_word_before_a_negated_question_does_not_turn_the_answer_round(question):
    # 16.7 "When flipping a card, do not update information that has changed due to an effect or is
    # permanent. For example, do not change the HP": the HP does not reset
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert "intro-to-flip-cards.16.7" in {c["key"] for c in out["citations"]}
