"""Red team tc2 (issue #15), mtg and the shared reader: the same event, zone and subject named in other
words than the seed's. Expectations are quoted from the mtg seed (comprehensive rules 712)."""

from __future__ import annotations

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.statement_kinds import as_members
from rulings.scenarios.engine.statements import Sentence, answer, prepare

# 712.13
_RESOLVING = (
    "By default, a resolving double-faced spell that becomes a permanent is put onto the battlefield "
    "with the same face up that was face up on the stack."
)
# 712.7
_HIDDEN = (
    "Players must ensure that double-faced cards in hidden zones are indistinguishable from other cards "
    "in the same zone."
)
_ZONES = {
    "zone": ("library", "hand", "battlefield", "stack", "graveyard", "exile", "command"),
    "hidden zone": ("library", "hand"),  # the mtg profile's zones marked hidden
}


def _rules(*texts: str):
    return prepare(
        tuple(
            Sentence("mtg", "comprehensive-rules", f"712.{i}", t, "Double-Faced Cards")
            for i, t in enumerate(texts)
        ),
        None,
        _ZONES,
    )


def test_it_reads_entering_the_battlefield_as_being_put_onto_it():
    # 712.13 "… is put onto the battlefield with the same face up that was face up on the stack."
    found = answer(
        "Does a resolving double-faced spell enter the battlefield with the same face up it had on the "
        "stack?",
        _rules(_RESOLVING),
    )
    assert found is not None and found["answer"] == "yes"
    assert found["sentence"].text == _RESOLVING


def test_it_reads_what_players_must_ensure_as_said_of_the_thing_ensured():
    # 712.7 "Players must ensure that double-faced cards in hidden zones are indistinguishable …"
    found = answer(
        "Must double-faced cards in hidden zones be indistinguishable from other cards in the same zone?",
        _rules(_HIDDEN),
    )
    assert found is not None and found["answer"] == "yes"


def test_it_reads_a_hidden_zone_as_each_zone_the_game_marks_hidden_and_no_other():
    # 712.7 speaks of hidden zones: the library and the hand are, the graveyard is not.
    rules = _rules(_HIDDEN)
    q = "Do double-faced cards in my {} have to be indistinguishable from my other cards?"
    found = answer(q.format("library"), rules)
    assert found is not None and found["answer"] == "yes"
    assert answer(q.format("graveyard"), rules) is None
    assert "hidden zones (the library or the hand)" in as_members(_HIDDEN, _ZONES)


def test_it_answers_unknown_when_the_question_names_the_face_the_spell_had_on_the_stack():
    # 712.11a "… cast as a spell 'transformed' … it's put on the stack with its back face up."; 712.13
    # then puts it onto the battlefield back face up: the reader starts the card front face up.
    for q in (
        "When a double-faced spell resolves, is it put onto the battlefield with its back face up if it was "
        "cast transformed?",
        "Does a resolving double-faced spell enter the battlefield front face up even if it was back face up "
        "on the stack?",
    ):
        assert ask(q, "mtg")["answer"] == "unknown", q


# 712.20
_AS_TRANSFORMS = (
    "If a transforming double-faced card would have an “As [this permanent] transforms . . .” ability after "
    "it transforms or converts, that ability is applied while that permanent is transforming or "
    "converting, not afterward."
)


def test_a_contrast_closing_the_sentence_denies_what_it_names():
    # 712.20 "… that ability is applied while that permanent is transforming or converting, not afterward."
    rules = _rules(_AS_TRANSFORMS)
    for q in (
        "Does an 'As this permanent transforms' ability apply after it transforms?",
        "Is an 'As this permanent transforms' ability applied afterwards?",
    ):
        found = answer(q, rules)
        assert found is not None and found["answer"] == "no", q


def test_it_reads_a_verbs_noun_in_ation_as_the_verb():
    # 712.20 again: "the transformation" is its transforming; "not afterward" still denies it.
    found = answer(
        "Does an 'As this permanent transforms' ability apply after the transformation is done?",
        _rules(_AS_TRANSFORMS),
    )
    assert found is not None and found["answer"] == "no"
    # 712.18 "When a transforming double-faced permanent transforms or converts, it doesn't become a new
    # object. Any effects that applied to that permanent will continue to apply to it."
    rule = prepare(
        tuple(
            Sentence("mtg", "comprehensive-rules", "712.18", text, "Double-Faced Cards")
            for text in (
                "When a transforming double-faced permanent transforms or converts, it doesn't become a new "
                "object.",
                "Any effects that applied to that permanent will continue to apply to it.",
            )
        )
    )
    found = answer("Do effects that applied to the permanent still apply after its transformation?", rule)
    assert found is not None and found["answer"] == "yes"
