"""What a condition that opens the question names is the scene, not what is asked (mtg).

mtg seed, 712.8e: "While a transforming double-faced permanent has its back face up, it has only the
characteristics of its back face." A question that opens on "While its back face is up, …" asks of
something else (its characteristics, whether it can transform); "the face up" is not its subject.
"""

from __future__ import annotations

import pytest

from rulings.scenarios.engine.ask import ask


@pytest.mark.parametrize(
    "question",
    [
        # 712.8e: only the back face's characteristics, so a "yes" here would be wrong
        "While its back face is up, does a transforming permanent have the characteristics of its front "
        "face?",
        # 712.2: a transforming card turns over to its other face, from either face
        "While its front face is up, can a transforming permanent transform?",
    ],
)
def test_it_gives_no_verdict_on_the_face_up_when_the_face_is_only_the_condition(question):
    result = ask(question, "mtg")
    assert result["answer"] == "unknown", result["summary"]


def test_it_still_reads_the_face_up_when_that_is_what_is_asked():
    # 712.2 "… allow the card to either “transform” or “convert” (turn over to its other face)": a
    # transform turns the front face to the back face
    result = ask("When a transforming permanent transforms, is its back face up?", "mtg")
    assert result["answer"] == "yes", result["summary"]
    assert "712.2" in {c["key"] for c in result["citations"]}


@pytest.mark.parametrize(
    "question",
    [
        "If the Aura stays on it, can a face-down double-faced permanent transform?",
        "While it has counters on it, can a face-down double-faced permanent transform?",
    ],
)
def test_it_answers_what_the_clause_after_an_opening_condition_asks(question):
    # 712.15a "While face down, a transforming double-faced permanent can't transform or convert.": the
    # Aura or the counters named in the condition are the scene; the question asks whether it can transform
    result = ask(question, "mtg")
    assert result["answer"] == "no", result["summary"]
    assert "712.15a" in {c["key"] for c in result["citations"]}
