"""Round 3 of the question reader (issue #15), continued: Option cards set and moved, a dbe subject
in other words, new objects, opponents' attributes, events the scenarios do not run, units a
Spacecraft cannot hold. Expectations are quoted from the seeds."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask, moves

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


# mtg 712.18 "When a transforming double-faced permanent transforms or converts, it doesn’t become a new
# object."
NOT_NEW_OBJECT = "it doesn’t become a new object"
# dbe 7 "In all cases, a flippable card that enters a hidden zone MUST become hidden."
BECOMES_HIDDEN = "a flippable card that enters a hidden zone MUST become hidden"
# dcg 3-1-3-1-2 "… it will not carry over any of the original card's statuses, states, etc."
NOT_CARRIED = "it will not carry over any of the original card's statuses"


def _quotes(out: dict) -> str:
    return " ".join(c["quote"] for c in out["citations"])


# tu mano en uno de tus Option Slots durante la Preparation Phase"
NOT_RETURNED = "las Option cards no serán devueltas a la mano"
SET_FACE_DOWN = "Son puestas boca abajo desde tu mano en uno de tus Option Slots"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("¿Las Option cards vuelven a la mano después de ponerlas?", "no"),
        ("¿Es cierto que las Option cards no vuelven a la mano una vez puestas?", "yes"),
        ("una option card puesta en el slot puede regresar a la mano?", "no"),
        ("After putting it in a slot, can an Option card return to my hand?", "no"),
    ],
)
def test_a_card_once_set_is_where_it_was_set_when_it_is_moved_again(question, answer):
    out = ask(question, "ddm")
    assert out["answer"] == answer
    assert NOT_RETURNED in _quotes(out)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("¿Las Option cards se colocan boca abajo?", "yes"),
        ("¿Las Option cards se colocan boca arriba desde la mano?", "no"),
    ],
)
def test_an_option_card_put_without_a_zone_named_is_put_in_a_slot(question, answer):
    out = ask(question, "ddm")
    assert out["answer"] == answer
    assert SET_FACE_DOWN in _quotes(out)


@pytest.mark.parametrize(
    "question",
    [
        # 2.2 "Si la carta requiere ponerla boca arriba, esto se hará durante la Preparation Phase":
        # "ponerla boca arriba" is also turning it face up, which this does not read
        "¿Se pone la Option card boca arriba durante la Preparation Phase?",
        "¿Se pone la Option card boca arriba?",
    ],
)
def test_putting_an_option_card_face_up_is_not_read_as_setting_it(question):
    assert ask(question, "ddm")["answer"] == "unknown"


# dbe 16.5 "… the evo-bonus will remain active because the card did not change from the active spot."
EVO_BONUS_REMAINS = "the evo-bonus will remain active"
USED_ACTIVATE_KEPT = "the status of a used “Activate” effect"
NOT_A_KO = "doesn’t count as a KO"
CHOSEN_KEPT = "doesn’t change any chosen attacks"


@pytest.mark.parametrize(
    ("question", "answer", "quote"),
    [
        ("Does the evolution bonus remain after my active Digimon flips?", "yes", EVO_BONUS_REMAINS),
        (
            "After a flip, is the once-per-turn ability I already used available again?",
            "no",
            USED_ACTIVATE_KEPT,
        ),
        ("If my active flips, can I use its Activate effect again this turn?", "no", USED_ACTIVATE_KEPT),
        ("Does a flip count as my Digimon being knocked out?", "no", NOT_A_KO),
        ("Does the attack my opponent picked change when my Digimon flips?", "no", CHOSEN_KEPT),
    ],
)
def test_a_dbe_subject_is_read_in_a_judges_other_words(question, answer, quote):
    out = ask(question, "dbe")
    assert out["answer"] == answer
    assert quote in _quotes(out)


def test_a_bare_bonus_is_not_read_as_the_evo_bonus():
    # "the bonus" of a question that names no game may be another game's (a +1/+1 pump, a power bonus)
    assert ask("Does the bonus stay after it transforms?")["answer"] == "unknown"
    assert (
        ask("Does the power bonus stay after a flip?", "dbe")["interpretation"]["subject"]
        == "the power boost"
    )


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("After transforming, is it a new creature?", "no"),
        ("Is it the same permanent after it transforms?", "yes"),
    ],
)
def test_a_new_permanent_or_creature_is_a_new_object(question, answer):
    out = ask(question, "mtg")
    assert out["answer"] == answer
    assert NOT_NEW_OBJECT in _quotes(out)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("¿Un Digimon Variable contra un Digimon Datos se considera Datos?", "yes"),
        ("¿Un Digimon Variable contra un Digimon Datos no se considera Datos?", "no"),
        # the scene is set in Spanish before the "¿": its "no" is still read in the asking sentence
        ("Si una carta cambia el atributo del digimon rival, ¿mi digimon Variable no cambia?", "no"),
    ],
)
def test_counting_as_the_opponents_attribute_is_taking_it(question, answer):
    # ddm 2.1.7 "… ganara cualquier atributo que tenga su oponente …"
    out = ask(question, "ddm")
    assert out["answer"] == answer
    assert any(c["key"] == "2.1.7" for c in out["citations"])


def test_counting_as_another_attribute_than_the_opponents_is_not_read():
    assert (
        ask("Against a Data Digimon, does a Variable Digimon count as Virus?", "ddm")["answer"] == "unknown"
    )


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # no seed says what the start of a turn does to a suspended Digimon, or a transform to a tapped
        # permanent's untapping: a card "in the battle area" is no move to it
        ("Does a suspended Digimon in the battle area stay suspended at the start of my turn?", "dcg"),
        ("Do my suspended Digimon in the battle area unsuspend at the start of my turn?", "dcg"),
        ("Does a tapped permanent untap when it transforms?", "mtg"),
    ],
)
def test_a_time_or_event_the_scenarios_do_not_run_is_not_answered(question, game):
    assert ask(question, game)["answer"] == "unknown"


# space 13.spacecraft.1 "Any the new face cannot hold — for example, a Spacecraft flipping to a One-Seater
# Fighter — are displaced (§14.12)"; "Earlier revisions destroyed the overflow Ground Units outright
# unless they had Escape Pod; they are now displaced like any other card."
DISPLACED = "are displaced (§14.12)"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (
            "A Spacecraft flips to a One-Seater Fighter. Are the Characters it can no longer hold displaced "
            "off it (§14.12)?",
            "yes",
        ),
        ("A Spacecraft flips to a One-Seater Fighter: do the Characters it can't hold get displaced?", "yes"),
        ("Do the units a flipped Spacecraft can't hold stay deployed?", "no"),
        (
            "When a Spacecraft flips, are the Ground Units it can't hold displaced under the current rules?",
            "yes",
        ),
    ],
)
def test_the_units_a_flipped_spacecraft_cannot_hold_leave_it(question, answer):
    out = ask(question, "space")
    assert out["answer"] == answer
    assert DISPLACED in _quotes(out)


def test_overflow_ground_units_were_destroyed_under_the_earlier_revision():
    # "Earlier revisions destroyed the overflow Ground Units outright …; they are now displaced": whether
    # they are displaced depends on the revision asked of; a question in the present asks of the rules
    # as they are now ("they are now displaced"), one of the earlier revision of that one.
    out = ask("When a Spacecraft flips, are the Ground Units it can't hold displaced?", "space")
    assert out["answer"] == "yes"
    earlier = (
        "Under earlier revisions, when a Spacecraft flips, are the Ground Units it can't hold displaced?"
    )
    assert ask(earlier, "space")["answer"] == "no"
    across = "Across rules revisions, when a Spacecraft flips, are the Ground Units it can't hold displaced?"
    assert ask(across, "space")["answer"] == "depends"


def test_who_chooses_the_cards_that_stay_is_not_read_as_whether_they_stay():
    # 13.spacecraft.1 "the controller chooses which cards stay": who chooses is answered by that sentence
    # (chooser.py), not by whether the units stay
    question = (
        "Can the controller choose which cards stay when a flipping Spacecraft cannot hold all of them?"
    )
    out = ask(question, "space")
    assert out["answer"] == "yes"
    assert out["interpretation"]["subject"] == "who chooses which cards stay"


# mtg 712.2 "… “transform” or “convert” (turn over to its other face)"
OTHER_FACE = "turn over to its other face"


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # "still" says its back face was up: a transform turns it to its front face
        ("After it transforms, is its back face still up?", "no"),
        ("After it transforms, is its back face up?", "yes"),
    ],
)
def test_a_face_still_up_was_up_before_the_event(question, answer):
    out = ask(question, "mtg")
    assert out["answer"] == answer
    assert OTHER_FACE in _quotes(out)


def test_the_side_it_was_showing_is_the_side_it_shows():
    # dbe 7 "In all cases, a flippable card that enters a hidden zone MUST become hidden."
    out = ask("Does it keep the side it's showing when it goes to the dark area?", "dbe")
    assert out["answer"] == "no"
    assert BECOMES_HIDDEN in _quotes(out)


def test_updating_a_card_that_flips_two_times_is_updating_it_each_time():
    # dbe 16.10 "If a card flips multiple times during a turn, be sure to update it multiple times."
    out = ask("do i update the card twise if it flips two times in one turn", "dbe")
    assert out["answer"] == "yes"
    assert "be sure to update it multiple times" in _quotes(out)


def test_the_area_oscura_is_the_dark_area():
    # ddm names its zones in English ("Dark Area"); a Spanish question may name it in Spanish.
    assert moves.zones("la carta pasa de la mano al área oscura", "ddm") == ("hand", "dark_area")


# space 13.spacecraft.1 "Any Characters or Ground Units remain deployed to the Spacecraft as long as the
# flip side can legally hold them."
REMAIN_DEPLOYED = "remain deployed to the Spacecraft as long as the flip side can legally hold them"


@pytest.mark.parametrize(
    "question",
    [
        "Characters deployed on a ship that flips: do they stay deployed if the flip side can legally hold "
        "them?",
        "Do Characters deployed on a Spacecraft stay when it flips, as long as the new face can hold them?",
    ],
)
def test_characters_deployed_on_a_spacecraft_that_can_hold_them_stay(question):
    out = ask(question, "space")
    assert out["answer"] == "yes"
    assert REMAIN_DEPLOYED in _quotes(out)


def test_characters_aboard_a_spacecraft_stay_only_where_the_new_face_can_hold_them():
    # the Characters are what is deployed, not the card that flips; without "if it can hold them" some
    # may be displaced: it depends
    out = ask("Do Characters aboard a Spacecraft stay deployed when it flips?", "space")
    assert out["answer"] == "depends"
    assert "they are now displaced like any other card" in _quotes(out)


def test_units_a_location_cannot_hold_are_not_read_as_a_spacecrafts():
    # 13.locations.1 "Any Characters or Ground Units that are deployed remain deployed there": only a
    # Spacecraft's new face may be unable to hold them (13.spacecraft.1).
    out = ask("When a Location flips, are the Characters it cannot hold displaced?", "space")
    assert out["answer"] == "unknown"


def test_a_new_object_is_asked_in_spanish_too():
    out = ask("¿Un permanente transformado es un objeto nuevo?", "mtg")
    assert out["answer"] == "no"
    assert NOT_NEW_OBJECT in _quotes(out)


def test_its_effects_in_spanish_are_the_effects_applied_to_it():
    # dcg 3-1-3-1-2: a card moved to another area "will not carry over any of the original card's
    # statuses, states, etc."
    out = ask("¿El Digimon mantiene sus efectos cuando va a la papelera?", "dcg")
    assert out["answer"] == "no"
    assert NOT_CARRIED in _quotes(out)


def test_a_kind_of_effect_named_after_the_noun_is_still_a_kind():
    # "efectos pasivos" are printed text, not the statuses and states 3-1-3-1-2 speaks of
    assert (
        ask("¿El Digimon mantiene sus efectos pasivos cuando va a la papelera?", "dcg")["answer"] == "unknown"
    )


@pytest.mark.parametrize(
    ("question", "game", "answer", "quote"),
    [
        ("¿Sigue siendo el mismo objeto después de transformarse?", "mtg", "yes", NOT_NEW_OBJECT),
        ("¿Sigue siendo la misma carta cuando pasa de la mano a la papelera?", "dcg", "no", NOT_CARRIED),
    ],
)
def test_sigue_siendo_is_still_being_not_a_verb_of_lasting(question, game, answer, quote):
    out = ask(question, game)
    assert out["answer"] == answer
    assert quote in _quotes(out)


# space 13.p1 "A flipped card is its new face in every respect. … it follows the rules of the type printed
# on that face — its Shielded status (§11.2), its destruction outcome (§11.6), its movement and deployment
# (§14) …"
NEW_FACE = "A flipped card is its new face in every respect."


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Is a flipped card its new face in every respect?", "yes"),
        ("After flipping, does the card follow the rules of the type printed on its new face?", "yes"),
        (
            "Does a flipped card use the movement and deployment rules of the type printed on its new face?",
            "yes",
        ),
        ("Does a flipped card keep following the rules of the type printed on its old face?", "no"),
    ],
)
def test_a_flipped_card_follows_the_rules_of_its_new_faces_type(question, answer):
    out = ask(question, "space")
    assert out["answer"] == answer
    assert NEW_FACE in _quotes(out)


# dcg 3-1-3-1-1 "When a card is moved from one area to another, that card becomes a "new card.""
BECOMES_NEW = 'that card becomes a "new card."'


def test_staying_the_same_card_asks_what_it_counts_as():
    out = ask("When a card moves from the hand to the battle area, does it stay the same card?", "dcg")
    assert out["answer"] == "no"
    assert BECOMES_NEW in _quotes(out)


def test_remaining_the_same_object_asks_what_it_counts_as():
    out = ask("Does it remain the same object after it transforms?", "mtg")
    assert out["answer"] == "yes"
    assert NOT_NEW_OBJECT in _quotes(out)


@pytest.mark.parametrize(
    ("question", "answer", "quote"),
    [
        ("Does the evo-bonus carry through a flip?", "yes", EVO_BONUS_REMAINS),
        ("Does flipping get rid of the power boost?", "no", "including Power boosts"),
        ("Will my Digimon's HP be the same after it flips?", "yes", HP_KEPT),
    ],
)
def test_lasting_and_going_are_read_in_more_words(question, answer, quote):
    out = ask(question, "dbe")
    assert out["answer"] == answer
    assert quote in _quotes(out)


def test_being_the_same_card_still_asks_what_it_counts_as():
    out = ask("Will it be the same card after it moves to the trash?", "dcg")
    assert out["answer"] == "no"
    assert BECOMES_NEW in _quotes(out)
