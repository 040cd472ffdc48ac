"""Time the scenario engine in process: median and p95 of one check() per scenario (target: well under 1 ms).

Run from the repository root: .venv/bin/python benchmarks/scenarios_engine.py [runs]
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rulings.scenarios.engine import ask, check  # noqa: E402

SCENARIOS = {
    "dbe flip, then move to the hand": {
        "game": "dbe",
        "card": {
            "number": "XB-006",
            "faces": [
                {"side": "star", "name": "Antiramon", "printed": {"power": 30, "types": ["Wind", "Nature"]}},
                {"side": "moon", "name": "Antiramon", "printed": {"power": 40, "types": ["Nightmare"]}},
            ],
            "face": "star",
            "zone": "active",
            "state": {
                "hp": 40,
                "evo_bonuses": [{"name": "Guard", "permanent": True, "active": True}],
                "effects": [{"name": "+10 power", "kind": "power_boost"}],
                "used_activates": ["Activate"],
                "chosen_attack": "A",
            },
        },
        "actions": [{"do": "flip", "to": "moon"}, {"do": "move", "to": "hand"}],
    },
    "space spacecraft flip with overflow": {
        "game": "space",
        "card": {
            "controller": "alice",
            "faces": [
                {"side": "prime", "card_type": "Spacecraft", "printed": {"capacity": 3, "shielded": True}},
                {"side": "reverse", "card_type": "Spacecraft", "printed": {"capacity": 1, "shielded": False}},
            ],
            "face": "prime",
            "zone": "in_play",
            "state": {
                "counters": {"liberation": 1, "damage": 2},
                "deployed": [
                    {"name": "Pilot", "kind": "character"},
                    {"name": "Rover", "kind": "ground_unit"},
                ],
                "attachments": [{"name": "Cloak", "kind": "device", "controller": "bob"}],
            },
        },
        "actions": [{"do": "flip"}],
    },
    "mtg transform, then die": {
        "game": "mtg",
        "card": {
            "layout": "transform",
            "faces": [
                {"side": "front", "card_type": "Creature", "printed": {"mana_cost": "{1}{R}", "power": 1}},
                {"side": "back", "card_type": "Creature", "printed": {"power": 3}},
            ],
            "face": "front",
            "zone": "battlefield",
            "state": {"counters": {"+1/+1": 1}, "attachments": [{"name": "Rancor", "kind": "aura"}]},
        },
        "actions": [{"do": "transform"}, {"do": "move", "to": "graveyard"}],
    },
    "dcg move to the trash": {
        "game": "dcg",
        "card": {
            "zone": "battle_area",
            "state": {"statuses": ["suspended"], "effects": [{"name": "+1000 DP"}]},
        },
        "actions": [{"do": "move", "to": "trash"}],
    },
}


def measure(fn, runs: int) -> tuple[float, float]:
    fn()  # warm the profile cache
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    times.sort()
    return statistics.median(times) * 1000, times[int(len(times) * 0.95)] * 1000


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    print(f"{'scenario':<40} {'median ms':>10} {'p95 ms':>10}   ({runs} runs each)")
    for name, payload in SCENARIOS.items():
        median, p95 = measure(lambda payload=payload: check(payload), runs)
        print(f"{name:<40} {median:>10.3f} {p95:>10.3f}")
    median, p95 = measure(lambda: ask("does the evo-bonus persist after a flip?", "dbe"), runs)
    print(f"{'ask: evo-bonus after a flip':<40} {median:>10.3f} {p95:>10.3f}")


if __name__ == "__main__":
    main()
