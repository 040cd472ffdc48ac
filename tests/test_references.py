"""Finding rule references in text (rulings.references): every form the seeds and the Magic
Comprehensive Rules use. Expected values were read off the documents by hand (and grep)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulings.references import Reference, expand_range, find_references, parse_key_parts

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "fixtures" / "sources"
CORPORA = ROOT.parent / "shared" / "corpora"
MAGIC_2023 = CORPORA / "MagicCompRules_20231117.txt"
MAGIC_2025 = CORPORA / "MagicCompRules_20250207.txt"


def refs(text: str, game: str) -> list[tuple[str, tuple[str, ...], str | None]]:
    return [(r.text, r.keys, r.range_end) for r in find_references(text, game)]


def source(game: str) -> str:
    return (SOURCES / f"{game}.txt").read_text(encoding="utf-8")


def read_magic(path: Path) -> str:
    if not path.exists():
        pytest.skip(f"{path} is absent: the shared corpora are not available here")
    # newline="" keeps the bare CRs (2023) and CRLFs (2025) so offsets are the file's own
    with path.open(encoding="utf-8-sig", newline="") as f:
        return f.read()


_RULE_LINE = re.compile(r"(\d{3}\.\d+[a-z]?)\.?\s|(\d{3})\.\s|(\d)\.\s")


def magic_keys(text: str) -> set[str]:
    """The keys a Magic rules file defines: rule numbers at line starts, sections, chapters."""
    keys = set()
    for line in re.split(r"\r\n|\r|\n", text):
        m = _RULE_LINE.match(line)
        if m:
            keys.add(next(g for g in m.groups() if g))
    return keys


def magic_keys_in_order(text: str) -> list[str]:
    keys = []
    for line in re.split(r"\r\n|\r|\n", text):
        m = _RULE_LINE.match(line)
        if m:
            key = next(g for g in m.groups() if g)
            if key not in keys:
                keys.append(key)
    return keys


def preceded_by(text: str, ref: Reference, pattern: str) -> bool:
    return re.search(pattern + r"\Z", text[max(0, ref.start - 40) : ref.start]) is not None


# --- Magic: single references ---------------------------------------------------------------


def test_a_see_rule_sentence_with_a_title_names_the_section():
    text = "See rule 903, “Commander,” for details."
    assert refs(text, "mtg") == [("903", ("903",), None)]


def test_the_matched_text_is_the_number_part_at_its_exact_offsets():
    text = "Commander decks are subject to additional deckbuilding restrictions. See rule 903, “Commander,”"
    [ref] = find_references(text, "mtg")
    assert text[ref.start : ref.end] == ref.text == "903"
    assert ref.start == text.index("903")


def test_a_trailing_period_is_not_part_of_the_key():
    text = "Double-faced permanents have only the characteristics of their front face. See rule 100.6."
    assert refs(text, "mtg") == [("100.6", ("100.6",), None)]
    assert refs("see rule 201.", "mtg") == [("201", ("201",), None)]


def test_a_sub_rule_letter_is_kept_in_the_key():
    text = "This is an exception to the procedure described in rule 613.7m."
    assert refs(text, "mtg") == [("613.7m", ("613.7m",), None)]
    assert refs("rule 702.19c", "mtg") == [("702.19c", ("702.19c",), None)]


def test_a_reference_inside_parentheses_is_found():
    text = "using a face-down substitute card (see rule 713) and/or opaque sleeves. See rule 708, “Face-Down"
    assert refs(text, "mtg") == [("713", ("713",), None), ("708", ("708",), None)]


def test_two_rule_words_in_one_sentence_give_two_references():
    text = "(See rule 701.28, “Transform,” and rule 701.50, “Convert.”)"
    assert refs(text, "mtg") == [("701.28", ("701.28",), None), ("701.50", ("701.50",), None)]


def test_see_without_the_word_rule_takes_a_three_digit_number():
    text = "to create a copy of a spell. See 702.153, “Casualty.”"
    assert refs(text, "mtg") == [("702.153", ("702.153",), None)]


def test_see_before_a_small_number_is_no_reference():
    assert find_references("you see 2 cards and see 14 more", "mtg") == []


def test_a_section_names_a_chapter():
    text = "Cards in some zones are normally kept face down. See section 4, “Zones.”"
    assert refs(text, "mtg") == [("4", ("4",), None)]


def test_sections_in_a_list_name_each_chapter():
    assert refs("see sections 5 and 6", "mtg") == [("5", ("5",), None), ("6", ("6",), None)]


def test_a_dotted_sub_rule_after_in_or_to_is_a_reference():
    text = "except as specified in 101.4a. If not, proceed to 616.1e. This is an exception to 608.2h."
    assert refs(text, "mtg") == [
        ("101.4a", ("101.4a",), None),
        ("616.1e", ("616.1e",), None),
        ("608.2h", ("608.2h",), None),
    ]


def test_a_plain_number_after_in_or_to_is_no_reference():
    text = "Your deck must contain exactly 100 cards, including your commander, in 100 games or up to 250."
    assert find_references(text, "mtg") == []


def test_a_rules_own_number_at_the_start_of_a_line_is_not_a_reference():
    text = (
        "903.9b If a commander would be put into its owner’s hand or library from anywhere,"
        " its owner may put it into the command zone instead.\n"
        "903.9c If a commander is a melded permanent and its owner chooses to put it into the"
        " command zone this way, see rules 903.9b–c.\n"
        "rule 903.10 stays a rule line\r903.11. If a player is allowed"
    )
    starts = [r.text for r in find_references(text, "mtg")]
    assert starts == ["903.9b–c", "903.10"]


# --- Magic: ranges and lists -----------------------------------------------------------------


def test_a_range_of_full_numbers_names_its_first_key_and_its_end():
    text = "A Brawl game follows the same rules as Commander games. See rules 903.6–903.11."
    assert refs(text, "mtg") == [("903.6–903.11", ("903.6",), "903.11")]


def test_a_range_with_a_hyphen_reads_like_one_with_an_en_dash():
    assert refs("rules 903.6-903.11", "mtg") == [("903.6-903.11", ("903.6",), "903.11")]
    text = "Those steps are the same as for casting a spell (see rules 510.1c-d."
    assert refs(text, "mtg") == [("510.1c-d", ("510.1c",), "510.1d")]


def test_a_letter_range_completes_its_end_key():
    text = "If a melded permanent is a commander, it may be exempt from this rule; see rules 903.9b–c."
    assert refs(text, "mtg") == [("903.9b–c", ("903.9b",), "903.9c")]
    assert refs("rules 601.2a–e", "mtg") == [("601.2a–e", ("601.2a",), "601.2e")]


def test_a_number_range_completes_its_end_key():
    text = "a player who can’t lose life can’t be given a lower life total this way (see rules 119.7–8)."
    assert refs(text, "mtg") == [("119.7–8", ("119.7",), "119.8")]


def test_an_end_before_the_start_is_not_a_range():
    assert refs("see rule 712.9–3 players", "mtg") == [("712.9", ("712.9",), None)]


def test_two_rules_joined_by_and_give_two_references():
    text = "its controller is determined by the rules for permanents or spells. See rules 110.2 and 112.2."
    assert refs(text, "mtg") == [("110.2", ("110.2",), None), ("112.2", ("112.2",), None)]


def test_a_comma_list_gives_one_reference_per_item():
    assert refs("rules 100.1, 100.2, and 100.3", "mtg") == [
        ("100.1", ("100.1",), None),
        ("100.2", ("100.2",), None),
        ("100.3", ("100.3",), None),
    ]


def test_a_list_may_mix_ranges_and_single_rules():
    text = "This follows rules 701.28a–f, 712.9–10, and 712.18. Those rules apply to converting"
    assert refs(text, "mtg") == [
        ("701.28a–f", ("701.28a",), "701.28f"),
        ("712.9–10", ("712.9",), "712.10"),
        ("712.18", ("712.18",), None),
    ]


def test_a_bare_letter_continuing_a_list_names_the_next_sub_rule():
    text = "The instructions in rules 608.3a and b are always performed first."
    assert refs(text, "mtg") == [("608.3a", ("608.3a",), None), ("b", ("608.3b",), None)]


def test_a_letter_that_is_a_word_does_not_continue_a_list():
    assert refs("as in rule 601.2a and a player may", "mtg") == [("601.2a", ("601.2a",), None)]


def test_a_list_stops_at_a_title():
    text = "See rule 205.3m, “Creature Types,” 205.3n and 301.5."
    assert refs(text, "mtg") == [("205.3m", ("205.3m",), None)]


# --- Magic: the wiki seed ---------------------------------------------------------------------


def test_the_magic_seed_gives_its_seventeen_references_in_order():
    # counted by hand in fixtures/sources/mtg.txt: every "rule"/"rules" followed by a number,
    # and "This is an exception to 712.11c." on line 85
    text = source("mtg")
    found = find_references(text, "mtg")
    assert [r.text for r in found] == [
        "711.1d", "701.37", "713", "100.6", "202.3b", "202.3c", "701.28", "701.50",
        "601", "712.11c", "305", "713", "708", "713", "613.7m", "400.7", "903.9b–c",
    ]  # fmt: skip
    assert found[-1].range_end == "903.9c"


def test_the_bulleted_rule_numbers_of_the_magic_seed_are_not_references():
    text = source("mtg")
    found = {r.start for r in find_references(text, "mtg")}
    for m in re.finditer(r"^\s*•\s*(\d{3}\.\d+[a-z]?)", text, re.MULTILINE):
        assert m.start(1) not in found


# --- the space game -------------------------------------------------------------------------


def test_a_paragraph_sign_in_parentheses_is_a_reference():
    text = "a Spacecraft flipping to a One-Seater Fighter — are displaced (§14.12); the controller"
    assert refs(text, "space") == [("14.12", ("14.12",), None)]


def test_paragraph_signs_in_a_list_give_one_reference_each():
    text = "Bound; the Storyline flips with them if the flip is a Fall (§8.10, §8.11)."
    assert refs(text, "space") == [("8.10", ("8.10",), None), ("8.11", ("8.11",), None)]


def test_the_space_seed_gives_its_eight_references():
    # counted by hand: every § in fixtures/sources/space.txt
    text = source("space")
    assert text.count("§") == 8
    assert [r.key for r in find_references(text, "space")] == [
        "14.12", "18.28", "8.10", "8.11", "11.2", "11.6", "14", "16",
    ]  # fmt: skip


# --- Digimon Card Game ------------------------------------------------------------------------


def test_refer_to_names_a_hyphenated_rule():
    text = (
        'When cards are placed in the field, they are placed unsuspended. (For details, refer to 4-11 "Card'
    )
    assert refs(text, "dcg") == [("4-11", ("4-11",), None)]


def test_refer_to_a_three_part_number_before_a_title():
    text = '(For details, refer to 15-15-6 "Isn\'t affected by effects" cards")'
    assert refs(text, "dcg") == [("15-15-6", ("15-15-6",), None)]


def test_a_through_range_in_the_change_log_may_wrap_onto_the_next_line():
    text = "3-1-3-6Updated 3-4-7-3 through\n3-4-7-5Merged"
    assert refs(text, "dcg") == [("3-4-7-3 through\n3-4-7-5", ("3-4-7-3",), "3-4-7-5")]
    assert refs("see 3-4-7-3 through 3-4-7-5.", "dcg") == [
        ("3-4-7-3 through 3-4-7-5", ("3-4-7-3",), "3-4-7-5")
    ]


def test_the_dcg_seed_gives_four_references_and_none_at_line_starts():
    # by hand: two "refer to", and in the change log "Updated 3-4-7-3 through / 3-4-7-5" and
    # "Updated 4-19-1 through / 3-1-3-9…" whose wrapped end sorts before its start
    text = source("dcg")
    assert refs(text, "dcg") == [
        ("4-11", ("4-11",), None),
        ("15-15-6", ("15-15-6",), None),
        ("3-4-7-3 through\n3-4-7-5", ("3-4-7-3",), "3-4-7-5"),
        ("4-19-1", ("4-19-1",), None),
    ]


def test_the_stray_page_number_in_a_dcg_sentence_is_no_reference():
    text = "(Example: Even if you 7 have a Digimon with the [Armor Form] trait in the breeding area"
    assert find_references(text, "dcg") == []


# --- ddm, dbe ---------------------------------------------------------------------------------


def test_the_ddm_and_dbe_seeds_have_no_references():
    assert find_references(source("ddm"), "ddm") == []
    assert find_references(source("dbe"), "dbe") == []


def test_a_dotted_number_after_ver_or_vease_is_a_reference():
    assert refs("El nivel del Digimon (véase 2.1.6).", "ddm") == [("2.1.6", ("2.1.6",), None)]
    assert refs("Para el costo, ver el punto 2.1.8.", "ddm") == [("2.1.8", ("2.1.8",), None)]
    assert refs("see 2.1.6 and 2.1.7", "dbe") == [
        ("2.1.6", ("2.1.6",), None),
        ("2.1.7", ("2.1.7",), None),
    ]


def test_dotted_numbers_without_a_pointing_word_are_not_references():
    text = "2.1.6. Puntos perdidos\nEl digimon pierde 2.1 puntos; ver 3 cartas."
    assert find_references(text, "ddm") == []


def test_an_unknown_game_reads_like_the_conservative_style():
    assert refs("see 4.2.1", "other") == [("4.2.1", ("4.2.1",), None)]
    assert find_references("", "mtg") == []


# --- every seed -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["dbe", "space", "dcg", "mtg", "ddm"])
def test_every_reference_text_is_the_input_between_its_offsets(game):
    text = source(game)
    found = find_references(text, game)
    assert [r.start for r in found] == sorted(r.start for r in found)
    for r in found:
        assert text[r.start : r.end] == r.text
        assert all(k == k.lower() and not k.endswith(".") for k in r.keys)


# --- keys and ranges --------------------------------------------------------------------------


def test_key_parts_compare_numbers_as_numbers():
    assert parse_key_parts("702.19c") == ((0, 702), (0, 19), (1, "c"))
    assert parse_key_parts("702.9") < parse_key_parts("702.10")
    assert parse_key_parts("3-4-7-3") < parse_key_parts("3-4-7-5") < parse_key_parts("15-15-6")


def test_expand_range_lists_the_keys_in_document_order():
    keys = ["903.8", "903.9", "903.9a", "903.9b", "903.9c", "903.10", "903.10a", "903.11", "903.11a"]
    assert expand_range("903.9b", "903.9c", keys) == ["903.9b", "903.9c"]
    assert expand_range("903.9", "903.11", keys) == [
        "903.9",
        "903.9a",
        "903.9b",
        "903.9c",
        "903.10",
        "903.10a",
        "903.11",
    ]


def test_expand_range_with_a_missing_end_compares_key_parts():
    keys = ["119.6", "119.7", "119.8", "119.9"]
    assert expand_range("119.7", "119.8a", keys) == ["119.7", "119.8"]
    assert expand_range("119.8", "119.7", keys) == []


# --- the full Magic Comprehensive Rules -------------------------------------------------------


@pytest.mark.corpora
@pytest.mark.parametrize("path", [MAGIC_2023, MAGIC_2025], ids=["2023-11-17", "2025-02-07"])
def test_at_least_98_percent_of_magic_references_resolve(path):
    text = read_magic(path)
    keys = magic_keys(text)
    found = find_references(text, "mtg")
    resolved = [r for r in found if r.key in keys and (r.range_end is None or r.range_end in keys)]
    assert len(found) > 1500
    assert len(resolved) / len(found) >= 0.98


@pytest.mark.corpora
@pytest.mark.parametrize(
    ("path", "see_rule_titled", "see_rule_903", "rule_word", "ranges"),
    [(MAGIC_2023, 459, 19, 1655, 76), (MAGIC_2025, 476, 21, 1738, 81)],
    ids=["2023-11-17", "2025-02-07"],
)
def test_magic_reference_counts_match_grep(path, see_rule_titled, see_rule_903, rule_word, ranges):
    # the numbers come from grep -o on the files:
    #   '[Ss]ee rule [0-9]{3}, “'   '[Ss]ee rule 903'   '\b[Rr]ules? [0-9]'
    #   '[0-9]{3}\.[0-9]+[a-z]?(–|-)[0-9a-z]+'  (every such range follows a "rule(s)"/"see")
    text = read_magic(path)
    found = find_references(text, "mtg")
    titled = [
        r for r in found if preceded_by(text, r, r"[Ss]ee rule ") and re.fullmatch(r"\d{3}", r.text)
        and text.startswith(", “", r.end)
    ]  # fmt: skip
    assert len(titled) == see_rule_titled
    assert sum(1 for r in found if preceded_by(text, r, r"[Ss]ee rule ") and r.text.startswith("903")) == (
        see_rule_903
    )
    assert sum(1 for r in found if preceded_by(text, r, r"\b[Rr]ules? ")) == rule_word
    assert sum(1 for r in found if r.range_end is not None) == ranges


@pytest.mark.corpora
@pytest.mark.parametrize("path", [MAGIC_2023, MAGIC_2025], ids=["2023-11-17", "2025-02-07"])
def test_no_magic_reference_starts_a_line(path):
    text = read_magic(path)
    for r in find_references(text, "mtg"):
        assert r.start > 0 and text[r.start - 1] not in "\r\n"
        assert text[r.start : r.end] == r.text


@pytest.mark.corpora
def test_the_commander_range_expands_against_the_2025_keys():
    text = read_magic(MAGIC_2025)
    [ref] = [r for r in find_references(text, "mtg") if r.text == "903.6–903.11"]
    # lines 6679–6697 of the file: 903.6, 903.7, 903.8, 903.9, 903.9a–c, 903.10, 903.10a, 903.11
    assert expand_range(ref.key, ref.range_end, magic_keys_in_order(text)) == [
        "903.6", "903.7", "903.8", "903.9", "903.9a", "903.9b", "903.9c", "903.10", "903.10a", "903.11",
    ]  # fmt: skip


@pytest.mark.corpora
def test_the_2025_file_resolves_its_casting_steps_range():
    text = read_magic(MAGIC_2025)
    keys = magic_keys_in_order(text)
    found = [r for r in find_references(text, "mtg") if r.text == "601.2a–h"]
    assert len(found) == 2  # grep -c '601\.2a–h': "steps 601.2a–h of rule 601" and "described in 601.2a–h"
    assert expand_range(found[0].key, found[0].range_end, keys) == [f"601.2{c}" for c in "abcdefgh"]
