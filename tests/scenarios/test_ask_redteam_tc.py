"""Red team tc (issue #15), mtg and the shared reader: what a question's scene names against what its
asking sentence names, once answered confidently wrong, now answered from the seed.

Expectations are quoted from the seeds: mtg 712.13 "By default, a resolving double-faced spell that
becomes a permanent is put onto the battlefield with the same face up that was face up on the
stack."; space 13 "All other counters remain except Liberation counters."
"""

from __future__ import annotations

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.answer_polarity import as_answered
from rulings.scenarios.engine.sentence_rule import reader_of
from rulings.scenarios.engine.spelling import spell
from rulings.scenarios.engine.statement_kinds import as_members
from rulings.scenarios.engine.statement_words import spelled, vowel_slip
from rulings.scenarios.engine.statements import Sentence, answer, prepare


def _keys(out: dict) -> set[str]:
    return {c["key"] for c in out["citations"]}


def test_it_reads_the_face_the_asking_sentence_names_not_the_one_the_scene_names():
    # 712.13: cast front face up, it is put onto the battlefield with the same face up: not its back.
    scene = "I cast a DFC front face up and it resolves."
    out = ask(f"{scene} Does it enter the battlefield back face up?", "mtg")
    assert out["answer"] == "no"
    assert "712.13" in _keys(out)
    out = ask(f"{scene} Does it enter the battlefield front face up?", "mtg")
    assert out["answer"] == "yes"


def test_it_asks_of_the_counter_the_asking_sentence_names_when_the_scene_names_two_kinds():
    # "All other counters remain except Liberation counters.": the Liberation counter asked of goes.
    scene = "A Character with some damage counters and one Liberation counter flips."
    out = ask(f"{scene} Does the Liberation counter stay on it?", "space")
    assert out["answer"] == "no"
    out = ask(f"{scene} Does the damage counter stay on it?", "space")
    assert out["answer"] == "yes"


# --- typos (shared reader) ---------------------------------------------------------------------


def test_it_puts_a_typo_right_to_the_word_two_swapped_letters_make_when_a_dropped_letter_fits_too():
    # dcg 3-6-3 names "the trash"; "tras" is a Spanish function word a dropped "h" would also make.
    assert spelled(["trahs"], frozenset({"trash", "tras"})) == ["trash"]


def test_it_puts_right_a_long_word_written_with_two_of_its_vowels_swapped():
    # mtg 712.16 "Melded permanents and other double-faced permanents can't be turned face down."
    assert spelled(["permenant"], frozenset({"permanent"})) == ["permanent"]
    assert spell("permenant", "mtg") == "permanent"


def test_it_does_not_put_right_a_word_of_its_own_that_differs_by_a_first_or_short_vowel():
    assert not vowel_slip("affect", "effect") and not vowel_slip("became", "become")
    assert spell("affect", "mtg") == "affect"


def test_the_scenario_reader_puts_right_a_card_with_two_letters_swapped():
    # dcg 3-1-3-1-1 "When a card is moved from one area to another, that card becomes a "new card.""
    assert spell("crad", "dcg") == "card"
    out = ask("does a digimon that moves to my hand become a new crad?", "dcg")
    assert out["answer"] == "yes"


# --- the statement reader: a sentence of the same rule that speaks of something else -----------

_MANIFESTED = "If a double-faced card is manifested, it will be put onto the battlefield face down."
_CANT_TRANSFORM = "While face down, it can't transform."


def test_a_sentence_of_the_same_rule_whose_statement_is_not_asked_does_not_veto_the_one_that_is():
    # mtg card-rulings.2: "If a double-faced card is manifested, it will be put onto the battlefield face
    # down. While face down, it can't transform." The second says nothing of where it is put.
    rule = [
        Sentence("mtg", "double-faced-cards", "card-rulings.2", text, "Card rulings", "Card rulings")
        for text in (_MANIFESTED, _CANT_TRANSFORM)
    ]
    found = answer("If a double-faced card is manifested, is it put onto the battlefield face down?", rule)
    assert found is not None and found["answer"] == "yes"
    assert found["sentence"].text == _MANIFESTED


