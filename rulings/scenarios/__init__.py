"""The scenario engine: what a card keeps when it flips, transforms or moves, with citations.

Plain Python with no Django imports. The Django layer calls:

- ``check(payload, rules_version=None) -> dict``: run a scenario (DESIGN.md shapes).
- ``explain(result) -> str``: the result in plain words.
- ``persistence_table(game, rules_version=None) -> dict``: fields × events from the profile.
- ``ask(question, game=None) -> dict``: a judge's question mapped onto a scenario.

Invalid input raises ``ScenarioError`` (``.field``, ``.message``, ``.allowed``; ``.as_dict()``).
"""

# Imported by name, so that ``rulings.scenarios.ask`` is the function, not its module.
from rulings.scenarios.ask import ask
from rulings.scenarios.engine import check
from rulings.scenarios.errors import ScenarioError
from rulings.scenarios.explain import explain
from rulings.scenarios.profiles import GAMES
from rulings.scenarios.table import persistence_table

__all__ = ["GAMES", "ScenarioError", "ask", "check", "explain", "persistence_table"]
