"""A question opening on a denied auxiliary ("Isn't …?") is answered as the plain question, by every reader.

dbe intro-to-flip-cards.16.4 "If a flip card is the active Digimon, the other side is not considered
“in play” for any of its unactivated effects, power, attack abilities."
"""

from __future__ import annotations

from rulings.scenarios.service import read_question


def test_a_question_opening_on_isnt_is_answered_as_the_plain_question(seeded, roomy_budget):
    for question in (
        "Isn't the hidden side of my active flip card also in play for its powers and attack abilities?",
        "Is the hidden side of my active flip card also in play for its powers and attack abilities?",
    ):
        out = read_question(question, "dbe")
        assert out["answer"] == "no", question
        assert "intro-to-flip-cards.16.4" in {c["key"] for c in out["citations"]}


def test_wont_is_no_win(seeded, roomy_budget):
    # mtg 712.18 "When a transforming double-faced permanent transforms or converts, it doesn't become a new
    # object. Any effects that applied to that permanent will continue to apply to it."
    question = "Won't my creature lose the effects that were applied to it once it transforms?"
    out = read_question(question, "mtg")
    assert out["answer"] == "no"
    assert "712.18" in {c["key"] for c in out["citations"]}
