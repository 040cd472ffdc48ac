"""Red team tc (issue #15), mtg and the shared reader: what a question's scene names against what its
asking sentence names, once answered confidently wrong, now answered from the seed.

Expectations are quoted from the seeds: mtg 712.13 "By default, a resolving double-faced spell that
becomes a permanent is put onto the battlefield with the same face up that was face up on the
stack."; space 13 "All other counters remain except Liberation counters."
"""

from __future__ import annotations

from rulings.scenarios.engine import ask


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
