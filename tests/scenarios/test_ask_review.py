"""Readings a review found answered wrongly, each now answered from the seed or left unknown.

Expectations are quoted from the seeds: dbe 16.7 "For example, do not change the HP, any activated
permanent evo-bonuses, or the status of a used “Activate” effect."; dcg 3-6-3 "The trash is a
public area."; 3-7-3 "Players can't change the order of cards in their security stacks."; 3-7-4 "If
a face-up card is placed in a security stack, the card becomes public information."; space 13.p1 "The
face a card came from governs nothing once it has turned."; 13.spacecraft.1 "… are displaced
(§14.12)"; mtg 712.18 "… it doesn’t become a new object."
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import ask
from rulings.scenarios.engine.statements import Sentence, answer


def quotes(out: dict) -> str:
    return " ".join(c["quote"] for c in out["citations"])


@pytest.mark.parametrize(
    "question",
    [
        "Does the HP stay after the flip; or does it reset?",
        "Does the HP stay after a flip - or does it reset?",
    ],
)
def test_a_question_in_two_halves_is_read_whole(question):
    out = ask(question, "dbe")
    assert out["answer"] == "yes"
    assert "do not change the HP" in quotes(out)


def test_a_trailing_or_not_asks_as_plainly_as_without_it():
    out = ask("Can I use its Activate effect again after the flip, or not?", "dbe")
    assert out["answer"] == "no"
    assert "the status of a used “Activate” effect" in quotes(out)
    trash = (Sentence("dcg", "comprehensive-rules", "3-6-3", "The trash is a public area.", "Trash"),)
    assert answer("Is the trash a public area or not?", trash)["answer"] == "yes"
    order = (
        Sentence(
            "dcg",
            "comprehensive-rules",
            "3-7-3",
            "Players can't change the order of cards in their security stacks.",
            "Security Stack",
        ),
    )
    found = answer("Can players change the order of cards in their security stack, or not?", order)
    assert found["answer"] == "no"


@pytest.mark.parametrize(
    ("question", "game"),
    [
        # the face it came from governs nothing: not answered as if it were the new face
        ("Does a flipped card follow the rules of the type printed on its Prime face?", "space"),
        ("Is a flipped Spacecraft still Shielded in every respect?", "space"),
        # "the same creature" names a thing here; it is not asked to be the same object
        ("Can the same creature block after it transforms?", "mtg"),
        ("Can the same creature transform twice in a turn?", "mtg"),
        # "the turn passes over": a turn, not a card turned over
        ("Does the power boost stay when the turn passes over to my opponent?", "dbe"),
        ("Do +1/+1 counters stay when the turn passes over to my opponent?", "mtg"),
        # no flip named: updating "when it evolves again" is no flip
        ("Do I update it when it evolves again?", "dbe"),
        # the rules say only "displaced" of the units a Spacecraft cannot hold
        ("When the Spacecraft flips, are Characters it can't hold removed from the game?", "space"),
        # "its flip side" names no side
        ("Does the card stay on its flip side after the evo phase?", "dbe"),
        # a face-up card in a security stack becomes public information (3-7-4)
        ("Can my opponent see a face-up card in my security stack?", "dcg"),
        # "the same is true" of something said before
        ("Is the same true for the printed power after a flip?", "dbe"),
    ],
)
def test_these_are_not_answered(question, game):
    assert ask(question, game)["answer"] == "unknown"
