"""References in documents read by the general outline importer (any game without a style of
its own): the forms rules texts in several languages use. Each sentence is written for the
test; the expected keys are read off it."""

from __future__ import annotations

import pytest

from rulings.references import find_references


def keys(text: str) -> list[tuple[str, str | None]]:
    return [(r.key, r.range_end) for r in find_references(text, "boardgame")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Once all steps in 4.3.2 and 4.3.3 are completed, abilities resolve.",
            [("4.3.2", None), ("4.3.3", None)],
        ),
        ("The player pays the cost and skips directly to 4.7.4.", [("4.7.4", None)]),
        ("If this causes new triggers, return to step 4.4.1.2.", [("4.4.1.2", None)]),
        ("(See #2 in the diagram under 6.2, “Parts of a Card.”)", [("6.2", None)]),
        ("This functions similarly to 6.1.8, where cards are counted.", [("6.1.8", None)]),
        ("as described in 8.7.5–8.7.6 until there are none", [("8.7.5", "8.7.6")]),
        ("the player did in steps 7.7.4.2 and 7.7.4.3.", [("7.7.4.2", None), ("7.7.4.3", None)]),
    ],
)
def test_a_number_after_a_preposition_or_a_step_word_is_a_reference(text, expected):
    assert keys(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Removing (1.9.2.3) a number of damage counters", [("1.9.2.3", None)]),
        ("leave the game as is (1.2 Rewinding a Game).", [("1.2", None)]),
        ("apply damage to each character (see 1.9.4.1/1.9.4.2).", [("1.9.4.1", None), ("1.9.4.2", None)]),
    ],
)
def test_a_number_in_parentheses_is_a_reference(text, expected):
    assert keys(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        'A card measures 2.5" by 3.5" (6.3 cm x 8.8 cm).',
        "The timer runs in 2.5 minutes rounds.",
        "Prices rose by (4.5 %) in 2.1 percent of stores.",
        "Comprehensive Rules Version 2.0.1.",
    ],
)
def test_measures_and_version_numbers_are_not_references(text):
    assert keys(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("See section 8 for the full list of keywords.", [("8", None)]),
        ("turn actions (see section 4), and game actions", [("4", None)]),
        ("Voir la section 9 “Multijoueur”, pour en savoir plus.", [("9", None)]),
        ("comme décrit dans la section 3 “Composition d’un tour”", [("3", None)]),
        ("policies outlined in section 4, ”Broadcast.”", [("4", None)]),
    ],
)
def test_a_section_word_names_a_bare_chapter_number(text, expected):
    assert keys(text) == expected


def test_a_rule_word_alone_does_not_take_a_bare_number():
    assert keys("These rules 2 players may change.") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("die in den Abschnitten 3.2.1 bis 3.2.3 aufgeführt sind", [("3.2.1", "3.2.3")]),
        ("springt direkt zu 4.3.3 (siehe 1.5.5).", [("4.3.3", None), ("1.5.5", None)]),
        ("passe directement à l’étape décrite en 4.4.4.", [("4.4.4", None)]),
        (
            "Une fois toutes les étapes décrites en 4.3.2 et 4.3.3 achevées",
            [("4.3.2", None), ("4.3.3", None)],
        ),
    ],
)
def test_german_and_french_forms_are_references(text, expected):
    assert keys(text) == expected


def test_a_rules_own_number_at_the_start_of_a_line_is_still_not_a_reference():
    assert keys("4.3.3. Resolve the card.\n4.3.4. Then (see 4.3.3) continue.") == [("4.3.3", None)]
