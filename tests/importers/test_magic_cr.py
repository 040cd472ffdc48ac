"""The Magic Comprehensive Rules importer, against the real rules files and small made-up ones.

Figures below were counted in the files themselves (after turning CR and CRLF into LF), e.g.
rules: grep -cE '^[0-9]{3}\\.[0-9]+(\\.|\\s)'; subrules: grep -cE '^[0-9]{3}\\.[0-9]+[a-z]';
examples: grep -c '^Example:'; glossary terms: the blank-line separated blocks between the
second "Glossary" line and the second "Credits" line (awk 'BEGIN{RS=""} END{print NR}').
"""

import re
from datetime import date
from pathlib import Path

import pytest

from rulings.importers import detect_style, magic_cr, magic_wiki
from rulings.importers.base import DocumentFormatError, read_lines

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "fixtures" / "sources"
CORPORA = ROOT.parent / "shared" / "corpora"
CR_2023 = "MagicCompRules_20231117.txt"
CR_2025 = "MagicCompRules_20250207.txt"
KEY_RE = re.compile(r"^[a-z0-9._-]+$")


def corpus_text(name: str) -> str:
    path = CORPORA / name
    if not path.exists():
        pytest.skip(f"{path} is absent: the full-size corpora live in ../shared/corpora beside the repo")
    # Bytes, not read_text: universal newlines would hide the file's bare CR line ends.
    return path.read_bytes().decode("utf-8")


@pytest.fixture(scope="module")
def cr2023():
    return magic_cr.parse(corpus_text(CR_2023))


@pytest.fixture(scope="module")
def cr2025():
    return magic_cr.parse(corpus_text(CR_2025))


def by_key(doc):
    return {s.key: s for s in doc.sections}


def children(doc, key, kind=None):
    return [s.key for s in doc.sections if s.parent_key == key and (kind is None or s.kind == kind)]


def numbered_rules(doc):
    """Rules and subrules: the rule sections below a section (chapters and sections have titles)."""
    return [s for s in doc.sections if s.kind == "rule" and not s.title]


# --- the real files -----------------------------------------------------------------------------


@pytest.mark.corpora
def test_it_imports_every_numbered_rule_of_2023(cr2023):
    # 1,100 rules (with 606.5 and 901.4.All, printed oddly) and 1,799 subrules.
    assert len(numbered_rules(cr2023)) == 1100 + 1799


@pytest.mark.corpora
def test_it_imports_every_numbered_rule_of_2025(cr2025):
    assert len(numbered_rules(cr2025)) == 1127 + 1895


@pytest.mark.corpora
def test_it_reads_the_effective_date_with_or_without_the_final_period(cr2023, cr2025):
    assert cr2023.effective_date == date(2023, 11, 17)  # "…November 17, 2023" has no period
    assert cr2025.effective_date == date(2025, 2, 7)


@pytest.mark.corpora
def test_it_names_the_document_official_comprehensive_rules(cr2025):
    assert cr2025.title == "Magic: The Gathering Comprehensive Rules"
    assert (cr2025.kind, cr2025.authority, cr2025.partial) == ("comprehensive-rules", "official", False)


@pytest.mark.corpora
def test_it_skips_the_table_of_contents(cr2025):
    # Nine chapters and 144 sections, each once, though the contents list them all too.
    headings = [s for s in cr2025.sections if s.kind == "rule" and s.title]
    assert len(headings) == 9 + 144
    assert len({s.key for s in headings}) == len(headings)
    assert by_key(cr2025)["1"].line == 179  # "1. Game Concepts" after the contents, not line 9


