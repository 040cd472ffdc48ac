from pathlib import Path

import pytest

from rulings.importers import bullets, detect_style
from rulings.importers.base import DocumentFormatError, read_lines

SOURCES = Path(__file__).resolve().parents[2] / "fixtures" / "sources"


def source(game: str) -> str:
    return (SOURCES / f"{game}.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def space():
    return bullets.parse(source("space"))


def by_key(doc):
    return {s.key: s for s in doc.sections}


def test_the_first_line_is_the_documents_title_not_a_section(space):
    assert space.title == "Rules"
    assert "Rules" not in [s.title for s in space.sections]
    assert (space.kind, space.authority, space.language) == ("rules-excerpt", "official", "en")
    assert space.partial is True  # section 13 only


def test_section_13_has_its_number_title_and_the_paragraph_under_it(space):
    section = space.sections[0]
    assert (section.key, section.number, section.title, section.line) == ("13", "13.", "Card Flips", 3)
    assert section.parent_key is None
    assert section.body == (
        "There are many conditions where a card can flip from its Prime (front) face to its Reverse "
        "(rear) face and vice versa. Those conditions include the card being destroyed or a keyword "
        "or ability that causes the card to flip. When a card does flip, the following is true:"
    )


def test_it_builds_the_section_13_tree_from_the_labelled_bullets(space):
    assert [(s.key, s.parent_key, s.kind) for s in space.sections] == [
        ("13", None, "rule"),
        ("13.characters", "13", "rule"),
        ("13.characters.1", "13.characters", "rule"),
        ("13.characters.2", "13.characters", "rule"),
        ("13.spacecraft", "13", "rule"),
        ("13.spacecraft.1", "13.spacecraft", "rule"),
        ("13.spacecraft.2", "13.spacecraft", "rule"),
        ("13.locations", "13", "rule"),
        ("13.locations.1", "13.locations", "rule"),
        ("13.locations.2", "13.locations", "rule"),
        ("13.all-card-types", "13", "rule"),
        ("13.all-card-types.1", "13.all-card-types", "rule"),
        ("13.all-card-types.2", "13.all-card-types", "rule"),
        ("13.p1", "13", "note"),
        ("13.p2", "13", "note"),
    ]


def test_labels_are_titled_without_for_and_the_colon(space):
    titles = {s.key: s.title for s in space.sections if s.title}
    assert titles == {
        "13": "Card Flips",
        "13.characters": "Characters",
        "13.spacecraft": "Spacecraft",
        "13.locations": "Locations",
        "13.all-card-types": "All card types",
    }
    assert all(s.body == "" for s in space.sections if s.key in titles and s.key != "13")


def test_a_bullet_s_body_is_its_text_with_references_kept(space):
    sections = by_key(space)
    assert sections["13.characters.2"].body == "All other counters remain except Liberation counters."
    assert sections["13.characters.2"].line == 9
    assert sections["13.all-card-types.1"].body == (
        "Any attached Devices remain attached, and stay under the host's controller (§18.28)."
    )
    assert (
        "are displaced (§14.12); the controller chooses which cards stay." in sections["13.spacecraft.1"].body
    )
    assert "Escape Pod" in sections["13.spacecraft.1"].body
    assert sections["13.all-card-types.2"].body.endswith("if the flip is a Fall (§8.10, §8.11).")


def test_the_paragraphs_after_the_bullets_are_notes_of_the_section(space):
    sections = by_key(space)
    assert sections["13.p1"].body.startswith("A flipped card is its new face in every respect.")
    assert "its Shielded status (§11.2), its destruction outcome (§11.6)" in sections["13.p1"].body
    assert sections["13.p2"].body.startswith(
        "This matters most where the two faces are different card types."
    )
    assert (sections["13.p1"].line, sections["13.p2"].line) == (20, 22)


def test_bullets_before_any_label_and_indented_bullets_get_their_own_keys():
    text = "4. Moving\nIntro.\n• A loose bullet.\n• For Units:\n• First.\n  • Under first.\n• Second.\n"
    doc = bullets.parse(text)
    assert [(s.key, s.parent_key, s.body) for s in doc.sections] == [
        ("4", None, "Intro."),
        ("4.b1", "4", "A loose bullet."),
        ("4.units", "4", ""),
        ("4.units.1", "4.units", "First."),
        ("4.units.1.1", "4.units.1", "Under first."),
        ("4.units.2", "4.units", "Second."),
    ]


def test_a_numbered_sentence_is_a_rule_body_and_a_repeated_number_gets_its_own_key():
    doc = bullets.parse("4. Moving\n4.1. A unit moves once a turn.\n4.1. Again.\n")
    assert [(s.key, s.title, s.body, s.parent_key) for s in doc.sections] == [
        ("4", "Moving", "", None),
        ("4.1", "", "A unit moves once a turn.", "4"),
        ("4.1-2", "", "Again.", "4"),
    ]
    assert [w.line for w in doc.warnings] == [3]


def test_parsing_the_same_text_twice_gives_the_same_keys():
    assert bullets.parse(source("space")).keys() == bullets.parse(source("space")).keys()


def test_a_bullet_before_any_numbered_section_is_an_error_naming_the_line():
    with pytest.raises(DocumentFormatError) as error:
        bullets.parse("Rules\n\n• For Characters:\n13. Card Flips\n")
    assert error.value.line == 3


def test_a_number_with_no_title_is_an_error_naming_the_line():
    with pytest.raises(DocumentFormatError) as error:
        bullets.parse("Rules\n13. Card Flips\n• For Characters:\n• A rule.\n14.\n")
    assert error.value.line == 5


def test_detect_style_picks_bullets_for_the_space_seed():
    assert detect_style(source("space")) == "bullets"


@pytest.mark.parametrize("game", ["mtg", "dbe", "dcg", "ddm"])
def test_it_does_not_claim_the_other_seeds(game):
    assert bullets.detect(read_lines(source(game))) < 0.5
