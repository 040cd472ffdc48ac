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


def by_key(doc):
    return {s.key: s for s in doc.sections}


def messages(doc):
    return [w.message for w in doc.warnings]


@pytest.mark.parametrize(
    "text, first_label, first_line",
    [
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
        ("Intro\n\nI. The game has two players.\n\nII. Each has a deck.\n\nIII. Both draw seven.\n", "I.", 3),
    ],
)
def test_a_numbering_no_grammar_reads_is_reported_with_what_was_seen(text, first_label, first_line):
    style, doc = parse(text)
    assert style == "prose"
    hint = next(w for w in doc.warnings if "numbering no reader here places" in w.message)
    assert hint.line == first_line
    assert f"'{first_label}'" in hint.message
    assert "not keys" in hint.message


def test_a_number_printed_after_a_label_word_is_read_as_an_outline_keyed_by_the_numbers():
    style, doc = parse(
        "Rule 100. General\nRule 100.1 These rules cover play.\n\nRule 100.2 A game has two players.\n"
    )
    assert style == "outline"
    assert [(s.key, s.parent_key) for s in doc.sections] == [
        ("100", None),
        ("100.1", "100"),
        ("100.2", "100"),
    ]
    assert [s.body for s in doc.sections][1:] == ["These rules cover play.", "A game has two players."]
    style, doc = parse(ARTICLES)
    assert style == "outline"
    assert [s.key for s in doc.sections if s.number] == ["1", "2", "3", "4"]
    assert by_key(doc)["4"].body.startswith("A sideboard is limited to fifteen cards.")


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


def test_markdown_headings_in_prose_lose_their_marks_and_nest_by_level():
    doc = prose.parse(
        "# Zones\n\nEach player has a deck.\n\n## Hand\n\nThe hand is hidden.\n\n# Turns\n\nTake turns.\n"
    )
    assert [(s.key, s.title, s.parent_key) for s in doc.sections if s.title] == [
        ("zones", "Zones", None),
        ("hand", "Hand", "zones"),
        ("turns", "Turns", None),
    ]
    assert doc.title == "Zones"


def test_numbers_closed_by_a_bracket_are_an_outline():
    text = "1) General\n1.1) The game has two players.\n1.2) Each has a deck.\n2) Turns\n2.1) Take turns.\n"
    style, doc = parse(text)
    assert style == "outline"
    assert [(s.key, s.parent_key) for s in doc.sections] == [
        ("1", None),
        ("1.1", "1"),
        ("1.2", "1"),
        ("2", None),
        ("2.1", "2"),
    ]


def test_appendix_numbers_are_reported_not_passed_off_as_prose():
    text = "A.1 General\nA.1.1 The game has two players.\nA.1.2 Each player has a deck.\nA.2 Turns\n"
    style, doc = parse(text)
    assert style == "prose"
    assert any("'A.1', 'A.1.1', 'A.1.2'" in m for m in messages(doc))


def test_bracketed_list_items_inside_a_numbered_outline_keep_its_keys():
    text = (
        "1. Setup\n1) Shuffle your deck.\n2) Draw seven cards.\n3) Choose who goes first.\n"
        "2. Playing\n2.1 Take turns.\n2.2 Draw a card each turn.\n2.3 The first to win wins.\n"
    )
    style, doc = parse(text)
    assert style == "outline"
    assert [s.key for s in doc.sections] == ["1", "2", "2.1", "2.2", "2.3"]
    assert "1) Shuffle your deck." in by_key(doc)["1"].body


def test_step_lines_inside_a_numbered_outline_are_no_label_numbering():
    text = (
        "1. Setup\nStep 1 Shuffle your deck.\nStep 2 Draw seven cards.\nStep 3 Choose who goes first.\n"
        "2. Playing\n2.1 Take turns.\n2.2 Draw a card each turn.\n2.3 The first to win wins.\n"
    )
    style, doc = parse(text)
    assert [s.key for s in doc.sections] == ["1", "2", "2.1", "2.2", "2.3"]
    assert "Step 2 Draw seven cards." in by_key(doc)["1"].body


def test_wrapped_lines_of_capitalised_words_stay_one_paragraph():
    german = (
        "Vorbereitung\n\nJeder Spieler mischt sein Deck.\nDanach zieht jeder Spieler sieben\n"
        "Karten von seinem Deck und legt sie\nKarten auf die Hand des Spielers.\n"
    )
    doc = prose.parse(german)
    assert [s.title for s in doc.sections if s.title] == ["Vorbereitung"]
    english = "Inspection\n\nJudges may check any deck at\nRegional Championships and at\nany event.\n"
    doc = prose.parse(english)
    assert [s.title for s in doc.sections if s.title] == ["Inspection"]
    assert "Regional Championships and at any event." in " ".join(s.body for s in doc.sections)


def test_a_markdown_heading_right_above_its_text_is_a_heading():
    doc = prose.parse("# Zones\nEach player has a deck.\n## Hand\nYour hand is hidden.\n")
    assert [(s.key, s.title, s.parent_key) for s in doc.sections if s.title] == [
        ("zones", "Zones", None),
        ("hand", "Hand", "zones"),
    ]
    assert by_key(doc)["hand.1"].body == "Your hand is hidden."


def test_question_and_answer_marks_are_no_numbering():
    text = "FAQ\n\nQ: Can I flip twice?\nA: Yes.\n\nQ: Does it keep HP?\nA: Yes.\n\nQ: Is it a KO?\nA: No.\n"
    assert not [m for m in messages(prose.parse(text)) if "numbering" in m]
