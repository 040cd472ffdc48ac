"""A heading with no text of its own leads to the first rule under it.

The Digimon rules (seeds/002) number a heading and the rule that says what it names apart:

    3-1-2Public Areas and Private Areas
    3-1-2-1Public Areas
    3-1-2-1-1All card information on cards in these areas is revealed to both players. …
    3-1-2-2Private Areas
    3-1-2-2-1Card information on cards in these areas isn't revealed to both players. …
"""

import pytest

from rulings.models import Game, Section
from rulings.search import search
from rulings.search.collapse import collapse
from tests.search.conftest import add_document

PUBLIC = (
    "All card information on cards in these areas is revealed to both players. Either player may look "
    "at the content or card order of these areas at any time."
)
PRIVATE = (
    "Card information on cards in these areas isn't revealed to both players. Neither player may look "
    "at the content or card order of these areas."
)


@pytest.fixture
def areas(db):
    dcg = Game.objects.create(slug="dcg", name="Digimon Card Game")
    add_document(
        dcg,
        "comprehensive-rules",
        [
            ("3-1", "3-1", "Areas", ""),
            (
                "3-1-1",
                "3-1-1",
                "",
                "Areas include the deck, Digi-Egg deck, field, hand, trash, and security stack.",
                "3-1",
            ),
            ("3-1-2", "3-1-2", "Public Areas and Private Areas", "", "3-1"),
            ("3-1-2-1", "3-1-2-1", "Public Areas", "", "3-1-2"),
            ("3-1-2-1-1", "3-1-2-1-1", "", PUBLIC, "3-1-2-1"),
            ("3-1-2-2", "3-1-2-2", "Private Areas", "", "3-1-2"),
            ("3-1-2-2-1", "3-1-2-2-1", "", PRIVATE, "3-1-2-2"),
        ],
    )
    return dcg


def keys_of(result: dict) -> list[str]:
    return [result["key"], *(other["key"] for other in result.get("also") or ())]


def test_it_shows_the_rule_under_a_heading_with_the_heading_listed_beside_it(areas):
    results = search("what is a private area", game="dcg")["results"]

    assert results[0]["key"] == "3-1-2-2-1"
    assert "3-1-2-2" in keys_of(results[0])
    assert "Neither player may look" in results[0]["snippet"] or "revealed" in results[0]["snippet"]


def test_a_heading_ranked_above_the_rule_under_it_gives_that_rule_its_place(areas):
    # Only the heading holds the words "private areas"; the rule under it says "these areas".
    results = search("private areas", game="dcg")["results"]

    shown = [r["key"] for r in results]
    assert "3-1-2-2" not in shown  # listed under 3-1-2-2-1 instead
    assert any("3-1-2-2" in keys_of(r) and r["key"] == "3-1-2-2-1" for r in results)


class Stored:
    """Stored fields by document number, and the Whoosh look-up of a document by its id."""

    def __init__(self, docs: list[dict]):
        self.docs = docs
        self.searcher = self

    def stored_fields(self, docnum: int) -> dict:
        return self.docs[docnum]

    def document_number(self, id: str):  # noqa: A002 - Whoosh's keyword
        return next((n for n, d in enumerate(self.docs) if d["id"] == id), None)


def rule(pk: int, key: str, title: str, body: str, lead: str = "") -> dict:
    return {
        "id": f"section:{pk}",
        "kind": "rule",
        "game": "dcg",
        "key": key,
        "title": title,
        "body": body,
        **({"lead": lead} if lead else {}),
    }


def test_a_heading_over_a_heading_leads_down_to_the_first_rule_with_text():
    # "Public Areas and Private Areas" (3-1-2) has only headings under it; its first rule with
    # text is 3-1-2-1-1, under "Public Areas" (3-1-2-1).
    docs = Stored(
        [
            rule(0, "3-1-2", "Public Areas and Private Areas", "", "section:1"),
            rule(1, "3-1-2-1", "Public Areas", "", "section:2"),
            rule(2, "3-1-2-1-1", "", PUBLIC),
            rule(
                3,
                "3-1-1",
                "",
                "Areas include the deck, Digi-Egg deck, field, hand, trash, and security stack.",
            ),
        ]
    )

    results = collapse(
        docs, [(10.0, 0), (3.0, 3)], 10, False, lambda stored, score: {**stored, "score": score}
    )

    assert [r["key"] for r in results] == ["3-1-2-1-1", "3-1-1"]
    assert [a["key"] for a in results[0]["also"]] == ["3-1-2"]


def test_a_rule_ranked_above_its_heading_leaves_the_heading_a_result_of_its_own():
    docs = Stored([rule(0, "3-1-2-2", "Private Areas", "", "section:1"), rule(1, "3-1-2-2-1", "", PRIVATE)])

    results = collapse(
        docs, [(10.0, 1), (8.0, 0)], 10, False, lambda stored, score: {**stored, "score": score}
    )

    assert [r["key"] for r in results] == ["3-1-2-2-1", "3-1-2-2"]


def test_a_rule_added_under_a_heading_later_becomes_the_rule_it_leads_to(areas):
    heading = Section.objects.get(key="3-1-2-2")
    Section.objects.filter(key="3-1-2-2-1").delete()
    search("private areas", game="dcg")  # the index follows the deletion
    Section.objects.create(
        version=heading.version,
        key="3-1-2-2-1",
        number="3-1-2-2-1",
        title="",
        body=PRIVATE,
        order=99,
        parent=heading,
    )

    results = search("private areas", game="dcg")["results"]

    assert results[0]["key"] == "3-1-2-2-1"
    assert "3-1-2-2" in keys_of(results[0])
