from pathlib import Path

import pytest

from rulings.importers import detect_style, hyphenated
from rulings.importers.base import DocumentFormatError, ParsedChange, read_lines

SOURCES = Path(__file__).resolve().parents[2] / "fixtures" / "sources"


def source(game: str) -> str:
    return (SOURCES / f"{game}.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def dcg():
    return hyphenated.parse(source("dcg"))


def by_key(doc):
    return {s.key: s for s in doc.sections}


def test_it_reads_the_chapter_line_and_the_line_after_it_as_section_3_titled_game_areas(dcg):
    chapter = dcg.sections[0]
    assert (chapter.key, chapter.number, chapter.title, chapter.body) == ("3", "3", "Game Areas", "")
    assert chapter.parent_key is None
    assert chapter.line == 1


def test_it_splits_a_number_that_runs_into_its_title(dcg):
    section = by_key(dcg)["3-1-3-1"]
    assert (section.number, section.title, section.body) == ("3-1-3-1", "New Cards", "")
    assert section.parent_key == "3-1-3"
    assert section.line == 11


def test_it_reads_a_numbered_sentence_as_a_rule_body_without_a_title(dcg):
    section = by_key(dcg)["3-1-1"]
    assert section.title == ""
    assert section.body == "Areas include the deck, Digi-Egg deck, field, hand, trash, and security stack."
    assert section.parent_key == "3-1"


def test_it_keeps_the_text_of_3_1_3_1_2_under_3_1_3_1(dcg):
    section = by_key(dcg)["3-1-3-1-2"]
    assert section.body == (
        "A new card is considered to be a different card from the card in the previous area, "
        "and it will not carry over any of the original card's statuses, states, etc."
    )
    assert section.parent_key == "3-1-3-1"
    assert section.kind == "rule"
    assert section.line == 13


def test_it_makes_one_section_per_numbered_line_before_the_change_log(dcg):
    # Lines 3 to 65 are numbered rules (63), plus the chapter from lines 1-2.
    assert len(dcg.sections) == 64
    assert dcg.keys()[:4] == ["3", "3-1", "3-1-1", "3-1-2"]
    assert dcg.keys()[-1] == "3-7-5"
    assert len(set(dcg.keys())) == 64
    assert max(s.line for s in dcg.sections) == 65


def test_it_titles_exactly_the_short_lines_that_have_children(dcg):
    titled = {s.key: s.title for s in dcg.sections if s.title}
    assert titled == {
        "3": "Game Areas",
        "3-1": "Areas",
        "3-1-2": "Public Areas and Private Areas",
        "3-1-2-1": "Public Areas",
        "3-1-2-2": "Private Areas",
        "3-1-3": "Area Rules",
        "3-1-3-1": "New Cards",
        "3-2": "Deck",
        "3-3": "Digi-Egg Deck",
        "3-4": "Field",
        "3-4-5": "Breeding Area",
        "3-4-6": "Battle Area",
        "3-5": "Hand",
        "3-6": "Trash",
        "3-7": "The Security Stack",
    }


def test_a_rule_with_children_keeps_its_sentence_as_its_body(dcg):
    sections = by_key(dcg)
    assert sections["3-1-3-9"].body.startswith("When Digi-Egg cards are placed from respective areas")
    assert sections["3-1-3-9-1"].parent_key == "3-1-3-9"
    assert sections["3-1-3-9-2"].parent_key == "3-1-3-9"


def test_it_removes_the_stray_page_number_and_says_on_which_line(dcg):
    body = by_key(dcg)["3-4-5-8"].body
    assert "(Example: Even if you have a Digimon with the [Armor Form] trait in the breeding area" in body
    assert "you 7 have" not in body
    stray = [w for w in dcg.warnings if "stray page number" in w.message]
    assert [w.line for w in stray] == [48]
    assert "you 7 have" in stray[0].message


def test_it_keeps_counts_that_look_like_page_numbers(dcg):
    sections = by_key(dcg)
    assert "rather than 1 card at a time" in sections["3-1-3-3"].body
    assert "is 1 card at a time" in sections["3-2-4"].body
    assert (
        '"[Start of Your Main Phase] If your opponent has a Digimon, gain 1 memory"'
        in sections["3-4-5-7"].body
    )


def test_a_lone_number_before_a_word_no_count_precedes_is_dropped_wherever_it_is():
    doc = hyphenated.parse("5-1Memory\n5-1-1If they 12 are tapped, draw 2 cards and gain 1 memory.\n")
    assert doc.sections[1].body == "If they are tapped, draw 2 cards and gain 1 memory."
    assert [(w.line, "12" in w.message) for w in doc.warnings] == [(2, True)]


def test_an_unnumbered_line_continues_the_rule_above_it():
    doc = hyphenated.parse("5-1Memory\n5-1-1The memory gauge runs\nfrom 10 to 10.\n5-1-2Another rule.\n")
    assert [(s.key, s.body) for s in doc.sections] == [
        ("5-1", ""),
        ("5-1-1", "The memory gauge runs from 10 to 10."),
        ("5-1-2", "Another rule."),
    ]


def test_a_repeated_number_is_kept_under_its_own_key_with_a_warning():
    doc = hyphenated.parse("5-1Memory\n5-1-1A rule.\n5-1-1The same number again.\n")
    assert doc.keys() == ["5-1", "5-1-1", "5-1-1_2"]
    assert [w.line for w in doc.warnings] == [3]


def test_it_reads_the_change_log_rows_it_can_and_only_those(dcg):
    # The log, by hand (each line is "NUMBER" run into what the PDF table said about it):
    #   66 3-1-3-1-3Updated            3-1-3-1-3 changed
    #   67 3-1-3-4Updated              3-1-3-4 changed
    #   68 3-1-3-6Updated 3-4-7-3 through
    #                                  3-1-3-6 changed; "3-4-7-3 through" opens a range ...
    #   69 3-4-7-5Merged               ... that ends here: 3-4-7-3, 3-4-7-4, 3-4-7-5 merged
    #                                  (3-4-7 is not in this text: rules gone from it)
    #   70 3-4-7-3through 3-4-         a range whose end is cut after "3-4-"; the next
    #                                  line starts 3-1-3-3, which cannot finish it: unread
    #   71 3-1-3-3Merged               3-1-3-3 merged
    #   72 3-4-7-3through              opens a range ...
    #   73 3-4-7-5with "" Updated 4-19-1 through
    #                                  ... ending at 3-4-7-5 but followed by 'with ""' (a
    #                                  lost name), not a change word, and a range from
    #                                  4-19-1 left without an end: unread
    #   74 3-1-3-9through              opens a range ...
    #   75 3-1-3-9-2Deleted            ... ending here: 3-1-3-9, 3-1-3-9-1, 3-1-3-9-2 removed
    #                                  (the text still has them: a warning, but the log's word)
    #   76 3-4-3Updated                3-4-3 changed
    #   77 3-1-3-1-2Updated            3-1-3-1-2 changed
    merged_range = "3-4-7-3 through 3-4-7-5 Merged"
    deleted_range = "3-1-3-9 through 3-1-3-9-2 Deleted"
    assert dcg.changes == [
        ParsedChange("3-1-3-1-3", "changed", 66, "3-1-3-1-3 Updated"),
        ParsedChange("3-1-3-4", "changed", 67, "3-1-3-4 Updated"),
        ParsedChange("3-1-3-6", "changed", 68, "3-1-3-6 Updated"),
        ParsedChange("3-4-7-3", "merged", 68, merged_range),
        ParsedChange("3-4-7-4", "merged", 68, merged_range),
        ParsedChange("3-4-7-5", "merged", 68, merged_range),
        ParsedChange("3-1-3-3", "merged", 71, "3-1-3-3 Merged"),
        ParsedChange("3-1-3-9", "removed", 74, deleted_range),
        ParsedChange("3-1-3-9-1", "removed", 74, deleted_range),
        ParsedChange("3-1-3-9-2", "removed", 74, deleted_range),
        ParsedChange("3-4-3", "changed", 76, "3-4-3 Updated"),
        ParsedChange("3-1-3-1-2", "changed", 77, "3-1-3-1-2 Updated"),
    ]


def test_it_reports_the_change_log_lines_it_cannot_read(dcg):
    unread = [(w.line, w.message) for w in dcg.warnings if "cannot" in w.message]
    assert [line for line, _ in unread] == [70, 72]
    assert "3-4-7-3through 3-4-" in unread[0][1]
    assert 'with "" Updated 4-19-1 through' in unread[1][1]
    # The "Deleted" keys the text still holds (line 74) are the import service's to warn about.
    assert len(dcg.warnings) == 1 + 2


def test_it_reads_a_range_whose_end_the_next_line_completes():
    text = "3-4Field\n3-4-1A rule.\n3-4-7-3through 3-4-\n7-5Merged\n"
    doc = hyphenated.parse(text)
    assert [(c.key, c.kind, c.line) for c in doc.changes] == [
        ("3-4-7-3", "merged", 3),
        ("3-4-7-4", "merged", 3),
        ("3-4-7-5", "merged", 3),
    ]
    assert doc.warnings == []
    assert doc.keys() == ["3-4", "3-4-1"]


def test_it_sets_the_documents_title_kind_authority_and_language(dcg):
    assert dcg.title == "Chapter 3: Game Areas"
    assert (dcg.kind, dcg.authority, dcg.language) == ("comprehensive-rules", "official", "en")
    assert dcg.partial is True  # chapter 3 only


def test_parsing_the_same_text_twice_gives_the_same_keys():
    assert hyphenated.parse(source("dcg")).keys() == hyphenated.parse(source("dcg")).keys()


def test_a_numbered_line_with_nothing_after_it_is_an_error_naming_the_line():
    with pytest.raises(DocumentFormatError) as error:
        hyphenated.parse("3-1Areas\n3-1-1A rule.\n3-1-2\n")
    assert error.value.line == 3


def test_a_number_under_a_parent_the_text_lacks_is_an_error_naming_the_line():
    with pytest.raises(DocumentFormatError) as error:
        hyphenated.parse("3-1Areas\n3-1-1A rule.\n3-2-4-1A rule under a missing 3-2-4.\n")
    assert error.value.line == 3
    assert "3-2-4" in str(error.value)


def test_detect_style_picks_hyphenated_for_the_dcg_seed():
    assert detect_style(source("dcg")) == "hyphenated"


@pytest.mark.parametrize("game", ["mtg", "dbe", "space", "ddm"])
def test_it_does_not_claim_the_other_seeds(game):
    assert hyphenated.detect(read_lines(source(game))) < 0.5


def test_a_merge_is_kept_on_the_rule_that_remains():
    # dcg.txt lines 68-71: "3-4-7-3 through 3-4-7-5 Merged" names rules this text lacks (no
    # line starts with 3-4-7), and "3-1-3-3Merged" the rule it holds (line 16, "When multiple
    # cards leave an area at the same time…"): 3-4-7-3, -4 and -5 were merged into 3-1-3-3.
    from rulings.importers import parse

    _, doc = parse(source("dcg"), "hyphenated")
    merged = [(c.key, c.old_key, c.line) for c in doc.changes if c.kind == "merged"]
    assert merged == [("3-1-3-3", "3-4-7-3", 68), ("3-1-3-3", "3-4-7-4", 68), ("3-1-3-3", "3-4-7-5", 68)]
    assert not any(c.key.startswith("3-4-7") for c in doc.changes)


def test_a_merge_named_on_one_end_only_stays_as_the_log_states_it():
    from rulings.importers.base import ParsedChange, pair_merges

    gone = ParsedChange("9-1", "merged", 3, "9-1 Merged")
    kept = ParsedChange("2-1", "merged", 5, "2-1 Merged")
    between = ParsedChange("4-4", "changed", 4, "4-4 Updated")
    assert pair_merges([gone], {"2-1"}) == [gone]
    assert pair_merges([kept], {"2-1"}) == [kept]
    assert pair_merges([gone, between, kept], {"2-1", "4-4"}) == [gone, between, kept]
