"""Text the readers cannot place says so: a numbering no grammar reads, a text that came out as one
section, a language the text does not show. The import keeps going (as prose) and its report
shows what was seen, with line numbers."""

from pathlib import Path

import pytest

from rulings.importers import metadata, parse, prose, unplaced
from rulings.importers.base import read_lines

SOURCES = Path(__file__).resolve().parents[2] / "fixtures" / "sources"

ARTICLES = """ARTICLE I - GENERAL
Art. 1. These rules apply to all sanctioned events.
Art. 2. The head judge has the final say on every ruling.
ARTICLE II - DECKS
Art. 3. A deck has at least forty cards.
Art. 4. A sideboard is limited to fifteen cards.
"""


def messages(doc):
    return [w.message for w in doc.warnings]


@pytest.mark.parametrize(
    "text, first_label, first_line",
    [
        (ARTICLES, "Art. 1.", 2),
        (
            "Rule 100. General\nRule 100.1 These rules cover play.\n\nRule 100.2 A game has two players.\n",
            "Rule 100.",
            1,
        ),
        (
            "Purpose\n\nA. This guide lists penalties.\n\nB. It applies at events.\n\nC. Judges use it.\n",
            "A.",
            3,
        ),
        (
            "Decks\n\n(1) A deck has forty cards.\n\n(2) At most four copies.\n\n(3) Tokens are no cards.\n",
            "(1)",
            3,
        ),
    ],
)
def test_a_numbering_no_grammar_reads_is_reported_with_what_was_seen(text, first_label, first_line):
    style, doc = parse(text)
    assert style == "prose"
    hint = next(w for w in doc.warnings if "numbering no reader here places" in w.message)
    assert hint.line == first_line
    assert f"'{first_label}'" in hint.message
    assert "not keys" in hint.message


def test_the_warning_counts_the_numbered_lines_and_names_them():
    hint = unplaced.numbering_hint(read_lines(ARTICLES))
    # Art. 1. to Art. 4. on lines 2, 3, 5 and 6 (ARTICLE I / II are two lines of another shape).
    assert hint.message.startswith("4 lines start with a numbering")
    assert "lines 2, 3, 5, 6)" in hint.message


def test_ordinary_prose_and_the_seed_get_no_numbering_warning():
    text = "Setup\n\nA player shuffles.\n\nI think that is all.\n\nEach player draws 7 cards.\n"
    assert unplaced.numbering_hint(read_lines(text)) is None
    dbe = prose.parse((SOURCES / "dbe.txt").read_text(encoding="utf-8"))
    assert not [m for m in messages(dbe) if "numbering" in m or "language" in m or "one section" in m]


def test_a_heading_inside_a_block_without_blank_lines_starts_a_section_of_its_own():
    doc = prose.parse(ARTICLES)
    titles = [s.title for s in doc.sections if s.title]
    assert titles == ["ARTICLE I - GENERAL", "ARTICLE II - DECKS"]
    bodies = [s.body for s in doc.sections if s.body]
    assert bodies[-1] == "Art. 4. A sideboard is limited to fifteen cards."
    assert "Art. 3. A deck has at least forty cards." in bodies


def test_a_paragraph_wrapped_over_lines_is_still_one_section():
    doc = prose.parse("Topic\n\nThe head judge\nhas the final say.\n")
    assert [s.body for s in doc.sections if s.body] == ["The head judge has the final say."]


def test_a_long_text_read_as_one_section_says_so():
    text = "\n".join(
        f"the rules go on and on, line {n} of a text with no structure at all" for n in range(14)
    )
    doc = prose.parse(text + "\n")
    assert len(doc.sections) == 1
    assert any("was read as one section" in m and "(14 lines)" in m for m in messages(doc))


def test_the_language_is_read_from_the_text_and_a_thin_guess_is_said():
    spanish = "El jugador roba una carta. La carta que se juega es de la mano y se descarta en el turno.\n"
    doc = prose.parse("Reglas\n\n" + spanish)
    assert doc.language == "es" and not [m for m in messages(doc) if "language" in m]
    lang, warning = metadata.language_guess("Monster Zones\nEach player has five zones per turn.")
    assert lang == "en" and "not clear" in warning.message  # "per" is Italian's, "the"-less English
