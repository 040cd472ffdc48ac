"""Query parsing: an allow-list of words, phrases and three filters; nothing else means anything."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulings.search.query import looks_like_rule_number, normalize_rule_number, parse_query


def test_plain_words_are_kept_in_order():
    parsed = parse_query("does the evo-bonus stay active")
    assert parsed.words == ("does", "the", "evo-bonus", "stay", "active")
    assert parsed.phrases == () and parsed.numbers == ()


def test_quoted_phrases_are_taken_out_of_the_words():
    parsed = parse_query('flip "face down" card')
    assert parsed.phrases == ("face down",)
    assert parsed.words == ("flip", "card")


def test_curly_quotes_quote_a_phrase_like_straight_ones():
    assert parse_query("“hidden zone” flip").phrases == ("hidden zone",)


def test_an_unbalanced_quote_is_dropped_and_its_words_stay_plain():
    parsed = parse_query('flip "hidden zone')
    assert parsed.phrases == ()
    assert parsed.words == ("flip", "hidden", "zone")


def test_game_kind_and_doc_filters_are_read_and_removed_from_the_text():
    parsed = parse_query("game:mtg kind:rule doc:comprehensive-rules transform")
    assert parsed.games == ("mtg",)
    assert parsed.kinds == ("rule",)
    assert parsed.documents == ("comprehensive-rules",)
    assert parsed.words == ("transform",)


def test_a_kind_outside_the_allow_list_is_ignored_not_trusted():
    parsed = parse_query("kind:secret flip")
    assert parsed.kinds == ()
    assert parsed.words == ("flip",)


def test_unknown_prefixes_are_plain_text():
    parsed = parse_query("title:flip foo:bar")
    assert parsed.words == ("title:flip", "foo:bar")
    assert parsed.games == ()


@pytest.mark.parametrize(
    "text", ["OR OR", "*", "flip*", "(flip OR turn)", "a AND NOT b", "field:", ":::", "^2 ~3"]
)
def test_search_syntax_from_users_is_plain_text(text):
    parsed = parse_query(text)
    assert parsed.words == tuple(text.split())


def test_control_characters_become_spaces():
    assert parse_query("flip\x00card\x1b[31m\u200b").words[:2] == ("flip", "card")


def test_very_long_input_is_cut_short():
    parsed = parse_query("flip " * 1000)
    assert len(parsed.raw) <= 1000
    assert len(parsed.words) <= 40


def test_a_long_story_keeps_the_question_it_ends_with_not_only_its_first_words():
    story = (
        "We were in round three of a store event, my opponent was on mono-red and had flooded all game, "
        "and I was at 4 life with nothing much on the board except a bear and two lands. He attacked "
        "with a big trampler and I blocked with the bear. How much damage has to go to my blocker?"
    )
    words = parse_query(story).words
    assert len(story.split()) > len(words) == 40
    assert words[-4:] == ("go", "to", "my", "blocker?")  # the question, whole
    assert "trampler" in words  # … and the story nearest it
    assert "round" not in words  # … not its first words


def test_a_rule_number_a_long_story_opens_with_is_still_looked_up():
    story = (
        "Rule 704.5j came up at our store last night when my friend, who had been drafting all evening "
        "and was tired, cast a second copy of his legendary creature while the first was still on the "
        "battlefield. Which one does he keep?"
    )
    parsed = parse_query(story)
    assert len(story.split()) > len(parsed.words)
    assert parsed.numbers == ("704.5j",)


def test_other_languages_are_words_too():
    assert parse_query("atributo variable del digimon").words == ("atributo", "variable", "del", "digimon")
    assert parse_query("裏返し カード").words == ("裏返し", "カード")


@pytest.mark.parametrize(
    "text, key",
    [
        ("712.8e", "712.8e"),
        ("712.15A", "712.15a"),
        ("3-1-3-1-2", "3-1-3-1-2"),
        ("2.1.6", "2.1.6"),
        ("2.1.6.", "2.1.6"),
        ("§13", "13"),
        ("§ 13", "13"),
        ("13.characters.1", "13.characters.1"),
        ("13", "13"),
    ],
)
def test_a_rule_number_in_each_games_style_is_recognised_alone(text, key):
    parsed = parse_query(text)
    assert parsed.is_rule_number
    assert parsed.numbers == (key,)


def test_a_rule_number_among_words_is_found_but_is_not_a_jump():
    parsed = parse_query("what does 712.8e say")
    assert parsed.numbers == ("712.8e",)
    assert not parsed.is_rule_number


def test_a_bare_count_in_a_question_is_not_a_rule_number():
    assert parse_query("can I have 4 copies").numbers == ()
    assert not looks_like_rule_number("4")
    assert looks_like_rule_number("4", alone=True)


def test_normalising_a_printed_number_gives_its_key():
    assert normalize_rule_number("§13.") == "13"
    assert normalize_rule_number(" 712.8E ") == "712.8e"


@given(st.text(max_size=300))
def test_any_text_parses_without_raising(text):
    parsed = parse_query(text)
    assert isinstance(parsed.words, tuple)
