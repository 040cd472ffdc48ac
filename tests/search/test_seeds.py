"""Search over the real seeds, as `make run` loads them."""

import json
from pathlib import Path

import pytest

from rulings import search
from rulings.search.analysis import fold

QUESTIONS = Path(__file__).resolve().parents[2].parent / "shared" / "eval" / "questions.json"


JUMPS = [
    ("712.8e", "mtg", "712.8e"),
    ("712.15a", "mtg", "712.15a"),
    ("3-1-3-1-2", "dcg", "3-1-3-1-2"),
    ("3-4-5-2", "dcg", "3-4-5-2"),
    ("2.1.7", "ddm", "2.1.7"),
    ("2.1.7.", "ddm", "2.1.7"),
    ("§13", "space", "13"),
    ("13.characters.1", "space", "13.characters.1"),
]


def test_each_seed_games_rule_numbers_jump_to_their_section(seeded):
    for query, game, key in JUMPS:  # one test: loading the seeds is the slow part
        target = search.exact_section(query)
        assert (target["game"], target["key"]) == (game, key), query
        first = search.search(query)["results"][0]
        assert (first["game"], first["key"]) == (game, key), query


def test_the_judges_questions_find_their_answer_in_the_first_three(seeded):
    if not QUESTIONS.exists():
        pytest.skip(f"{QUESTIONS} is absent (the shared eval lives beside the repo)")
    from rulings.models import FAQ, Section

    def text(result):
        if result["kind"] == "rule":
            section = Section.objects.find(result["game"], result["key"])
            examples = section.children.filter(kind=Section.Kind.EXAMPLE).values_list("body", flat=True)
            return "\n".join([section.title, section.body, *examples])  # as the rule's page shows it
        if result["kind"] == "faq":
            faq = FAQ.objects.get(pk=int(result["api_url"].rstrip("/").rsplit("/", 1)[1]))
            return f"{faq.question}\n{faq.answer}"
        return result["snippet"]

    cases = json.loads(QUESTIONS.read_text(encoding="utf-8"))["cases"]
    answered = 0
    for case in cases:
        top = search.search(case["q"], game=case["game"], limit=3)["results"]
        if any(fold(e) in fold(text(r)) for r in top for e in case["expect"]):
            answered += 1
    assert answered / len(cases) >= 0.95