@pytest.mark.corpora
def test_it_builds_chapters_sections_rules_and_subrules_into_a_tree(cr2025):
    sections = by_key(cr2025)
    assert (sections["7"].number, sections["7"].title, sections["7"].parent_key) == (
        "7.",
        "Additional Rules",
        None,
    )
    assert (sections["712"].number, sections["712"].title, sections["712"].parent_key) == (
        "712.",
        "Double-Faced Cards",
        "7",
    )
    rule = sections["712.8"]
    assert (rule.number, rule.title, rule.parent_key) == ("712.8.", "", "712")
    assert rule.body.startswith("Each face of a transforming or modal double-faced card has its own set")
    subrule = sections["712.8e"]
    assert (subrule.number, subrule.parent_key) == ("712.8e", "712.8")
    assert subrule.body.startswith("While a transforming double-faced permanent has its back face up")
    assert children(cr2025, "712.8") == [f"712.8{c}" for c in "abcdefg"]


@pytest.mark.corpora
def test_every_key_is_unique_and_well_formed_and_follows_its_parent(cr2023, cr2025):
    for doc in (cr2023, cr2025):
        seen: set[str] = set()
        for section in doc.sections:
            assert KEY_RE.match(section.key), section.key
            assert section.key not in seen
            assert section.parent_key is None or section.parent_key in seen
            seen.add(section.key)


@pytest.mark.corpora
def test_it_keeps_examples_with_their_rule(cr2023, cr2025):
    assert len([s for s in cr2023.sections if s.kind == "example"]) == 276
    assert len([s for s in cr2025.sections if s.kind == "example"]) == 274
    sections = by_key(cr2025)
    assert children(cr2025, "712.9", kind="example") == ["712.9.ex1", "712.9.ex2", "712.9.ex3"]
    assert sections["712.9.ex1"].body.startswith(
        "Example: A Clone enters the battlefield as a copy of Wildblood"
    )
    assert sections["712.9.ex3"].body.startswith("Example: A player controls Blackbloom Rogue")
    # 101.2's example comes between 101.2. and 101.2a: it belongs to 101.2, not to a subrule.
    assert sections["101.2.ex1"].parent_key == "101.2"
    assert sections["101.2.ex1"].body.startswith(
        "Example: If one effect reads “You may play an additional land"
    )


@pytest.mark.corpora
def test_it_joins_an_indented_paragraph_to_the_rule_above(cr2025):
    body = by_key(cr2025)["205.4c"].body
    assert body.startswith("Any land with the supertype “basic” is a basic land.")
    assert (
        "\n\nCards printed in sets prior to the Eighth Edition core set didn’t use the word “basic”" in body
    )


@pytest.mark.corpora
def test_it_warns_about_oddly_printed_numbers_at_their_lines(cr2025):
    warnings = {w.line: w.message for w in cr2025.warnings}
    assert "119.1d" in warnings[1050]  # "119.1d." has a period subrules do not have
    assert "606.5" in warnings[2698]  # "606.5 If …" lacks the period rules have
    assert "901.4" in warnings[6547]  # "901.4.All …" lacks the space
    sections = by_key(cr2025)
    assert sections["606.5"].body.startswith("If the total cost to activate a loyalty ability")
    assert sections["901.4"].body.startswith("All plane and phenomenon cards remain in the command zone")
    assert sections["119.1d"].body.startswith("In a two-player Brawl game")


@pytest.mark.corpora
def test_it_imports_the_glossary_term_by_term(cr2023, cr2025):
    for doc, terms in ((cr2023, 668), (cr2025, 703)):
        glossary = by_key(doc)["glossary"]
        assert (glossary.kind, glossary.title, glossary.parent_key) == ("note", "Glossary", None)
        entries = [s for s in doc.sections if s.kind == "glossary"]
        assert len(entries) == terms
        assert all(s.parent_key == "glossary" and s.key.startswith("glossary.") for s in entries)
    sections = by_key(cr2025)
    ability = sections["glossary.ability"]
    assert ability.title == "Ability"
    assert ability.body.startswith("1. Text on an object that explains what that object does or can do.")
    assert "2. An activated or triggered ability on the stack." in ability.body
    assert ability.body.endswith(
        "See rule 113, “Abilities,” and section 6, “Spells, Abilities, and Effects.”"
    )
    assert (
        sections["glossary.active-player-nonactive-player-order"].title
        == "Active Player, Nonactive Player Order"
    )


