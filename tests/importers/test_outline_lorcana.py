"""The Disney Lorcana documents in ../shared/corpora/lorcana, read by the outline importer.

Expected values were counted or read by hand in the files themselves; the commands are
given beside each. The tests skip, saying why, when the corpora are absent.
"""

from __future__ import annotations

import re
from datetime import date

import pytest

from rulings.importers import detect_style, parse
from rulings.importers.reading import read_document
from rulings.importers.report import unresolved_references
from tests.conftest import corpus

pytestmark = pytest.mark.corpora

EN_2025 = "lorcana/lorcana-cr-en-2025-05-27.txt"
EN_2026_02 = "lorcana/lorcana-cr-en-2026-02-05.txt"
EN_2026_07 = "lorcana/lorcana-cr-en-2026-07-09.txt"
DE = "lorcana/lorcana-cr-de-2026-04-30.txt"
FR = "lorcana/lorcana-cr-fr-2026-04-30.txt"
TOURNAMENT = "lorcana/lorcana-tournament-rules-2026-07-14-en.pdf"
CORRECTIONS = "lorcana/lorcana-play-correction-guidelines-2024-05-21-en.pdf"
RULES = [EN_2025, EN_2026_02, EN_2026_07, DE, FR]
PDFS = [TOURNAMENT, CORRECTIONS]

_cache: dict[str, tuple] = {}


def imported(name):
    if name not in _cache:
        path = corpus(name)
        text = read_document(path.read_bytes(), path.name)
        _cache[name] = parse(text)
    return _cache[name]


def numbered(name, level):
    _, doc = imported(name)
    return [s for s in doc.sections if s.number and len(s.key.split(".")) == level]


# Counted with, for each file, G = the line of the glossary heading after the rules
# (1224, 1811, 1934, 2113 and 1892 for the five files, in the order below):
#   head -n G FILE | grep -cE '^\s*[0-9]+\.[0-9]+\.[0-9]+\.\s'            (three levels)
#   head -n G FILE | grep -cE '^\s*[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+\.\s'    (four levels)
# In 2026-02-05 the four-level grep gives 195, but its line 1351 ("6.5.7.3. First, the
# opposing player …") is the end of the wrapped reference "sections 6.5.7.1 through" inside
# an example, not a rule: 194 rules (read by hand).
HAND_COUNTS = {
    EN_2025: (217, 130),
    EN_2026_02: (270, 194),
    EN_2026_07: (279, 210),
    DE: (276, 197),
    FR: (276, 198),
}


@pytest.mark.parametrize("name", RULES)
def test_it_reads_every_numbered_rule_of_each_lorcana_version(name):
    three, four = HAND_COUNTS[name]
    assert len(numbered(name, 3)) == three
    assert len(numbered(name, 4)) == four


@pytest.mark.parametrize("name", RULES + PDFS)
def test_it_detects_the_lorcana_documents_as_outlines(name):
    path = corpus(name)
    assert detect_style(read_document(path.read_bytes(), path.name)) == "outline"


def test_it_reads_ten_chapters_and_skips_the_two_column_contents():
    # 2026-07-09: chapters 1. CONCEPTS … 10. CASUAL GAME VARIANTS, each once in the rules.
    chapters = numbered(EN_2026_07, 1)
    assert [s.key for s in chapters] == [str(n) for n in range(1, 11)]
    assert chapters[0].title == "CONCEPTS" and chapters[-1].title == "CASUAL GAME VARIANTS"
    _, doc = imported(EN_2026_07)
    assert len([s for s in doc.sections if s.key == "1.1"]) == 1


def test_it_quotes_a_named_rule_with_its_wrapped_lines_joined():
    _, doc = imported(EN_2026_07)
    rule = next(s for s in doc.sections if s.key == "1.1.1")
    assert rule.parent_key == "1.1"
    assert rule.body == (
        "The Disney Lorcana TCG is a game played with two or more players. Each player needs a deck "
        "of Disney Lorcana cards that they’ll use in the game (see 1.10, “Materials”)."
    )
    heading = next(s for s in doc.sections if s.key == "1.3.4")
    assert heading.title == "Active player"


