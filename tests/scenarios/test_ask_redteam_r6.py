"""Red team r6 (issue #15), all games: families once answered confidently wrong, now answered from
the seed or left unknown.

- a negative question that opens the sentence that asks, after a scene ("My Digimon digivolved in the
  breeding area. Doesn't my Tamer's effect trigger?"), asks the plain question, as it does with no
  scene: dcg 3-4-5-6 "… effect doesn't trigger." answers it no;
"""

from __future__ import annotations

from rulings.scenarios.service import read_question


def _keys(out: dict) -> set[str]:
    return {c["key"] for c in out["citations"]}


def test_a_negative_question_after_a_scene_is_answered_about_the_fact(seeded, roomy_budget):
    # dcg 3-4-5-6 "(Example: Even if your Digimon in the breeding area digivolves during your turn, a
    # "[Your Turn] When your Digimon digivolves, by suspending this Tamer, <Draw 1>" effect doesn't
    # trigger.)": to "doesn't it trigger?" the answer about the fact is no.
    asked = "Doesn't my Tamer's 'When your Digimon digivolves, draw 1' trigger?"
    plain = read_question(asked, "dcg")
    out = read_question(f"My Digimon in the breeding area digivolved during my turn. {asked}", "dcg")
    assert out["answer"] == plain["answer"] == "no"
    assert "3-4-5-6" in _keys(out)