@pytest.mark.corpora
def test_it_leaves_the_credits_out(cr2023, cr2025):
    for doc in (cr2023, cr2025):
        last = doc.sections[-1]
        assert (last.key, last.body) == (
            "glossary.zone-change-triggers",
            "Trigger events that involve objects changing zones. See rule 603.6.",
        )
        for section in doc.sections:
            text = f"{section.title}\n{section.body}"
            for credit in (
                "Richard Garfield",
                "Del Laugel",
                "Rules Design and Development",
                "Published by Wizards",
            ):
                assert credit not in text, section.key
        assert "credits" not in {s.title.lower() for s in doc.sections}


@pytest.mark.corpora
def test_the_2023_file_with_bare_cr_gives_the_same_tree_with_lf_or_crlf(cr2023):
    raw = corpus_text(CR_2023)
    # As published: a BOM, lines ending in a bare CR (and a dozen in CRLF).
    assert raw.startswith("\ufeff") and raw.count("\r") > 8000 and raw.count("\n") < 20
    lf = raw.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    assert magic_cr.parse(lf).sections == cr2023.sections
    assert magic_cr.parse(lf.replace("\n", "\r\n")).sections == cr2023.sections


# --- small made-up files ------------------------------------------------------------------------

MINI = [
    "Magic: The Gathering Comprehensive Rules",
    "",
    "These rules are effective as of February 7, 2025.",
    "",
    "Contents",
    "",
    "1. Game Concepts",
    "100. General",
    "Glossary",
    "Credits",
    "",
    "1. Game Concepts",
    "",
    "100. General",
    "",
    "100.1. These Magic rules apply to any Magic game with two or more players.",
    "",
    "100.1a A two-player game is a game that begins with only two players.",
    "Example: Two players sit down.",
    "",
    "Glossary",
    "",
    "Ability",
    "1. Text on an object.",
    "2. An ability on the stack.",
    "",
    "Credits",
    "",
    "Lead Designer: Someone",
]


def mini(*replacements: tuple[int, str]) -> str:
    """MINI as LF text, with lines (1-based) replaced."""
    lines = list(MINI)
    for number, text in replacements:
        lines[number - 1] = text
    return "\n".join(lines)


def test_a_small_file_gives_the_expected_tree():
    doc = magic_cr.parse(mini())
    assert [(s.key, s.number, s.parent_key, s.kind) for s in doc.sections] == [
        ("1", "1.", None, "rule"),
        ("100", "100.", "1", "rule"),
        ("100.1", "100.1.", "100", "rule"),
        ("100.1a", "100.1a", "100.1", "rule"),
        ("100.1a.ex1", "", "100.1a", "example"),
        ("glossary", "", None, "note"),
        ("glossary.ability", "", "glossary", "glossary"),
    ]
    assert doc.sections[-1].body == "1. Text on an object.\n\n2. An ability on the stack."
    assert doc.effective_date == date(2025, 2, 7)
    assert doc.warnings == []


def test_cr_crlf_and_lf_line_ends_and_a_bom_give_the_same_tree():
    lf = mini()
    expected = magic_cr.parse(lf).sections
    for text in (
        lf.replace("\n", "\r"),
        lf.replace("\n", "\r\n"),
        "\ufeff" + lf,
        "\ufeff" + lf.replace("\n", "\r"),
    ):
        assert magic_cr.parse(text).sections == expected


def test_a_subrule_whose_rule_does_not_exist_is_an_error_at_its_line():
    with pytest.raises(DocumentFormatError) as caught:
        magic_cr.parse(mini((16, ""), (18, "100.2a A subrule of a rule that is not there.")))
    assert caught.value.line == 18
    assert "100.2" in caught.value.expected


