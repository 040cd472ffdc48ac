"""The general numbered-outline importer on small texts written for these tests.

Every expected value here is read off the test's own text by hand."""

from __future__ import annotations

from datetime import date

import pytest

from rulings.importers import DocumentFormatError, detect_style, layout, metadata, outline, parse
from rulings.importers.reading import read_document
from rulings.references import find_references

COMPREHENSIVE = """\
Example Game Comprehensive Rules
Effective March 3, 2026

1. Game Concepts
1.0.1 Each player needs a deck.
1.0.2 Players may name a card,[1.0.1] and then they may look at it.
1.0.3 Subrules follow.
1.0.3a The first subrule.
1.0.3b The second subrule.
1.0.3c The third subrule.
2. Zones
   2.0.1 A zone is a place.
         2.0.1a Indented deeper, but nested by its number.
2.0.2 See 9. Rule Processing for details.
"""


def sections(text, style=None):
    _, doc = parse(text, style)
    return doc, {s.key: s for s in doc.sections}


def test_it_reads_dotted_numbers_without_trailing_periods_and_with_letters():
    assert detect_style(COMPREHENSIVE) == "outline"
    doc, by_key = sections(COMPREHENSIVE)
    numbered = [s.key for s in doc.sections if s.number]
    assert numbered == [
        "1",
        "1.0.1",
        "1.0.2",
        "1.0.3",
        "1.0.3a",
        "1.0.3b",
        "1.0.3c",
        "2",
        "2.0.1",
        "2.0.1a",
        "2.0.2",
    ]
    assert by_key["1.0.3a"].parent_key == "1.0.3"
    assert by_key["1.0.1"].parent_key == "1"  # 1.0 is absent: the longest prefix present
    assert by_key["1.0.1"].body == "Each player needs a deck."
    assert by_key["1"].title == "Game Concepts"
    assert doc.effective_date == date(2026, 3, 3)


def test_it_nests_by_the_number_not_by_the_indentation():
    _, by_key = sections(COMPREHENSIVE)
    assert by_key["2.0.1a"].parent_key == "2.0.1"
    assert by_key["2.0.1"].parent_key == "2"


def test_it_finds_references_glued_in_brackets_and_to_a_titled_chapter():
    _, by_key = sections(COMPREHENSIVE)
    assert [r.key for r in find_references(by_key["1.0.2"].body, "example")] == ["1.0.1"]
    assert [r.key for r in find_references(by_key["2.0.2"].body, "example")] == ["9"]


MARKDOWN_HYPHENATED = """\
# Rules

- 1-1. Winning the game
- 1-1-1. When you have 0 Life cards, you lose.
- 1-1-2. When your deck is empty, you lose.
- 1-2. Cards
- 1-2-1. Each card has a name.
  Names are printed at the top.
- 1-2-1-1. A card's name is its identity (see 1-1-1).
"""


def test_it_reads_hyphenated_numbers_in_markdown_list_items():
    assert detect_style(MARKDOWN_HYPHENATED) == "outline"
    doc, by_key = sections(MARKDOWN_HYPHENATED)
    assert [s.key for s in doc.sections if s.number] == ["1-1", "1-1-1", "1-1-2", "1-2", "1-2-1", "1-2-1-1"]
    assert by_key["1-2-1-1"].parent_key == "1-2-1"
    assert by_key["1-2-1"].body == "Each card has a name. Names are printed at the top."
    assert [r.key for r in find_references(by_key["1-2-1-1"].body, "example")] == ["1-1-1"]


def test_it_reads_numbers_in_markdown_headings_and_section_signs():
    text = (
        "## 1 Basics\n\n## 1.1 Setup\nShuffle.\n\n"
        "### 1.1.1 Mulligan\nDraw again.\n\n## 1.2 Play\nTake turns.\n"
    )
    doc, by_key = sections(text)
    assert [s.key for s in doc.sections if s.number] == ["1", "1.1", "1.1.1", "1.2"]
    assert by_key["1.1.1"].title == "Mulligan" and by_key["1.1.1"].body == "Draw again."
    signs = (
        "§1 Scope\nThis applies.\n§1.1 Players\nTwo or more.\n"
        "§1.2 Cards\nSee §1.1 for players.\n§2 Turns\nIn order.\n"
    )
    doc, by_key = sections(signs, "outline")
    assert [s.key for s in doc.sections if s.number] == ["1", "1.1", "1.2", "2"]
    assert by_key["1.2"].number == "§1.2"


