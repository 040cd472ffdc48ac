from pathlib import Path

import pytest

from rulings.importers import detect_style, dotted
from rulings.importers.base import DocumentFormatError, read_lines

SOURCES = Path(__file__).resolve().parents[2] / "fixtures" / "sources"

TYPE_TEXT = (
    "Es el tipo del digimon. Los tipos se pueden referenciar o requerir en ciertas habilidades o "
    "efectos de Option Cards."
)


def source(game: str) -> str:
    return (SOURCES / f"{game}.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def ddm():
    return dotted.parse(source("ddm"))


def by_key(doc):
    return {s.key: s for s in doc.sections}


def test_it_reads_a_numbered_heading_as_key_number_and_title_without_the_colon(ddm):
    section = by_key(ddm)["2.1"]
    assert (section.number, section.title, section.line) == ("2.1.", "Digimon Card", 2)
    assert section.parent_key is None  # "2." is not in the text


def test_the_lines_after_a_heading_are_its_body_one_paragraph_each(ddm):
    assert by_key(ddm)["2.1"].body == (
        "Aquí encontraremos las representaciones de todos los digimon en el juego, los cuales son "
        "utilizados para luchar o bien asistir durante los combates.\n\n"
        "Estas cartas se componen de las siguientes secciones:"
    )
    card_number = by_key(ddm)["2.1.2"].body.split("\n\n")
    assert len(card_number) == 2
    assert card_number[1].startswith("Existen también las cartas que provienen de los boosters")


def test_the_leading_unnumbered_line_is_a_preamble_note(ddm):
    preamble = ddm.sections[0]
    assert (preamble.key, preamble.kind, preamble.number, preamble.parent_key) == (
        "preamble",
        "note",
        "",
        None,
    )
    assert preamble.body == (
        "En este juego, podremos utilizar dos tipos de cartas, las cuales se muestran a continuación:"
    )


def test_it_keeps_the_duplicated_rule_as_two_sections(ddm):
    sections = by_key(ddm)
    first, second = sections["2.1.6"], sections["2.1.6-2"]
    assert (first.number, first.title, first.body, first.line) == ("2.1.6.", "Type", TYPE_TEXT, 16)
    assert (second.number, second.title, second.body, second.line) == ("2.1.6.", "Type", TYPE_TEXT, 18)
    assert first.parent_key == second.parent_key == "2.1"
    assert [w.line for w in ddm.warnings if "twice" in w.message] == [18]


def test_it_reports_the_missing_2_1_9(ddm):
    gaps = [w for w in ddm.warnings if "missing" in w.message]
    assert [w.line for w in gaps] == [25]
    assert "2.1.9 is missing" in gaps[0].message
    assert "2.1.9" not in set(ddm.keys())
    assert by_key(ddm)["2.1.10"].title == "Information/Coordination Field"


def test_it_makes_one_section_per_numbered_line_and_the_preamble(ddm):
    # 2.1 with 2.1.1-2.1.14 less 2.1.9, plus the repeated 2.1.6 (15); 2.2 with 2.2.1-2.2.9 (10).
    assert len(ddm.sections) == 1 + 15 + 10
    assert ddm.keys()[:3] == ["preamble", "2.1", "2.1.1"]
    assert ddm.keys()[-1] == "2.2.9"
    assert len(set(ddm.keys())) == len(ddm.keys())
    assert [s.key for s in ddm.sections if s.parent_key is None] == ["preamble", "2.1", "2.2"]
    assert all(s.parent_key == "2.2" for s in ddm.sections if s.key.startswith("2.2."))
    assert len(ddm.warnings) == 2


def test_it_keeps_spanish_text_and_symbols_as_written(ddm):
    sections = by_key(ddm)
    assert sections["2.1.13"].body.startswith(
        "Las habilidades de tu Digimon son descritas aquí (Ej: Tiene la habilidad “Orgulloso”)."
    )
    assert "“ ◎ ”" in sections["2.1.13"].body
    assert sections["2.2.3"].title == "Activation Timing Field"


def test_it_sets_the_documents_kind_authority_and_spanish_language(ddm):
    assert (ddm.kind, ddm.authority, ddm.language) == ("card-anatomy", "reference", "es")
    assert ddm.title == "Digimon Card / Option Cards"
    assert ddm.partial is True  # it starts at 2.1


def test_text_after_the_colon_starts_the_body():
    doc = dotted.parse("1. Cards:\n1.1. Name: The card's name.\n1.2. Level:\nIts level.\n")
    assert [(s.key, s.title, s.body) for s in doc.sections] == [
        ("1", "Cards", ""),
        ("1.1", "Name", "The card's name."),
        ("1.2", "Level", "Its level."),
    ]
    assert doc.language == "en"
    assert doc.partial is False


def test_a_number_lower_than_the_one_before_is_kept_with_a_warning():
    doc = dotted.parse("1. Cards:\n1.1. Name:\n1.3. Level:\n1.2. Type:\n")
    assert doc.keys() == ["1", "1.1", "1.3", "1.2"]
    assert [(w.line, w.message) for w in doc.warnings] == [
        (3, "1.3 follows 1.1: 1.2 is missing"),
        (4, "1.2 comes after 1.3"),
    ]


def test_parsing_the_same_text_twice_gives_the_same_keys():
    assert dotted.parse(source("ddm")).keys() == dotted.parse(source("ddm")).keys()


def test_a_number_going_back_under_a_parent_the_text_lacks_is_an_error_naming_the_line():
    text = "2.1. Cards:\nBody.\n2.1.1. Name:\nBody.\n1.4.2. Level:\nBody.\n"
    with pytest.raises(DocumentFormatError) as error:
        dotted.parse(text)
    assert error.value.line == 5
    assert "1.4" in str(error.value)


def test_a_number_with_no_title_is_an_error_naming_the_line():
    with pytest.raises(DocumentFormatError) as error:
        dotted.parse("2.1. Cards:\nBody.\n2.1.1.\n")
    assert error.value.line == 3


def test_detect_style_picks_dotted_for_the_ddm_seed():
    assert detect_style(source("ddm")) == "dotted"


@pytest.mark.parametrize("game", ["mtg", "dbe", "space", "dcg"])
def test_it_does_not_claim_the_other_seeds(game):
    assert dotted.detect(read_lines(source(game))) < 0.5