def test_a_rule_whose_section_does_not_exist_is_an_error_at_its_line():
    with pytest.raises(DocumentFormatError) as caught:
        magic_cr.parse(mini((16, "101.1. A rule of a section that is not there.")))
    assert caught.value.line == 16
    assert "101" in caught.value.expected


def test_a_section_whose_chapter_does_not_exist_is_an_error_at_its_line():
    with pytest.raises(DocumentFormatError) as caught:
        magic_cr.parse(mini((14, "200. General")))
    assert caught.value.line == 14
    assert "chapter" in caught.value.expected


def test_a_file_without_numbered_rules_is_an_error():
    with pytest.raises(DocumentFormatError) as caught:
        magic_cr.parse(mini((16, ""), (18, ""), (19, "")))
    assert caught.value.line == 11  # where the rules should have started, after the contents
    assert "rules numbered" in caught.value.expected


def test_text_before_the_first_chapter_is_an_error_at_its_line():
    with pytest.raises(DocumentFormatError) as caught:
        magic_cr.parse(mini((11, "Some stray text.")))
    assert caught.value.line == 11


def test_contents_that_never_end_are_an_error_at_the_contents_line():
    lines = [line for line in MINI if line != "Credits"]
    with pytest.raises(DocumentFormatError) as caught:
        magic_cr.parse("\n".join(lines))
    assert caught.value.line == 5


def test_an_empty_file_is_an_error():
    with pytest.raises(DocumentFormatError):
        magic_cr.parse("\ufeff\r\n\r\n")


def test_odd_but_readable_numbering_gives_warnings_at_their_lines():
    doc = magic_cr.parse(
        mini(
            (16, "100.1 A rule printed without its period."),
            (18, "100.1l A subrule with a letter the rules skip."),
            (20, "100.1a A subrule out of order."),
        )
    )
    warnings = {w.line: w.message for w in doc.warnings}
    assert "period" in warnings[16]
    assert "letter" in warnings[18]
    assert "out of order" in warnings[20]
    assert "100.1l" in by_key(doc) and "100.1a" in by_key(doc)


def test_a_repeated_number_is_kept_under_a_key_of_its_own_with_a_warning():
    doc = magic_cr.parse(mini((20, "100.1a The same number again.")))
    assert by_key(doc)["100.1a-2"].body == "The same number again."
    assert any(w.line == 20 for w in doc.warnings)


def test_an_unnumbered_line_joins_the_rule_above_with_a_warning_unless_indented():
    doc = magic_cr.parse(mini((17, "  An indented paragraph."), (20, "A paragraph at the margin.")))
    assert by_key(doc)["100.1"].body.endswith("players.\n\nAn indented paragraph.")
    assert by_key(doc)["100.1a.ex1"].body == "Example: Two players sit down.\n\nA paragraph at the margin."
    assert [w.line for w in doc.warnings] == [20]


def test_a_missing_effective_date_is_a_warning():
    doc = magic_cr.parse(mini((3, "")))
    assert doc.effective_date is None
    assert doc.warnings


# --- detection ----------------------------------------------------------------------------------


@pytest.mark.corpora
@pytest.mark.parametrize("name", [CR_2023, CR_2025])
def test_it_claims_the_rules_files_and_the_wiki_importer_does_not(name):
    lines = read_lines(corpus_text(name))
    assert magic_cr.detect(lines) >= 0.9
    assert magic_wiki.detect(lines) == 0.0


@pytest.mark.parametrize("seed", ["mtg", "dbe", "space", "dcg", "ddm"])
def test_it_does_not_claim_the_seeds(seed):
    lines = read_lines((SOURCES / f"{seed}.txt").read_text(encoding="utf-8"))
    assert magic_cr.detect(lines) < 0.5


@pytest.mark.corpora
@pytest.mark.parametrize("name", [CR_2023, CR_2025])
def test_detect_style_picks_magic_cr_for_the_rules_files(name):
    assert detect_style(corpus_text(name)) == "magic-cr"