def test_it_keeps_an_example_with_its_rule_across_a_page_footer():
    _, doc = imported(EN_2026_07)
    rule = next(s for s in doc.sections if s.key == "1.2.1")
    first, example = rule.body.split("\n\n")
    assert first == "If the text of a card contradicts a game rule, the card text supersedes that rule."
    assert example.startswith("Example: Mufasa – Betrayed Leader has an ability called The Sun Will Set")
    assert example.endswith("because the ability text allows the opponent to play it, superseding that rule.")


@pytest.mark.parametrize(
    ("name", "key", "body"),
    [
        (DE, "10.2.3", "Die Starthandgröße für Pack Rush beträgt 5."),  # line 2107
        (FR, "10.2.3", "La main de départ en Pack Rush est constituée de 5 cartes."),  # line 1886
    ],
)
def test_it_reads_the_translations_rule_by_rule(name, key, body):
    _, doc = imported(name)
    assert next(s for s in doc.sections if s.key == key).body == body


def test_the_german_and_french_texts_share_their_rule_numbers():
    de = {s.key for s in imported(DE)[1].sections if s.number}
    fr = {s.key for s in imported(FR)[1].sections if s.number}
    assert len(de & fr) >= 0.95 * max(len(de), len(fr))


@pytest.mark.parametrize(
    ("name", "effective", "label", "language"),
    [
        (EN_2025, date(2025, 5, 27), "", "en"),  # "Effective May 27, 2025"
        (EN_2026_02, date(2026, 2, 5), "2.0.1", "en"),  # "Version 2.0.1." / "Effective February 5, 2026"
        (EN_2026_07, date(2026, 7, 9), "2.2.0", "en"),  # "Version 2.2.0" / "Effective July 9, 2026"
        (DE, date(2026, 4, 30), "2.1.0", "de"),  # "Version 2.1.0" / "Gültig ab 30. April 2026"
        (FR, date(2026, 4, 30), "2.1.0", "fr"),  # "Date de mise à jour : 30 avril 2026"
        (TOURNAMENT, date(2026, 7, 14), "", "en"),  # "Effective 07/14/2026"
        (CORRECTIONS, date(2024, 5, 21), "", "en"),  # "Effective 5/21/2024*"
    ],
)
def test_it_reads_the_effective_date_label_and_language_from_the_text(name, effective, label, language):
    _, doc = imported(name)
    assert (doc.effective_date, doc.version_label, doc.language) == (effective, label, language)


def test_it_reads_the_glossary_of_the_2026_07_rules():
    _, doc = imported(EN_2026_07)
    by_key = {s.key: s for s in doc.sections}
    assert by_key["glossary.ability"].body == (
        "Special rules explaining what the card can do that differs from the game rules, such as an "
        "effect that resolves as a result of the card being played."
    )
    assert by_key["glossary.willpower"].title == "Willpower #"
    assert not any(s.number for s in doc.sections if s.kind == "glossary")


def test_it_reads_the_latest_update_summary_as_changes():
    # sed -n '/^ *Update Summary/,/Previous Update Summaries/p' FILE | grep -cE '^\s*•\s*[0-9]'  → 35
    _, doc = imported(EN_2026_07)
    assert len(doc.changes) == 35
    assert doc.changes[0].key == "1.9.4"
    assert doc.changes[0].note == "Added new process language for calculating damage and examples."
    assert "8.10.8.6" in {c.key for c in doc.changes}
    assert not any(c.key in {"1.5.1", "1.8.5"} for c in doc.changes)  # the April 30 block is older


# A footer line ("©Disney  disneylorcana.com 12", "© Disney ... Winnie the Pooh"), a page
# number on a line of its own, or one glued after a sentence's end where a page broke.
FOOTER = re.compile(
    r"disneylorcana\.com|©|Winnie the Pooh|(?:^|\n)\s*\d{1,3}\s*(?:\n|$)|[.!?:”]\s+\d{1,3}\s*(?:\n|$)",
    re.IGNORECASE,
)


@pytest.mark.parametrize("name", RULES + PDFS)
def test_no_footer_or_page_number_text_is_left_inside_any_section(name):
    _, doc = imported(name)
    for section in doc.sections:
        assert not FOOTER.search(section.title + "\n" + section.body), section.key