# --- a statement denied by what it names, put to be confirmed ----------------------------------


def test_a_statement_denied_by_neither_or_nothing_put_to_be_confirmed_is_read_either_way():
    # dcg 3-6-3 makes the trash a public area: "Neither player gets to look …, right?" is answered
    # "yes" by a judge confirming the statement and by one stating the rule; no yes or no is given.
    assert as_answered("Neither player gets to look at the order of the trash, right?")[1]
    assert as_answered("Nothing happens when it flips, correct?")[1]
    assert not as_answered("The trash is a public area, right?")[1]


def test_a_spanish_denial_put_to_be_confirmed_is_read_either_way():
    # ddm 2.1.7 speaks of the attribute a Variable Digimon gains: "no se puede modificar nunca, ¿no?"
    # is confirmed by "sí" and by "no" alike.
    assert as_answered("El atributo de un digimon no se puede modificar nunca durante la partida, ¿no?")[1]
    assert not as_answered("¿Se quedan los contadores cuando se voltea?")[1]


# --- an example ruled in more than one sentence; "only" before a count --------------------------

_MELD_DIES = (
    "Example: Chittering Host, a melded permanent, dies.",
    "An ability that triggers “whenever a creature dies” triggers once.",
    "An ability that triggers “whenever a card is put into a graveyard from anywhere” triggers twice.",
)


def _example(texts) -> list:
    return [
        Sentence("mtg", "comprehensive-rules", "712.21.ex1", t, "Melded permanents", "Meld") for t in texts
    ]


def test_each_sentence_after_an_examples_opening_one_is_a_ruling_with_the_scene_before_it():
    # 712.21 ex.: "An ability that triggers “whenever a creature dies” triggers once."
    found = answer(
        "Chittering Host dies. Does an ability that triggers whenever a creature dies trigger once?",
        _example(_MELD_DIES),
    )
    assert found is not None and found["answer"] == "yes"
    assert found["sentence"].text == _MELD_DIES[1]


def test_only_before_a_count_asks_the_count():
    # 712.21 ex.: "… triggers once": "trigger only once?" asks whether it triggers once.
    question = "When a melded permanent dies, does a 'whenever a creature dies' ability trigger only once?"
    found = answer(question, _example(_MELD_DIES))
    assert found is not None and found["answer"] == "yes"


def test_the_examples_opening_sentence_still_answers_nothing():
    assert answer("Does Chittering Host, a melded permanent, die?", _example(_MELD_DIES)) is None


# --- conditions: what a thing is "as"; a short condition named in full --------------------------

_MELD_MV = (
    "While the two cards of a meld pair are on the battlefield as a melded permanent, the object "
    "represented by those cards has only the characteristics of the combined back face, and its mana "
    "value is the sum of the mana values of its front faces."
)
_COPY_MV = "If a permanent is copying a melded permanent, the mana value of the copy is 0."


def _rule_712_8g() -> list:
    return [
        Sentence("mtg", "comprehensive-rules", "712.8g", t, "Double-Faced Cards", "")
        for t in (_MELD_MV, _COPY_MV)
    ]


def test_a_condition_that_ends_on_what_the_thing_is_there_as_is_named_by_that_alone():
    # 712.8g: "… on the battlefield as a melded permanent, … its mana value is the sum of the mana
    # values of its front faces."
    question = "Is the mana value of a melded permanent the sum of the mana values of its front faces?"
    found = answer(question, _rule_712_8g())
    assert found is not None and found["answer"] == "yes"
    assert found["sentence"].text == _MELD_MV


def test_a_short_condition_whose_verb_the_question_does_not_name_is_not_met():
    # 712.8g: "If a permanent is copying a melded permanent, the mana value of the copy is 0." says
    # nothing of the melded permanent's own mana value (that is the sum of its front faces').
    assert answer("Is the mana value of a melded permanent 0?", _rule_712_8g()) is None


