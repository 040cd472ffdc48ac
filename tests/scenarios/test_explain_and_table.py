"""The plain-words explanation and the persistence table come from the same decisions."""

from __future__ import annotations

import pytest

from rulings.scenarios.engine import GAMES, explain, persistence_table
from tests.scenarios.helpers import run

K = "intro-to-flip-cards."
ANTIRAMON = {
    "faces": [{"side": "star", "power": 30}, {"side": "moon", "power": 40}],
    "face": "star",
    "zone": "active",
    "state": {"evo_bonuses": [{"name": "Guard", "permanent": True}]},
}


def test_the_explanation_says_what_stays_and_where_the_rules_say_so():
    result = run("dbe", ANTIRAMON, {"do": "flip"})
    text = explain(result)
    assert text == result["explanation"]
    line = next(ln for ln in text.splitlines() if "Guard" in ln)
    assert (
        "stays" in line and "the evo-bonus will remain active" in line and f"(dbe flip-cards {K}16.5" in line
    )


def test_the_explanation_says_why_nothing_happened():
    result = run("dbe", ANTIRAMON, {"do": "flip", "to": "star"})
    assert "Nothing happens" in result["explanation"] and f"dbe flip-cards {K}14" in result["explanation"]


def test_the_explanation_names_what_the_text_does_not_cover():
    result = run("dbe", {**ANTIRAMON, "state": {"counters": {"damage": 1}}}, {"do": "flip"})
    assert "does not say" in result["explanation"] and "state.counters.damage" in result["explanation"]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_persistence_table_whose_cells_are_cited_decisions(game):
    table = persistence_table(game)
    assert table["columns"] and table["rows"]
    outcomes = {"kept", "reset", "removed", "follows the new face", "not stated"}
    for row in table["rows"]:
        assert set(row["cells"]) == set(table["columns"])
        for cell in row["cells"].values():
            assert cell["outcome"] in outcomes
            assert cell["citations"] or cell["outcome"] == "not stated" or cell.get("assumption")


def cell(game: str, field: str, column: str, **kwargs) -> dict:
    table = persistence_table(game, **kwargs)
    return next(r for r in table["rows"] if r["field"] == field)["cells"][column]


def test_the_dbe_table_keeps_hp_and_evo_bonuses_through_a_flip():
    assert cell("dbe", "state.hp", "flip")["outcome"] == "kept"
    evo = cell("dbe", "state.evo_bonuses.permanent", "flip")
    assert evo["outcome"] == "kept" and K + "16.5" in {c["key"] for c in evo["citations"]}
    assert cell("dbe", "printed", "flip")["outcome"] == "follows the new face"


def test_the_space_table_splits_counters_by_card_type():
    assert cell("space", "state.counters.liberation", "flip (spacecraft)")["outcome"] == "removed"
    assert cell("space", "state.counters.character_points", "flip (character)")["outcome"] == "reset"
    assert cell("space", "state.counters", "flip (location)")["outcome"] == "kept"


def test_the_space_table_follows_the_rules_version():
    earlier = cell("space", "state.deployed", "flip (spacecraft)", rules_version="earlier")
    current = cell("space", "state.deployed", "flip (spacecraft)", rules_version="current")
    assert earlier["overflow"] == "destroyed_unless_escape_pod" and current["overflow"] == "displaced"


def test_the_dcg_table_removes_everything_on_a_move_but_not_on_a_reorder():
    assert cell("dcg", "state.statuses", "move")["outcome"] == "removed"
    assert cell("dcg", "state.statuses", "reorder")["outcome"] == "kept"


def test_the_mtg_table_keeps_counters_through_a_transform():
    counters = cell("mtg", "state.counters", "transform")
    assert counters["outcome"] == "kept" and {c["key"] for c in counters["citations"]} == {
        "712.18",
        "playing-with-double-faced-cards",
    }


def test_table_cells_the_rules_do_not_decide_are_marked_assumed_with_a_reason():
    # mtg: "a card changing zones becomes a new object (rule 400.7, not in the seed text)" is the profile's.
    table = persistence_table("mtg")
    cells = [c for row in table["rows"] for c in row["cells"].values() if c.get("assumed")]
    assert cells and all(c["assumption"] for c in cells)
    assert table["assumptions"]
    dcg = persistence_table("dcg")
    same_area = [row["cells"]["move (same area)"] for row in dcg["rows"]]
    assert all(c.get("assumed") for c in same_area if c["outcome"] != "not stated")
