"""The Magic wiki page importer, against fixtures/sources/mtg.txt.

Figures were counted in the page: 56 "• 712.N" bullets (21 rules "• 712.N. " and 35 subrules
"• 712.Na "; grep -cE '^ *• 712\\.[0-9]+'), 11 "Example:" lines, 7 unindented bullets under
"Card rulings", 12 bullets under "Description", 5 under "See also".
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
KEY_RE = re.compile(r"^[a-z0-9._-]+$")
PAGE = (SOURCES / "mtg.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def page():
    return magic_wiki.parse(PAGE)


@pytest.fixture(scope="module")
def rules(page):
    return page.companions["comprehensive-rules"]


def by_key(doc):
    return {s.key: s for s in doc.sections}


def children(doc, key, kind=None):
    return [s.key for s in doc.sections if s.parent_key == key and (kind is None or s.kind == kind)]


# --- the prose --------------------------------------------------------------------------------


def test_the_page_is_a_community_wiki_document(page):
    assert (page.title, page.kind, page.authority, page.partial) == (
        "Double-faced card",
        "wiki",
        "community",
        False,
    )
    assert page.warnings == []


def test_each_heading_becomes_a_section_keyed_by_its_slug(page):
    top = [(s.key, s.title) for s in page.sections if s.parent_key is None]
    assert top == [
        ("introduction", ""),
        ("history", "History"),
        ("description", "Description"),
        ("rules", "Rules"),
        ("playing-with-double-faced-cards", "Playing with double-faced cards"),
        ("card-rulings", "Card rulings"),
        ("see-also", "See also"),
    ]


def test_the_lead_paragraph_is_kept_before_the_first_heading(page):
    assert by_key(page)["introduction"].body == (
        "Double-faced cards (DFCs) in Magic have a regular card frame on each side. A subcategory, meld"
        " cards, have only half a regular card on the card back."
    )


def test_paragraphs_are_markdown_paragraphs_and_bullets_a_markdown_list(page):
    body = by_key(page)["description"].body
    paragraphs = body.split("\n\n")
    assert paragraphs[0].startswith("Double-faced cards represented a radical change for the card back.")
    assert paragraphs[2].endswith("although there are exceptions:")
    items = paragraphs[3].split("\n")
    assert len(items) == 12 and all(item.startswith("- ") for item in items)
    assert items[0].startswith("- All five of the double-faced cards from Magic Origins are creatures")
    assert paragraphs[4] == (
        "Double-faced is a referable property for a card:"
        " Moonmist's reminder text refers to double-faced cards."
    )
    assert by_key(page)["see-also"].body.split("\n") == [
        "- Checklist cards",
        "- Double-faced tokens",
        "- Meld",
        "- Meld cards",
        "- Transform",
    ]


def test_the_rules_heading_keeps_only_its_intro_line(page):
    assert by_key(page)["rules"].body == "From the Comprehensive Rules (June 7, 2024—Modern Horizons 3)"
    # The rule bullets went to the companion, not into the prose.
    assert not any("712.8e" in s.body or "Example:" in s.body for s in page.sections)


def test_template_debris_is_removed_everywhere(page, rules):
    for doc in (page, rules):
        for section in doc.sections:
            assert "Template:" not in section.body and "Template:" not in section.title, section.key
    body = by_key(page)["playing-with-double-faced-cards"].body
    assert "representing a sun or a moon. The front of the card" in body


def test_the_external_links_which_hold_only_templates_are_dropped(page):
    assert "external-links" not in by_key(page)
    assert all("External links" not in s.title for s in page.sections)


def test_each_card_ruling_is_also_its_own_section(page):
    sections = by_key(page)
    assert children(page, "card-rulings") == [f"card-rulings.{n}" for n in range(1, 8)]
    first = sections["card-rulings.1"]
    assert (first.kind, first.parent_key) == ("note", "card-rulings")
    assert first.body.startswith("Double-faced cards can not be turned face down with cards such as Ixidron.")
    assert sections["card-rulings.5"].body == "The color identity of the card includes either face."
    assert sections["card-rulings.7"].body.startswith("Transforming a permanent into a land isn't the same")
    # The "Card rulings" heading keeps no second copy of its rulings' text (issue 13, item 8):
    # a search or a page finds each ruling once, in its own section.
    assert sections["card-rulings"].body == ""


def test_sub_bullets_stay_in_their_parent_ruling(page):
    body = by_key(page)["card-rulings.6"].body
    lead, sub = body.split("\n\n")
    assert lead.startswith("With the exception of Professional REL events, During booster drafts")
    items = sub.split("\n")
    assert len(items) == 2
    assert items[0].startswith("- During the regulation revision during Pro Tour Shadows over Innistrad")
    assert items[1].startswith("- Magic Online's draft events involving double-faced cards")


def test_every_key_is_unique_and_well_formed_and_follows_its_parent(page, rules):
    for doc in (page, rules):
        seen: set[str] = set()
        for section in doc.sections:
            assert KEY_RE.match(section.key), section.key
            assert section.key not in seen
            assert section.parent_key is None or section.parent_key in seen
            seen.add(section.key)


# --- the rules companion ----------------------------------------------------------------------


def test_the_rules_become_a_partial_official_companion_dated_from_the_page(rules):
    assert rules.title == "Magic: The Gathering Comprehensive Rules"
    assert (rules.kind, rules.authority, rules.partial) == ("comprehensive-rules", "official", True)
    assert rules.effective_date == date(2024, 6, 7)
    assert rules.warnings == []


def test_it_imports_every_712_bullet(rules):
    numbered = [s for s in rules.sections if s.kind == "rule" and s.key != "712"]
    assert len(numbered) == 56
    assert len([s for s in numbered if s.number.endswith(".")]) == 21


def test_section_712_is_the_root_and_rules_nest_by_number(rules):
    sections = by_key(rules)
    assert rules.sections[0].key == "712"
    assert (sections["712"].number, sections["712"].title, sections["712"].parent_key) == (
        "712.",
        "Double-Faced Cards",
        None,
    )
    assert (sections["712.8"].number, sections["712.8"].title, sections["712.8"].parent_key) == (
        "712.8.",
        "",
        "712",
    )
    assert (sections["712.8e"].number, sections["712.8e"].parent_key) == ("712.8e", "712.8")
    assert sections["712.8e"].body.startswith(
        "While a transforming double-faced permanent has its back face up"
    )


def test_712_5_names_the_six_meld_pairs(rules):
    assert children(rules, "712.5") == [f"712.5{c}" for c in "abcdef"]
    assert (
        by_key(rules)["712.5f"].body
        == "Argoth, Sanctum of Nature and Titania, Voice of Gaea meld to form Titania, Gaea Incarnate."
    )


def test_it_keeps_examples_with_their_rule(rules):
    assert len([s for s in rules.sections if s.kind == "example"]) == 11
    assert children(rules, "712.9", kind="example") == ["712.9.ex1", "712.9.ex2", "712.9.ex3"]
    sections = by_key(rules)
    assert sections["712.9.ex2"].body.startswith("Example: A player casts Cytoshape, causing a Kruin Outlaw")
    assert sections["712.13a.ex1"].body.startswith("Example: A player controls both Mycosynth Lattice")
    assert children(rules, "712.21c", kind="example") == ["712.21c.ex1", "712.21c.ex2", "712.21c.ex3"]


def test_712_21_has_its_example_then_five_subrules(rules):
    assert children(rules, "712.21") == ["712.21.ex1"] + [f"712.21{c}" for c in "abcde"]
    assert by_key(rules)["712.21.ex1"].body.startswith("Example: Chittering Host, a melded permanent, dies.")


@pytest.mark.corpora
def test_its_keys_are_those_of_the_full_rules_file(rules):
    path = CORPORA / "MagicCompRules_20250207.txt"
    if not path.exists():
        pytest.skip(f"{path} is absent: the full-size corpora live in ../shared/corpora beside the repo")
    full = set(magic_cr.parse(path.read_bytes().decode("utf-8")).keys())
    assert [s.key for s in rules.sections if s.key not in full] == []


# --- line ends, errors, warnings --------------------------------------------------------------


def test_cr_crlf_and_lf_line_ends_and_a_bom_give_the_same_documents(page, rules):
    for text in (PAGE.replace("\n", "\r"), PAGE.replace("\n", "\r\n"), "\ufeff" + PAGE):
        other = magic_wiki.parse(text)
        assert other.sections == page.sections
        assert other.companions["comprehensive-rules"].sections == rules.sections


def test_a_subrule_bullet_without_its_rule_is_an_error_at_its_line():
    text = "Title\n\nRules\n\n• 712. Double-Faced Cards\n  • 712.1. A rule.\n    • 712.2a A subrule.\n"
    with pytest.raises(DocumentFormatError) as caught:
        magic_wiki.parse(text)
    assert caught.value.line == 7
    assert "712.2" in caught.value.expected


def test_a_bullet_indented_against_its_number_is_a_warning():
    text = "Title\n\nRules\n\n• 712. Double-Faced Cards\n  • 712.1. A rule.\n  • 712.1a A subrule.\n"
    doc = magic_wiki.parse(text)
    rules = doc.companions["comprehensive-rules"]
    assert by_key(rules)["712.1a"].parent_key == "712.1"
    assert [w.line for w in rules.warnings] == [7, 1]  # the indent; then no date line for the rules


def test_an_empty_page_is_an_error():
    with pytest.raises(DocumentFormatError):
        magic_wiki.parse("\n\n")


# --- detection --------------------------------------------------------------------------------


def test_it_claims_the_wiki_page_and_the_rules_file_importer_does_not():
    lines = read_lines(PAGE)
    assert magic_wiki.detect(lines) >= 0.9
    assert magic_cr.detect(lines) == 0.0


@pytest.mark.parametrize("seed", ["dbe", "space", "dcg", "ddm"])
def test_it_does_not_claim_the_other_seeds(seed):
    lines = read_lines((SOURCES / f"{seed}.txt").read_text(encoding="utf-8"))
    assert magic_wiki.detect(lines) < 0.5


def test_detect_style_picks_magic_wiki_for_the_page():
    assert detect_style(PAGE) == "magic-wiki"


def test_the_see_also_link_list_is_not_imported_as_a_section():
    # mtg.txt lines 155-161: "See also" and five page titles, nothing else.
    from rulings.importers import parse

    _, doc = parse(PAGE)
    assert "see-also" not in by_key(doc)
    assert [w.line for w in doc.warnings if "only a list of links" in w.message] == [155]
    assert by_key(doc)["description"].body.count("\n- ") == 12  # a list inside prose stays