def test_what_the_side_not_showing_counts_for_is_read_in_the_sentence_that_asks():
    # dbe 16.4 "If a flip card is the active Digimon, the other side is not considered “in play” …"
    # says nothing of looking at it (16.11 "Players may check any side of a flip card at any time
    # while it is in a non-hidden zone."): "active" in the scene is no "is it active?".
    scene = "My opponent's active is a Dianamon."
    assert (
        reader_of("unshown_side")(
            f"{scene} Am I allowed to pick it up and read the attacks on its other side?", "dbe"
        )
        is None
    )
    assert (
        reader_of("unshown_side")("My active is Dianamon. Can it use the attack on its other side?", "dbe")[
            "answer"
        ]
        == "no"
    )


# --- a kind named with what it excepts --------------------------------------------------------

_FRONT_OUTSIDE = (
    "While a double-faced card is outside the game or in a zone other than the battlefield or stack, it has "
    "only the characteristics of its front face."
)
_ZONES = {"zone": ("library", "hand", "battlefield", "stack", "graveyard", "exile", "command")}


def _rule_712_8a():
    rows = (Sentence("mtg", "comprehensive-rules", "712.8a", _FRONT_OUTSIDE, "Double-Faced Cards", ""),)
    return prepare(rows, None, _ZONES)


def test_a_zone_other_than_the_battlefield_or_stack_is_read_as_each_other_zone():
    # 712.8a: "… in a zone other than the battlefield or stack, it has only the characteristics of its
    # front face." — the graveyard and the hand are such zones; the sentence is quoted as written.
    index = _rule_712_8a()
    for zone in ("graveyard", "hand"):
        question = f"Does a double-faced card in the {zone} have only its front face's characteristics?"
        found = answer(question, index)
        assert found is not None and found["answer"] == "yes"
        assert found["sentence"].text == _FRONT_OUTSIDE


def test_a_zone_the_sentence_leaves_out_is_not_answered_by_it():
    index = _rule_712_8a()
    for zone in ("battlefield", "stack"):
        assert (
            answer(
                f"On the {zone}, does a double-faced card have only its front face's characteristics?", index
            )
            is None
        )


def test_an_exception_that_names_no_known_member_leaves_the_sentence_as_it_is():
    assert as_members("in a zone other than the moon", _ZONES) == "in a zone other than the moon"


def test_another_card_cast_by_its_name_is_no_move_of_the_card_asked_of():
    # 712.9 ex. 3: "A player controls Blackbloom Rogue, a Human Rogue that's the front face of a modal
    # double-faced card. They cast Moonmist. Blackbloom Rogue doesn't transform."
    out = ask("I control Blackbloom Rogue and my opponent casts Moonmist. Does my Rogue transform?", "mtg")
    assert out["answer"] == "no"
    assert "712.9" in _keys(out)
    # 712.11a: the card itself cast transformed is still a move to the stack.
    question = "If I cast a transforming DFC transformed, is it put on the stack with its back face up?"
    out = ask(question, "mtg")
    assert out["answer"] == "yes"


def test_a_typo_inside_a_compound_is_put_right_to_the_compound_the_text_writes():
    # 712.8a "While a double-faced card is …": "doubel-faced" is that compound; "tripel-faced" is none.
    vocabulary = frozenset({"double-faced", "double", "faced"})
    assert spelled(["doubel-faced", "tripel-faced"], vocabulary) == ["double-faced", "tripel-faced"]


_COPY_BACK_MV = (
    "If a permanent is copying the back face of a transforming double-faced permanent (even if the object "
    "representing that copy is itself a double-faced permanent), the mana value of that permanent is 0."
)


def test_a_condition_that_names_the_back_face_is_not_met_by_a_question_that_leaves_the_face_out():
    # 712.8e: "If a permanent is copying the back face of a transforming double-faced permanent …, the
    # mana value of that permanent is 0." says nothing of a copy of its front face (was a confident yes)
    rule = [Sentence("mtg", "comprehensive-rules", "712.8e", _COPY_BACK_MV, "Double-Faced Cards", "")]
    question = "Is the mana value of a permanent copying a transforming double-faced permanent 0?"
    assert answer(question, rule) is None
    named = answer(
        "Is the mana value of a permanent copying the back face of a transforming double-faced permanent 0?",
        rule,
    )
    assert named is not None and named["answer"] == "yes"
