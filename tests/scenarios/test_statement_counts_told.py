"""A count a question tells (in its scene, or of the whole it picks from) is no word the rule must name.

The sentences are quoted from the seeds (shared/seeds): the space rules, §13 Card Flips, "For
Locations: Any Characters or Ground Units that are deployed remain deployed there."; Magic's 712.11b;
and the dcg comprehensive rules 3-4-5-1 and 3-4-5-2. The expected answers are read off them by hand.
"""

from __future__ import annotations

from rulings.scenarios.engine.statement_guards import counts_told
from rulings.scenarios.engine.statements import Sentence, answer
from rulings.scenarios.service import read_question

SPACE_LOCATIONS = "Any Characters or Ground Units that are deployed remain deployed there."
MTG_712_11B = (
    "A player casting a modal double-faced card or a copy of a modal double-faced card as a spell chooses "
    "which face they are casting before putting it onto the stack."
)
DCG_3_4_5_1 = "This is the part of the field where hatched Digimon are placed."
DCG_3_4_5_2 = "Only 1 card can be placed in the breeding area."


def test_it_answers_when_the_count_is_told_in_the_scene_before_the_question(seeded, roomy_budget):
    question = (
        "I have two Characters deployed at a Location and the Location flips. "
        "Are my Characters still deployed there?"
    )
    out = read_question(question, "space")
    assert out["answer"] == "yes"
    assert SPACE_LOCATIONS in " ".join(c.get("quote", "") for c in out["citations"])


def test_it_answers_when_the_count_names_the_whole_the_question_picks_from(seeded, roomy_budget):
    question = "When I cast a modal double-faced card, do I get to pick which of its two faces I'm casting?"
    out = read_question(question, "mtg")
    assert out["answer"] == "yes"
    assert "712.11b" in {c.get("key") for c in out["citations"]}


def test_it_does_not_answer_when_the_count_is_what_the_asking_sentence_asks():
    rules = tuple(
        Sentence("dcg", "comprehensive-rules", key, text, "Breeding Area")
        for key, text in (("3-4-5-1", DCG_3_4_5_1), ("3-4-5-2", DCG_3_4_5_2))
    )
    found = answer("Can two Digimon sit in my breeding area at once?", rules)
    assert found is None or found["answer"] == "no"


def test_it_tells_apart_the_counts_of_the_scene_from_the_count_asked():
    assert counts_told("I have two Characters deployed. Are they still deployed?") == {"two"}
    assert counts_told("Can I exile only one of the two cards?") == {"two"}
    assert counts_told("Can two Digimon sit in my breeding area?") == frozenset()