def test_the_tournament_rules_pdf_reads_as_tournament_rules():
    _, doc = imported(TOURNAMENT)
    by_key = {s.key: s for s in doc.sections}
    assert doc.kind == "tournament-rules"
    # "SECTION 1: TOURNAMENT DEFINITIONS", then "1.3.1 Constructed Tournament Formats" (page 4-5)
    assert by_key["1"].title == "TOURNAMENT DEFINITIONS"
    assert by_key["1.3.1"].title == "Constructed Tournament Formats"
    assert by_key["1.3.1"].parent_key == "1.3"
    assert by_key["1.1"].body.startswith(
        "Disney Lorcana TCG tournaments are divided into two types: Constructed and Limited."
    )
    assert [s.key for s in doc.sections if s.number and "." not in s.key] == [str(n) for n in range(1, 10)]


def test_the_play_correction_guidelines_pdf_has_its_ligatures_unfolded():
    _, doc = imported(CORRECTIONS)
    by_key = {s.key: s for s in doc.sections}
    assert doc.kind == "infractions"
    assert by_key["2.1"].title == "Missed Trigger"
    assert by_key["2.1"].body.startswith("Definition: A player misses a triggered ability")
    assert not any("\ufb01" in s.body or "\ufb02" in s.body for s in doc.sections)


# References to numbers no rule of the file carries: the documents' own stale references
# (Shift moved from 10.10 to 8.10, character from 6.1.2.2 to 5.3.3.2 in 2026, and so on).
# Checked by hand for each: grep -cE '^\s*KEY\.\s' FILE → 0, and the sentence read.
ABSENT = {
    EN_2025: set(),
    EN_2026_02: {"1.8.1.5", "5.1.6", "5.1.7", "10.10", "6.1.2.2"},
    EN_2026_07: {"1.8.1.5", "5.1.6", "5.1.7"},
    DE: {"1.8.1.5", "5.1.6", "5.1.7", "10.10"},
    FR: {"10.10", "5.1.7"},
}


def _references(name):
    from rulings.references import find_references

    _, doc = imported(name)
    keys = set(doc.keys())
    found = [(ref.key, ref.key in keys) for s in doc.sections for ref in find_references(s.body, "lorcana")]
    return found


@pytest.mark.parametrize("name", RULES)
def test_references_resolve_within_the_document_except_to_rules_it_lacks(name):
    path = corpus(name)
    text = path.read_text(encoding="utf-8")
    unresolved = {key for key, ok in _references(name) if not ok}
    assert unresolved == ABSENT[name]
    # the dry-run report lists the same ones, each with the section it is in
    assert {item.split(" ")[0] for item in unresolved_references(imported(name)[1], "lorcana")} == unresolved
    for key in unresolved:
        assert not re.search(rf"(?m)^\s*{re.escape(key)}\.\s", text), key


def test_at_least_98_percent_of_the_references_to_rules_the_documents_hold_resolve():
    # Over the five rules texts: every reference found, less those to the numbers in ABSENT
    # (shown as unresolved, counted apart). Of all references, 95 % or more resolve in each file.
    found = [item for name in RULES for item in _references(name) if item[0] not in ABSENT[name]]
    assert len(found) > 450
    assert sum(ok for _, ok in found) / len(found) >= 0.98
    for name in RULES:
        per_file = _references(name)
        assert sum(ok for _, ok in per_file) / len(per_file) >= 0.95, name


# Every number of three parts or more inside a rule's text ("in 4.3.2", "(1.9.2.3)",
# "steps 7.7.4.2 and 7.7.4.3", "Abschnitten 3.2.1 bis 3.2.3") names a rule in these texts;
# the preamble's "Version 2.0.1" is a label, not a rule.
THREE_PARTS = re.compile(r"(?<![\w.])\d{1,2}(?:\.\d{1,2}){2,}(?![\w])")


@pytest.mark.parametrize("name", RULES)
def test_every_rule_number_cited_inside_a_rules_text_is_read_as_a_reference(name):
    from rulings.references import find_references

    _, doc = imported(name)
    for section in doc.sections:
        if section.key == "preamble":
            continue
        spans = [(r.start, r.end) for r in find_references(section.body, "lorcana")]
        for m in THREE_PARTS.finditer(section.body):
            assert any(a <= m.start() < b for a, b in spans), (section.key, m.group())
