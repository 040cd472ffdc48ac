"""Round 3 of the question reader (issue #15): what the asking sentence says, apart from the sentences
that set the scene and from the words that name the subject; counters of every kind but the one the
rule excepts; a Variable Digimon that "changes too". Expectations are quoted from the seeds."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask, attributes

# dbe 16.7 "For example, do not change the HP, any activated permanent evo-bonuses, or the status of a
# used “Activate” effect. Do not remove any floating effects that modify the active either, including
# Power boosts, attack ability changes, or changed attack selections."
HP_KEPT = "do not change the HP"
CHANGES_KEPT = "attack ability changes, or changed attack selections"
# space 13 "All counters remain except Liberation counters." (Characters: "All other counters remain …")
COUNTERS_REMAIN = "counters remain except Liberation counters"
# ddm 2.1.7 "… ganara cualquier atributo que tenga su oponente y también cambiara junto con el oponente
# si el atributo del Digimon oponente se modifica …"
VARIABLE_FOLLOWS = "también cambiara junto con el oponente"


def _quotes(out: dict) -> str:
    return " ".join(c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        # "changed" tells what happened; "stay" is what is asked
        "An effect changed my active's HP and then it flipped. Does the HP stay?",
        "My active Digimon took damage. Then it flipped. Does its HP stay the same?",
    ],
)
def test_the_sentences_before_the_question_set_the_scene_and_ask_nothing(question):
    out = ask(question, "dbe")
    assert out["answer"] == "yes"
    assert HP_KEPT in _quotes(out)


@pytest.mark.parametrize(
    "question",
    [
        # 16.5 rules "If a flip card is the active Digimon and has a permanent evo-bonus active": a
        # scene that negates may negate what the rule turns on, and the reader cannot tell which
        "My Digimon isn't active: does its evo-bonus stay after it flips?",
        "Does its evo-bonus stay after it flips? Assume it was not activated.",
        "I didn't attack this turn. Then my active Digimon flipped. Does its HP stay the same?",
    ],
)
def test_a_scene_that_negates_something_is_not_answered(question):
    out = ask(question, "dbe")
    assert out["answer"] == "unknown"
    assert "negates" in out["summary"]


def test_a_verb_of_the_scene_is_not_read_as_what_is_asked():
    # "creatures that become planeswalkers" describes; "do they get loyalty counters" is not a question
    # of whether counters stay, which is all the engine could answer (and would answer "no").
    question = (
        "The Magic Origins creatures that become planeswalkers — do they get loyalty counters when they "
        "come back transformed?"
    )
    assert ask(question, "mtg")["answer"] == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "Does the attack ability change carry over after the flip?",
        "An effect changed my active's attack ability and then it flipped over. Does that attack ability "
        "change carry over after the flip?",
        "Does the changed attack selection stay after a flip?",
    ],
)
def test_the_words_that_name_the_subject_are_not_its_verb(question):
    out = ask(question, "dbe")
    assert out["answer"] == "yes"
    assert CHANGES_KEPT in _quotes(out)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Spacecraft turns over - do the other counters on it (not Liberation) carry over?", "yes"),
        (
            "My Character has a few non-Liberation counters on it and gets flipped. Do those counters stay?",
            "yes",
        ),
        ("Do counters other than Liberation counters stay when a Location flips?", "yes"),
        ("Are counters other than Liberation counters removed when a Spacecraft flips?", "no"),
        ("Do all counters except Liberation counters remain after a flip?", "yes"),
    ],
)
def test_counters_but_the_ones_the_rule_excepts_are_its_general_case(question, answer):
    out = ask(question, "space")
    assert out["answer"] == answer
    assert COUNTERS_REMAIN in _quotes(out)


@pytest.mark.parametrize(
    "question",
    [
        # Liberation counters are among them, and they go: no one answer for all
        "Do counters other than damage counters stay when a Character flips?",
        "Are non-damage counters kept when a Character flips?",
    ],
)
def test_counters_but_another_kind_are_not_read_as_the_general_case(question):
    out = ask(question, "space")
    assert out["answer"] == "unknown"
    assert out["citations"] == []


@pytest.mark.parametrize(
    "question",
    [
        "Si una carta cambia el atributo del digimon rival, ¿mi digimon Variable cambia tambien?",
        "If an effect changes the opponent's attribute, does my Variable Digimon change too?",
    ],
)
def test_a_variable_digimon_that_changes_too_follows_its_opponent(question):
    out = ask(question, "ddm")
    assert out["answer"] == "yes"
    assert VARIABLE_FOLLOWS in _quotes(out)


def test_variable_too_still_says_both_digimon_are_variable():
    # ddm 2.1.7 "En el caso de que el Digimon oponente también sea de atributo variables, ambos se
    # mantendrán en dicho atributo."
    assert (
        attributes.opponent_attribute("mi digimon es variable y el rival es variable también") == "variable"
    )
    assert attributes.opponent_attribute("my variable digimon changes too", default=None) is None


# mtg 712.18 "When a transforming double-faced permanent transforms or converts, it doesn’t become a new
# object."
NOT_NEW_OBJECT = "it doesn’t become a new object"
# dbe 16.8 "Flipping an active Digimon doesn’t count as changing which Digimon is active, …"
NOT_A_CHANGE_OF_ACTIVE = "doesn’t count as changing which Digimon is active"
# dbe 16.9 "… do not count this as “changing” a type."
NOT_A_TYPE_CHANGE = "do not count this as “changing” a type"


def test_turning_a_card_over_with_its_name_between_is_a_transform():
    out = ask(
        "Turning my werewolf over: is it still the same object, so things already affecting it keep "
        "affecting it?",
        "mtg",
    )
    assert out["answer"] == "yes"
    assert NOT_NEW_OBJECT in _quotes(out)


def test_turning_over_is_not_read_in_a_turn_that_is_over():
    # "the turn is over" names no flip: nothing in the question says what happens to the HP.
    out = ask("Once my turn is over, does my Digimon's HP stay?", "dbe")
    assert out["answer"] == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "Is turning over your active Digimon treated as switching to a different active Digimon?",
        "Does a flip swap the active Digimon?",
    ],
)
def test_switching_the_active_digimon_is_a_change_of_active(question):
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert NOT_A_CHANGE_OF_ACTIVE in _quotes(out)


def test_counting_as_my_digimon_changing_type_is_a_type_change():
    question = (
        "An effect made my Antiramon [Star] a Dragon type, and later it flips to [Moon] which is "
        "Nightmare. Does that count as my Digimon changing to the Nightmare type?"
    )
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert NOT_A_TYPE_CHANGE in _quotes(out)


# dcg 3-1-3-1-2 "A new card is considered to be a different card from the card in the previous area, and
# it will not carry over any of the original card's statuses, states, etc."; 3-4-3 "When cards are placed
# in the field, they are placed unsuspended."
NOT_CARRIED = "it will not carry over any of the original card's statuses"
UNSUSPENDED = "they are placed unsuspended"


@pytest.mark.parametrize(
    "question",
    [
        "If my Digimon goes from the field to the trash, does it keep the +1000 DP it got this turn?",
        "Does a DP buff stay when my Digimon is returned to the hand?",
    ],
)
def test_a_dp_boost_named_by_its_number_does_not_carry_over_a_move(question):
    out = ask(question, "dcg")
    assert out["answer"] == "no"
    assert NOT_CARRIED in _quotes(out)


@pytest.mark.parametrize(
    ("question", "quote"),
    [
        (
            "My suspended Digimon gets bounced from the battle area to my hand and I play it again next "
            "turn. Does it come back suspended?",
            NOT_CARRIED,
        ),
        ("Does a card put onto the field start out suspended?", UNSUSPENDED),
    ],
)
def test_a_card_a_move_brings_back_does_not_come_back_suspended(question, quote):
    out = ask(question, "dcg")
    assert out["answer"] == "no"
    assert quote in _quotes(out)


def test_coming_back_transformed_is_not_read_as_keeping_counters_through_a_transform():
    # mtg double-faced-cards: the Magic Origins cards "are instead exiled and then returned to the
    # battlefield transformed, so that they … receive the appropriate number of loyalty counters" -- a
    # move, not a transform (which keeps counters, 712.18): "come back" asks of a move only.
    question = (
        "The Magic Origins creatures that become planeswalkers — do they get loyalty counters when they "
        "come back transformed?"
    )
    out = ask(question, "mtg")
    assert out["answer"] == "unknown"
    assert not any(NOT_NEW_OBJECT in c["quote"] for c in out["citations"])


# dcg 3-1-2-1-1 "All card information on cards in these areas is revealed to both players. Either player
# may look at the content or card order of these areas at any time." 3-1-2-2-1 "… Neither player may look
# at the content or card order of these areas."
PUBLIC = "All card information on cards in these areas is revealed to both players."
PRIVATE = "Card information on cards in these areas isn't revealed to both players."


@pytest.mark.parametrize(
    ("question", "answer", "quote"),
    [
        ("Can my opponent go through my trash whenever they want?", "yes", PUBLIC),
        ("can either player look thru the digi-egg deck?", "no", PRIVATE),
        ("¿Puede mi oponente mirar las cartas de mi pila de seguridad?", "no", PRIVATE),
        ("Can my opponent see the cards in my hand?", "no", PRIVATE),
    ],
)
def test_looking_through_a_zone_is_asked_in_other_words(question, answer, quote):
    out = ask(question, "dcg")
    assert out["answer"] == answer
    assert quote in _quotes(out)


# mtg 712.10 "If a spell or ability instructs a player to transform or convert a permanent, and the face
# that permanent would transform or convert into is represented by an instant or sorcery card face, …
# nothing happens."; 712.14 "… enters the battlefield with its front face up by default."; 712.15a "If
# it’s turned face up, it will have its front face up."
INSTANT_SORCERY = "is represented by an instant or sorcery card face"
FRONT_BY_DEFAULT = "enters the battlefield with its front face up by default"
TURNED_UP_FRONT = "If it’s turned face up, it will have its front face up."


@pytest.mark.parametrize(
    ("question", "answer", "quote"),
    [
        ("Can a permanent transform into a face that's a sorcery?", "no", INSTANT_SORCERY),
        (
            "I reanimate a transforming DFC from my graveyard to the battlefield and the effect doesn't say "
            "transformed. Does it come in front face up?",
            "yes",
            FRONT_BY_DEFAULT,
        ),
        (
            "A transforming DFC that was face down gets turned face up. Does it come up on its back face?",
            "no",
            TURNED_UP_FRONT,
        ),
    ],
)
def test_how_a_double_faced_card_is_described_is_read_in_other_words(question, answer, quote):
    out = ask(question, "mtg")
    assert out["answer"] == answer
    assert quote in _quotes(out)


def test_a_face_named_with_an_aura_on_it_is_still_the_aura_that_is_asked_of():
    # 712.18 / "When a permanent transforms, all counters, Auras, and Equipment stay on the card": the
    # Aura is the subject, not which face comes up.
    out = ask("Does the Aura stay on its back face when it transforms?", "mtg")
    assert out["answer"] == "yes"
    assert out["interpretation"]["subject"] == "the Aura"


# dbe 7 "In all cases, a flippable card that enters a hidden zone MUST become hidden."
BECOMES_HIDDEN = "a flippable card that enters a hidden zone MUST become hidden"


def test_staying_on_its_side_in_a_hidden_zone_is_asked_of_the_side_it_shows():
    question = (
        "My active Antiramon [Moon] gets sent from the active spot to the dark area. Does it stay on its "
        "Moon side in the dark area?"
    )
    out = ask(question, "dbe")
    assert out["answer"] == "no"
    assert BECOMES_HIDDEN in _quotes(out)


def test_the_same_side_is_not_read_as_the_side_it_stays_on():
    # "the same side" is what a flip to the side already up names (dbe 14 "if able"): "is it still on
    # the same side after it flips?" asks otherwise, and is not read.
    assert ask("Is it still on the same side after it flips?", "dbe")["answer"] == "unknown"


@pytest.mark.parametrize(
    ("question", "answer", "quote"),
    [
        # 3-4-2 "The field is a public area." / 3-1-2-1-1
        ("Is the card in my opponent's breeding area hidden from me?", "no", PUBLIC),
        # 3-5-3 "The hand is a private area, but the cards' owner may freely look at their hand."
        ("Are cards in my hand hidden from my opponent?", "yes", PRIVATE),
    ],
)
def test_hidden_from_a_player_asks_whether_that_player_may_look(question, answer, quote):
    out = ask(question, "dcg")
    assert out["answer"] == answer
    assert quote in _quotes(out)


def test_my_own_hand_is_not_read_as_hidden_from_me():
    # 3-5-3: the owner may look at their own hand, though it is a private area: "hidden from me" must
    # not be answered by the face the card shows there.
    assert ask("Is the card in my hand hidden from me?", "dcg")["answer"] != "yes"


# dbe 16.6 "For example, its printed powers, types, attack abilities, passive effects, and available
# “Activate” effects if any will now be available or unavailable depending on whether it is the visible
# side."
PRINTED_UPDATED = "its printed powers, types, attack abilities, passive effects"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (
            "After the flip, does the active use the printed powers and attack abilities of the side "
            "that's now face up?",
            "yes",
        ),
        (
            "After it turns over, does my Digimon get the attack abilities printed on the side that's now "
            "showing?",
            "yes",
        ),
        ("Does my Digimon keep its passive effects after it flips?", "no"),
    ],
)
def test_what_is_printed_on_a_side_follows_the_side_that_shows(question, answer):
    out = ask(question, "dbe")
    assert out["answer"] == answer
    assert PRINTED_UPDATED in _quotes(out)


@pytest.mark.parametrize(
    "question",
    [
        # 16.7 keeps the HP; "use the HP of the new side" does not ask whether it is kept
        "After a flip, does it use the HP of the new side?",
        # 16.12 speaks of activating the bonus of the current side; 16.5 of keeping an active one
        "Something flipped my Digimon before I got to activate the evo-bonus. Do I use the bonus on the "
        "side that's showing now?",
    ],
)
def test_using_the_new_side_is_read_only_of_what_a_side_prints(question):
    out = ask(question, "dbe")
    assert out["answer"] == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        "Does a Location lose all its counters when it flips over?",
        "Does a Character keep all its counters when it flips?",
    ],
)
def test_all_its_counters_is_answered_of_every_kind_at_once(question):
    # space 13: Liberation counters go, the others remain: not all go, and not all stay.
    out = ask(question, "space")
    assert out["answer"] == "no"
    assert COUNTERS_REMAIN in _quotes(out)


def test_all_its_counters_go_where_every_kind_goes():
    # dcg 3-1-3-1-2: a card moved to another area "will not carry over any of the original card's
    # statuses, states, etc."
    out = ask("Does my Digimon lose all its counters when it moves to the hand?", "dcg")
    assert out["answer"] == "yes"
    assert NOT_CARRIED in _quotes(out)


# ddm 2.2 "Una vez puesta, las Option cards no serán devueltas a la mano"; "Son puestas boca abajo desde
