"""The rules a glossary entry among the candidates points to (rulings/search/pointers.py)."""

from rulings.search.pointers import pointed_rules, rule_parents

# Magic comprehensive rules (2025-02-07), glossary: "Menace — An evasion ability that makes creatures
# unblockable by a single creature. See rule 702.111, “Menace.”"
MENACE = {
    "kind": "rule",
    "key": "glossary.menace",
    "version_id": 1,
    "body": (
        "An evasion ability that makes creatures unblockable by a single creature. "
        "See rule 702.111, “Menace.”"
    ),
}
STORED = {
    1: MENACE,
    2: {
        "kind": "rule",
        "key": "702.111b",
        "version_id": 1,
        "body": "A creature with menace can't be blocked …",
    },
    3: {
        "kind": "rule",
        "key": "509.1c",
        "version_id": 1,
        "body": "The defending player checks each creature …",
    },
    4: {"kind": "rule", "key": "702.111b", "version_id": 2, "body": "another version of the rules"},
}


def test_it_points_to_the_subrules_of_the_rule_a_glossary_entry_naming_the_query_cites():
    assert pointed_rules(STORED, lambda d: 0.5 if d == 1 else 0.0) == {2: 0.5}


def test_it_points_nowhere_when_the_entry_title_holds_less_than_half_the_query():
    assert pointed_rules(STORED, lambda d: 0.25 if d == 1 else 0.0) == {}


def test_the_rules_above_a_subrule_are_listed_nearest_first():
    assert rule_parents("103.5c") == ["103.5", "103"]
    assert rule_parents("4.2.3.1") == ["4.2.3", "4.2", "4"]


def test_a_key_that_ends_in_a_word_has_no_rule_above_it_in_itself():
    # The space seed's "13.characters" (the heading "Characters" under "13 Card Flips") and
    # "preamble" end in no number to take off: neither is above itself.
    assert rule_parents("13.characters") == []
    assert rule_parents("preamble") == []
    assert rule_parents("13.characters.1") == ["13.characters"]
    assert rule_parents("3-1-3-1-2") == ["3-1-3-1", "3-1-3", "3-1", "3"]