def test_a_numbered_text_no_grammar_covers_fails_saying_what_it_saw():
    text = "\n".join(f"{n} - Step {n} of the procedure happens here." for n in range(1, 16))
    assert detect_style(text) == "outline"
    with pytest.raises(DocumentFormatError) as caught:
        parse(text)
    message = str(caught.value)
    assert "15 lines start with numbers like 1, 2, 3" in message
    assert "no grammar placed more than 0 % of the text" in message
    assert "try --style" in message


def test_a_prose_document_still_imports_as_prose():
    text = (
        "Flipping cards\n\nA card may flip during the turn. It keeps its counters.\n\n"
        "In 2024, 3 cards were added.\n"
    )
    style, doc = parse(text)
    assert style == "prose"
    assert not any(s.number for s in doc.sections)


PAGED = """\
1. Concepts
1.1. General
1.1.1. The game is played with two players. Each player needs a deck of cards that they use in the
       game and a way to track their score, which can be any exam-
       ple of a counter.
1.1.2. An example is a sentence that shows a rule at work.


example.com
©Publisher                                              1
1.1.3. A single-
       player game is not supported.
1.1.4. Face-down cards are hidden.


example.com
©Publisher                                              2
1.2. Cards
1.2.1. Cards have names.


example.com
©Publisher                                              3
"""


def test_it_drops_running_footers_and_page_numbers_found_by_repetition():
    doc, _ = sections(PAGED)
    text = " ".join(s.title + " " + s.body for s in doc.sections)
    assert "example.com" not in text and "©" not in text
    assert [s.key for s in doc.sections] == ["1", "1.1", "1.1.1", "1.1.2", "1.1.3", "1.1.4", "1.2", "1.2.1"]


def test_it_mends_a_word_split_at_a_line_end_only_when_the_text_uses_the_whole_word():
    _, by_key = sections(PAGED)
    assert by_key["1.1.1"].body.endswith("which can be any example of a counter.")
    assert by_key["1.1.3"].body == "A single-player game is not supported."
    assert layout.join_wrapped("face-", "down", frozenset({"facedown"})) == "facedown"
    assert layout.join_wrapped("face-", "down", frozenset()) == "face-down"


TWO_COLUMN_CONTENTS = """\
Rules
CONTENTS
1.   CONCEPTS                         3.  ZONES
   1.1.   General                        3.1.   Deck
   1.2.   Players                        3.2.   Hand
2. GAMEPLAY                           GLOSSARY
   2.1.   Setup

1. CONCEPTS
   1.1. General
        1.1.1. Two players play.
   1.2. Players
        1.2.1. A player has a deck.
2. GAMEPLAY
   2.1. Setup
        2.1.1. Shuffle.
3. ZONES
   3.1. Deck
        3.1.1. Cards are face down.
   3.2. Hand
        3.2.1. Cards are hidden.

Glossary
deck
The cards a player plays with.
hand
The cards a player holds,
kept hidden.

Update Summary
May 1, 2026
• 1.1.1. Added language about players.
• 3.1.1./3.2.1. Removed language about zones.
Previous Update Summaries
January 1, 2026
• 2.1.1. Clarified shuffling.
"""


def test_it_skips_a_two_column_table_of_contents():
    doc, by_key = sections(TWO_COLUMN_CONTENTS)
    numbered = [s.key for s in doc.sections if s.number]
    assert numbered == [
        "1",
        "1.1",
        "1.1.1",
        "1.2",
        "1.2.1",
        "2",
        "2.1",
        "2.1.1",
        "3",
        "3.1",
        "3.1.1",
        "3.2",
        "3.2.1",
    ]
    assert by_key["1.1.1"].body == "Two players play."


