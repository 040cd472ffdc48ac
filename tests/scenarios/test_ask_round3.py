"""Round 3 of the question reader (issue #15): what the asking sentence says, apart from the sentences
that set the scene and from the words that name the subject; counters of every kind but the one the
rule excepts; a Variable Digimon that "changes too". Expectations are quoted from the seeds."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask, attributes, moves

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
        # a negation in a sentence that sets the scene turns nothing round
        "I didn't attack this turn. Then my active Digimon flipped. Does its HP stay the same?",
        # "changed" tells what happened; "stay" is what is asked
        "An effect changed my active's HP and then it flipped. Does the HP stay?",
    ],
)
def test_the_sentences_before_the_question_set_the_scene_and_ask_nothing(question):
    out = ask(question, "dbe")
    assert out["answer"] == "yes"
    assert HP_KEPT in _quotes(out)


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
    # they are displaced depends on the revision asked of.
    out = ask("When a Spacecraft flips, are the Ground Units it can't hold displaced?", "space")
    assert out["answer"] == "depends"


def test_who_chooses_the_cards_that_stay_is_not_read_as_whether_they_stay():
    question = (
        "Can the controller choose which cards stay when a flipping Spacecraft cannot hold all of them?"
    )
    assert ask(question, "space")["answer"] == "unknown"


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
