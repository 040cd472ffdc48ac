from pathlib import Path

import pytest

from rulings.importers import detect_style, prose
from rulings.importers.base import DocumentFormatError, read_lines

SOURCES = Path(__file__).resolve().parents[2] / "fixtures" / "sources"
HEADING = "intro-to-flip-cards"


def source(game: str) -> str:
    return (SOURCES / f"{game}.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def dbe():
    return prose.parse(source("dbe"))


def by_key(doc):
    return {s.key: s for s in doc.sections}


def test_the_heading_line_is_a_section_keyed_by_its_slug(dbe):
    heading = dbe.sections[0]
    assert (heading.key, heading.title, heading.body, heading.line) == (HEADING, "Intro to Flip cards", "", 1)
    assert heading.parent_key is None
    assert dbe.title == "Intro to Flip cards"
    assert (dbe.kind, dbe.authority, dbe.language) == ("rules-excerpt", "official", "en")


def test_paragraphs_are_keyed_by_their_position_under_the_heading(dbe):
    # The blank-line separated paragraphs start on lines 3, 5, … 35, less the example on 27.
    paragraphs = [s for s in dbe.sections if s.parent_key == HEADING]
    assert [s.key for s in paragraphs] == [f"{HEADING}.{n}" for n in range(1, 17)]
    assert [s.line for s in paragraphs] == [3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 29, 31, 33, 35]
    assert by_key(dbe)[f"{HEADING}.8"].body == "Cards without this icon can still be flipped."
    assert all(s.kind == "rule" and s.title == "" for s in paragraphs)


def test_an_example_paragraph_is_an_example_of_the_paragraph_before(dbe):
    example = by_key(dbe)[f"{HEADING}.12.example"]
    assert example.kind == "example"
    assert example.parent_key == f"{HEADING}.12"
    assert example.line == 27
    assert example.body == (
        "Example: XB-003 Dianamon [Star] can flip to XB-003 Dianamon [Moon] because they have the same "
        "card number and different side icons."
    )
    assert by_key(dbe)[f"{HEADING}.12"].body == (
        "Cards with a side icon can only be flipped to a card with the exact same card number with a "
        "different icon."
    )


def test_each_line_of_the_rulings_block_is_a_section_under_the_paragraph_that_introduces_it(dbe):
    lead = by_key(dbe)[f"{HEADING}.16"]
    assert lead.body.startswith("Flip cards are unique enough that they may create some rules confusion.")
    rulings = [s for s in dbe.sections if s.parent_key == lead.key]
    assert [s.key for s in rulings] == [f"{HEADING}.16.{n}" for n in range(1, 13)]
    assert [s.line for s in rulings] == list(range(37, 49))
    assert rulings[0].body == "Flip card numbers are the same but their names may be different."
    assert rulings[-1].body.startswith("During the evolve phase, when activating the evo-bonus of a future")


def test_it_makes_thirty_sections(dbe):
    # The heading, 16 paragraphs, 1 example paragraph, 12 ruling lines.
    assert len(dbe.sections) == 30
    assert len(set(dbe.keys())) == 30
    assert dbe.warnings == []


def test_it_keeps_curly_quotes_and_inline_examples_as_written(dbe):
    sections = by_key(dbe)
    assert sections[f"{HEADING}.5"].body.startswith(
        "This initialize icon indicates the card’s “face-up” side."
    )
    assert "“New Moon” on Dianamon and “Deva” on Antiramon" in sections[f"{HEADING}.16.2"].body
    assert "Example: You may have XB-006 Antiramon [Moon]" in sections[f"{HEADING}.9"].body


def test_parsing_the_same_text_twice_gives_the_same_keys():
    assert prose.parse(source("dbe")).keys() == prose.parse(source("dbe")).keys()


def test_rewording_one_paragraph_keeps_every_key_and_the_other_texts():
    before = prose.parse(source("dbe"))
    edited_text = source("dbe").replace(
        "Cards without a side icon cannot be flipped.",
        "A card that has no side icon can never be flipped at all.",
    )
    after = prose.parse(edited_text)
    assert after.keys() == before.keys()
    changed = [s.key for s, t in zip(before.sections, after.sections, strict=True) if s.body != t.body]
    assert changed == [f"{HEADING}.11"]


def test_rewording_one_ruling_line_keeps_every_key():
    before = prose.parse(source("dbe"))
    after = prose.parse(
        source("dbe").replace(
            "If a card flips multiple times during a turn", "When a card flips several times in a turn"
        )
    )
    assert after.keys() == before.keys()


def test_a_ruling_added_at_the_end_only_adds_a_key():
    before = prose.parse(source("dbe"))
    after = prose.parse(source("dbe").rstrip("\n") + "\nA new ruling about flips.\n")
    assert after.keys() == [*before.keys(), f"{HEADING}.16.13"]


def test_lines_that_do_not_end_a_sentence_are_one_wrapped_paragraph():
    doc = prose.parse("Topic\n\nA paragraph the page\nwrapped over two lines.\n")
    assert [(s.key, s.body) for s in doc.sections] == [
        ("topic", ""),
        ("topic.1", "A paragraph the page wrapped over two lines."),
    ]


def test_empty_text_is_an_error_on_line_1():
    with pytest.raises(DocumentFormatError) as error:
        prose.parse("\n  \n")
    assert error.value.line == 1


def test_text_holding_nul_characters_is_an_error_naming_the_line():
    with pytest.raises(DocumentFormatError) as error:
        prose.parse("Topic\n\nFine.\n\x00\x01binary\n")
    assert error.value.line == 4


def test_detect_style_falls_back_to_prose_for_the_dbe_seed():
    assert detect_style(source("dbe")) == "prose"


@pytest.mark.parametrize("game", ["mtg", "dbe", "space", "dcg", "ddm"])
def test_prose_never_claims_a_text_itself(game):
    assert prose.detect(read_lines(source(game))) < 0.5


def test_a_heading_over_only_a_list_of_titles_is_left_out_and_said():
    from rulings.importers import parse

    text = (
        "Flipping cards\n\nA card may flip during the turn. It keeps its counters.\n\n"
        "- A flipped card keeps its damage.\n- A flipped card keeps its owner.\n\n"
        "Related pages\n\n- Transform\n- Meld cards\n- Double-faced tokens\n"
    )
    style, doc = parse(text, "prose")
    assert style == "prose"
    texts = " ".join(s.title + " " + s.body for s in doc.sections)
    assert "Related pages" not in texts and "Meld cards" not in texts
    assert "A flipped card keeps its owner." in texts  # a list of sentences is text, not links
    assert any("'Related pages' is only a list of links" in w.message for w in doc.warnings)