def test_it_reads_the_glossary_and_the_latest_change_log_block():
    doc, by_key = sections(TWO_COLUMN_CONTENTS)
    assert by_key["glossary.deck"].kind == "glossary"
    assert by_key["glossary.deck"].body == "The cards a player plays with."
    assert by_key["glossary.hand"].body == "The cards a player holds, kept hidden."
    assert by_key["glossary.hand"].parent_key == "glossary"
    assert [(c.key, c.kind) for c in doc.changes] == [
        ("1.1.1", "changed"),
        ("3.1.1", "removed"),
        ("3.2.1", "removed"),
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Effective July 9, 2026", date(2026, 7, 9)),
        ("Last updated: 1/16/2026", date(2026, 1, 16)),
        ("These rules are effective as of November 17, 2023", date(2023, 11, 17)),
        ("Effective 07/14/2026", date(2026, 7, 14)),
        ("Gültig ab 30. April 2026", date(2026, 4, 30)),
        ("Date de mise à jour : 30 avril 2026", date(2026, 4, 30)),
        ("en vigueur le 30 avril 2026", date(2026, 4, 30)),
        ("In 2024, 3 cards changed on May 5, 2024", None),
    ],
)
def test_it_reads_the_effective_date_the_text_prints(line, expected):
    assert metadata.effective_date([line]) == expected


def test_it_reads_the_version_label():
    assert metadata.version_label(["COMPREHENSIVE RULES", "Version 2.0.1."]) == "2.0.1"
    assert metadata.version_label(["no label here"]) == ""


def test_the_dry_run_report_lists_levels_first_keys_gaps_repeats_and_coverage():
    text = (
        "1. A\n1.1. One\n1.1.1. Rule one.\n1.1.3. Rule three.\n"
        "1.1.3. Rule three again.\n1.2. Two\n1.2.1. Rule.\n"
    )
    _, doc = parse(text, "outline")
    report = doc.report()
    assert "rules per level: level 1: 1, level 2: 2, level 3: 3" in report
    assert "first keys: 1, 1.1, 1.1.1, 1.1.3, 1.1.3-2, 1.2, 1.2.1" in report
    assert "gaps: 1.1.2" in report
    assert "repeated numbers: 1.1.3-2" in report
    assert "coverage: 100.0 %" in report


def test_read_document_reads_any_line_ending_with_or_without_a_bom():
    assert read_document(b"\xef\xbb\xbf1. A\r1.1. B\r", "a.txt") == "1. A\n1.1. B\n"
    assert read_document(b"1. A\r\n1.1. B\r\n", "a.md") == "1. A\n1.1. B\n"
    assert read_document(b"1. A\n", "a") == "1. A\n"


def test_read_document_refuses_unreadable_input_clearly():
    with pytest.raises(DocumentFormatError, match="not valid UTF-8"):
        read_document(b"1. A\n\xff\xfe bad", "a.txt")
    with pytest.raises(DocumentFormatError, match="over the limit of 10"):
        read_document(b"x" * 11, "a.txt", max_bytes=10)
    with pytest.raises(DocumentFormatError, match="cannot be read as a PDF"):
        read_document(b"%PDF-1.7\nnot really a pdf", "a.pdf")
    with pytest.raises(DocumentFormatError, match="does not start like a PDF"):
        read_document(b"plain text", "rules.pdf")


def test_the_outline_detector_scores_numbered_lines():
    assert outline.detect(COMPREHENSIVE.splitlines()) > 0.5
    assert outline.detect(["Just prose.", "More prose."]) == 0.0


def test_the_report_does_not_count_skipped_letters_l_and_o_as_gaps():
    letters = "abcdefghijkmnpq"  # l and o skipped, as the Magic rules do
    text = "1. Rules\n1.1 Subrules follow.\n" + "".join(f"1.1{c} Subrule {c}.\n" for c in letters)
    _, doc = parse(text, "outline")
    assert [s.key for s in doc.sections if s.parent_key == "1.1"] == [f"1.1{c}" for c in letters]
    assert "gaps: none" in doc.report()
